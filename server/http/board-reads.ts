// Anonymous board reads answered in the HTTP layer (docs/decisions/017-standings-snapshot.md,
// "Anonymous board reads: one executed answer per change"). yoga's per-request work alone is
// above the board's latency budget, so a read whose answer is already known never reaches it.
//
// A kept answer is the exact response yoga gave to the exact same request: the same URL, content
// type, Accept and body bytes (the app's hash-only APQ post, its retry with the text, a full-text
// post), so it passed every check yoga makes (method, CSRF, parse, APQ, validation, armor) and
// needs none of them again. yoga marks an answer shareable (boardAnswerPlugin): a query of
// `leaderboard` alone, without a viewer, answered without an error. A kept answer serves only
// while the standings' generation it was made at is the process's (any signalled change moves it)
// and for at most KEPT_MS, which bounds what no signal announces (an at-close event's planned end).

import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type DocumentNode, Kind } from "graphql";
import type { Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";
import { TOKEN_COOKIE } from "#core/constants.ts";
import type { RequestLogNotes } from "#server/graphql/yoga.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { spendBoardRead } from "#server/modules/shared/rate-limits.ts";
import { acceptedEncoding, compress, type Encoding, MIN_COMPRESSED_BYTES } from "./plumbing.ts";

/** How long a kept answer serves at most (see the head of this file). */
const KEPT_MS = 1000;
/** Request bodies looked at: a board read is a few hundred bytes; anything larger goes to yoga unread. */
const MAX_READ_BODY_BYTES = 4096;
/** What kept answers may hold, bodies and their compressed forms. */
const KEPT_BYTES = 4 * 1024 * 1024;
/** Executions a read waits for before it executes itself (the standings may change while it waits). */
const MAX_WAITS = 3;

interface Kept {
  /** The standings' generation the answer was executed at. */
  generation: number;
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
}

/** A request the fast path read and handed to yoga: what its answer is kept under. */
interface Fill {
  key: string;
  generation: number;
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
  const fills = new WeakMap<IncomingMessage, Fill>();
  /** yoga's requests whose answer may be shared (boardAnswerPlugin's verdict). */
  const shareable = new WeakSet<Request>();

  const fresh = (k: Kept | undefined): k is Kept =>
    k !== undefined && k.generation === deps.standings.generation && deps.now() - k.at < KEPT_MS;

  /** The anonymous JSON posts this path reads; anything else goes to yoga untouched. */
  function takes(req: IncomingMessage): boolean {
    if (req.method !== "POST" || req.headers.authorization !== undefined) return false;
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return false;
    // The app's session cookie is never read by GraphQL (docs/decisions/001-auth.md); still, a
    // request carrying one is a signed-in phone's and gets nothing shared.
    if (req.headers.cookie?.includes(`${TOKEN_COOKIE.name}=`)) return false;
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
        fills.set(req, { key, generation: deps.standings.generation });
        break;
      }
      const flight = `${deps.standings.generation}\n${key}`;
      const underway = filling.get(flight);
      if (!underway) {
        filling.set(
          flight,
          new Promise<void>((resolve) => res.once("close", resolve)).finally(() => filling.delete(flight)),
        );
        fills.set(req, { key, generation: deps.standings.generation });
        break;
      }
      await underway;
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

  /**
   * yoga's half, placed before the compression plugin (server/app.ts): marks a shareable
   * execution, keeps its answer for the key the fast path read it under, and gives the answer
   * its ETag (a 304 when the reader already holds it).
   */
  const plugin: Plugin<object, { req?: IncomingMessage; log?: RequestLogNotes }> = {
    onExecute({ args }) {
      const context = args.contextValue as { request?: Request; viewer?: unknown };
      if (!context.request || context.viewer || !isBoardRead(args.document, args.operationName)) return;
      const request = context.request;
      return {
        onExecuteDone({ result }) {
          if (!("errors" in result) || !result.errors?.length) shareable.add(request);
        },
      };
    },
    async onResponse({ request, response, serverContext, setResponse, fetchAPI }) {
      const fill = serverContext.req ? fills.get(serverContext.req) : undefined;
      if (!fill || !shareable.has(request) || response.status !== 200) return;
      const body = Buffer.from(await response.arrayBuffer());
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      const previous = kept.get(fill.key);
      // Two executions of one key may finish out of order: the older answer does not replace the newer.
      if (!previous || previous.generation <= fill.generation) {
        kept.set(fill.key, {
          generation: fill.generation,
          at: deps.now(),
          contentType: response.headers.get("content-type") ?? "application/json; charset=utf-8",
          etag,
          operationName: serverContext.log?.operationName,
          body,
          encoded: {},
        });
      }
      const headers = new fetchAPI.Headers(response.headers);
      headers.set("etag", etag);
      if (request.headers.get("if-none-match") === etag) {
        headers.delete("content-length");
        setResponse(new fetchAPI.Response(null, { status: 304, headers }));
        return;
      }
      setResponse(new fetchAPI.Response(new Uint8Array(body), { status: 200, headers }));
    },
  };

  return { takes, serve, plugin };
}

/** A query asking for `leaderboard` alone (the only root field whose anonymous answer is the same for everyone). */
function isBoardRead(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== "query") return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && (s.name.value === "leaderboard" || s.name.value === "__typename"),
  );
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
