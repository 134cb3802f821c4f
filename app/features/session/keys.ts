/**
 * Query-key factories (TkDodo's "effective query keys"): every key starts with its domain, so a
 * mutation invalidates by prefix. Each feature has its own, free of imports, so another feature
 * can invalidate by it without pulling in the documents. The leaderboard's sit in its queries.ts:
 * the one feature that invalidates them (quiz) loads its query options anyway.
 */
export const sessionKeys = {
  all: ["session"] as const,
  current: () => [...sessionKeys.all, "current"] as const,
};
