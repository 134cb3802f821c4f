import { notFound } from "#app/platform/routing/guard-runner.ts";
import type { GuardFn } from "#app/platform/routing/guards.ts";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";
import { isUuid } from "#core/validation.ts";

/** Validity check: `?attempt=` must look like an attempt id before anything is asked. */
const attemptParam: GuardFn = ({ url }) => {
  const id = url.searchParams.get("attempt");
  if (id !== null && !isUuid(id)) notFound();
};

/**
 * Read by the clientLoader's guard runner (platform/routing/guard-runner.ts) and by the tests that check
 * every route names its guards (tests/unit/route-guards.test.ts).
 */
export const handle = { guards: ["auth", "check-routes", attemptParam] } satisfies RouteHandle;
