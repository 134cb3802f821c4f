// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_VIEW_DELAY_MS } from "#app/platform/constants.ts";
import { routeNameFromId, schedulePageView } from "./analytics.ts";

beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = undefined;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("page view (docs/product.md#page-views)", () => {
  it("pushes the five fields 250 ms after the route change, with the title at that moment", () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(250);
    document.title = "Loading";
    schedulePageView(window, "rules", "/rules?x=1#top");
    document.title = "Rules · MotoQuiz";
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(window.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(window.dataLayer).toEqual([
      { routeName: "rules", pageType: "PageView", pageUrl: "/rules?x=1#top", pageTitle: "Rules · MotoQuiz", event: "custom-view" },
    ]);
  });

  it("keeps an existing dataLayer and appends to it", () => {
    window.dataLayer = [{ event: "gtm.js" }];
    schedulePageView(window, "index", "/");
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(window.dataLayer).toHaveLength(2);
  });

  it("a route left within 250 ms still gets its own view, 250 ms after its change, with its own name, path and title", () => {
    document.title = "Scan · MotoQuiz";
    const leaveScan = schedulePageView(window, "scan", "/scan?code=ABCD2345");
    vi.advanceTimersByTime(40);
    document.title = "Quiz · MotoQuiz";
    leaveScan();
    // Seed: the view is pushed 250 ms after the route change, not when the route is left.
    expect(window.dataLayer).toBeUndefined();
    schedulePageView(window, "quiz", "/quiz");
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 40 - 1);
    expect(window.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(window.dataLayer).toHaveLength(1);
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(window.dataLayer).toEqual([
      { routeName: "scan", pageType: "PageView", pageUrl: "/scan?code=ABCD2345", pageTitle: "Scan · MotoQuiz", event: "custom-view" },
      { routeName: "quiz", pageType: "PageView", pageUrl: "/quiz", pageTitle: "Quiz · MotoQuiz", event: "custom-view" },
    ]);
  });

  it("leaving after the view was pushed pushes nothing more", () => {
    const leave = schedulePageView(window, "index", "/");
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    leave();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(window.dataLayer).toHaveLength(1);
  });

  it("names routes after their files", () => {
    expect(routeNameFromId("routes/_index")).toBe("index");
    expect(routeNameFromId("routes/quizresults")).toBe("quizresults");
    expect(routeNameFromId("root")).toBe("not-found");
    expect(routeNameFromId(undefined)).toBe("not-found");
  });
});
