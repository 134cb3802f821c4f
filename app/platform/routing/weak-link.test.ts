import { beforeEach, describe, expect, it, vi } from "vitest";

// The link's state lives in the module: each test starts from a fresh one.
let link: typeof import("./weak-link.ts");
beforeEach(async () => {
  vi.resetModules();
  link = await import("./weak-link.ts");
});

const on = (connection: { saveData?: boolean; effectiveType?: string }) => ({ connection });

describe("weak link", () => {
  it("counts data saver, 2G and 3G as weak, 4G and an unknown link as not", () => {
    expect(link.weakLink({ saveData: true, effectiveType: "4g" })).toBe(true);
    expect(link.weakLink({ effectiveType: "2g" })).toBe(true);
    expect(link.weakLink({ effectiveType: "3g" })).toBe(true);
    expect(link.weakLink({ effectiveType: "4g" })).toBe(false);
    expect(link.weakLink(undefined)).toBe(false);
  });

  it("runs a fast link's tasks at once", () => {
    const task = vi.fn();
    link.whenLinkFree(task, on({ effectiveType: "4g" }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("holds a weak link's tasks until released, and drops a cancelled one", () => {
    const task = vi.fn();
    const cancelled = vi.fn();
    link.whenLinkFree(task, on({ effectiveType: "3g" }));
    link.whenLinkFree(cancelled, on({ effectiveType: "3g" }))();
    expect(task).not.toHaveBeenCalled();
    link.releaseLink();
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    link.whenLinkFree(later, on({ effectiveType: "3g" }));
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("is released off the quiz's screens, not on them", () => {
    const task = vi.fn();
    link.whenLinkFree(task, on({ saveData: true }));
    for (const path of ["/scan", "/rules/", "/quiz"]) link.releaseLinkOutsideQuiz(path);
    expect(task).not.toHaveBeenCalled();
    link.releaseLinkOutsideQuiz("/");
    expect(task).toHaveBeenCalledTimes(1);
  });
});
