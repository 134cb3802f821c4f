import { PAGE_VIEW_DELAY_MS } from "#app/platform/constants.ts";

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

function pushPageView(win: Window, routeName: string, pageUrl: string, pageTitle = win.document.title): PageViewEvent {
  const event: PageViewEvent = { routeName, pageType: "PageView", pageUrl, pageTitle, event: "custom-view" };
  win.dataLayer ??= [];
  win.dataLayer.push(event);
  return event;
}

/**
 * docs/product.md#page-views: one view 250 ms after every route change, long enough for a title
 * set after the first render. Returns `leave`, called when the route is left: a view still pending
 * then is still pushed 250 ms after its own change, not sooner (a page the rider passed through,
 * such as /scan?code= handing over to /quiz, is still a page view, and the seed's delay holds for
 * it too), with the title the page had on arrival, because by then the next page has replaced it.
 */
export function schedulePageView(win: Window, routeName: string, pageUrl: string): () => void {
  const titleOnArrival = win.document.title;
  let left = false;
  win.setTimeout(() => pushPageView(win, routeName, pageUrl, left ? titleOnArrival : win.document.title), PAGE_VIEW_DELAY_MS);
  return () => {
    left = true;
  };
}

/** `routes/_index` → `index`, `routes/quizresults` → `quizresults`; no route → `not-found`. */
export function routeNameFromId(id: string | undefined): string {
  if (!id || id === "root") return "not-found";
  const name = id.replace(/^routes\//, "");
  return name === "_index" ? "index" : name;
}
