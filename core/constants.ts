/**
 * Constants both sides use: the token cookie (the seed's, docs/product.md#token-cookie; the server
 * reads it for the first paint) and the product's rules. The client shell's own are in
 * app/platform/constants.ts.
 */
export const TOKEN_COOKIE = { name: "apollo-token", maxAgeDays: 7, path: "/", secure: false } as const;

/**
 * The token cookie's attributes, for the `cookie` package's serialize: the app's after a sign-in
 * (app/platform/data/token-cookie.ts) and the server's after a plain form post (server/http/form-posts.ts).
 */
export function tokenCookieOptions(now: number) {
  const maxAge = TOKEN_COOKIE.maxAgeDays * 24 * 60 * 60;
  return { path: TOKEN_COOKIE.path, maxAge, expires: new Date(now + maxAge * 1000), secure: TOKEN_COOKIE.secure, sameSite: "lax" } as const;
}

/**
 * Marks the app's stylesheets on a painted page, which the server lets load without holding the
 * paint (server/http/paint-styles.ts); the app applies them before it hydrates (app/shell/page-paint.ts).
 */
export const DEFERRED_STYLESHEET_ATTR = "data-after-paint";

/** Product constants (docs/product.md: scoring, routes, live connection). */
export const SESSION_TTL_MS = TOKEN_COOKIE.maxAgeDays * 24 * 60 * 60 * 1000;
export const NETWORK_GRACE_MS = 2000;
/** A late answer (tapped in time, received after T + grace) is accepted this long after the serve. */
export const LATE_ANSWER_WINDOW_MS = 10 * 60_000;
/** Points for a right late answer: the floor, with no speed bonus. */
export const LATE_ANSWER_POINTS = 500;
export const DEFAULT_QUESTION_COUNT = 5;
export const DEFAULT_SECONDS_PER_QUESTION = 20;
export const SAMPLE_QUESTION_COUNT = 3;
export const LEADERBOARD_TOP = 10;
/** Live leaderboard updates per event are coalesced to at most one per this window. */
export const LEADERBOARD_COALESCE_MS = 250;
