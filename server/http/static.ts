import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { parse as parseCookie } from "cookie";
import { TOKEN_COOKIE } from "#core/constants.ts";
import { RULES_PATH, rulesPaint } from "./form-paint.ts";
import { pagePaint } from "./page-paint.ts";
import { type PaintStyles, withPaintStyles } from "./paint-styles.ts";
import { acceptedEncoding, compress, type Encoding, pickEncoding } from "./plumbing.ts";
import { namesRoute, routeStylesheets, shellWithRoutePreloads } from "./route-preloads.ts";
import { lowPriorityScripts, scriptsAfterPaint } from "./scripts-after-paint.ts";
import { requestOrigin, withAbsoluteSocialImage } from "./social-image.ts";

/** How many addresses the pages are kept for, each with its absolute social image. */
const MAX_KEPT_ORIGINS = 8;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_CACHE = "no-cache";
/** Written by the build (scripts/build-service-worker.ts: SERVICE_WORKER_FILES); each controls the whole origin. */
const SERVICE_WORKER_PATHS = new Set(["/sw.js", "/sw-lite.js"]);

interface Cached {
  body: Buffer;
  type: string;
  mtime: string;
  variants: Map<Encoding, Buffer>;
}

/**
 * Serves files below `root`. Built files never change while the server runs, so each file is
 * read and compressed once and kept in memory (the whole build is a few hundred KB).
 */
export class FileServer {
  private readonly cache = new Map<string, Cached | null>();
  constructor(private readonly root: string) {}

  /** Resolves a URL path inside root; null for traversal attempts or missing files. */
  resolve(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes("\0")) return null;
    const full = path.join(this.root, path.normalize(decoded));
    if (full !== this.root && !full.startsWith(this.root + path.sep)) return null;
    return full;
  }

  private load(file: string): Cached | null {
    if (this.cache.has(file)) return this.cache.get(file) ?? null;
    let entry: Cached | null = null;
    try {
      const stat = fs.statSync(file);
      if (stat.isFile()) {
        entry = {
          body: fs.readFileSync(file),
          type: TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
          mtime: stat.mtime.toUTCString(),
          variants: new Map(),
        };
      }
    } catch {
      entry = null;
    }
    if (entry) {
      // Compressed at build time, harder than on the fly (vite.config.ts): sent as they are.
      for (const [encoding, suffix] of PRECOMPRESSED) {
        const kept = readIfFile(file + suffix);
        if (kept) entry.variants.set(encoding, kept);
      }
    }
    // Missing files are not cached: a build may land while the server runs in development.
    if (entry) this.cache.set(file, entry);
    return entry;
  }

  /**
   * A changed copy of a file, kept like the file itself under `key` (the SPA shell with one route's
   * preloads); null when the file is missing or `make` has nothing to change.
   */
  private loadDerived(file: string, key: string, make: (text: string) => string | null): Cached | null {
    const id = `${file}\0${key}`;
    const kept = this.cache.get(id);
    if (kept) return kept;
    const base = this.load(file);
    const text = base ? make(base.body.toString("utf8")) : null;
    const entry = base && text !== null ? { ...base, body: Buffer.from(text), variants: new Map() } : null;
    // Only real copies are kept: paths that name no route are unbounded.
    if (entry) this.cache.set(id, entry);
    return entry;
  }

  /** A built file's text by its URL path, or null. */
  readText(urlPath: string): string | null {
    const file = this.resolve(urlPath);
    return file ? (this.load(file)?.body.toString("utf8") ?? null) : null;
  }

  /** Drops the kept copy, so the next send reads the file again. */
  forget(file: string): void {
    this.cache.delete(file);
  }

  exists(file: string): boolean {
    return this.load(file) !== null;
  }

  /** The bytes a browser that accepts `encoding` downloads for the file (bench/bundle.ts measures these). */
  served(file: string, encoding: Exclude<Encoding, null>): Buffer | null {
    const entry = this.load(file);
    if (!entry) return null;
    return encodingFor({ headers: { "accept-encoding": encoding } }, entry) ? encoded(entry, encoding) : entry.body;
  }

  /** Writes the file; false when it does not exist. */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    cacheControl?: string,
    status = 200,
    derived?: { key: string; make: (text: string) => string | null },
    rewrite?: (text: string) => string,
  ): boolean {
    const kept = (derived && this.loadDerived(file, derived.key, derived.make)) || this.load(file);
    if (!kept) return false;
    // Written for this request only (a poster's first paint, a page for an address not kept):
    // compressed afresh, never kept.
    const entry = rewrite ? { ...kept, body: Buffer.from(rewrite(kept.body.toString("utf8"))), variants: new Map() } : kept;
    const encoding = encodingFor(req, entry);
    const body = encoding ? encoded(entry, encoding) : entry.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Type", entry.type);
    res.setHeader("Content-Length", body.length);
    res.setHeader("Last-Modified", entry.mtime);
    res.setHeader("Cache-Control", cacheControl ?? (entry.type.startsWith("text/html") ? NO_CACHE : "public, max-age=3600"));
    res.statusCode = status;
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
}

