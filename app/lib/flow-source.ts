import type { QueryClient } from "@tanstack/react-query";
import { onlineManager } from "@tanstack/react-query";
import { isGraphQLClientError } from "#app/graphql/errors.ts";
import { sessionQueryOptions } from "#app/queries/session.ts";
import type { FlowSource, FlowState } from "./guards.ts";
import { getQueryClient } from "./query-client.ts";
import { getToken, removeToken } from "./token-cookie.ts";

const SIGNED_OUT: FlowState = { signedIn: false, rulesAccepted: false, attemptInProgress: false, finishedAttempts: 0 };

/**
 * The guards' flow source: `me` + `flow` in one Session query through the cache. Without a token
 * cookie no request is made. The Session query is FRESH (100 ms): the guard and the screen it lets
 * through share one answer, so a navigation costs at most one round trip. Offline, the last
 * answer is used rather than hanging the navigation.
 */
export function createFlowSource(queryClient?: QueryClient): FlowSource {
  return async () => {
    if (!getToken()) return SIGNED_OUT;
    const client = queryClient ?? getQueryClient();
    const options = sessionQueryOptions();
    const cached = client.getQueryData(options.queryKey);
    let session = cached;
    if (!cached || onlineManager.isOnline()) {
      try {
        session = await client.fetchQuery({ ...options, networkMode: "always" });
      } catch (error) {
        if (!isGraphQLClientError(error) || error.code !== "UNAUTHENTICATED") throw error;
        session = { me: null, flow: null };
      }
    }
    if (!session?.me || !session.flow) {
      // The server no longer accepts the token (expired or revoked): forget it.
      removeToken();
      return SIGNED_OUT;
    }
    return {
      signedIn: true,
      rulesAccepted: session.flow.rulesAccepted,
      attemptInProgress: session.flow.attemptInProgress != null,
      finishedAttempts: session.flow.finishedAttempts,
    };
  };
}
