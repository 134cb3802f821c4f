import type { QueryClient } from "@tanstack/react-query";
import { getRestoredQueryClient, loadQuery } from "#app/platform/data/query-client.ts";
import { getToken, removeToken } from "#app/platform/data/token-cookie.ts";
import type { FlowSource, FlowState } from "#app/platform/routing/guards.ts";
import { flowStateOf, sessionQueryOptions } from "./queries.ts";

const SIGNED_OUT: FlowState = {
  signedIn: false,
  rulesAccepted: false,
  attemptInProgress: false,
  attemptStarted: false,
  finishedAttempts: 0,
};

/**
 * The guards' flow source: `me` + `flow` in one Session query through the cache. Without a token
 * cookie no request is made. The Session query is FRESH (100 ms): the guard and the screen it lets
 * through share one answer, so a navigation costs at most one round trip. Offline, the last
 * answer (kept across a reload, platform/storage/kept-cache.ts) is used rather than hanging the navigation.
 */
export function createFlowSource(queryClient?: QueryClient): FlowSource {
  return async () => {
    if (!getToken()) return SIGNED_OUT;
    const session = await loadQuery(queryClient ?? (await getRestoredQueryClient()), sessionQueryOptions());
    const state = session.me ? flowStateOf(session) : null;
    if (!state) {
      // The server no longer accepts the token (expired or revoked): forget it.
      removeToken();
      return SIGNED_OUT;
    }
    return state;
  };
}
