import type { EventRow } from "../events/mappers.ts";

export interface LeaderboardRow {
  rank: number;
  userId: string;
  displayName: string;
  /** Set when another ranked rider of the event shares the display name (nameKey): tells them apart. */
  nameTag: string | null;
  score: number;
  checkpointsDone: number;
  totalTimeMs: number;
  lastFinishedAt: Date | null;
  /** 1-based place in the ordering (unique, unlike rank): what a page cursor counts. */
  position: number;
}

/** The parent type of `Leaderboard` in the resolvers (codegen.ts maps it): a page of the standings. */
export interface LeaderboardPage {
  eventId: string;
  /** What decides whether the page may be shown now (events/clock.ts revealFor): asked at each delivery. */
  event: Pick<EventRow, "revealMode" | "closedAt" | "endsAt">;
  entries: LeaderboardRow[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  /**
   * The viewer's own row, also when outside the page; null for nobody. A live update is for
   * nobody: the fan-out splices each subscriber's own row in from `byUser` (server/graphql/fanout.ts).
   */
  me: LeaderboardRow | null;
  riders: number;
  updatedAt: Date;
}

/**
 * A `leaderboardChanged` update: the live hub computes it once per event and change, and the same
 * object reaches every subscriber (server/graphql/fanout.ts executes it once per document). It holds
 * every ranked rider's row by user id, so one update serves each subscriber's own row too. The
 * generated SubscriptionResolvers check this shape against the SDL.
 */
export interface LeaderboardChanged {
  leaderboardChanged: LeaderboardPage & { byUser: ReadonlyMap<string, LeaderboardRow> };
}

/** The parent type of `EventProgress` (codegen.ts maps it): the rider's standing, before the reveal decides what shows. */
export interface EventStanding {
  event: EventRow;
  checkpointsDone: number;
  checkpointsTotal: number;
  totalScore: number;
  rank: number | null;
  riders: number;
}
