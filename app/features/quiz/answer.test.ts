import { describe, expect, it } from "vitest";
import { localDeadline, tappedAfterMs } from "./answer.ts";

describe("localDeadline", () => {
  it("moves the server's deadline onto a phone clock that runs 3 minutes slow", () => {
    const serverNow = Date.parse("2026-11-22T10:00:00.000Z");
    const phoneAtReceipt = serverNow - 180_000;
    const deadline = localDeadline("2026-11-22T10:00:20.000Z", "2026-11-22T10:00:00.000Z", phoneAtReceipt);
    expect(deadline - phoneAtReceipt).toBe(20_000);
  });

  it("keeps the time already used when a resumed question arrives late", () => {
    // Served 12 s ago by the server's clock; the phone's clock is 5 s fast.
    const serverNow = Date.parse("2026-11-22T10:00:12.000Z");
    const phone = serverNow + 5000;
    expect(localDeadline("2026-11-22T10:00:20.000Z", "2026-11-22T10:00:12.000Z", phone) - phone).toBe(8000);
  });
});

describe("tappedAfterMs", () => {
  it("is the monotonic time from the question's arrival to the tap for a freshly served question", () => {
    expect(tappedAfterMs("2026-11-22T10:00:00.000Z", "2026-11-22T10:00:00.000Z", 5000.4, 6000.9)).toBe(1001);
  });

  it("adds the time the server had counted before a reload brought the question back", () => {
    expect(tappedAfterMs("2026-11-22T10:00:00.000Z", "2026-11-22T10:00:12.000Z", 100, 1100)).toBe(13_000);
  });

  it("never goes negative, whatever the clocks say", () => {
    expect(tappedAfterMs("2026-11-22T10:00:05.000Z", "2026-11-22T10:00:00.000Z", 100, 50)).toBe(0);
  });
});
