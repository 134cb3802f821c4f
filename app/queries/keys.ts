/**
 * Query-key factories (TkDodo's "effective query keys"): every key starts with its domain, so a
 * mutation invalidates by prefix, e.g. `quizKeys.all`. Kept free of imports so live.ts and the
 * session functions can use them without pulling in the documents.
 */
export const sessionKeys = {
  all: ["session"] as const,
  current: () => [...sessionKeys.all, "current"] as const,
};

export const quizKeys = {
  all: ["quiz"] as const,
  currentQuestion: () => [...quizKeys.all, "current-question"] as const,
  attempt: (id: string) => [...quizKeys.all, "attempt", id] as const,
};

export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  event: (eventId: string | null, first: number) => [...leaderboardKeys.all, eventId ?? "default", first] as const,
};

export const eventKeys = {
  all: ["event"] as const,
  progress: (eventId: string | null) => [...eventKeys.all, "progress", eventId ?? "default"] as const,
  preview: (code: string) => [...eventKeys.all, "preview", code] as const,
};

export const sampleKeys = {
  all: ["sample"] as const,
  questions: () => [...sampleKeys.all, "questions"] as const,
};
