import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import type { Db, DbHandle } from "./db/client.ts";
import type { PasswordHasher } from "./graphql/modules/accounts/password.ts";
import { type Viewer, viewerFromToken } from "./graphql/modules/accounts/session.ts";
import type { ViewerCache } from "./graphql/modules/accounts/viewer-cache.ts";
import type { QuestionCache } from "./graphql/modules/quiz/question-cache.ts";
import type { RateLimits } from "./graphql/rate-limits.ts";
import { clientAddress } from "./http/client-address.ts";
import { requestLogInfo } from "./http/request-log.ts";
import type { LiveHub } from "./live/hub.ts";
import type { SessionSockets } from "./live/session-sockets.ts";

export type { Viewer };

/** What buildApp wires once and every request shares. */
export interface AppDeps {
  handle: DbHandle;
  db: Db;
  /** The server clock, ms. Scoring uses only this (tests inject a fake one). */
  now: () => number;
  live: LiveHub;
  limits: RateLimits;
  passwords: PasswordHasher;
  logger: Logger;
  trustProxy: boolean;
  /** Websockets by session, so logout closes them (ws.ts registers, logout ends). */
  sessionSockets: SessionSockets;
  /** Who a token belongs to, for a short while; a logout anywhere drops it (app.ts). */
  viewers: ViewerCache;
  /** The question bank in memory; an import anywhere drops it (app.ts). */
  questions: QuestionCache;
}

export interface GraphQLContext extends AppDeps {
  viewer: Viewer | null;
  ip: string;
}

interface InitialContext {
  req?: IncomingMessage;
  request?: Request;
  connectionParams?: Record<string, unknown>;
}

/**
 * The viewer comes only from `Authorization: Bearer` (HTTP) or the graphql-ws connectionParams,
 * never from a cookie: a cross-site request carries no credentials (docs/decisions/001-auth.md).
 */
export async function createContext(deps: AppDeps, initial: InitialContext): Promise<GraphQLContext> {
  const header = initial.connectionParams
    ? (initial.connectionParams.authorization ?? initial.connectionParams.Authorization)
    : initial.request?.headers.get("authorization");
  const token = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
  const viewer = token ? await viewerFromToken(deps.db, token, deps.now(), deps.viewers) : null;
  const ip = initial.req ? clientAddress(initial.req, deps.trustProxy) : "unknown";
  if (initial.req && viewer) requestLogInfo(initial.req).userId = viewer.id;
  return { ...deps, viewer, ip };
}
