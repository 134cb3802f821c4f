// @vitest-environment happy-dom
import { PAGE_VIEW_DELAY_MS } from "#core/constants.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeNameFromId, schedulePageView } from "./analytics.ts";

beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = undefined;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("page view (seed §2)", () => {
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

  it("drops a view cancelled by a quicker next navigation", () => {
    const cancel = schedulePageView(window, "index", "/");
    vi.advanceTimersByTime(100);
    cancel();
    schedulePageView(window, "login", "/login");
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(window.dataLayer?.map((e) => (e as { routeName: string }).routeName)).toEqual(["login"]);
  });

  it("names routes after their files", () => {
    expect(routeNameFromId("routes/_index")).toBe("index");
    expect(routeNameFromId("routes/quizresults")).toBe("quizresults");
    expect(routeNameFromId("root")).toBe("not-found");
    expect(routeNameFromId(undefined)).toBe("not-found");
  });
});
