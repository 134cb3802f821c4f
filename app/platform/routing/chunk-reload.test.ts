import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from "#app/platform/constants.ts";
import {
  chunkFailure,
  guardedReload,
  importQuietly,
  installChunkReloadGuard,
  isChunkLoadError,
  mayReload,
  reloadForChunkError,
  reloadPage,
} from "./chunk-reload.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("chunk reload guard (docs/product.md#chunk-reload-guard)", () => {
  it("uses 60000 ms and a reload key", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(CHUNK_RELOAD_KEY).toMatch(/reload/);
  });

  it("reloads once, then not again within 60000 ms, then again after", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(guardedReload(storage, t0, reload)).toBe(true);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(guardedReload(storage, t0 + CHUNK_RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(guardedReload(storage, t0 + CHUNK_RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads without storage, or when storage throws", () => {
    const reload = vi.fn();
    expect(guardedReload(null, 1, reload)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(guardedReload(broken, 1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("ignores a garbage stamp", () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, "not a number");
    expect(mayReload(storage, 5)).toBe(true);
  });

  it("recognises the browsers' chunk load failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

/** A window with sessionStorage, location.reload and a Navigation API target. */
function fakeWindow(onLine = true) {
  const storage = memoryStorage();
  const navigation = new EventTarget();
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { sessionStorage: storage, navigation, location: { reload }, navigator: { onLine } });
  return { win: win as unknown as Window, navigation, storage, reload, target };
}

function reloadEvent(userInitiated = false) {
  return Object.assign(new Event("navigate", { cancelable: true }), { navigationType: "reload", userInitiated });
}

describe("installChunkReloadGuard", () => {
  it("lets React Router's first reload through and holds a second within 60 s", () => {
    const { win, navigation, storage } = fakeWindow();
    const uninstall = installChunkReloadGuard(win);
    const first = reloadEvent();
    navigation.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(false);
    expect(Number(storage.map.get(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    const second = reloadEvent();
    navigation.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    expect(chunkFailure.getSnapshot()).toBe(true);
    uninstall();
  });

  it("never holds a reload the rider asked for, or another kind of navigation", () => {
    const { win, navigation, storage } = fakeWindow();
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const uninstall = installChunkReloadGuard(win);
    const byUser = reloadEvent(true);
    navigation.dispatchEvent(byUser);
    expect(byUser.defaultPrevented).toBe(false);
    const push = Object.assign(new Event("navigate", { cancelable: true }), { navigationType: "push" });
    navigation.dispatchEvent(push);
    expect(push.defaultPrevented).toBe(false);
    uninstall();
  });

  it("reloads once for vite:preloadError, stamping the key", () => {
    const { win, target, reload, storage } = fakeWindow();
    const uninstall = installChunkReloadGuard(win);
    const event = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.map.has(CHUNK_RELOAD_KEY)).toBe(true);
    target.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it("does not reload for an import nobody waits on: its error reaches its caller", async () => {
    const { win, target, reload } = fakeWindow();
    const uninstall = installChunkReloadGuard(win);
    const preload = new Event("vite:preloadError", { cancelable: true });
    const failing = importQuietly(async () => {
      target.dispatchEvent(preload);
      throw new Error("Failed to fetch dynamically imported module: /assets/error-view.js");
    });
    await expect(failing).rejects.toThrow(/dynamically imported module/);
    expect(preload.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Once it has settled, a failure on the rider's way reloads as before.
    target.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it("never reloads offline: the reload is held and a lazy import's error reaches its caller", () => {
    const { win, navigation, target, reload, storage } = fakeWindow(false);
    const uninstall = installChunkReloadGuard(win);
    const byRouter = reloadEvent();
    navigation.dispatchEvent(byRouter);
    expect(byRouter.defaultPrevented).toBe(true);
    const preload = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(preload);
    expect(preload.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.map.has(CHUNK_RELOAD_KEY)).toBe(false);
    uninstall();
  });

  it("lets a second lazy-import failure within 60 s reach its caller", () => {
    const { win, target, reload } = fakeWindow();
    const uninstall = installChunkReloadGuard(win);
    target.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    const second = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });
});

describe("reloadForChunkError", () => {
  it("treats React Router's text for a route part that failed to import as a chunk failure", () => {
    expect(isChunkLoadError(new Error("No result returned from dataStrategy for route routes/sample"))).toBe(true);
  });

  it("reloads once, then reports; offline it reports without reloading", () => {
    const online = fakeWindow();
    expect(reloadForChunkError(online.win)).toBe(true);
    expect(online.reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(online.win)).toBe(false);
    expect(online.reload).toHaveBeenCalledTimes(1);
    const offline = fakeWindow(false);
    expect(reloadForChunkError(offline.win)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
    expect(offline.storage.map.has(CHUNK_RELOAD_KEY)).toBe(false);
    expect(chunkFailure.getSnapshot()).toBe(true);
  });

  it("lets the app's own reload (Try again, a new version) through a guard that is holding", () => {
    const { win, navigation, storage, reload } = fakeWindow();
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const uninstall = installChunkReloadGuard(win);
    const events: Event[] = [];
    reload.mockImplementation(() => {
      const event = reloadEvent();
      events.push(event);
      navigation.dispatchEvent(event);
    });
    reloadPage(win);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(events[0]?.defaultPrevented).toBe(false);
    uninstall();
  });
});
