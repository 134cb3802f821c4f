import { describe, expect, it } from "vitest";
import { createWorkBudget } from "./work-budget.ts";

describe("createWorkBudget", () => {
  it("starts at the initial side", () => {
    expect(createWorkBudget({ initialSide: 400 }).side()).toBe(400);
  });

  it("sizes frames so the measured cost per pixel meets the target", () => {
    const budget = createWorkBudget({ targetMs: 30, minSide: 160, maxSide: 640 });
    budget.record(400 * 400, 120); // textured scene: 120 ms for 400², 4× the target
    expect(budget.side()).toBe(200); // √(30 / (120 / 160000)) = 200
  });

  it("clamps to the allowed range and keeps multiples of 8", () => {
    const fast = createWorkBudget({ targetMs: 30, maxSide: 480 });
    fast.record(400 * 400, 2);
    expect(fast.side()).toBe(480);
    const slow = createWorkBudget({ targetMs: 30, minSide: 240 });
    slow.record(400 * 400, 2000);
    expect(slow.side()).toBe(240);
    const mid = createWorkBudget({ targetMs: 30, minSide: 100, maxSide: 640 });
    mid.record(300 * 300, 31);
    expect(mid.side() % 8).toBe(0);
  });

  it("shrinks at once after a slow frame and grows back only gradually", () => {
    const budget = createWorkBudget({ targetMs: 30, minSide: 100, maxSide: 640 });
    budget.record(400 * 400, 30);
    expect(budget.side()).toBe(400);
    budget.record(400 * 400, 300);
    const afterSlow = budget.side();
    expect(afterSlow).toBeLessThan(200);
    budget.record(afterSlow * afterSlow, 5);
    const afterOneFast = budget.side();
    expect(afterOneFast).toBeGreaterThan(afterSlow);
    expect(afterOneFast).toBeLessThan(400);
  });

  it("ignores nonsense samples", () => {
    const budget = createWorkBudget({ initialSide: 320 });
    budget.record(0, 10);
    budget.record(1000, Number.NaN);
    expect(budget.side()).toBe(320);
  });
});
