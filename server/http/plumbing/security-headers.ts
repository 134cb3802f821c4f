import { createHash } from "node:crypto";
import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";

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
  tls: boolean;
}

/** Set before any handler writes, so every response (static, GraphQL, errors) carries them. */
export function applySecurityHeaders(res: ServerResponse, { csp, tls }: SecurityHeaderOptions): void {
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(self), microphone=(), geolocation=()");
  if (tls) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
