import { type ComponentType, createElement, useEffect, useState } from "react";
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from "#app/platform/constants.ts";

type StampStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Messages browsers give for a script or CSS chunk that failed to load, and the one React Router
 * gives a route when a lazily imported part of it (the split clientLoader chunk) failed: the import
 * error itself never reaches the route's ErrorBoundary, this text does (react-router's dataStrategy).
 */
const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk .* failed|no result returned from dataStrategy for route/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_FAILURE.test(message);
}

/** docs/product.md#chunk-reload-guard: one reload per 60000 ms, stamped in sessionStorage under the reload key. */
export function mayReload(storage: StampStorage, now: number): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  return !(Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS);
}

/**
 * Reloads once if the guard allows and returns true; otherwise returns false and the caller
 * shows an error. Without usable storage it never reloads: a loop is worse than an error page.
 */
export function guardedReload(storage: StampStorage | null, now: number, reload: () => void): boolean {
  if (!storage) return false;
  try {
    if (!mayReload(storage, now)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

function sessionStore(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** A chunk failed and the guard refused another reload: the UI says so. */
const blockedListeners = new Set<() => void>();
let blocked = false;

export const chunkFailure = {
  subscribe(listener: () => void) {
    blockedListeners.add(listener);
    return () => blockedListeners.delete(listener);
  },
  getSnapshot: () => blocked,
  report() {
    blocked = true;
    for (const listener of blockedListeners) listener();
  },
};

/** Set while our own guarded reload runs, so the navigate listener below lets it through. */
let ownReload = false;

/**
 * A reload the app means to make (Try again, a new version taking over): the guard below lets it
 * through and does not count it.
 */
export function reloadPage(win: Window = window): void {
  // The Navigation API fires `navigate` synchronously inside reload(), so the flag is only up
  // while our own reload is being decided on.
  ownReload = true;
  try {
    win.location.reload();
  } finally {
    ownReload = false;
  }
}

const isOffline = (win: Window) => win.navigator?.onLine === false;

let quietLoads = 0;

/**
 * An import nobody waits on (the idle-time error view, the service worker's library): if it fails —
 * say the server is restarting under a TV board — the page must not reload into the browser's
 * error page; the failure goes to the caller, who goes without. The count is up only while the
 * import runs, and Vite raises `vite:preloadError` inside it.
 */
export async function importQuietly<T>(load: () => Promise<T>): Promise<T> {
  quietLoads += 1;
  try {
    return await load();
  } finally {
    quietLoads -= 1;
  }
}

/**
 * A component that acts only after the first render (a navigation, a new version, an idle moment)
 * loads after it, in one small file (`later`, scripts/chunk-groups.ts): the landing draws without
 * it. It is not a page: if it cannot load, the app goes on without it (the guard is not woken).
 * Not `React.lazy`: a lazy part suspends the prerender, and each suspended boundary puts an inline
 * script into the built HTML, whose hash every response's CSP then carries. This renders nothing
 * until its first effect has loaded the part (nothing at build time, nothing while hydrating).
 * docs/decisions/018-weak-link-first-minute.md, §20 and §23.
 */
export function loadLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P> | null> | null = null;
  return function Later(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      loading ??= importQuietly(load).then(
        (part) => (loaded = part),
        () => null,
      );
      void loading.then((part) => {
        if (part && mounted) setComponent(() => part);
      });
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? createElement(Component, props) : null;
  };
}

/**
 * The one answer to a module that failed to load: reloads if the guard allows and there is a
 * signal; otherwise reports it, and the rider is offered Try again.
 */
export function reloadForChunkError(win: Window = window): boolean {
  const reloaded = !isOffline(win) && guardedReload(sessionStore(win), Date.now(), () => reloadPage(win));
  if (!reloaded) chunkFailure.report();
  return reloaded;
}

/**
 * React Router reloads the page by itself whenever a route module fails to import, with no limit
 * (react-router lib/dom/ssr/routeModules.ts), which loops when a chunk stays unreachable. The
 * Navigation API lets us hold that reload to one per 60 s: a script-initiated reload
 * is only ever React Router's, since our own code reloads through `reloadForChunkError` above,
 * which stamps first. Where the Navigation API is missing, React Router's behaviour stays as is.
 * Vite's `vite:preloadError` (a lazy chunk's dependency failed) goes through the same guard.
 * Offline nothing reloads: the offline banner already says why the page cannot load more.
 */
export function installChunkReloadGuard(win: Window = window): () => void {
  // Offline, a reload only swaps the page for the browser's error page: let the import fail to
  // its caller instead (preventDefault would make Vite resolve it with undefined).
  const canReloadNow = () => {
    const storage = sessionStore(win);
    return !isOffline(win) && storage !== null && mayReload(storage, Date.now());
  };
  const onPreloadError = (event: Event) => {
    if (quietLoads > 0 || !canReloadNow()) return;
    event.preventDefault();
    reloadForChunkError(win);
  };
  win.addEventListener("vite:preloadError", onPreloadError);

  // Not every browser has the Navigation API yet: without it, React Router's behaviour stays as is.
  const navigation: Navigation | undefined = win.navigation;
  const onNavigate = (e: NavigateEvent) => {
    if (e.navigationType !== "reload" || e.userInitiated || !e.cancelable || ownReload) return;
    if (canReloadNow()) {
      sessionStore(win)?.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      return;
    }
    e.preventDefault();
    chunkFailure.report();
  };
  navigation?.addEventListener("navigate", onNavigate);
  return () => {
    win.removeEventListener("vite:preloadError", onPreloadError);
    navigation?.removeEventListener("navigate", onNavigate);
  };
}
