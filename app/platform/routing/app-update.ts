import { reloadPage } from "./chunk-reload.ts";

/** The build writes it (scripts/build-service-worker.ts); the server serves it revalidated. */
const SERVICE_WORKER_URL = "/sw.js";

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

/**
 * Registers the offline shell's service worker. Called after the first render at an idle moment
 * (root.tsx): workbox-window is a chunk of its own, outside the landing's first-render budget.
 * Only in a production build: the dev server has no sw.js and must not serve a stale shell.
 */
export async function registerServiceWorker(win: Window = window): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in win.navigator)) return;
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: "/" });
  wb.addEventListener("waiting", () => {
    setWaiting(() => {
      // Reload once the new worker controls the page, so page and cache are the same version.
      wb.addEventListener("controlling", () => reloadPage(win));
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
}
