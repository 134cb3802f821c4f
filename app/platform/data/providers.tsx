import { type QueryClient, QueryClientContext } from "@tanstack/react-query";
import { type ReactNode, use, useEffect } from "react";
import { useMatches } from "react-router";
import { whenIdle } from "#app/platform/routing/prefetch.ts";

// Routes that render without the QueryClient. TanStack Query's core (~8 KB gzip) then stays out
// of the landing's first render (tests/e2e/landing.spec.ts holds its 125 KB budget); it loads
// while the page is idle.
const NO_DATA_ROUTES = new Set(["root", "routes/_index"]);

let loadedClient: QueryClient | undefined;
let loading: Promise<QueryClient> | null = null;

/** The app's one QueryClient, its code loaded on first call (platform/data/query-client.ts). */
export function loadDataLayer(): Promise<QueryClient> {
  loading ??= import("./query-client.ts").then(
    async (m) => {
      loadedClient = await m.getRestoredQueryClient();
      return loadedClient;
    },
    (err: unknown) => {
      loading = null; // a failed chunk load is retried on the next call
      throw err;
    },
  );
  return loading;
}

export interface DataProvidersProps {
  children: ReactNode;
  /**
   * Suspend until the QueryClient has loaded when the matched routes need it (default). The root
   * error page passes false: it needs no data, and must show even when that chunk cannot load.
   */
  wait?: boolean;
}

/**
 * Provides the one QueryClient (root.tsx's App and ErrorBoundary). The provider element is the
 * same whether or not the client has loaded, so the tree below never remounts when it arrives.
 */
export function DataProviders({ children, wait = true }: DataProvidersProps) {
  // Subscribing to the matches re-renders this on every navigation, when the need may change.
  const needed = useMatches().some((m) => !NO_DATA_ROUTES.has(m.id));
  const client = loadedClient ?? (wait && needed ? use(loadDataLayer()) : undefined);
  useEffect(() => {
    if (!client) return whenIdle(() => void loadDataLayer().catch(() => {}));
    // What QueryClientProvider does: focus and online events refetch and resume paused mutations.
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}
