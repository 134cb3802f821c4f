import type { ReactNode } from "react";
import { loadLater } from "#app/platform/routing/chunk-reload.ts";

// A phone never shows the side panel: the check loads after the first render (scripts/chunk-groups.ts).
const DesktopSidePanel = loadLater(() => import("./desktop-side-panel.tsx").then((m) => m.DesktopSidePanel));

/** The desktop app view: the app in a phone-width column, a side panel with a QR to open it on a phone. */
export function DesktopAppView({ children }: { children: ReactNode }) {
  return (
    <div className="desktop-view">
      <div className="desktop-view__app">{children}</div>
      <DesktopSidePanel />
    </div>
  );
}
