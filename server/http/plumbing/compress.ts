import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";
import type { Plugin } from "graphql-yoga";

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

/**
 * GraphQL's answers, compressed as yoga hands them over (server/app.ts passes this plugin to
 * buildYoga): JSON over 1 KB (leaderboards, attempt details). Streams (multipart or event-stream
 * results) are left alone so they keep flushing as they go.
 */
export function graphqlCompression(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get("content-type") ?? "";
      const accept = request.headers.get("accept-encoding") ?? "";
      if (!/json/.test(type) || response.headers.has("content-encoding") || !response.body) return;
      const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
      if (!encoding) return;
      const body = Buffer.from(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      headers.append("vary", "Accept-Encoding");
      let out: Buffer = body;
      if (body.length >= 1024) {
        out = compress(body, encoding);
        headers.set("content-encoding", encoding);
      }
      headers.set("content-length", String(out.length));
      setResponse(new fetchAPI.Response(new Uint8Array(out), { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