/**
 * What to send a client: the build's compressed copy whatever the file's size (the build writes
 * one only where it is smaller, vite.config.ts), else what `pickEncoding` allows on the fly.
 */
function encodingFor(req: Pick<IncomingMessage, "headers">, entry: Cached): Encoding {
  const accepted = acceptedEncoding(String(req.headers["accept-encoding"] ?? ""));
  if (accepted && entry.variants.has(accepted)) return accepted;
  return pickEncoding(req, entry.type, entry.body.length);
}

/** A file's compressed copy, made once. */
function encoded(entry: Cached, encoding: Exclude<Encoding, null>): Buffer {
  let variant = entry.variants.get(encoding);
  if (!variant) {
    variant = compress(entry.body, encoding);
    entry.variants.set(encoding, variant);
  }
  return variant;
}

const PRECOMPRESSED = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

function readIfFile(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

/** `html` with `start` written first in its <body>. */
function withBodyStart(html: string, start: string): string {
  return html.replace(/<body[^>]*>/, (tag) => tag + start);
}

/** The phone holds a session cookie. It only picks what the shell carries; it signs nobody in (docs/decisions/001-auth.md). */
export function hasSessionCookie(req: IncomingMessage): boolean {
  return Boolean(parseCookie(req.headers.cookie ?? "")[TOKEN_COOKIE.name]);
}

/**
 * The SPA: real files as they are; `/` is the prerendered landing (index.html); any other path
 * without an extension is a client route and gets the SPA shell (__spa-fallback.html). A missing
 * file with an extension is a 404, so a stale chunk URL fails loudly instead of parsing HTML as JS.
 */
export function createSpaHandler(
  clientDir: string,
  at: { tls: boolean; trustedHops: number } = { tls: false, trustedHops: 0 },
  paintStyles: PaintStyles | null = null,
) {
  const files = new FileServer(path.resolve(clientDir));
  /**
   * A shell with a paint first in its <body>, its scripts asked for after that paint
   * (scripts-after-paint.ts); a signed-out phone's with the paint's own rules in its <head> (paint-styles.ts). The rules page is painted for a phone that has just joined: in a
   * poster's first minute it replaces the join's paint in the same document (form-paint.ts
   * FORM_SCRIPT), whose inline rules cover it already, and their 3 KB would only slow the join's
   * answer on a link full of scripts; opened anew (a reload, a plain post), its stylesheet holds
   * its paint as before.
   */
  const painted = (shell: string, paint: string, signedIn: boolean) =>
    scriptsAfterPaint(withPaintStyles(withBodyStart(shell, paint), signedIn ? null : paintStyles));
  // The pages are kept per address they are asked at (the social image's, social-image.ts): a few
  // addresses at most (a domain, a LAN address); any further one is rewritten per request, not kept.
  const keptOrigins = new Set<string>();
  const originOf = (req: IncomingMessage) => {
    const origin = requestOrigin(req, at);
    if (!origin) return { key: "", rewrite: undefined };
    if (keptOrigins.has(origin) || keptOrigins.size < MAX_KEPT_ORIGINS) {
      keptOrigins.add(origin);
      return { key: origin, rewrite: undefined, origin };
    }
    return { key: "", rewrite: (html: string) => withAbsoluteSocialImage(html, origin) };
  };
  /**
   * `bodyStart`: HTML for this request only, written first in the shell's <body> (http/poster-paint.ts,
   * a painted form's answer to its post: http/form-posts.ts, which also gives the status).
   */
  const handle = (req: IncomingMessage, res: ServerResponse, pathname: string, bodyStart?: { html: string; status?: number }): boolean => {
    const answersPost = req.method === "POST" && bodyStart;
    if (req.method !== "GET" && req.method !== "HEAD" && !answersPost) return false;
    const page = originOf(req);
    const absolute = (html: string) => (page.origin ? withAbsoluteSocialImage(html, page.origin) : html);
    if (pathname === "/" || pathname === "/index.html") {
      const index = files.resolve("/index.html");
      const landing = { key: `landing ${page.key}`, make: (text: string) => absolute(scriptsAfterPaint(text)) };
      return index ? files.send(req, res, index, NO_CACHE, 200, landing, page.rewrite) : false;
    }
    const file = files.resolve(pathname);
    if (SERVICE_WORKER_PATHS.has(pathname)) {
      // Revalidated by the browser and read from disk on every request: it is the file that tells
      // an installed app a new version exists, so it is never a kept copy. Its scope is the whole app.
      if (!file) return false;
      files.forget(file);
      res.setHeader("Service-Worker-Allowed", "/");
      return files.send(req, res, file, NO_CACHE);
    }
    if (file && files.exists(file) && !answersPost) {
      const hashed = pathname.startsWith("/assets/");
      return files.send(req, res, file, hashed ? IMMUTABLE : undefined);
    }
    if (path.posix.extname(pathname) !== "") return false;
    // One kept shell per first path segment, session cookie or not, and first paint or not
    // (page-paint.ts: it is the same for every phone); a segment that names no route keeps the plain one.
    const segment = pathname.split("/")[1] ?? "";
    const signedIn = hasSessionCookie(req);
    const paint = bodyStart
      ? null
      : signedIn
        ? signedInPaint(pathname)
        : pagePaint(pathname, new URL(req.url ?? "/", "http://x").searchParams);
    const preloads = {
      key: `${segment} ${signedIn} ${paint ? pathname : ""} ${page.key}`,
      make: (shell: string) => {
        const made = shellWithRoutePreloads(shell, pathname, (u) => files.readText(u), signedIn);
        // A path that names no route keeps the plain shell, and no kept copy (see loadDerived).
        if (!made && !paint) return null;
        return absolute(paint ? painted(made ?? shell, paint, signedIn) : lowPriorityScripts(made as string));
      },
    };
    for (const shell of ["/__spa-fallback.html", "/index.html"]) {
      const f = files.resolve(shell);
      const text = f ? files.readText(shell) : null;
      // A path that names no route gets the page, which says so, with the status that says so too.
      const status = text !== null && namesRoute(text, pathname, (u) => files.readText(u)) === false ? 404 : 200;
      // A painted shell names one checkpoint for one address: no shared cache keeps it.
      const cache = bodyStart ? "private, no-store" : NO_CACHE;
      // The plain shell of a path that names no page is not kept per address: its image is made absolute per request.
      const forAddress = page.origin && status === 404 ? absolute : page.rewrite;
      const withPaint = bodyStart && ((text: string) => painted(text, bodyStart.html, signedIn));
      const rewrite = withPaint && forAddress ? (text: string) => forAddress(withPaint(text)) : (withPaint ?? forAddress);
      if (f && files.send(req, res, f, cache, bodyStart?.status ?? status, preloads, rewrite)) return true;
    }
    return false;
  };
  /** The stylesheets a painted screen of `pathname` links (route-preloads.ts routeStylesheets). */
  const stylesheets = (pathname: string): string[] => {
    const shell = files.readText("/__spa-fallback.html") ?? files.readText("/index.html");
    return shell ? routeStylesheets(shell, pathname, (u) => files.readText(u)) : [];
  };
  return Object.assign(handle, { stylesheets });
}

/** The rules are painted for a phone with a session cookie (the app's guard sends others to sign in). */
function signedInPaint(pathname: string): string | null {
  return pathname === RULES_PATH ? rulesPaint() : null;
}
