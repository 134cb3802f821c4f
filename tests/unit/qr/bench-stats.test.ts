import { describe, expect, it } from "vitest";
import { percentile, rate, summary } from "../../../bench/qr/stats.ts";

describe("bench stats", () => {
  it("nearest-rank percentiles pick real samples", () => {
    const v = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(v, 50)).toBe(5);
    expect(percentile(v, 95)).toBe(10);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it("summary and rate", () => {
    expect(summary([1.04, 2, 3])).toEqual({ n: 3, p50: 2, p95: 3, max: 3 });
    expect(rate([true, false, true, true])).toBe(0.75);
  });
});
