// What every response gets from the HTTP layer: the security headers with the CSP (set before any
// handler writes) and compression (static.ts's files, and GraphQL's answers through a yoga plugin).
// What a request is read and bounded by is request.ts.
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "graphql-yoga";

/**
 * The built HTML carries inline scripts (React Router's scroll restoration and context). A CSP
 * without 'unsafe-inline' allows exactly those bodies by hash, computed from the build at start.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>();
  let files: string[] = [];
  try {
    files = fs.readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  } catch {
    return [];
  }
  for (const file of files) {
    const html = fs.readFileSync(path.join(clientDir, file), "utf8");
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attrs = m[1] ?? "";
      const body = m[2] ?? "";
      if (/\ssrc\s*=/i.test(attrs) || body.length === 0) continue;
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

export function buildCsp(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // 'self' covers ws:/wss: to the same host (CSP3).
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

interface SecurityHeaderOptions {
  csp: string;
  /** The browser came over HTTPS (our TLS, or a trusted proxy's word): HSTS pins it there. */
  https: boolean;
}

/** Set before any handler writes, so every response (static, GraphQL, errors) carries them. */
export function applySecurityHeaders(res: ServerResponse, { csp, https }: SecurityHeaderOptions): void {
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(self), microphone=(), geolocation=()");
  if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

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
