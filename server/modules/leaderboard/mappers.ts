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
  entries: LeaderboardRow[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  /** Where `me` finds the viewer's own row: the snapshot the page was cut from, so one page serves all its subscribers. */
  rowOf(userId: string): LeaderboardRow | null;
  riders: number;
  updatedAt: Date;
}

/**
 * A `leaderboardChanged` update: the live hub computes it once per event and change, and the same
 * object reaches every subscriber (server/graphql/fanout.ts executes it once per document). The
 * generated SubscriptionResolvers check this shape against the SDL.
 */
export interface LeaderboardChanged {
  leaderboardChanged: LeaderboardPage;
}
