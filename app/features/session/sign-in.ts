import type { QueryClient } from "@tanstack/react-query";
import { restartLive } from "#app/platform/data/live.ts";
import { getQueryClient } from "#app/platform/data/query-client.ts";
import { removeToken, setToken } from "#app/platform/data/token-cookie.ts";
import { forgetKeptCache } from "#app/platform/storage/kept-cache.ts";

export { authHeaders, getToken } from "#app/platform/data/token-cookie.ts";

/**
 * Login (docs/product.md#token-cookie): store the token in the cookie `apollo-token` (or remove the cookie when the
 * token is empty), re-establish the live connection so it authenticates as the new user, and
 * reset the cache so nothing of the previous identity is shown.
 */
export async function login(token: string | null | undefined, queryClient: QueryClient = getQueryClient()) {
  setToken(token);
  restartLive();
  await resetCache(queryClient);
}

/**
 * The same rider with a fresh token (keepProgress replaces the guest's session): the cookie and
 * the live connection move to it; the cache stays, it is still this rider's.
 */
export function renewToken(token: string) {
  setToken(token);
  restartLive();
}

/** Logout (docs/product.md#token-cookie): remove the cookie, re-establish the live connection, reset the cache. */
export async function logout(queryClient: QueryClient = getQueryClient()) {
  removeToken();
  restartLive();
  await resetCache(queryClient);
}

/**
 * Empties the cache and the phone's kept copy of it (kept-cache.ts): inactive queries and
 * mutations are dropped, queries on screen are reset and fetched again as the new identity. A failure is only logged ("Error on cache reset"): the
 * rider is signed in or out either way, and the screens refetch what they show.
 */
async function resetCache(queryClient: QueryClient) {
  try {
    await forgetKeptCache();
    await queryClient.cancelQueries();
    queryClient.getMutationCache().clear();
    queryClient.removeQueries({ type: "inactive" });
    await queryClient.resetQueries({ type: "active" }, { throwOnError: true });
  } catch (error) {
    console.error("Error on cache reset", error);
  }
}
