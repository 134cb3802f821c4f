import { lazy, Suspense, useState } from "react";
import { loadLater } from "#app/platform/routing/chunk-reload.ts";
import "#app/styles/account.css";

// The sheet and the persisted state it edits load on demand: the landing's bundle stays small.
const PreferencesSheet = lazy(() => import("./preferences-sheet.tsx").then((m) => ({ default: m.PreferencesSheet })));

const PreferencesAtIdle = loadLater(() => import("./preferences-at-idle.tsx").then((m) => m.PreferencesAtIdle));

/** The header's settings button; opens the preferences sheet. */
export function PreferencesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PreferencesAtIdle />
      <button
        type="button"
        className="icon-button icon-button--round"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Settings"
        data-testid="settings-button"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
          <circle cx="16" cy="7" r="2.4" />
          <circle cx="10" cy="17" r="2.4" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PreferencesSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
