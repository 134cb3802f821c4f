import type { RouteHandle } from "#app/platform/routing/route-handle.ts";

/**
 * Read by the clientLoader's guard runner (platform/routing/guard-runner.ts) and by the tests that check
 * every route names its guards (tests/unit/route-guards.test.ts).
 */
export const handle = { guards: ["auth", "check-routes"] } satisfies RouteHandle;
