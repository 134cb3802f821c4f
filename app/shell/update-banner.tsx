import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { appUpdate } from "#app/platform/routing/app-update.ts";

/** Where a new version must wait: a reload there would interrupt a question against the clock. */
const NO_UPDATE_PATHS = new Set(["/quiz"]);

/** Offers a waiting new version of the app, never on a running quiz. */
export function UpdateBanner() {
  const ready = useSyncExternalStore(appUpdate.subscribe, appUpdate.getSnapshot, () => false);
  const { pathname } = useLocation();
  if (!ready || NO_UPDATE_PATHS.has(pathname)) return null;
  return (
    <div className="banner" role="status" data-testid="update-ready">
      <span>Update ready.</span>
      <button type="button" className="button button--secondary" onClick={() => appUpdate.apply()}>
        Reload
      </button>
    </div>
  );
}
