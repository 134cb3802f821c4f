import type { RouteHandle } from "#app/lib/route-handle.ts";

/**
 * No guards. Arriving here keeps the scroll position: the practice round moves from question to
 * question on this route, and the rider's thumb should stay where the choices are.
 *
 * Its own module, so the clientLoader shares no declaration with the page and React Router
 * builds it as a chunk of its own (split route modules): the guards run while the page loads.
 */
export const handle = { guards: [], scrollReset: false } satisfies RouteHandle;
