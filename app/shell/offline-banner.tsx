import { useOnline } from "#app/platform/data/connectivity.ts";

/**
 * One short line: at 360×640 a two-line banner pushed a question's last choice off the screen (issue
 * 29, item 10). What waits for the signal says so where it waits: "Pending — sent when you're back
 * online." under an answer, "Saving…" / "Joining…" on a button.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="banner banner--offline" role="status" data-testid="offline-banner">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12.3a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M3 3l18 18" />
      </svg>
      <span>Offline. Your progress is kept.</span>
    </div>
  );
}
