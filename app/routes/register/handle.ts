import type { RouteHandle } from "#app/lib/route-handle.ts";

/**
 * Read by the clientLoader's guard runner (lib/guard-runner.ts) and by the tests that check
 * every route names its guards (tests/unit/route-guards.test.ts).
 */
export const handle = { guards: ["unauthorized"] } satisfies RouteHandle;
