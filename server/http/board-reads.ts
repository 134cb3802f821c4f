// Anonymous board reads answered in the HTTP layer (docs/decisions/017-standings-snapshot.md,
// "Anonymous board reads: one executed answer per change"). yoga's per-request work alone is
// above the board's latency budget, so a read whose answer is already known never reaches it.
//
// A kept answer is the exact response yoga gave to the exact same request: the same URL, content
// type, Accept and body bytes (the app's hash-only APQ post, its retry with the text, a full-text
// post), so it passed every check yoga makes (method, CSRF, parse, APQ, validation, armor) and
// needs none of them again. yoga marks an answer shareable (server/graphql/yoga.ts,
// keepableAnswerPlugin) and hands it back to `keep` here. A signed-in request (an Authorization
// header or the token cookie) is never handed here: the router checks that first.
//
// A kept answer serves for at most KEPT_MS, which bounds what no signal announces (an at-close
// event's planned end); never after a change to the event (a close, a reopen, a new end or reveal
// mode, moderation, a lost signal: the store's eventGeneration); and after a rider's finish for at
// most FINISH_LAG_MS, so that readers refresh the standings a few times a second at most, however
// many riders finish (a refresh costs milliseconds of CPU that riders' submits share).

import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FetchAPI } from "graphql-yoga";
import { LRUCache } from "lru-cache";
import type { KeepableAnswer, RequestLogNotes } from "#server/graphql/yoga.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { spendBoardRead } from "#server/modules/shared/rate-limits.ts";
import { acceptedEncoding, compress, type Encoding, MIN_COMPRESSED_BYTES } from "./plumbing.ts";

/** How long a kept answer serves at most (see the head of this file). */
const KEPT_MS = 1000;
/** How long a kept answer serves at most after a finish it does not show (docs/decisions/017-standings-snapshot.md). */
export const FINISH_LAG_MS = 250;
/** Request bodies looked at: a board read is a few hundred bytes; anything larger goes to yoga unread. */
const MAX_READ_BODY_BYTES = 4096;
/** What kept answers may hold, bodies and their compressed forms. */
const KEPT_BYTES = 4 * 1024 * 1024;
/** Executions a read waits for before it executes itself (the standings may change while it waits). */
const MAX_WAITS = 3;

interface Kept {
  /** The standings' generation the answer was executed at. */
  generation: number;
  /** The standings' event generation it was executed at. */
  eventGeneration: number;
  /** Server clock (deps.now) when it was kept. */
  at: number;
  contentType: string;
  etag: string;
  operationName?: string;
  body: Buffer;
  /** Compressed once per encoding, on the first read that asks for it. */
  encoded: Partial<Record<Exclude<Encoding, null>, Buffer>>;
}

/** What the router hands a GraphQL request along with it (yoga's server context). */
interface RequestContext {
  ip: string;
  log: RequestLogNotes;
  answer?: KeepableAnswer;
}

/** A request the fast path read and handed to yoga: what its answer is kept under. */
interface Fill {
  key: string;
  generation: number;
  eventGeneration: number;
}

type Deps = Pick<AppDeps, "standings" | "limits" | "now">;

export type BoardReads = ReturnType<typeof createBoardReads>;

