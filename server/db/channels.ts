/**
 * The PostgreSQL NOTIFY channels (server/live/hub.ts listens): a leaderboard changed (an event
 * id), a session ended (its id), the question bank changed (sent by an import's own transaction,
 * server/db/seed.ts, so it arrives once committed).
 */
export const CHANNELS = {
  leaderboard: "motoquiz_leaderboard",
  sessionEnded: "motoquiz_session_ended",
  questions: "motoquiz_questions",
} as const;
