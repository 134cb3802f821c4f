// The HTTP layer's plumbing, below routing: what it reads and bounds on every request before
// routing hands it on (where it comes from, the one log line it leaves, how large its body may be)
// and what every response gets (the security headers with the CSP, set before any handler writes,
// and compression: static.ts's files, and GraphQL's answers through a yoga plugin).

import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Transform } from "node:stream";
import zlib from "node:zlib";
import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import type { Plugin } from "graphql-yoga";
import ipaddr from "ipaddr.js";
import type { Logger } from "pino";
import type { RequestLogNotes } from "#server/graphql/yoga.ts";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, type DeviceIds } from "#server/modules/shared/device.ts";

/**
 * The caller's network address as this server sees it. Behind `trustedHops` proxies (TRUST_PROXY),
 * each appends the address it received from to X-Forwarded-For, so the client is the entry that
 * many places from the right (counting the socket's peer, the nearest proxy, as one): whatever the
 * client itself wrote in the header sits further left and is never read. Unparsable entries are
 * answered with the peer's address, never passed on.
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const peer = normalizeAddress(req.socket.remoteAddress ?? "");
  if (trustedHops <= 0) return peer;
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  const client = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? peer;
  if (client === peer) return peer;
  return ipaddr.isValid(client) ? normalizeAddress(client) : peer;
}

/**
 * Whether the rider's browser reached us over HTTPS: our own TLS, or a trusted proxy's
 * X-Forwarded-Proto (the value the nearest proxy set, right-most). Without TRUST_PROXY the header
 * is the client's own word and is not read.
 */
export function cameOverHttps(req: IncomingMessage, tls: boolean, trustedHops: number): boolean {
  if (tls) return true;
  if (trustedHops <= 0) return false;
  const proto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")
    .at(-1)
    ?.trim()
    .toLowerCase();
  return proto === "https";
}

/**
 * The addresses seen lately, normalized: parsing one is a few microseconds, a sizeable share of
 * what a kept board read costs (server/http/board-reads.ts), and the same peers come back.
 */
const normalized = new Map<string, string>();
const NORMALIZED_MAX = 10_000;

/** One form per address: IPv4-mapped IPv6 as IPv4, IPv6 in its shortest form. */
function normalizeAddress(ip: string): string {
  let form = normalized.get(ip);
  if (form === undefined) {
    form = ip;
    if (ipaddr.isValid(ip)) {
      const parsed = ipaddr.parse(ip);
      const mapped = parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress();
      form = mapped ? (parsed as ipaddr.IPv6).toIPv4Address().toString() : parsed.toString();
    }
    if (normalized.size >= NORMALIZED_MAX) normalized.clear();
    normalized.set(ip, form);
  }
  return form;
}

/**
 * What budgets key on: an IPv4 address, or an IPv6 address's /64. One subscriber holds a whole
 * /64 (RFC 6177 and every carrier), so keying on the full address would give one phone 2^64 budgets.
 */
export function addressKey(address: string): string {
  // An IPv4 address has no colon: it is its own key, no parse needed.
  if (!address.includes(":") || !ipaddr.IPv6.isValid(address)) return address;
  const parts = ipaddr.IPv6.parse(address).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}

/**
 * The phone's device id (server/modules/shared/device.ts), checked only when a service asks for it
 * (the join's guest caps, a code's guess budgets): an answer, like most requests, never needs it.
 * A request without the cookie gets one issued with its response (unless past the address's issue
 * limit); one whose cookie this server did not sign gets a new one when it is read. The id is null
 * until the phone sends a signed one back. HttpOnly (no script needs it), Lax (a cross-site request
 * neither sends it nor gets a budget of its own), Secure when the request came over HTTPS.
 */
export function deviceOf(
  req: IncomingMessage,
  res: ServerResponse,
  devices: DeviceIds,
  https: boolean,
  address: string,
): () => string | null {
  const sent = parseCookie(req.headers.cookie ?? "")[DEVICE_COOKIE];
  if (sent === undefined) {
    issueDevice(res, devices, https, address);
    return () => null;
  }
  let id: string | null | undefined;
  return () => {
    if (id === undefined) {
      id = devices.read(sent);
      if (id === null && !res.headersSent) issueDevice(res, devices, https, address);
    }
    return id;
  };
}

