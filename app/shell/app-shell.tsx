import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { useLocation, useMatches } from "react-router";
import { routeNameFromId, schedulePageView } from "#app/platform/routing/analytics.ts";
import { chunkFailure, reloadPage } from "#app/platform/routing/chunk-reload.ts";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";
import { useScrollBehaviour } from "#app/platform/routing/scroll.ts";
import { DesktopAppView } from "./desktop-app-view.tsx";
import { LoadingBarView } from "./loading-bar-view.tsx";
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

export function ChunkFailureBanner() {
  const failed = useSyncExternalStore(chunkFailure.subscribe, chunkFailure.getSnapshot, () => false);
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
  const fullScreen = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.fullScreen);
  const page = (
    <>
      <LoadingBarView />
      <OfflineBanner />
      <SecureContextNotice />
      {chunkBanner && <ChunkFailureBanner />}
      <UpdateBanner />
      {children}
    </>
  );
  return fullScreen ? <div className="full-screen-view">{page}</div> : <DesktopAppView>{page}</DesktopAppView>;
}
