// @vitest-environment happy-dom
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";
import { ROUTE_PATHS } from "#app/platform/routing/route-paths.ts";

/**
 * Every route module, as flatRoutes finds them: `app/routes/<name>.tsx` or a folder route
 * `app/routes/<name>/route.tsx`.
 */
const ROUTES_DIR = join(import.meta.dirname, "../../app/routes");

function routeModules(): string[] {
  const dir = ROUTES_DIR;
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isDirectory()) {
        return readdirSync(join(dir, entry.name))
          .filter((f) => /^route\.tsx?$/.test(f))
          .map((f) => `${entry.name}/${f}`);
      }
      return /^[^.].*\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [entry.name] : [];
    })
    .sort();
}

interface RouteModule {
  handle?: RouteHandle;
  clientLoader?: (args: { request: Request; params: object }) => Promise<unknown>;
  loader?: (args: { request: Request; params: object }) => Promise<unknown>;
}

/** What a loader ended with when its route names a guard nobody knows. */
async function withUnknownGuard(mod: RouteModule, run: NonNullable<RouteModule["loader"]>): Promise<unknown> {
  const handle = mod.handle as { guards: readonly unknown[] };
  const guards = handle.guards;
  handle.guards = ["no-such-guard"];
  try {
    await run({ request: new Request("http://motoquiz.test/"), params: {} });
    return "passed";
  } catch (thrown) {
    return thrown;
  } finally {
    handle.guards = guards;
  }
}

const UNKNOWN = { type: "DataWithResponseInit", data: "Unknown middleware no-such-guard", init: { status: 500 } };

describe("every route runs its guards through the runner (docs/product.md#guards)", () => {
  const files = routeModules();

  it("finds one module per route", () => {
    expect(files).toHaveLength(ROUTE_PATHS.length);
  });

  it.each(files)("%s: a guard it does not know fails its clientLoader with 500 Unknown middleware", async (file) => {
    const mod = (await import(/* @vite-ignore */ join(ROUTES_DIR, file))) as RouteModule;
    expect(Array.isArray(mod.handle?.guards), "the route lists its guards in handle.guards").toBe(true);
    expect(typeof mod.clientLoader, "the route has a clientLoader").toBe("function");
    expect(await withUnknownGuard(mod, mod.clientLoader as NonNullable<RouteModule["loader"]>)).toMatchObject(UNKNOWN);
    // A prerendered route's build-time loader checks them too (routes/_index.tsx).
    if (mod.loader) expect(await withUnknownGuard(mod, mod.loader)).toMatchObject(UNKNOWN);
  });
});
