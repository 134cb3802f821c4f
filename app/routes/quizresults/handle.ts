import { notFound } from "#app/lib/guard-runner.ts";
import type { GuardFn } from "#app/lib/guards.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { isUuid } from "#core/validation.ts";

/** Validity check: `?attempt=` must look like an attempt id before anything is asked. */
const attemptParam: GuardFn = ({ url }) => {
  const id = url.searchParams.get("attempt");
  if (id !== null && !isUuid(id)) notFound();
};

/**
 * Its own module, so the clientLoader shares no declaration with the page and React Router
 * builds it as a chunk of its own (split route modules): the guards run while the page loads.
 */
export const handle = { guards: ["auth", "check-routes", attemptParam] } satisfies RouteHandle;
