import { describe, expect, it, vi } from "vitest";
import { createFramePump } from "./frame-pump.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe("createFramePump", () => {
  it("keeps one frame in flight and drops the frames that arrive meanwhile", async () => {
    const jobs: Array<ReturnType<typeof deferred>> = [];
    const started: number[] = [];
    const pump = createFramePump((index) => {
      started.push(index);
      const d = deferred();
      jobs.push(d);
      return d.promise;
    });
    expect(pump.tick(0)).toBe(true);
    expect(pump.tick(16)).toBe(false);
    expect(pump.tick(33)).toBe(false);
    expect(pump.busy).toBe(true);
    jobs[0]?.resolve();
    await flush();
    expect(pump.busy).toBe(false);
    expect(pump.tick(50)).toBe(true);
    expect(started).toEqual([0, 1]);
    expect(pump.stats).toEqual({ processed: 2, dropped: 2 });
  });

  it("honours the minimum interval between starts", async () => {
    const work = vi.fn(async () => {});
    const pump = createFramePump(work, { minIntervalMs: 100 });
    pump.tick(0);
    await flush();
    expect(pump.tick(50)).toBe(false);
    expect(pump.tick(100)).toBe(true);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("frees the slot and reports when the work fails, sync or async", async () => {
    const errors: unknown[] = [];
    let n = 0;
    const pump = createFramePump(
      () => {
        n++;
        if (n === 1) throw new Error("sync");
        return Promise.reject(new Error("async"));
      },
      { onError: (e) => errors.push(e) },
    );
    pump.tick(0);
    await flush();
    expect(pump.tick(1)).toBe(true);
    await flush();
    expect(pump.busy).toBe(false);
    expect(errors.map((e) => (e as Error).message)).toEqual(["sync", "async"]);
  });
});
