import { useEffect, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { loadingBar } from "#app/platform/routing/loading-bar.ts";

/** Drives the shared bar from the router's navigation state and draws it. */
export function LoadingBarView() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (busy) loadingBar.start();
    else loadingBar.finish();
  }, [busy]);
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
