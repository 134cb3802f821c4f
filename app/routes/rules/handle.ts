import type { RouteHandle } from "#app/lib/route-handle.ts";

/**
 * Its own module, so the clientLoader shares no declaration with the page and React Router
 * builds it as a chunk of its own (split route modules): the guards run while the page loads.
 */
export const handle = { guards: ["auth"] } satisfies RouteHandle;
