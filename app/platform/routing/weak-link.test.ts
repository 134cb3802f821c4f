import { beforeEach, describe, expect, it, vi } from "vitest";

// The link's state lives in the module: each test starts from a fresh one.
let link: typeof import("./weak-link.ts");
beforeEach(async () => {
  vi.resetModules();
  link = await import("./weak-link.ts");
});

const settled = (p: Promise<void>) => Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 10))]);
const on = (connection: { saveData?: boolean; effectiveType?: string }) => ({ connection });

describe("weak link", () => {
  it("counts data saver, 2G and 3G as weak, 4G and an unknown link as not", () => {
    expect(link.weakLink({ saveData: true, effectiveType: "4g" })).toBe(true);
    expect(link.weakLink({ effectiveType: "2g" })).toBe(true);
    expect(link.weakLink({ effectiveType: "3g" })).toBe(true);
    expect(link.weakLink({ effectiveType: "4g" })).toBe(false);
    expect(link.weakLink(undefined)).toBe(false);
  });

  it("lets a fast link's waiters go at once", async () => {
    expect(await settled(link.whenLinkFree(on({ effectiveType: "4g" })))).toBe(true);
  });

  it("holds a weak link's waiters until released", async () => {
    const waiting = link.whenLinkFree(on({ effectiveType: "3g" }));
    expect(await settled(waiting)).toBe(false);
    link.releaseLink();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(link.whenLinkFree(on({ effectiveType: "3g" })))).toBe(true);
  });

  it("is released off the quiz's screens, not on them", async () => {
    const waiting = link.whenLinkFree(on({ saveData: true }));
    for (const path of ["/scan", "/rules/", "/quiz"]) link.releaseLinkOutsideQuiz(path);
    expect(await settled(waiting)).toBe(false);
    link.releaseLinkOutsideQuiz("/");
    expect(await settled(waiting)).toBe(true);
  });
});
