/** Stands for "the default event" in a key: a board asked for without an event id. */
export const DEFAULT_EVENT = "default";

/** The leaderboard's query keys (features/session/keys.ts says why each feature has its own). */
export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  event: (eventId: string | null, first: number) => [...leaderboardKeys.all, eventId ?? DEFAULT_EVENT, first] as const,
};
