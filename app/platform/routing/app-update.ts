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

interface ConnectionHints extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2G link: the rider pays for every byte (docs/product.md#offline-shell). */
export function savingData(connection: ConnectionHints | undefined): boolean {
  return Boolean(connection?.saveData) || connection?.effectiveType === "slow-2g" || connection?.effectiveType === "2g";
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
 * Registers the offline shell's service worker, once the connection welcomes its download (data
 * saver and 2G are honoured: whenFullDownloadWelcome). Called after the first render at an idle moment
 * (root.tsx): workbox-window is a chunk of its own, outside the landing's first-render budget.
 * Only in a production build: the dev server has no sw.js and must not serve a stale shell.
 */
export async function registerServiceWorker(win: Window = window): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in win.navigator)) return;
  await whenFullDownloadWelcome((win.navigator as Navigator & { connection?: ConnectionHints }).connection);
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
