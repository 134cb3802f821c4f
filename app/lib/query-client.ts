import { FORCED_FETCH_DELAY_MS, MIN_DISPLAY_DELAY_MS } from "#core/constants.ts";
import { isGraphQLClientError } from "#app/graphql/errors.ts";
import { subscribeConnectivity } from "./connectivity.ts";
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/**
 * Stale times (docs/decisions/ on the data layer says why):
 * - FRESH: data the server owns and the rider may change elsewhere (session/flow, the question
 *   on screen). It is re-asked on every use except within the seed's forced-fetch delay of 100 ms:
 *   a guard and the screen it lets through share one answer, so a navigation costs one round trip.
 * - LIVE: kept fresh by the subscription (leaderboard); a refetch only after a minute of silence.
 * - STATIC: does not change while the app runs (a finished attempt, the sample set).
 */
export const STALE = {
  FRESH: FORCED_FETCH_DELAY_MS,
  LIVE: 60_000,
  STATIC: Number.POSITIVE_INFINITY,
} as const;

/** Network failures are retried twice; an answer from the server (a GraphQL error) is final. */
function retry(failureCount: number, error: unknown): boolean {
  if (isGraphQLClientError(error) && error.graphQLErrors.length > 0) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 10 * 60_000, retry, refetchOnWindowFocus: true },
      // networkMode "online" (the default): a mutation started offline (an answer tapped in a
      // tunnel) is paused and sent when the connection returns; the server's clock still decides.
      mutations: { retry: 0 },
    },
  });
}

let client: QueryClient | null = null;

/** The app's one cache. Created on first use in the browser, never at module top level. */
export function getQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    wireConnectivity();
  }
  return client;
}

let wired = false;

/**
 * Queries pause offline and resume online: TanStack's onlineManager follows the shell's
 * connectivity (the browser's online/offline events), starting from `navigator.onLine` (its own
 * default assumes online until the first event).
 */
export function wireConnectivity(): void {
  if (wired || typeof window === "undefined") return;
  wired = true;
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    return subscribeConnectivity(() => setOnline(navigator.onLine));
  });
}

/**
 * True once `pending` has lasted the seed's minimum display delay (200 ms): a spinner for a fetch
 * that ends sooner never flashes.
 */
export function useDelayedPending(pending: boolean, delayMs: number = MIN_DISPLAY_DELAY_MS): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShow(false);
      return;
    }
    const timer = setTimeout(() => setShow(true), delayMs);
    return () => clearTimeout(timer);
  }, [pending, delayMs]);
  return show;
}
