import type { RouteHandle } from "#app/platform/routing/route-handle.ts";

/**
 * No guards. Start goes to /register, or for a rider with a token cookie to /scan, whose guards
 * pick the next step of the flow (landing-actions.tsx beside it).
 *
 * Read by the clientLoader's guard runner (platform/routing/guard-runner.ts) and by the tests that check
 * every route names its guards (tests/unit/route-guards.test.ts).
 */
export const handle = { guards: [] } satisfies RouteHandle;
