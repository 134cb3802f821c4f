import { importQuietly, reloadPage } from "./chunk-reload.ts";
import { savingData } from "./weak-link.ts";

/** The build writes them (scripts/build-service-worker.ts); the server serves them revalidated. */
const SERVICE_WORKER_URLS = { full: "/sw.js", lite: "/sw-lite.js" } as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let takeOver: (() => void) | null = null;

/**
 * A new version of the app is installed and waiting (docs/decisions/007-offline-shell.md). It never
 * takes over by itself: the shell offers "Update ready" outside a running quiz, and the rider's tap
 * lets it in.
 */
export const appUpdate = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => takeOver !== null,
  /** Lets the waiting version take over; the page reloads once it controls it. */
  apply() {
    takeOver?.();
  },
};

function setWaiting(apply: (() => void) | null): void {
  takeOver = apply;
  for (const listener of listeners) listener();
}

interface ConnectionHints extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Resolves once the connection welcomes the offline shell's download of every screen (~1 MB): at
 * once without data saver or 2G, else when the connection changes to allow it. Until then the
 * phone keeps only what it loaded (the shell and the pages opened, in its HTTP cache).
 */
export function whenFullDownloadWelcome(connection: ConnectionHints | undefined): Promise<void> {
  if (!connection || !savingData(connection)) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (savingData(connection)) return;
      connection.removeEventListener("change", check);
      resolve();
    };
    connection.addEventListener("change", check);
  });
}

/**
 * Registers the offline shell's service worker (docs/decisions/007-offline-shell.md). Called after
 * the first render at an idle moment (root.tsx): workbox-window is a chunk of its own, outside the
 * landing's first-render budget. With data saver or on a 2G link (savingData) the lite worker keeps
 * only the shell and the screens the rider opens; the full one, every screen, follows once the
 * connection welcomes its download (whenFullDownloadWelcome). A phone that already has the full
 * one keeps it. Only in a production build: the dev server has no sw.js and must not serve a
 * stale shell.
 */
export async function registerServiceWorker(win: Window = window): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in win.navigator)) return;
  const container = win.navigator.serviceWorker;
  const connection = (win.navigator as Navigator & { connection?: ConnectionHints }).connection;
  const active = (await container.getRegistration())?.active?.scriptURL ?? "";
  if (savingData(connection) && !active.endsWith(SERVICE_WORKER_URLS.full)) {
    const lite = await register(win, SERVICE_WORKER_URLS.lite);
    await lite.controlling;
    await keepWhatThePageLoaded(win);
    await whenFullDownloadWelcome(connection);
  }
  await register(win, SERVICE_WORKER_URLS.full);
}

async function register(win: Window, url: string) {
  const { Workbox } = await importQuietly(() => import("workbox-window"));
  const wb = new Workbox(url, { scope: "/" });
  wb.addEventListener("waiting", async ({ sw }) => {
    // The other script (lite or full) installing is the other instance's news, not this one's.
    if (!sw?.scriptURL.endsWith(url)) return;
    if (await fullReplacesLiteOfThisBuild(win, url)) {
      // The same files, only more of them: it takes over at once, and the page goes on as it is.
      wb.addEventListener("controlling", () => void forgetLiteCaches(win));
      wb.messageSkipWaiting();
      return;
    }
    setWaiting(() => {
      // Reload once the new worker controls the page, so page and cache are the same version.
      wb.addEventListener("controlling", () => reloadPage(win));
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  return wb;
}

/** The lite worker's cache names (scripts/build-service-worker.ts: `cacheId: "lite"`, "lite-as-opened"). */
const LITE_CACHES = /^lite-/;

/**
 * The full worker waiting replaces a lite one, and both are this page's build: the full one's
 * precache holds this very module (a hashed file of this build).
 */
async function fullReplacesLiteOfThisBuild(win: Window, url: string): Promise<boolean> {
  if (url !== SERVICE_WORKER_URLS.full || !win.navigator.serviceWorker.controller?.scriptURL.endsWith(SERVICE_WORKER_URLS.lite))
    return false;
  const precaches = (await win.caches.keys()).filter((name) => name.startsWith("workbox-precache-"));
  for (const name of precaches) if (await (await win.caches.open(name)).match(import.meta.url)) return true;
  return false;
}

async function forgetLiteCaches(win: Window): Promise<void> {
  for (const name of await win.caches.keys()) if (LITE_CACHES.test(name)) await win.caches.delete(name);
}

/**
 * The current screen's files were loaded before the lite worker took over: asked again through it,
 * they are kept as every later screen's are (its runtime route, CacheFirst), answered by the HTTP
 * cache (hashed files are immutable), so no byte goes over the network again. Workbox's own way
 * (a CACHE_URLS message) is not wired in a generated worker.
 */
async function keepWhatThePageLoaded(win: Window): Promise<void> {
  const loaded = win.performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === win.location.origin && /^\/(assets|content\/pictures)\//.test(url.pathname));
  await Promise.all(loaded.map((url) => win.fetch(url).catch(() => undefined)));
}
