/**
 * The client shell's constants, exactly as docs/product.md#client-shell states them. Only the SPA
 * uses these; what the server shares (the token cookie, scoring, the board's size) is in
 * core/constants.ts.
 */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, tickMs: 100, hideDelayMs: 500 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = "motoquiz:chunk-reload-at";
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
