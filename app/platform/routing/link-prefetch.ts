/**
 * A link's prefetch of its target screen (docs/product.md#prefetch). Only `AppLink`'s prefetch
 * (app/ui/link-prefetch.tsx) uses it, and that loads after the first render: the landing draws
 * without it (docs/decisions/018-weak-link-first-minute.md, §23).
 */
import { type IdleWindow, type NetworkHints, whenIdleOnFreeLink } from "./prefetch.ts";

/**
 * Never when offline, on slow-2g, or with data saver on: a prefetch must not spend a rider's scarce
 * data (docs/product.md#prefetch).
 */
export function canPrefetch(nav: NetworkHints): boolean {
  if (!nav.onLine) return false;
  if (nav.connection?.saveData) return false;
  if (nav.connection?.effectiveType === "slow-2g") return false;
  return true;
}

/** What prefetching needs of a window: its observer, its idle callbacks and the network hints. */
export type PrefetchWindow = IdleWindow & { IntersectionObserver: typeof IntersectionObserver; navigator: NetworkHints };

/**
 * Observes `element`; once it scrolls into view, waits for an idle moment on a free link and, if
 * the network allows, calls `prefetch` once.
 */
export function prefetchOnView(element: Element, prefetch: () => void, win: PrefetchWindow = window): () => void {
  let cancelIdle: (() => void) | undefined;
  const observer = new win.IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    cancelIdle = whenIdleOnFreeLink(() => {
      if (canPrefetch(win.navigator)) prefetch();
    }, win);
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle?.();
  };
}

/** The part of React Router's browser manifest (`window.__reactRouterManifest`) prefetching reads. */
export interface RouteManifest {
  routes: Record<string, { module?: string; clientLoaderModule?: string; imports?: string[]; css?: string[] } | undefined>;
}

declare global {
  interface Window {
    /** React Router's browser manifest, set by its framework mode before the app starts. */
    __reactRouterManifest?: RouteManifest;
  }
}

/**
 * The chunks of the screen at `path`: its module, its split clientLoader and their imports. The
 * routes are one file or folder each under app/routes, so the route id follows from the path (`/` → routes/_index).
 * Read from the manifest instead of React Router's <PrefetchPageLinks>, which imports the route
 * module to read its links and reloads the whole page when that import fails: a prefetch must
 * never do that.
 */
export function routeChunks(manifest: RouteManifest | undefined, path: string): { scripts: string[]; styles: string[] } {
  const id = path === "/" ? "routes/_index" : `routes/${path.replace(/^\/+|\/+$/g, "").toLowerCase()}`;
  const route = manifest?.routes[id];
  if (!route) return { scripts: [], styles: [] };
  const scripts = [route.module, route.clientLoaderModule, ...(route.imports ?? [])].filter((s): s is string => Boolean(s));
  return { scripts: [...new Set(scripts)], styles: route.css ?? [] };
}
