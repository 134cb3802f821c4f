import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from "react";
import { createPath, useLocation, useMatches, useNavigation } from "react-router";
import { routeNameFromId, schedulePageView } from "#app/platform/routing/analytics.ts";
import { chunkFailure, reloadPage } from "#app/platform/routing/chunk-reload.ts";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";
import { useScrollBehaviour } from "#app/platform/routing/scroll.ts";
import { DesktopAppView } from "./desktop-app-view.tsx";
import { ErrorPageFailed } from "./error-page-failed.tsx";
import { LoadingBarView } from "./loading-bar-view.tsx";
import { useMeasuredHeight } from "./measured-height.ts";
import { OfflineBanner } from "./offline-banner.tsx";
import { SecureContextNotice } from "./secure-context-notice.tsx";
import { UpdateBanner } from "./update-banner.tsx";

/** Page view 250 ms after every route change, including the first (docs/product.md). */
function usePageViews(): void {
  const location = useLocation();
  const matches = useMatches();
  const routeName = routeNameFromId(matches.at(-1)?.id);
  const pageUrl = `${location.pathname}${location.search}${location.hash}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per location, named as it was then
  useEffect(() => schedulePageView(window, routeName, pageUrl), [location.key]);
}

// The error page's own chunk (root.tsx loads the same one for its error boundary).
const ErrorView = lazy(() => import("./error-view.tsx").catch(() => ({ default: ErrorPageFailed })));
/** What a module that failed to load looks like to the error page (platform/routing/chunk-reload.ts). */
const CHUNK_ERROR = new Error("Failed to fetch dynamically imported module");

const useChunkFailure = () => useSyncExternalStore(chunkFailure.subscribe, chunkFailure.getSnapshot, () => false);

/**
 * The page a navigation was heading for when a part of it failed to load and the guard refused
 * another reload within 60 s (docs/product.md#chunk-reload-guard): React Router waits for that
 * reload forever, so the navigation would hang with the bar at 95 %. It ends on the error page
 * instead (which marks the bar failed), and Try again opens the page it was heading for.
 */
function useStalledNavigation(): string | null {
  const failed = useChunkFailure();
  const navigation = useNavigation();
  return failed && navigation.state !== "idle" && navigation.location ? createPath(navigation.location) : null;
}

export function ChunkFailureBanner() {
  const failed = useChunkFailure();
  if (!failed) return null;
  return (
    <div className="banner" role="alert" data-testid="chunk-failure">
      <span>Part of the app could not be loaded. Check your signal, then try again.</span>
      <button type="button" className="button button--secondary" onClick={() => reloadPage()}>
        Try again
      </button>
    </div>
  );
}

/**
 * Everything around a page: desktop frame, banners, loading bar and navigation behaviours. The
 * error page passes `chunkBanner={false}` when it already says that a part of the app did not load.
 */
export function AppShell({ children, chunkBanner = true }: { children: ReactNode; chunkBanner?: boolean }) {
  usePageViews();
  useScrollBehaviour();
  const stalled = useStalledNavigation();
  // A question fits the screen less the banners (an offline one takes two lines at 360 px).
  const bannersRef = useMeasuredHeight<HTMLDivElement>("--banners-height");
  const fullScreen = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.fullScreen);
  const page = (
    <>
      <LoadingBarView />
      <div className="banners" ref={bannersRef}>
        <OfflineBanner />
        <SecureContextNotice />
        {chunkBanner && !stalled && <ChunkFailureBanner />}
        <UpdateBanner />
      </div>
      {stalled ? (
        <Suspense fallback={null}>
          <ErrorView error={CHUNK_ERROR} retryTo={stalled} />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
  return fullScreen ? <div className="full-screen-view">{page}</div> : <DesktopAppView>{page}</DesktopAppView>;
}
