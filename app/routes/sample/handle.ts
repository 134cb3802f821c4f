import type { RouteHandle } from "#app/platform/routing/route-handle.ts";

/**
 * No guards. Arriving here keeps the scroll position: the practice round moves from question to
 * question on this route, and the rider's thumb should stay where the choices are.
 *
 * Read by the clientLoader's guard runner (platform/routing/guard-runner.ts) and by the tests that check
 * every route names its guards (tests/unit/route-guards.test.ts).
 */
export const handle = { guards: [], scrollReset: false } satisfies RouteHandle;
