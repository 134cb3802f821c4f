import { describe, expect, it } from "vitest";
import { LATE_ANSWER_WINDOW_MS, NETWORK_GRACE_MS } from "./constants.ts";
import { answerCutoff, limitMs, scoreAnswer } from "./scoring.ts";

const T = 20_000;
const SERVED = 1_700_000_000_000;
const right = (t: number, limitMs = T) => scoreAnswer({ correct: true, servedAt: SERVED, answeredAt: SERVED + t, limitMs });
const wrong = (t: number) => scoreAnswer({ correct: false, servedAt: SERVED, answeredAt: SERVED + t, limitMs: T });

describe("scoreAnswer: round(1000 × (1 − (t/T)/2)), t after up to 2 s of grace (docs/product.md#scoring)", () => {
  it("the grace is 2 s", () => {
    expect(NETWORK_GRACE_MS).toBe(2000);
  });

  it("an instant right answer scores 1000", () => {
    expect(right(0)).toEqual({ points: 1000, timedOut: false, late: false, effectiveMs: 0 });
  });

  it("the whole grace is free: a right answer received at exactly 2 s still scores 1000", () => {
    expect(right(NETWORK_GRACE_MS)).toEqual({ points: 1000, timedOut: false, late: false, effectiveMs: 0 });
  });

  it("the clock counts from the first millisecond after the grace", () => {
    expect(right(NETWORK_GRACE_MS + 1)).toEqual({ points: 1000, timedOut: false, late: false, effectiveMs: 1 });
    // 30 ms of counted time is the first that rounds below 1000: 1000 × (1 − 0.00075) = 999.25.
    expect(right(NETWORK_GRACE_MS + 30).points).toBe(999);
  });

  it("an answer received at T has T − 2 s counted", () => {
    // 18 000 of 20 000 ms: 1000 × (1 − 0.45) = 550.
    expect(right(T)).toEqual({ points: 550, timedOut: false, late: false, effectiveMs: T - NETWORK_GRACE_MS });
  });

  it("an answer received at exactly T + 2 s is at the buzzer: 500, not timed out", () => {
    expect(right(T + NETWORK_GRACE_MS)).toEqual({ points: 500, timedOut: false, late: false, effectiveMs: T });
  });

  it("one millisecond after T + 2 s is timed out: 0 points, counted time clamped to T", () => {
    expect(right(T + NETWORK_GRACE_MS + 1)).toEqual({ points: 0, timedOut: true, late: false, effectiveMs: T });
    expect(right(10 * 60_000)).toEqual({ points: 0, timedOut: true, late: false, effectiveMs: T });
  });

  it("a wrong answer scores 0 at any time, and is timed out only after T + 2 s", () => {
    expect(wrong(0)).toEqual({ points: 0, timedOut: false, late: false, effectiveMs: 0 });
    expect(wrong(T + NETWORK_GRACE_MS)).toEqual({ points: 0, timedOut: false, late: false, effectiveMs: T });
    expect(wrong(T + NETWORK_GRACE_MS + 1)).toEqual({ points: 0, timedOut: true, late: false, effectiveMs: T });
  });

  it("rounds half up to the nearest point", () => {
    // 20 ms counted: 999.5 → 1000; 3010 ms: 924.75 → 925; 3030 ms: 924.25 → 924.
    expect(right(NETWORK_GRACE_MS + 20).points).toBe(1000);
    expect(right(NETWORK_GRACE_MS + 3010).points).toBe(925);
    expect(right(NETWORK_GRACE_MS + 3030).points).toBe(924);
  });

  it("scales with the checkpoint's limit: half of a 10 s limit counted scores 750", () => {
    expect(right(NETWORK_GRACE_MS + 5000, 10_000)).toEqual({ points: 750, timedOut: false, late: false, effectiveMs: 5000 });
  });

  it("a receive time before the serve time (clock skew between servers) counts as instant, never above 1000", () => {
    expect(right(-5000)).toEqual({ points: 1000, timedOut: false, late: false, effectiveMs: 0 });
    expect(wrong(-1)).toEqual({ points: 0, timedOut: false, late: false, effectiveMs: 0 });
  });
});

describe("late answers: tapped before T on the phone, received after T + 2 s (docs/product.md#late-answers)", () => {
  const late = (correct: boolean, t: number, tappedAfterMs: number | null, lateAllowed = true) =>
    scoreAnswer({ correct, servedAt: SERVED, answeredAt: SERVED + t, limitMs: T, tappedAfterMs, lateAllowed });
  const AFTER = T + NETWORK_GRACE_MS + 1;

  it("a right late answer scores the floor, 500, with the whole T counted", () => {
    expect(late(true, AFTER, 1000)).toEqual({ points: 500, timedOut: false, late: true, effectiveMs: T });
  });

  it("a wrong late answer scores 0 but is an answer, not a time-out", () => {
    expect(late(false, AFTER, 1000)).toEqual({ points: 0, timedOut: false, late: true, effectiveMs: T });
  });

  it("the phone's tap time must be under T: at T it is a time-out, 1 ms before counts", () => {
    expect(late(true, AFTER, T - 1)).toMatchObject({ points: 500, late: true });
    expect(late(true, AFTER, T)).toEqual({ points: 0, timedOut: true, late: false, effectiveMs: T });
    expect(late(true, AFTER, -1)).toMatchObject({ timedOut: true, late: false });
    expect(late(true, AFTER, Number.NaN)).toMatchObject({ timedOut: true, late: false });
    expect(late(true, AFTER, null)).toMatchObject({ timedOut: true, late: false });
  });

  it("received at exactly 10 minutes after the serve still counts; 1 ms later is a time-out", () => {
    expect(LATE_ANSWER_WINDOW_MS).toBe(600_000);
    expect(late(true, LATE_ANSWER_WINDOW_MS, 0)).toMatchObject({ points: 500, late: true });
    expect(late(true, LATE_ANSWER_WINDOW_MS + 1, 0)).toEqual({ points: 0, timedOut: true, late: false, effectiveMs: T });
  });

  it("once the attempt has used its late answer, another is a time-out", () => {
    expect(late(true, AFTER, 1000, false)).toEqual({ points: 0, timedOut: true, late: false, effectiveMs: T });
  });

  it("an answer in time ignores the phone's tap time: the server's clock scores it", () => {
    expect(late(true, NETWORK_GRACE_MS + 5000, 100)).toEqual(right(NETWORK_GRACE_MS + 5000));
    expect(late(true, T + NETWORK_GRACE_MS, 50_000)).toEqual({ points: 500, timedOut: false, late: false, effectiveMs: T });
  });
});

describe("answerCutoff", () => {
  it("takes T from the checkpoint's seconds per question", () => {
    expect(limitMs(20)).toBe(T);
    expect(answerCutoff(SERVED, limitMs(20))).toBe(SERVED + T + NETWORK_GRACE_MS);
  });

  it("is the serve time plus T plus the grace, the last moment scoreAnswer accepts", () => {
    const cutoff = answerCutoff(SERVED, T);
    expect(cutoff).toBe(SERVED + T + NETWORK_GRACE_MS);
    expect(right(cutoff - SERVED).timedOut).toBe(false);
    expect(right(cutoff - SERVED + 1).timedOut).toBe(true);
  });
});
