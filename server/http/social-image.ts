import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/**
 * Share previews need the social image (og:image) at an absolute address, and the built pages name
 * it by path when VITE_PUBLIC_URL was not set at build time: the server makes it absolute from the
 * address the request came to (docs/product.md#social-image).
 */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;
const firstValue = (header: string | string[] | undefined) =>
  String(header ?? "")
    .split(",")[0]
    ?.trim() ?? "";

/** `https://host[:port]` the request was sent to, or null when its Host is not a plain host name or address. */
export function requestOrigin(req: IncomingMessage, trustProxy: boolean): string | null {
  const forwardedProto = trustProxy ? firstValue(req.headers["x-forwarded-proto"]) : "";
  const proto =
    forwardedProto === "https" || forwardedProto === "http"
      ? forwardedProto
      : (req.socket as TLSSocket | undefined)?.encrypted
        ? "https"
        : "http";
  const host = (trustProxy && firstValue(req.headers["x-forwarded-host"])) || req.headers.host || "";
  return HOST.test(host) ? `${proto}://${host.toLowerCase()}` : null;
}

/** The page with its og:image made absolute from `origin`; an address that is absolute already stays. */
export function withAbsoluteSocialImage(html: string, origin: string): string {
  return html.replace(/(<meta property="og:image" content=")(\/[^"/][^"]*)"/g, (_, head: string, p: string) => `${head}${origin}${p}"`);
}
