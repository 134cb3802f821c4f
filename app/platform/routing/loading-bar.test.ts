import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADING_BAR } from "#app/platform/constants.ts";
import { LoadingBar } from "./loading-bar.ts";

const { throttleMs, durationMs, tickMs, hideDelayMs } = LOADING_BAR;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("loading bar (docs/product.md#loading-bar)", () => {
  it("uses the documented constants", () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, tickMs: 100, hideDelayMs: 500 });
  });

  it("shows only after the 200 ms throttle", () => {
    const bar = new LoadingBar();
    bar.start();
    expect(bar.getSnapshot()).toMatchObject({ phase: "waiting", visible: false });
    vi.advanceTimersByTime(throttleMs - 1);
    expect(bar.getSnapshot().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toMatchObject({ phase: "running", visible: true, progress: 0 });
  });

  it("counts the throttle from the navigation's start when told it began earlier (its file came late)", () => {
    const bar = new LoadingBar();
    const tapped = Date.now();
    vi.advanceTimersByTime(150);
    bar.start(tapped);
    vi.advanceTimersByTime(throttleMs - 150 - 1);
    expect(bar.getSnapshot().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toMatchObject({ phase: "running", visible: true });
    const late = new LoadingBar();
    late.start(Date.now() - 2 * throttleMs);
    vi.advanceTimersByTime(0);
    expect(late.getSnapshot()).toMatchObject({ phase: "running", visible: true });
  });

  it("never flashes for a navigation quicker than the throttle", () => {
    const bar = new LoadingBar();
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getSnapshot().visible));
    bar.start();
    vi.advanceTimersByTime(throttleMs - 1);
    bar.finish();
    vi.advanceTimersByTime(durationMs);
    expect(seen).not.toContain(true);
    expect(bar.getSnapshot().phase).toBe("idle");
  });

  it("advances in 100 ms ticks over about 5000 ms, never reaching the end by itself", () => {
    const bar = new LoadingBar();
    bar.start();
    vi.advanceTimersByTime(throttleMs);
    const updates: number[] = [];
    bar.subscribe(() => updates.push(bar.getSnapshot().progress));
    vi.advanceTimersByTime(tickMs - 1);
    expect(updates).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(updates).toEqual([tickMs / durationMs]);
    vi.advanceTimersByTime(durationMs / 2 - tickMs);
    expect(bar.getSnapshot().progress).toBeCloseTo(0.5, 5);
    expect(updates).toHaveLength(durationMs / 2 / tickMs);
    vi.advanceTimersByTime(durationMs * 2);
    expect(bar.getSnapshot().progress).toBeLessThan(1);
    expect(bar.getSnapshot().progress).toBeGreaterThan(0.9);
  });

  it("fills and hides 500 ms after finishing", () => {
    const bar = new LoadingBar();
    bar.start();
    vi.advanceTimersByTime(throttleMs + 1000);
    bar.finish();
    expect(bar.getSnapshot()).toMatchObject({ phase: "finishing", visible: true, progress: 1, failed: false });
    vi.advanceTimersByTime(hideDelayMs - 1);
    expect(bar.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toMatchObject({ phase: "idle", visible: false });
  });

  it("can be marked failed, shown even after a quick navigation, and hides 500 ms later", () => {
    const bar = new LoadingBar();
    bar.start();
    bar.fail();
    expect(bar.getSnapshot()).toMatchObject({ visible: true, failed: true, progress: 1 });
    vi.advanceTimersByTime(throttleMs);
    expect(bar.getSnapshot().failed).toBe(true);
    vi.advanceTimersByTime(hideDelayMs - throttleMs - 1);
    expect(bar.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toMatchObject({ visible: false, failed: false });
  });

  it("a new navigation while hiding starts over", () => {
    const bar = new LoadingBar();
    bar.start();
    vi.advanceTimersByTime(throttleMs);
    bar.finish();
    bar.start();
    expect(bar.getSnapshot().phase).toBe("waiting");
    vi.advanceTimersByTime(hideDelayMs);
    expect(bar.getSnapshot()).toMatchObject({ phase: "running", visible: true });
  });
});
