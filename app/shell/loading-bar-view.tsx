import { useEffect, useSyncExternalStore } from "react";
import { loadingBar } from "#app/platform/routing/loading-bar.ts";

/**
 * Drives the shared bar from the router's navigation state and draws it. `busySince`: when the
 * navigation under way began (Date.now()), or null when none is (shell/app-shell.tsx).
 */
export function LoadingBarView({ busySince }: { busySince: number | null }) {
  useEffect(() => {
    if (busySince !== null) loadingBar.start(busySince);
    else loadingBar.finish();
  }, [busySince]);
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.getSnapshot, loadingBar.getSnapshot);
  if (!state.visible) return null;
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress * 100)}
      data-failed={state.failed}
    >
      <div className="loading-bar__fill" style={{ transform: `scaleX(${state.progress})` }} />
    </div>
  );
}
