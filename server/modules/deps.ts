import type { Logger } from "pino";
import type { Db, DbHandle } from "#server/db/client.ts";
import type { LiveHub } from "#server/live/hub.ts";
import type { SessionSockets } from "#server/live/session-sockets.ts";
import type { Viewer } from "./accounts/mappers.ts";
import type { PasswordHasher } from "./accounts/password.ts";
import type { ViewerCache } from "./accounts/session.ts";
import type { LeaderboardChanged, StandingsStore } from "./leaderboard/mappers.ts";
import type { QuestionCache } from "./quiz/question-cache.ts";
import type { DeviceIds } from "./shared/device.ts";
import type { RateLimits } from "./shared/rate-limits.ts";

/**
 * What buildApp (server/app.ts) wires once and every request shares. A service names the part it
 * takes (`Pick<AppDeps, "db" | "now">`), so the ops CLI and tests hand in only that.
 */
export interface AppDeps {
  handle: DbHandle;
  db: Db;
  /** The server clock, ms. Scoring uses only this (tests inject a fake one). */
  now: () => number;
  /** The live leaderboards: one shared update per event, computed once for all its subscribers. */
  live: LiveHub<LeaderboardChanged>;
  /** Each event's standings, kept as a snapshot this process serves every board read from (leaderboard/service.ts). */
  standings: StandingsStore;
  limits: RateLimits;
  /** Signs and reads the device cookie (shared/device.ts). */
  devices: DeviceIds;
  passwords: PasswordHasher;
  logger: Logger;
  /** How many reverse proxies in front append to X-Forwarded-For (TRUST_PROXY); 0: none, the socket's peer is the client. */
  trustProxy: number;
  /** Websockets by session, so logout closes them (server/graphql/ws.ts registers, logout ends). */
  sessionSockets: SessionSockets;
  /** Who a token belongs to, for a short while; a logout anywhere drops it (server/app.ts). */
  viewers: ViewerCache;
  /** The question bank in memory; an import anywhere drops it (server/app.ts). */
  questions: QuestionCache;
}

/** What every resolver gets: the shared deps, who asks, and from where (server/graphql/yoga.ts builds it). */
export interface GraphQLContext extends AppDeps {
  viewer: Viewer | null;
  ip: string;
  /**
   * The phone's device id from the signed cookie it sent back (shared/device.ts), checked when
   * called; null on its first request, without cookies, and over the websocket.
   */
  device(): string | null;
}
