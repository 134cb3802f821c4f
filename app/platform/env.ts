/**
 * The one place the SPA reads `import.meta.env`, so every setting is found in one file. Every variable is listed in
 * .env.example. Values are baked in at build time by Vite.
 */
// Each variable is read by its full name: Vite then puts its value alone in the build, not the
// whole `import.meta.env` object in the landing's first render.

/** GraphQL endpoint for queries, mutations and (as ws/wss) subscriptions. */
export const GRAPHQL_URL: string = import.meta.env.VITE_GRAPHQL_URL || "/graphql";

/** Our own server's endpoint answering `{ address }` for the network-address key mode. */
export const CLIENT_ADDRESS_URL: string = import.meta.env.VITE_CLIENT_ADDRESS_URL || "/client-address";

/** Persisted-state key mode: "agent" (user agent + page title) or "network-address". */
export const STORAGE_KEY_MODE: "agent" | "network-address" =
  import.meta.env.VITE_STORAGE_KEY_MODE === "network-address" ? "network-address" : "agent";

/** Absolute origin for canonical and social-share URLs (no trailing slash); empty means relative. */
export const PUBLIC_URL: string = (import.meta.env.VITE_PUBLIC_URL ?? "").replace(/\/$/, "");

/** Names the build (set by vite.config.ts, not by an env file); "dev" under Vitest. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID || "dev";
