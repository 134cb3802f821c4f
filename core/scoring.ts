import { NETWORK_GRACE_MS } from "./constants.ts";

export interface ScoreInput {
  correct: boolean;
  /** Server time the question was served, ms. */
  servedAt: number;
  /** Server time the answer was received, ms. */
  answeredAt: number;
  /** Time limit T, ms. */
  limitMs: number;
}

export interface Score {
  points: number;
  timedOut: boolean;
  /** Time that counts, after the network grace, clamped to [0, T]. */
  effectiveMs: number;
}

/**
 * PRODUCT.md scoring: right answers score round(1000 × (1 − (t/T)/2)) where t is the server's
 * serve-to-receive time minus up to 2 s of network grace; wrong or late (> T + 2 s) scores 0.
 */
export function scoreAnswer({ correct, servedAt, answeredAt, limitMs }: ScoreInput): Score {
  const elapsed = Math.max(0, answeredAt - servedAt);
  const timedOut = elapsed > limitMs + NETWORK_GRACE_MS;
  const effectiveMs = Math.min(limitMs, Math.max(0, elapsed - NETWORK_GRACE_MS));
  if (!correct || timedOut) return { points: 0, timedOut, effectiveMs };
  return { points: Math.round(1000 * (1 - effectiveMs / limitMs / 2)), timedOut, effectiveMs };
}

/** The server stops accepting an answer after this moment. */
export function answerCutoff(servedAt: number, limitMs: number): number {
  return servedAt + limitMs + NETWORK_GRACE_MS;
}

export interface RankRow {
  score: number;
  totalTimeMs: number;
  lastFinishedAt: number;
}

/** Ties go to less total answer time, then to the earlier finish. */
export function compareRank(a: RankRow, b: RankRow): number {
  return b.score - a.score || a.totalTimeMs - b.totalTimeMs || a.lastFinishedAt - b.lastFinishedAt;
}
