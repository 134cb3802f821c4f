import { lazy, Suspense, useSyncExternalStore } from "react";

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

/** The side panel with a QR to open the app on a phone, on a desktop only. */
export function DesktopSidePanel() {
  const desktop = useDesktop();
  return desktop ? (
    <Suspense fallback={null}>
      <DesktopPanel />
    </Suspense>
  ) : null;
}
