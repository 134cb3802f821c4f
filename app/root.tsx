import "#app/styles/fonts.css";
import "#app/styles/tokens.css";
import "#app/styles/base.css";
import "#app/styles/layout.css";
import "#app/styles/button.css";
import "#app/styles/form.css";
import "#app/styles/feedback.css";
import "#app/styles/page.css";
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useSyncExternalStore } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import { installFlowSource } from "#app/features/session/install-flow-source.ts";
import { DataProviders } from "#app/platform/data/providers.tsx";
import { importQuietly, isChunkLoadError, reloadForChunkError } from "#app/platform/routing/chunk-reload.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { whenIdleOnFreeLink } from "#app/platform/routing/prefetch.ts";
import { startUp } from "#app/platform/routing/start-up.ts";
import { releaseLinkOutsideQuiz, whenLinkFree } from "#app/platform/routing/weak-link.ts";
import { AppShell, ChunkFailureBanner } from "#app/shell/app-shell.tsx";
import { BrandMark } from "#app/shell/brand-mark.tsx";
import { ErrorPageFailed } from "#app/shell/error-page-failed.tsx";
import { removePagePaint } from "#app/shell/page-paint.ts";
import { setAccountPart } from "#app/shell/settings/account-slot.ts";
import { SUNLIGHT_BOOT_SCRIPT } from "#app/shell/settings/sunlight.ts";
import { Spinner } from "#app/ui/spinner.tsx";
import type { Route } from "./+types/root";

// Root is also rendered at build time in Node: browser start-up runs only where there is a window.
// The root module is evaluated before the router reads the location, so the canonical address
// (platform/routing/canonical-url.ts) is what it matches.
if (typeof window !== "undefined") {
  startUp(window);
  installFlowSource();
  // The web faces wait while a weak link carries the rider to question 1; the fallbacks set the
  // same lines meanwhile (styles/web-fonts.css).
  whenLinkFree(() => void import("#app/styles/web-fonts.css").catch(() => {}));
}

const loadErrorView = () => import("#app/shell/error-view.tsx");
// The settings sheet's account part, from the session feature (shell/settings/account-slot.ts).
setAccountPart(() => import("#app/features/session/account-section.tsx"));
// If even the error page cannot load (offline, a failed deploy), the plain fallback still shows.
const ErrorView = lazy(() => loadErrorView().catch(() => ({ default: ErrorPageFailed })));

// No font preloads: on a weak link 47 KB of faces fetched beside the stylesheet and the scripts
// delayed both (docs/decisions/018-weak-link-first-minute.md).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#181b1e" />
        <meta name="color-scheme" content="light dark" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, applied before first paint */}
        <script dangerouslySetInnerHTML={{ __html: SUNLIGHT_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  useEffect(() => releaseLinkOutsideQuiz(pathname), [pathname]);
  useEffect(
    () =>
      // On a weak link the error view and the offline shell's precache wait for question 1
      // (docs/decisions/007-offline-shell.md).
      whenIdleOnFreeLink(() => {
        void importQuietly(loadErrorView).catch(() => {});
        // The offline shell; workbox-window waits for the load event itself.
        importQuietly(() => import("#app/platform/routing/app-update.ts"))
          .then(({ registerServiceWorker }) => registerServiceWorker())
          .catch((error: unknown) => console.warn("Service worker not registered", error));
      }),
    [],
  );
  return (
    <DataProviders>
      <AppShell>
        <Outlet />
      </AppShell>
    </DataProviders>
  );
}

/** Shown while the app starts on paths that are not prerendered. */
export function HydrateFallback() {
  // A first paint written by the server (server/http/page-paint.ts) stands above the splash and
  // leaves with it, in the same commit as whatever screen replaces it.
  useLayoutEffect(() => removePagePaint, []);
  return (
    <main className="splash">
      <BrandMark className="brand__mark" />
      <Spinner label="Starting MotoQuiz…" showLabel />
      <ChunkFailureBanner />
    </main>
  );
}

export const meta: Route.MetaFunction = ({ error }) => {
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return pageMeta({ title: status === 404 ? "Page not found" : `Error ${status}`, description: "MotoQuiz could not show this page." });
  }
  return pageMeta({
    title: "MotoQuiz",
    description: "A quick, timed quiz for motorcyclists at every checkpoint of the ride. Scan the poster, answer, climb the leaderboard.",
  });
};

const noSubscription = () => () => {};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A path that matches no route is served the SPA fallback, whose HTML is the HydrateFallback.
  // Hydrating that HTML with the error page would be a mismatch, so the first (hydrating) render
  // repeats the fallback and the error page follows at once.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    // A chunk that failed to load is fixed by one reload (at most one per minute), not an error page.
    if (isChunkLoadError(error)) reloadForChunkError(window);
  }, [error]);
  if (!hydrated) return <HydrateFallback />;
  return (
    <DataProviders wait={false}>
      <AppShell chunkBanner={!isChunkLoadError(error)}>
        <Suspense fallback={null}>
          <ErrorView error={error} />
        </Suspense>
      </AppShell>
    </DataProviders>
  );
}
