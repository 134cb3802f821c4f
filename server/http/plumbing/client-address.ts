import type { IncomingMessage } from "node:http";

/** The caller's network address as this server sees it (rate limits key on it; the key mode shows it). */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")[0]
      ?.trim();
    if (forwarded) return stripV4Mapped(forwarded);
  }
  return stripV4Mapped(req.socket.remoteAddress ?? "");
}

function stripV4Mapped(ip: string): string {
  return ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
}
