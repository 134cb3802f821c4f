import type { RouteHandle } from "#app/lib/route-handle.ts";

/**
 * No guards. Start goes to /register, or for a rider with a token cookie to /scan, whose guards
 * pick the next step of the flow (components/landing/landing-actions.tsx).
 *
 * Its own module, so the clientLoader shares no declaration with the page and React Router
 * builds it as a chunk of its own (split route modules): the guards run while the page loads.
 */
export const handle = { guards: [] } satisfies RouteHandle;
