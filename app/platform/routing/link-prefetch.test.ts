import { describe, expect, it, vi } from "vitest";
import { PREFETCH_IDLE_TIMEOUT_MS } from "#app/platform/constants.ts";
import { canPrefetch, type PrefetchWindow, prefetchOnView, routeChunks } from "./link-prefetch.ts";
import { whenIdle } from "./prefetch.ts";
import { releaseLink } from "./weak-link.ts";

describe("canPrefetch (docs/product.md#prefetch)", () => {
  it.each([
    [{ onLine: true }, true],
    [{ onLine: true, connection: { effectiveType: "4g", saveData: false } }, true],
    [{ onLine: true, connection: { effectiveType: "2g" } }, true],
    [{ onLine: false }, false],
    [{ onLine: true, connection: { effectiveType: "slow-2g" } }, false],
    [{ onLine: true, connection: { effectiveType: "4g", saveData: true } }, false],
  ])("%j → %s", (nav, expected) => {
    expect(canPrefetch(nav)).toBe(expected);
  });
});

function fakeWindow(nav: object) {
  let observe: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const idle: { cb: () => void; timeout: number }[] = [];
  const win = {
    navigator: nav,
    setTimeout,
    clearTimeout,
    requestIdleCallback: (cb: () => void, opts: { timeout: number }) => idle.push({ cb, timeout: opts.timeout }),
    cancelIdleCallback: vi.fn(),
    IntersectionObserver: class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        observe = cb;
      }
      observe() {}
      disconnect = vi.fn();
    },
  };
  return { win: win as unknown as PrefetchWindow, idle, intersect: (isIntersecting: boolean) => observe?.([{ isIntersecting }]) };
}

describe("prefetchOnView", () => {
  it("waits for the element to be in view, then for an idle moment of at most 2000 ms", () => {
    const { win, idle, intersect } = fakeWindow({ onLine: true });
    const prefetch = vi.fn();
    prefetchOnView({} as Element, prefetch, win);
    intersect(false);
    expect(idle).toHaveLength(0);
    intersect(true);
    expect(idle).toEqual([{ cb: expect.any(Function), timeout: PREFETCH_IDLE_TIMEOUT_MS }]);
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    expect(prefetch).not.toHaveBeenCalled();
    idle[0]?.cb();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    { onLine: false },
    { onLine: true, connection: { effectiveType: "slow-2g" } },
    { onLine: true, connection: { saveData: true } },
  ])("skips the prefetch when %j", (nav) => {
    const { win, idle, intersect } = fakeWindow(nav);
    const prefetch = vi.fn();
    prefetchOnView({} as Element, prefetch, win);
    intersect(true);
    idle[0]?.cb();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("on a weak link (3G) waits until question 1 is served before its idle moment", () => {
    const { win, idle, intersect } = fakeWindow({ onLine: true, connection: { effectiveType: "3g" } });
    const prefetch = vi.fn();
    prefetchOnView({} as Element, prefetch, win);
    intersect(true);
    expect(idle).toHaveLength(0);
    releaseLink();
    expect(idle).toHaveLength(1);
    idle[0]?.cb();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("falls back to a timer where requestIdleCallback is missing", () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout } as unknown as Window);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe("routeChunks", () => {
  const manifest = {
    routes: {
      "routes/_index": { module: "/assets/_index-a.js", imports: ["/assets/button-b.js"] },
      "routes/rules": {
        module: "/assets/rules-c.js",
        clientLoaderModule: "/assets/rules-loader-d.js",
        imports: ["/assets/button-b.js"],
        css: ["/assets/r.css"],
      },
    },
  };
  it("lists a route's module, split clientLoader, imports and css", () => {
    expect(routeChunks(manifest, "/rules")).toEqual({
      scripts: ["/assets/rules-c.js", "/assets/rules-loader-d.js", "/assets/button-b.js"],
      styles: ["/assets/r.css"],
    });
    expect(routeChunks(manifest, "/").scripts).toEqual(["/assets/_index-a.js", "/assets/button-b.js"]);
  });
  it("is empty for an unknown path or without a manifest", () => {
    expect(routeChunks(manifest, "/nope")).toEqual({ scripts: [], styles: [] });
    expect(routeChunks(undefined, "/rules")).toEqual({ scripts: [], styles: [] });
  });
});
