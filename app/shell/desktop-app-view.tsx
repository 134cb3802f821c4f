import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";

/** Same test as the CSS: a wide screen with a fine pointer gets the side panel. */
const DESKTOP = "(min-width: 960px) and (pointer: fine)";

const DesktopPanel = lazy(() => import("./desktop-panel.tsx"));

function subscribe(listener: () => void) {
  const media = window.matchMedia?.(DESKTOP);
  media?.addEventListener("change", listener);
  return () => media?.removeEventListener("change", listener);
}

function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(DESKTOP).matches ?? false,
    () => false,
  );
}

/** The desktop app view: the app in a phone-width column, a side panel with a QR to open it on a phone. */
export function DesktopAppView({ children }: { children: ReactNode }) {
  const desktop = useDesktop();
  return (
    <div className="desktop-view">
      <div className="desktop-view__app">{children}</div>
      {desktop ? (
        <Suspense fallback={null}>
          <DesktopPanel />
        </Suspense>
      ) : null}
    </div>
  );
}
