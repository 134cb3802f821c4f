import { lazy, type ReactNode, Suspense, useEffect, useMemo, useSyncExternalStore } from "react";
import { createPath, useLocation, useMatches, useNavigation } from "react-router";
import { routeNameFromId, schedulePageView } from "#app/platform/routing/analytics.ts";
import { chunkFailure, loadLater, reloadPage } from "#app/platform/routing/chunk-reload.ts";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";
import { DesktopAppView } from "./desktop-app-view.tsx";
import { ErrorPageFailed } from "./error-page-failed.tsx";
import { useMeasuredHeight } from "./measured-height.ts";
import { OfflineBanner } from "./offline-banner.tsx";

/** Page view 250 ms after every route change, including the first (docs/product.md). */
function usePageViews(): void {
  const location = useLocation();
  const matches = useMatches();
  const routeName = routeNameFromId(matches.at(-1)?.id);
  const pageUrl = `${location.pathname}${location.search}${location.hash}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per location, named as it was then
  useEffect(() => schedulePageView(window, routeName, pageUrl), [location.key]);
}

// What acts only after a navigation or once a new version waits loads after the first render.
const LoadingBarView = loadLater(() => import("./loading-bar-view.tsx").then((m) => m.LoadingBarView));
const UpdateBanner = loadLater(() => import("./update-banner.tsx").then((m) => m.UpdateBanner));
const ScrollBehaviour = loadLater(() => import("#app/platform/routing/scroll.ts").then((m) => m.ScrollBehaviour));
// Shows only without a secure context (plain http on a LAN address), where it loads a notice of its own.
const SecureContextNotice = loadLater(() => import("./secure-context-notice.tsx").then((m) => m.SecureContextNotice));

/**
 * When the navigation under way began: the bar's 200 ms count from the rider's tap even when its
 * file arrives after the tap (docs/product.md#loading-bar).
 */
function useBusySince(): number | null {
  const busy = useNavigation().state !== "idle";
  return useMemo(() => (busy ? Date.now() : null), [busy]);
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
  const stalled = useStalledNavigation();
  const busySince = useBusySince();
  // A question fits the screen less the banners (an offline one takes two lines at 360 px).
  const bannersRef = useMeasuredHeight<HTMLDivElement>("--banners-height");
  const fullScreen = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.fullScreen);
  const page = (
    <>
      <LoadingBarView busySince={busySince} />
      <ScrollBehaviour />
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
