import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { createExpiringCache } from "./expiring-cache.ts";

describe("expiring cache", () => {
  it("stores the expiry as a date and drops the entry when read past it", async () => {
    const win = new Window({ url: "http://localhost/" });
    const storage = win.localStorage as unknown as Storage;
    let now = Date.parse("2026-11-22T10:00:00.000Z");
    const cache = createExpiringCache({ storage, now: () => now, prefix: "c:" });
    cache.set("sample", { questions: [1, 2, 3] }, 2);
    expect(JSON.parse(storage.getItem("c:sample") ?? "{}").expiresAt).toBe("2026-11-22T12:00:00.000Z");
    now += 2 * 3_600_000 - 1;
    expect(cache.get("sample")).toEqual({ questions: [1, 2, 3] });
    now += 1;
    expect(cache.get("sample")).toBeNull();
    expect(storage.getItem("c:sample")).toBeNull();
    storage.setItem("c:broken", "{not json");
    expect(cache.get("broken")).toBeNull();
    expect(storage.getItem("c:broken")).toBeNull();
    await win.happyDOM.close();
  });
});
