/** The leaderboard's query keys (features/session/keys.ts says why each feature has its own). */
export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  event: (eventId: string | null, first: number) => [...leaderboardKeys.all, eventId ?? "default", first] as const,
};
