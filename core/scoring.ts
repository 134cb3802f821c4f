import { LATE_ANSWER_POINTS, LATE_ANSWER_WINDOW_MS, NETWORK_GRACE_MS } from "./constants.ts";

interface ScoreInput {
  correct: boolean;
  /** Server time the question was served, ms. */
  servedAt: number;
  /** Server time the answer was received, ms. */
  answeredAt: number;
  /** Time limit T, ms. */
  limitMs: number;
  /** The phone's own measure from the question appearing to the tap, ms; only a late answer uses it. */
  tappedAfterMs?: number | null;
  /** Whether this attempt may still count a late answer (at most one counts per attempt). */
  lateAllowed?: boolean;
}

export interface Score {
  points: number;
  timedOut: boolean;
  /** Counted at the floor: tapped in time, received after T + grace (docs/product.md#late-answers). */
  late: boolean;
  /** Time that counts, after the network grace, clamped to [0, T]. */
  effectiveMs: number;
}

/**
 * docs/product.md#scoring: right answers score round(1000 × (1 − (t/T)/2)) where t is the server's
 * serve-to-receive time minus up to 2 s of network grace; wrong scores 0. An answer received after
 * T + 2 s is timed out unless it is late (docs/product.md#late-answers): tapped before T by the
 * phone's clock, received within 10 minutes of the serve, and the attempt's first late answer —
 * then it counts for correctness at the floor, 500 or 0, with the whole T counted as its time.
 */
export function scoreAnswer({ correct, servedAt, answeredAt, limitMs, tappedAfterMs, lateAllowed = false }: ScoreInput): Score {
  const elapsed = Math.max(0, answeredAt - servedAt);
  const effectiveMs = Math.min(limitMs, Math.max(0, elapsed - NETWORK_GRACE_MS));
  if (elapsed > limitMs + NETWORK_GRACE_MS) {
    const late = lateAllowed && isLateTap(tappedAfterMs, limitMs) && elapsed <= LATE_ANSWER_WINDOW_MS;
    return { points: late && correct ? LATE_ANSWER_POINTS : 0, timedOut: !late, late, effectiveMs };
  }
  if (!correct) return { points: 0, timedOut: false, late: false, effectiveMs };
  return { points: Math.round(1000 * (1 - effectiveMs / limitMs / 2)), timedOut: false, late: false, effectiveMs };
}

/** The phone says the tap came before the limit; the server's clock still bounds everything else. */
function isLateTap(tappedAfterMs: number | null | undefined, limitMs: number): boolean {
  return tappedAfterMs != null && Number.isFinite(tappedAfterMs) && tappedAfterMs >= 0 && tappedAfterMs < limitMs;
}

/** A question's time limit T in ms, from its checkpoint's seconds per question. */
export function limitMs(secondsPerQuestion: number): number {
  return secondsPerQuestion * 1000;
}

/** The server stops accepting an in-time answer after this moment. */
export function answerCutoff(servedAt: number, limitMs: number): number {
  return servedAt + limitMs + NETWORK_GRACE_MS;
}
