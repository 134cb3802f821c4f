import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip" | null;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

export function pickEncoding(req: IncomingMessage, contentType: string, size: number): Encoding {
  if (size < 1024 || !COMPRESSIBLE.test(contentType)) return null;
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

export function compress(body: Buffer, encoding: Exclude<Encoding, null>): Buffer {
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return zlib.gzipSync(body, { level: 9 });
}
