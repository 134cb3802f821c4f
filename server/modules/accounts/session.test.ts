import { describe, expect, it } from "vitest";
import type { Viewer } from "./mappers.ts";
import { ViewerCache } from "./session.ts";

const viewer = (n: number): Viewer => ({ id: `u${n}`, sessionId: `s${n}`, email: null, displayName: `Rider ${n}`, role: "RIDER" });

describe("ViewerCache", () => {
  it("answers within its time-to-live and the session's life, and asks again after either", () => {
    const cache = new ViewerCache(1000, 10);
    cache.set("a", viewer(1), 5000, 0);
    expect(cache.get("a", 999)).toEqual(viewer(1));
    expect(cache.get("a", 1000)).toBeUndefined();
    cache.set("b", viewer(2), 500, 0);
    expect(cache.get("b", 499)).toEqual(viewer(2));
    expect(cache.get("b", 500)).toBeUndefined();
    cache.set("c", viewer(3), 5000, 100);
    expect(cache.get("c", 50)).toBeUndefined(); // a clock that went back trusts nothing
  });

  it("forgets every token of an ended session and nothing else", () => {
    const cache = new ViewerCache(1000, 10);
    cache.set("a", viewer(1), 5000, 0);
    cache.set("a2", viewer(1), 5000, 0);
    cache.set("b", viewer(2), 5000, 0);
    cache.forgetSession("s1");
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.get("a2", 1)).toBeUndefined();
    expect(cache.get("b", 1)).toEqual(viewer(2));
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("holds at most its size, dropping the oldest read first", () => {
    const cache = new ViewerCache(1000, 3);
    for (let i = 0; i < 5; i++) cache.set(`t${i}`, viewer(i), 5000, i);
    expect(cache.size).toBe(3);
    expect(cache.get("t0", 10)).toBeUndefined();
    expect(cache.get("t1", 10)).toBeUndefined();
    expect(cache.get("t4", 10)).toEqual(viewer(4));
  });
});
