/** The client shell's constants, exactly as docs/product.md#client-shell states them. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, tickMs: 100, hideDelayMs: 500 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = "motoquiz:chunk-reload-at";
export const TOKEN_COOKIE = { name: "apollo-token", maxAgeDays: 7, path: "/", secure: false } as const;
export const PAGE_VIEW_DELAY_MS = 250;
export const FORCED_FETCH_DELAY_MS = 100;
export const STORAGE_CRYPTO = {
  algorithm: "AES-256-CBC",
  pbkdf2Iterations: 64,
  pbkdf2Bytes: 64,
  pbkdf2Hash: "SHA-512",
  versionField: "version",
} as const;
export const WEBSOCKET = {
  reconnect: true,
  timeoutMs: 30_000,
  minTimeoutMs: 1_000,
  backoffMinMs: 100,
  backoffMaxMs: 10_000,
  backoffFactor: 2,
} as const;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const COOKIE_STORAGE_DEFAULT_HOURS = 24;
export const MIN_DISPLAY_DELAY_MS = 200;
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
export const DEFAULT_REDIRECT_STATUS = 302;

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
