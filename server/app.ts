import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino, { type Logger } from "pino";
import { WebSocketServer } from "ws";
import type { AppDeps } from "./context.ts";
import type { DbHandle } from "./db/client.ts";
import { createPasswordHasher, OWASP_SCRYPT_LOG_N } from "./graphql/modules/accounts/password.ts";
import { computeLeaderboardSnapshot, type LeaderboardSnapshot } from "./graphql/modules/leaderboard/service.ts";
import { createRateLimits, type LimitName, type LimitRule } from "./graphql/rate-limits.ts";
import { attachWebSockets } from "./graphql/ws.ts";
import { buildYoga, createApqStore } from "./graphql/yoga.ts";
import { createRequestHandler } from "./http/router.ts";
import { buildCsp, inlineScriptHashes } from "./http/security-headers.ts";
import { LiveHub } from "./live/hub.ts";
import { inProcessSignal, postgresSignal } from "./live/signals.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

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
  trustProxy?: boolean;
  /** sha256 → query; when set, only these operations are accepted. */
  persistedDocuments?: Record<string, string>;
  /** scrypt log2(N). Default 17 (OWASP). Tests may lower it for speed. */
  scryptLogN?: number;
  rateLimits?: Partial<Record<LimitName, LimitRule>>;
  /** Live update coalescing window, ms (default LEADERBOARD_COALESCE_MS). */
  coalesceMs?: number;
}

export interface App {
  server: http.Server | https.Server;
  yoga: ReturnType<typeof buildYoga>;
  live: LiveHub<LeaderboardSnapshot>;
  deps: AppDeps;
  /** Stops accepting, lets in-flight requests finish, closes websockets. The db stays open. */
  close(): Promise<void>;
}

/** Everything but listening: index.ts listens on PORT, tests on port 0. */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const logger = opts.logger ?? pino({ level: "silent" });
  const now = opts.now ?? Date.now;
  const handle = opts.db;
  const signal = handle.pool && handle.databaseUrl ? postgresSignal(handle.pool, handle.databaseUrl, logger) : inProcessSignal();
  const live = new LiveHub<LeaderboardSnapshot>(signal, (eventId) => computeLeaderboardSnapshot(handle.db, eventId, now), logger, opts.coalesceMs);
  await live.start();
  const deps: AppDeps = {
    handle,
    db: handle.db,
    now,
    live,
    limits: createRateLimits(handle, opts.rateLimits),
    passwords: createPasswordHasher(opts.scryptLogN ?? OWASP_SCRYPT_LOG_N),
    logger,
    trustProxy: opts.trustProxy ?? false,
  };
  const production = opts.production ?? false;
  const yoga = buildYoga(deps, { production, persistedDocuments: opts.persistedDocuments }, createApqStore());
  const clientDir = path.resolve(opts.clientDir ?? path.join(root, "build/client"));
  const handler = createRequestHandler({
    yoga,
    deps,
    clientDir,
    picturesDir: path.resolve(opts.picturesDir ?? path.join(root, "content/pictures")),
    clientAddressPath: opts.clientAddressPath ?? "/client-address",
    csp: buildCsp(inlineScriptHashes(clientDir)),
    tls: Boolean(opts.tls),
  });
  const server = opts.tls ? https.createServer({ cert: opts.tls.cert, key: opts.tls.key }, handler) : http.createServer(handler);
  // Longer than clients' and proxies' idle timeouts, so the server is never the side that closes
  // a kept-alive socket just as a request is sent on it (ECONNRESET). close() drops idle sockets.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const ws = attachWebSockets({ server, wss, yoga, allowedOrigins: opts.allowedOrigins ?? [], persistedDocuments: opts.persistedDocuments });

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
      await yoga.dispose();
    })();
    return closing;
  };
  return { server, yoga, live, deps, close };
}

export function readPersistedDocuments(file = path.join(root, "app/graphql/__generated__/persisted-documents.json")): Record<string, string> {
  if (!fs.existsSync(file)) {
    throw new Error(
      `PERSISTED_OPERATIONS_ONLY is set but ${file} does not exist. Build the client first (npm run build, which runs codegen) or unset PERSISTED_OPERATIONS_ONLY.`,
    );
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
}