export function createBoardReads(deps: Deps) {
  const kept = new LRUCache<string, Kept>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (k, key) => key.length + k.body.length * 2,
  });
  /** Known board reads being executed once for every reader of the same key (single flight). */
  const filling = new Map<string, Promise<void>>();

  const fresh = (k: Kept | undefined): k is Kept => {
    if (k === undefined || k.eventGeneration !== deps.standings.eventGeneration) return false;
    const age = deps.now() - k.at;
    return age < KEPT_MS && (k.generation === deps.standings.generation || age < FINISH_LAG_MS);
  };

  /** The JSON posts this path reads (the router hands it anonymous requests only); anything else goes to yoga untouched. */
  function takes(req: IncomingMessage): boolean {
    if (req.method !== "POST") return false;
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return false;
    const length = Number(req.headers["content-length"]);
    return Number.isInteger(length) && length > 0 && length <= MAX_READ_BODY_BYTES;
  }

  /**
   * Answers a request `takes` accepted: from a kept answer when there is a fresh one, else through
   * `toYoga`, after which yoga's answer is kept if it may be shared. When a known board read's
   * answer is stale, one request executes it and the others of the same key and generation wait
   * for that one instead of executing it too.
   */
  async function serve(req: IncomingMessage, res: ServerResponse, ctx: RequestContext, toYoga: () => void): Promise<void> {
    const body = await readBody(req);
    if (!body) return;
    let fill: Fill | undefined;
    const key = `${req.url}\n${req.headers["content-type"]}\n${req.headers.accept ?? ""}\n${body.toString("latin1")}`;
    for (let waits = 0; ; waits++) {
      const found = kept.get(key);
      if (fresh(found)) {
        // Over budget: yoga answers, and its resolver refuses with the error every board read gets.
        if (!(await spendBoardRead(deps.limits, ctx.ip))) return send(req, res, ctx, found);
        break;
      }
      // Never kept (not a board read, or the first of its kind): no one waits for it.
      if (!found || waits === MAX_WAITS) {
        fill = { key, generation: deps.standings.generation, eventGeneration: deps.standings.eventGeneration };
        break;
      }
      const flight = `${deps.standings.generation}\n${key}`;
      const underway = filling.get(flight);
      if (!underway) {
        filling.set(
          flight,
          new Promise<void>((resolve) => res.once("close", resolve)).finally(() => filling.delete(flight)),
        );
        fill = { key, generation: deps.standings.generation, eventGeneration: deps.standings.eventGeneration };
        break;
      }
      await underway;
    }
    if (fill) {
      const f = fill;
      ctx.answer = { keep: (request, response, fetchAPI) => keep(f, ctx, request, response, fetchAPI) };
    }
    // @whatwg-node (yoga's request adapter) takes a request's body from `req.body` when it is set.
    Object.assign(req, { body });
    toYoga();
  }

  function send(req: IncomingMessage, res: ServerResponse, ctx: RequestContext, k: Kept): void {
    ctx.log.operationName = k.operationName;
    res.setHeader("Content-Type", k.contentType);
    res.setHeader("ETag", k.etag);
    if (req.headers["if-none-match"] === k.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    // As graphqlCompression (plumbing.ts) answers yoga's JSON.
    const encoding = acceptedEncoding(req.headers["accept-encoding"]);
    let bytes = k.body;
    if (encoding) {
      res.setHeader("Vary", "Accept-Encoding");
      if (k.body.length >= MIN_COMPRESSED_BYTES) {
        bytes = k.encoded[encoding] ??= compress(k.body, encoding);
        res.setHeader("Content-Encoding", encoding);
      }
    }
    res.setHeader("Content-Length", bytes.length);
    res.end(bytes);
  }

  /** Keeps a shareable answer yoga gave (server/graphql/yoga.ts) and gives it its ETag (a 304 when the reader already holds it). */
  async function keep(fill: Fill, ctx: RequestContext, request: Request, response: Response, fetchAPI: FetchAPI): Promise<Response> {
    const body = Buffer.from(await response.arrayBuffer());
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const previous = kept.get(fill.key);
    // Two executions of one key may finish out of order: the older answer does not replace the newer.
    if (!previous || previous.generation <= fill.generation) {
      kept.set(fill.key, {
        generation: fill.generation,
        eventGeneration: fill.eventGeneration,
        at: deps.now(),
        contentType: response.headers.get("content-type") ?? "application/json; charset=utf-8",
        etag,
        operationName: ctx.log.operationName,
        body,
        encoded: {},
      });
    }
    const headers = new fetchAPI.Headers(response.headers);
    headers.set("etag", etag);
    if (request.headers.get("if-none-match") === etag) {
      headers.delete("content-length");
      return new fetchAPI.Response(null, { status: 304, headers });
    }
    return new fetchAPI.Response(new Uint8Array(body), { status: 200, headers });
  }

  return { takes, serve };
}

/** The whole (bounded, declared-length) body; null when the client went away first. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    req.once("error", () => resolve(null));
    req.once("close", () => resolve(null));
  });
}
