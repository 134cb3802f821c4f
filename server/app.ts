import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino, { type Logger } from "pino";
import { WebSocketServer } from "ws";
import { z } from "zod";
import { CHANNELS } from "./db/channels.ts";
import type { DbHandle } from "./db/client.ts";
import type { Fanout } from "./graphql/fanout.ts";
import { attachWebSockets } from "./graphql/ws.ts";
import { buildYoga, createApqStore } from "./graphql/yoga.ts";
import { createBoardReads } from "./http/board-reads.ts";
import { FORM_SCRIPT_HASH } from "./http/form-paint.ts";
import { paintStyles as readPaintStyles } from "./http/paint-styles.ts";
import { addressKey, buildCsp, clientAddress, graphqlCompression, inlineScriptHashes } from "./http/plumbing.ts";
import { createRequestHandler } from "./http/router.ts";
import { AFTER_PAINT_LOADER_HASH } from "./http/scripts-after-paint.ts";
import { inProcessSignal, LiveHub, postgresSignal } from "./live/hub.ts";
import { createSessionSockets } from "./live/session-sockets.ts";
import { createPasswordHasher, OWASP_SCRYPT_LOG_N } from "./modules/accounts/password.ts";
import { ViewerCache } from "./modules/accounts/session.ts";
import type { AppDeps } from "./modules/deps.ts";
import type { LeaderboardChanged } from "./modules/leaderboard/mappers.ts";
import { leaderboardUpdates, SnapshotStore } from "./modules/leaderboard/service.ts";
import { SETUP_PATH, setupLinkAtStart } from "./modules/organizer/setup.ts";
import { QuestionCache } from "./modules/quiz/question-cache.ts";
import { deviceIds, loadDeviceKey } from "./modules/shared/device.ts";
import { createRateLimits, type LimitName, type LimitRule } from "./modules/shared/rate-limits.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * What one client may hold (docs/security.md, "Per-client caps", says why each number):
 * - requestTimeoutMs: a whole request, body included, must arrive within this or is answered 408;
 *   60 s lets a 1 MB avatar through at ~150 kbit/s, the worst a rider's phone at a checkpoint gets;
 * - headersTimeoutMs: the headers alone (a few hundred bytes) within this, else 408;
 * - socketsPerAddress: open websockets from one address; a whole club on venue Wi-Fi (~300 phones)
 *   shares one NAT address, so 400 leaves room for them and still stops one machine opening thousands;
 * - subscriptionsPerSocket: the app holds one or two at a time; more on one socket is not the app.
 */
const CLIENT_LIMITS = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 20_000,
  socketsPerAddress: 400,
  subscriptionsPerSocket: 10,
};
type ClientLimits = typeof CLIENT_LIMITS;

export interface BuildAppOptions {
  db: DbHandle;
  /** Server clock in ms; tests inject a fake one. */
  now?: () => number;
  logger?: Logger;
  production?: boolean;
  tls?: { cert: string | Buffer; key: string | Buffer };
  clientDir?: string;
  picturesDir?: string;
  clientAddressPath?: string;
  allowedOrigins?: string[];
  /** Trusted proxy hops in front (TRUST_PROXY); true means one. */
  trustProxy?: boolean | number;
  /** sha256 → query; when set, only these operations are accepted. */
  persistedDocuments?: Record<string, string>;
  /** scrypt log2(N). Default 17 (OWASP). Tests may lower it for speed. */
  scryptLogN?: number;
  rateLimits?: Partial<Record<LimitName, LimitRule>>;
  /** Live update coalescing window, ms (default LEADERBOARD_COALESCE_MS). */
  coalesceMs?: number;
  /** Per-client caps; tests lower them. */
  clientLimits?: Partial<ClientLimits>;
  /** The bench compares the shared live fan-out with plain per-subscriber execution. */
  liveFanout?: "shared" | "per-subscriber";
}

export interface App {
  server: http.Server | https.Server;
  yoga: ReturnType<typeof buildYoga>;
  live: LiveHub<LeaderboardChanged>;
  /** Counts the live fan-out's executions (tests). */
  fanout: Fanout;
  deps: AppDeps;
  /** Stops accepting, lets in-flight requests finish, closes websockets. The db stays open. */
  close(): Promise<void>;
  /**
   * With no organizer yet: a fresh one-time setup path (`/organize?setup=…`) for index.ts to print
   * at start; null once an organizer exists (docs/organizers.md#the-console).
   */
  setupPath(): Promise<string | null>;
}

