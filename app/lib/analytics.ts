import { PAGE_VIEW_DELAY_MS } from "#core/constants.ts";

export interface PageViewEvent {
  routeName: string;
  pageType: "PageView";
  pageUrl: string;
  pageTitle: string;
  event: "custom-view";
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushPageView(win: Window, routeName: string, pageUrl: string): PageViewEvent {
  const event: PageViewEvent = {
    routeName,
    pageType: "PageView",
    pageUrl,
    pageTitle: win.document.title,
    event: "custom-view",
  };
  win.dataLayer ??= [];
  win.dataLayer.push(event);
  return event;
}

/**
 * Seed §2: 250 ms after a route change — long enough for the new page's title to be set.
 * Returns a cancel function so a quicker next navigation drops the stale view.
 */
export function schedulePageView(win: Window, routeName: string, pageUrl: string): () => void {
  const timer = win.setTimeout(() => pushPageView(win, routeName, pageUrl), PAGE_VIEW_DELAY_MS);
  return () => win.clearTimeout(timer);
}

/** `routes/_index` → `index`, `routes/quizresults` → `quizresults`; no route → `not-found`. */
export function routeNameFromId(id: string | undefined): string {
  if (!id || id === "root") return "not-found";
  const name = id.replace(/^routes\//, "");
  return name === "_index" ? "index" : name;
}
