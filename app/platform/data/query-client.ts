import { type FetchQueryOptions, onlineManager, QueryClient, type QueryKey } from "@tanstack/react-query";
import { FORCED_FETCH_DELAY_MS } from "#app/platform/constants.ts";
import { keepCache } from "#app/platform/storage/kept-cache.ts";
import { isGraphQLClientError } from "./client-error.ts";
import { subscribeConnectivity } from "./connectivity.ts";

/**
 * Stale times (docs/decisions/ on the data layer says why):
 * - FRESH: data the server owns and the rider may change elsewhere (session/flow, the question
 *   on screen). It is re-asked on every use except within the forced-fetch delay of 100 ms (docs/product.md#requests)
 *   and within one navigation (ONE_NAVIGATION_MS below): a guard and the screen it lets through
 *   share one answer, so a navigation costs one round trip.
 * - LIVE: kept fresh by the subscription (leaderboard); a refetch only after a minute of silence.
 * - STATIC: does not change while the app runs (a finished attempt, the sample set).
 */
export const STALE = {
  FRESH: FORCED_FETCH_DELAY_MS,
  LIVE: 60_000,
  STATIC: Number.POSITIVE_INFINITY,
} as const;

/** Answers older than this page came from the kept copy of an earlier one (kept-cache.ts). */
const PAGE_START = Date.now();

/**
 * A server answer younger than this is the answer for the screen being opened: its guard, its
 * loader and the screen as it mounts share it, and a screen opened right after a mutation answered
 * with its data (start → the start card) does not ask again. FRESH's 100 ms is shorter than a
 * phone at a quarter of a desktop's speed takes from a guard to its screen (150–350 ms measured,
 * docs/decisions/009-poster-first-load.md). An invalidated answer is never reused. Why this and the
 * seed's 100 ms both hold: docs/decisions/019-rider-screens-and-seed.md.
 */
const ONE_NAVIGATION_MS = 1_000;

function answeredJustNow(state: { dataUpdatedAt: number; isInvalidated: boolean } | undefined): boolean {
  // Only this page's answers: a copy kept by the page before a reload is asked again.
  return (
    state !== undefined && state.dataUpdatedAt >= PAGE_START && !state.isInvalidated && Date.now() - state.dataUpdatedAt < ONE_NAVIGATION_MS
  );
}

/** Network failures are retried twice; an answer from the server (a GraphQL error) is final. */
function retry(failureCount: number, error: unknown): boolean {
  if (isGraphQLClientError(error) && error.graphQLErrors.length > 0) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry,
        refetchOnWindowFocus: true,
        refetchOnMount: (query) => !answeredJustNow(query.state),
      },
      // networkMode "online" (the default): a mutation started offline (an answer tapped in a
      // tunnel) is paused and sent when the connection returns; the server's clock still decides.
      mutations: { retry: 0 },
    },
  });
}

let client: QueryClient | null = null;
let restored: Promise<void> = Promise.resolve();

/** The app's one cache. Created on first use in the browser, never at module top level. */
export function getQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    wireConnectivity();
    restored = keepCache(client);
  }
  return client;
}

/** The app's cache once what this phone kept from its last visit is back in it (kept-cache.ts). */
export async function getRestoredQueryClient(): Promise<QueryClient> {
  const queryClient = getQueryClient();
  await restored;
  return queryClient;
}

/**
 * A loader's read. Online: the cache while fresh, else the server (`ensure`: any answer this page
 * has had, but not one kept from an earlier page: a reload asks again, as it did before anything
 * was kept). Offline: what this phone kept, rather than a fetch that would pause until the signal
 * returns; with nothing kept it fails at once, and the error page says the rider is offline.
 */
export function loadQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  mode: "fetch" | "ensure" = "fetch",
): Promise<TData> {
  if (!onlineManager.isOnline()) {
    const kept = queryClient.getQueryData<TData>(options.queryKey);
    if (kept !== undefined) return Promise.resolve(kept);
    return queryClient.fetchQuery({ ...options, networkMode: "always", retry: false });
  }
  if (mode === "ensure") {
    const state = queryClient.getQueryState<TData>(options.queryKey);
    if (state?.data !== undefined && state.dataUpdatedAt >= PAGE_START) return Promise.resolve(state.data);
    return queryClient.fetchQuery({ ...options, staleTime: 0 });
  }
  const state = queryClient.getQueryState<TData>(options.queryKey);
  if (state?.data !== undefined && answeredJustNow(state)) return Promise.resolve(state.data);
  return queryClient.fetchQuery(options);
}

let wired = false;

/**
 * Queries pause offline and resume online: TanStack's onlineManager follows the shell's
 * connectivity (the browser's online/offline events), starting from `navigator.onLine` (its own
 * default assumes online until the first event).
 */
function wireConnectivity(): void {
  if (wired || typeof window === "undefined") return;
  wired = true;
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    return subscribeConnectivity(() => setOnline(navigator.onLine));
  });
}
