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

/**
 * An event's standings as one process holds them (docs/decisions/017-standings-snapshot.md): the
 * `standings` table (kept by triggers as attempts finish) read once, then only its changed rows,
 * sorted in memory (leaderboard/service.ts). A read of the board is a slice of this, never a ranking query.
 */
export interface Standings {
  eventId: string;
  /** The event's reveal fields, read in the same query as the rows; null when the event is gone. */
  event: PageEvent | null;
  /** Riders with at least one finished checkpoint. */
  riders: number;
  /** When this snapshot was read (the server clock). */
  updatedAt: Date;
  /** Positions after+1 … after+first, best first. */
  page(after: number, first: number): LeaderboardRow[];
  /** A rider's row wherever it stands; null when not ranked in this event. */
  rowOf(userId: string): LeaderboardRow | null;
  /** Every ranked rider, best first (results exports). */
  all(): LeaderboardRow[];
}

/** What a board page needs of its event: the reveal (leaderboard/resolvers.ts) reads these. */
export type PageEvent = Pick<EventRow, "id" | "revealMode" | "closedAt" | "endsAt">;

/**
 * The process's standings, one snapshot per event read (leaderboard/service.ts `SnapshotStore`).
 * Named here, apart from its class, so modules/deps.ts can name it without importing the service,
 * which takes AppDeps: the import graph stays free of a type circle.
 */
export interface StandingsStore {
  /** The event a read names (an id, or null for the default) through a short-lived cache; null when there is none. */
  eventFor(eventId: string | null | undefined, lookup: () => Promise<PageEvent | null>): Promise<PageEvent | null>;
  /** The event's snapshot, refreshed only when a change was signalled since the last read. */
  get(eventId: string): Promise<Standings>;
  /** Read now, never a held snapshot, with the event's current row: the live update's read. */
  current(eventId: string): Promise<Standings>;
  /** The event changed: its standings, or the event itself. */
  invalidate(eventId: string): void;
  /** After a lost connection to the signal: anything may have changed. */
  invalidateAll(): void;
  /** A rider finished in the event: its standings changed, the event did not. */
  finished(eventId: string): void;
  /** Counts every change signalled to this process (the anonymous board cache keys its answers on it). */
  readonly generation: number;
  /** Counts the changes other than finishes (and lost signals): a kept anonymous answer from before one is never served. */
  readonly eventGeneration: number;
  /** Database reads made, for tests that assert reads are served from the snapshot. */
  readonly reads: number;
}
