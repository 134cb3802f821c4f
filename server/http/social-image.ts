import type { IncomingMessage } from "node:http";
import { cameOverHttps } from "./plumbing.ts";

/**
 * Share previews need the social image (og:image) at an absolute address, and the built pages name
 * it by path when VITE_PUBLIC_URL was not set at build time: the server makes it absolute from the
 * address the request came to (docs/product.md#social-image).
 */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * `https://host[:port]` the request was sent to, or null when its Host is not a plain host name or
 * address. Behind trusted proxies (TRUST_PROXY) their X-Forwarded-Host (the nearest one's, right-most)
 * and protocol; otherwise those headers are the client's own word and are not read.
 */
export function requestOrigin(req: IncomingMessage, { tls, trustedHops }: { tls: boolean; trustedHops: number }): string | null {
  const proto = cameOverHttps(req, tls, trustedHops) ? "https" : "http";
  const forwardedHost =
    trustedHops > 0
      ? String(req.headers["x-forwarded-host"] ?? "")
          .split(",")
          .at(-1)
          ?.trim()
      : "";
  const host = forwardedHost || req.headers.host || "";
  return HOST.test(host) ? `${proto}://${host.toLowerCase()}` : null;
}

/** The page with its og:image made absolute from `origin`; an address that is absolute already stays. */
export function withAbsoluteSocialImage(html: string, origin: string): string {
  return html.replace(/(<meta property="og:image" content=")(\/[^"/][^"]*)"/g, (_, head: string, p: string) => `${head}${origin}${p}"`);
}