function issueDevice(res: ServerResponse, devices: DeviceIds, https: boolean, address: string): void {
  const issued = devices.issue(address);
  if (!issued) return;
  // A new id counts from the phone's next request: one that sends none gets no budget of its own.
  res.appendHeader(
    "Set-Cookie",
    serializeCookie(DEVICE_COOKIE, issued.cookieValue, {
      httpOnly: true,
      sameSite: "lax",
      secure: https,
      path: "/",
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    }),
  );
}

/** The device id of a request that gets no cookie back (a websocket upgrade): only a signed one counts. */
export function knownDevice(req: IncomingMessage, devices: DeviceIds): string | null {
  return devices.read(parseCookie(req.headers.cookie ?? "")[DEVICE_COOKIE]);
}

/**
 * One JSON line per request: method, path (without the query string, which may carry codes),
 * operation name, status, duration and user id. Never headers, bodies or variables, so tokens,
 * passwords and answers cannot reach the log. Returns the notes GraphQL fills in while it handles
 * the request (the operation and who ran it); the line is written on finish.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, pathname: string): RequestLogNotes {
  const started = process.hrtime.bigint();
  const notes: RequestLogNotes = {};
  const done = () => {
    logger.info(
      {
        method: req.method,
        path: pathname,
        operationName: notes.operationName,
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        userId: notes.userId,
      },
      "request",
    );
  };
  res.once("finish", done);
  res.once("close", () => {
    if (!res.writableFinished) done();
  });
  return notes;
}

class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes.`);
  }
}

/**
 * Bounds a request's body before yoga reads it, however it is sent. A declared Content-Length over
 * `maxBytes` is answered at once (returns false: `onTooLarge` has answered); under it, Node's parser
 * hands over exactly that many bytes. A chunked body declares nothing, so yoga gets it through a
 * counter: once more than `maxBytes` have arrived, `onTooLarge` answers, reading stops and yoga's
 * read of the body fails. Nothing over the limit is ever buffered; uploads go the same way.
 */
export function limitRequestBody(req: IncomingMessage, maxBytes: number, onTooLarge: () => void): boolean {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) {
    onTooLarge();
    return false;
  }
  if (req.method === "GET" || req.method === "HEAD") return true;
  // Node's parser refuses a request that declares a length and chunked both: one with a length is whole.
  if (req.headers["content-length"] !== undefined) return true;
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= maxBytes) return done(null, chunk);
      req.unpipe(counted);
      req.pause();
      onTooLarge();
      done(new BodyTooLargeError(maxBytes));
    },
  });
  // @whatwg-node (yoga's request adapter) reads a request's body from `req.body` when it is set.
  Object.assign(req, { body: req.pipe(counted) });
  return true;
}

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

export function buildCsp(scriptHashes: string[], styleHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    `style-src 'self' ${styleHashes.join(" ")}`.trim(),
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

/** Below this a compressed body is hardly smaller and costs a round of work: sent as it is. */
export const MIN_COMPRESSED_BYTES = 1024;

/** What a client's Accept-Encoding lets us send, brotli first. */
export function acceptedEncoding(acceptEncoding: string | null | undefined): Encoding {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

export function pickEncoding(req: Pick<IncomingMessage, "headers">, contentType: string, size: number): Encoding {
  if (size < MIN_COMPRESSED_BYTES || !COMPRESSIBLE.test(contentType)) return null;
  return acceptedEncoding(String(req.headers["accept-encoding"] ?? ""));
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
      if (!/json/.test(type) || response.headers.has("content-encoding") || !response.body) return;
      const encoding = acceptedEncoding(request.headers.get("accept-encoding"));
      if (!encoding) return;
      const body = Buffer.from(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      headers.append("vary", "Accept-Encoding");
      let out: Buffer = body;
      if (body.length >= MIN_COMPRESSED_BYTES) {
        out = compress(body, encoding);
        headers.set("content-encoding", encoding);
      }
      headers.set("content-length", String(out.length));
      setResponse(new fetchAPI.Response(new Uint8Array(out), { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
