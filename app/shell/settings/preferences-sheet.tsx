import { QueryClientContext } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useContext, useEffect, useId, useRef } from "react";
import { type Preferences, setAppState, useAppState } from "#app/platform/storage/app-state.ts";
import { Button } from "#app/ui/button.tsx";
import { type AccountPartProps, accountPartLoader } from "./account-slot.ts";
import { useReducedMotion } from "./motion.ts";
import { useSunlight } from "./sunlight.ts";

// Loaded the first time the sheet shows it, as root.tsx registered it.
const noAccountPart = (_: AccountPartProps) => null;
const AccountPart = lazy(async () => {
  const load = accountPartLoader();
  return { default: load ? (await load()).AccountSection : noAccountPart };
});

interface SwitchRowProps {
  label: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}

function SwitchRow({ label, hint, checked, onChange, disabled }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="pref">
      <label className="pref__label" htmlFor={id}>
        <span className="pref__name">{label}</span>
        <span className="pref__hint" id={`${id}-hint`}>
          {hint}
        </span>
      </label>
      <input
        id={id}
        className="switch"
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </div>
  );
}

function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]) {
  return setAppState((s) => ({ ...s, preferences: { ...s.preferences, [key]: value } }));
}

export interface PreferencesSheetProps {
  onClose: () => void;
}

/**
 * Preferences (docs/product.md): kept on this phone, encrypted, shared by its tabs.
 * A modal <dialog>: focus is trapped while open, Esc closes it, focus returns to the button.
 */
export function PreferencesSheet({ onClose }: PreferencesSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const prefs = useAppState().preferences;
  // Who is signed in comes from the data layer, which the landing's first render goes without
  // (platform/data/providers.tsx): the account part shows only once a QueryClient is there, so the
  // sheet itself opens on the landing without waiting for it.
  const hasData = useContext(QueryClientContext) != null;
  const [sunlight, setSunlight] = useSunlight();
  const reducedMotion = useReducedMotion();
  const canSpeak = typeof window !== "undefined" && "speechSynthesis" in window;
  const canVibrate = typeof navigator !== "undefined" && "vibrate" in navigator;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Esc is the keyboard way
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby="prefs-title"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) ref.current?.close();
      }}
    >
      <div className="sheet__body">
        <h2 id="prefs-title" className="sheet__title">
          Settings
        </h2>
        {/* Who is signed in first: a rider checks whose phone this is before changing anything. */}
        {hasData && accountPartLoader() ? (
          <Suspense fallback={null}>
            <AccountPart onLeave={() => ref.current?.close()} />
          </Suspense>
        ) : null}
        <p className="muted small">Preferences are saved on this phone only.</p>
        <SwitchRow
          label="Sunlight mode"
          hint="Black on white, maximum contrast for bright sun."
          checked={sunlight}
          onChange={setSunlight}
        />
        <SwitchRow
          label="Confirm answers with a second tap"
          hint="For gloves: the first tap picks, the second locks it in. When time runs out, a pick is locked in as it stands."
          checked={prefs.confirmTap}
          onChange={(on) => void setPreference("confirmTap", on)}
        />
        <SwitchRow
          label="Read questions aloud"
          hint={
            canSpeak
              ? "Your phone's voice reads each question and its choices — handy with a helmet intercom."
              : "This browser cannot read aloud."
          }
          checked={prefs.readAloud && canSpeak}
          disabled={!canSpeak}
          onChange={(on) => void setPreference("readAloud", on)}
        />
        <SwitchRow
          label="Reduce motion"
          hint="No animations. Follows your phone's setting until you change it here."
          checked={reducedMotion}
          onChange={(on) => void setPreference("reducedMotion", on)}
        />
        <SwitchRow
          label="Sound"
          hint="A short beep when time is nearly up."
          checked={prefs.sound}
          onChange={(on) => void setPreference("sound", on)}
        />
        <SwitchRow
          label="Vibration"
          hint={canVibrate ? "A buzz on the answer and when time is nearly up." : "This phone or browser cannot vibrate."}
          checked={prefs.vibration}
          onChange={(on) => void setPreference("vibration", on)}
        />
      </div>
      <div className="sheet__footer">
        <Button variant="primary" block onClick={() => ref.current?.close()}>
          Done
        </Button>
      </div>
    </dialog>
  );
}
