import { useEffect } from "react";

/**
 * Keeps the screen on while the board shows (Screen Wake Lock API). The browser drops the lock when
 * the tab is hidden; it is asked for again when the tab shows. Where the API is missing (or refused),
 * the TV's own sleep setting decides: docs/organizers.md says to turn it off.
 */
export function useWakeLock(): void {
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (stopped || document.visibilityState !== "visible" || !("wakeLock" in navigator)) return;
      navigator.wakeLock.request("screen").then(
        (l) => {
          if (stopped) void l.release();
          else lock = l;
        },
        () => {},
      );
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release().catch(() => {});
    };
  }, []);
}