/** Everything but listening: index.ts listens on PORT, tests on port 0. */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const logger = opts.logger ?? pino({ level: "silent" });
  const now = opts.now ?? Date.now;
  const handle = opts.db;
  const signalOn = (channel: string) =>
    handle.pool && handle.databaseUrl ? postgresSignal(handle.pool, handle.databaseUrl, logger, channel) : inProcessSignal();
  const standings = new SnapshotStore(handle.db, now, { commitsInOrder: handle.kind === "pglite" });
  const live = new LiveHub(signalOn(CHANNELS.leaderboard), leaderboardUpdates({ db: handle.db, standings }), logger, {
    windowMs: opts.coalesceMs,
    follower: standings,
  });
  await live.start();
  const viewers = new ViewerCache();
  const sessionSockets = createSessionSockets(signalOn(CHANNELS.sessionEnded), {
    onEnded: (sessionId) => viewers.forgetSession(sessionId),
    onMissedSignals: () => viewers.clear(),
  });
  await sessionSockets.start();
  const questions = new QuestionCache();
  const questionSignal = signalOn(CHANNELS.questions);
  await questionSignal.start(
    () => questions.clear(),
    () => questions.clear(),
  );
  const deps: AppDeps = {
    handle,
    db: handle.db,
    now,
    live,
    standings,
    limits: createRateLimits(handle, opts.rateLimits),
    devices: deviceIds(await loadDeviceKey(handle.db)),
    passwords: createPasswordHasher(opts.scryptLogN ?? OWASP_SCRYPT_LOG_N),
    logger,
    trustProxy: Number(opts.trustProxy ?? 0),
    sessionSockets,
    viewers,
    questions,
  };
  const production = opts.production ?? false;
  // In production the app's own operations are known from its build: a rider's first use of each
  // (on a slow link, after every restart) never misses. Tests start empty to exercise the miss.
  const appOperations = production && fs.existsSync(PERSISTED_DOCUMENTS) ? readPersistedDocuments() : {};
  const boardReads = createBoardReads(deps);
  const yoga = buildYoga(
    deps,
    { production, persistedDocuments: opts.persistedDocuments, plugins: [graphqlCompression()] },
    createApqStore(appOperations),
  );
  const clientDir = path.resolve(opts.clientDir ?? path.join(root, "build/client"));
  const paintStyles = await readPaintStyles(clientDir);
  const handler = createRequestHandler({
    yoga,
    boardReads,
    deps,
    clientDir,
    picturesDir: path.resolve(opts.picturesDir ?? path.join(root, "content/pictures")),
    clientAddressPath: opts.clientAddressPath ?? "/client-address",
    csp: buildCsp([...inlineScriptHashes(clientDir), FORM_SCRIPT_HASH, AFTER_PAINT_LOADER_HASH], paintStyles ? [paintStyles.hash] : []),
    paintStyles,
    tls: Boolean(opts.tls),
  });
  const limits = { ...CLIENT_LIMITS, ...opts.clientLimits };
  // Node answers 408 and closes a connection whose request outlives these; it checks every quarter
  // of the request timeout. The headers timer starts with a request's first byte, so an idle
  // kept-alive socket is not cut by it.
  const serverOptions: http.ServerOptions = {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: Math.ceil(limits.requestTimeoutMs / 4),
  };
  const server = opts.tls
    ? https.createServer({ ...serverOptions, cert: opts.tls.cert, key: opts.tls.key }, handler)
    : http.createServer(serverOptions, handler);
  // Longer than clients' and proxies' idle timeouts, so the server is never the side that closes
  // a kept-alive socket just as a request is sent on it (ECONNRESET). close() drops idle sockets.
  server.keepAliveTimeout = 65_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const ws = attachWebSockets({
    server,
    wss,
    yoga,
    allowedOrigins: opts.allowedOrigins ?? [],
    persistedDocuments: opts.persistedDocuments,
    clientAddressOf: (req) => addressKey(clientAddress(req, deps.trustProxy)),
    socketsPerAddress: limits.socketsPerAddress,
    subscriptionsPerSocket: limits.subscriptionsPerSocket,
    liveFanout: opts.liveFanout,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await ws.close();
      // In-flight requests get a few seconds to finish, then their sockets are cut.
      const force = setTimeout(() => server.closeAllConnections(), 5000);
      await stopped;
      clearTimeout(force);
      await live.close();
      await sessionSockets.close();
      await questionSignal.close();
      await yoga.dispose();
    })();
    return closing;
  };
  const setupPath = async () => {
    const token = await setupLinkAtStart(deps);
    return token ? `${SETUP_PATH}${token}` : null;
  };
  return { server, yoga, live, fanout: ws.fanout, deps, close, setupPath };
}

const PERSISTED_DOCUMENTS = path.join(root, "app/graphql/__generated__/persisted-documents.json");

export function readPersistedDocuments(file = PERSISTED_DOCUMENTS): Record<string, string> {
  if (!fs.existsSync(file)) {
    throw new Error(
      `PERSISTED_OPERATIONS_ONLY is set but ${file} does not exist. Build the client first (npm run build, which runs codegen) or unset PERSISTED_OPERATIONS_ONLY.`,
    );
  }
  return z.record(z.string(), z.string()).parse(JSON.parse(fs.readFileSync(file, "utf8")));
}
