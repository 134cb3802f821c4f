import type { QueryClient } from "@tanstack/react-query";
import { getQueryClient } from "./query-client.ts";
import { restartLive } from "./live.ts";
import { removeToken, setToken } from "./token-cookie.ts";

export { authHeaders, getToken } from "./token-cookie.ts";

/**
 * Login (seed §4): store the token in the cookie `apollo-token` (or remove the cookie when the
 * token is empty), re-establish the live connection so it authenticates as the new user, and
 * reset the cache so nothing of the previous identity is shown.
 */
export async function login(token: string | null | undefined, queryClient: QueryClient = getQueryClient()) {
  setToken(token);
  restartLive();
  await resetCache(queryClient);
}

/** Logout (seed §4): remove the cookie, re-establish the live connection, reset the cache. */
export async function logout(queryClient: QueryClient = getQueryClient()) {
  removeToken();
  restartLive();
  await resetCache(queryClient);
}

/**
 * Empties the cache: inactive queries and mutations are dropped, queries on screen are reset and
 * fetched again as the new identity. A failure is only logged, as in the seed.
 */
async function resetCache(queryClient: QueryClient) {
  try {
    await queryClient.cancelQueries();
    queryClient.getMutationCache().clear();
    queryClient.removeQueries({ type: "inactive" });
    await queryClient.resetQueries({ type: "active" }, { throwOnError: true });
  } catch (error) {
    console.error("Error on cache reset", error);
  }
}
