import { useEffect } from "react";
import { whenIdle } from "#app/platform/routing/prefetch.ts";

/**
 * Applies the stored preferences (motion) from the first idle moment on and keeps them in sync.
 * It acts only then, so it loads after the first render (`later`, scripts/chunk-groups.ts).
 */
export function PreferencesAtIdle(): null {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const load = () => {
      import("./apply-preferences.ts").then(
        (m) => {
          if (!cancelled) stop = m.startApplyingPreferences();
        },
        // Offline right after the page loaded: try again when the connection returns.
        () => {
          if (!cancelled) window.addEventListener("online", load, { once: true });
        },
      );
    };
    const cancelIdle = whenIdle(load);
    return () => {
      cancelled = true;
      cancelIdle();
      window.removeEventListener("online", load);
      stop?.();
    };
  }, []);
  return null;
}
