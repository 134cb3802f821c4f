import "./start-card.css";
import { canReadAloud } from "#app/features/quiz/read-aloud.ts";
import { setAppState, useAppState } from "#app/platform/storage/app-state.ts";

type Key = "confirmTap" | "readAloud";

function Toggle({ name, label, hint }: { name: Key; label: string; hint: string }) {
  const on = useAppState().preferences[name];
  return (
    <button
      type="button"
      className="pref-toggle"
      aria-pressed={on}
      onClick={() => void setAppState((s) => ({ ...s, preferences: { ...s.preferences, [name]: !on } }))}
    >
      <span className="pref-toggle__switch" aria-hidden="true" />
      <span className="pref-toggle__text">
        <span className="pref-toggle__label">{label}</span>
        <span className="pref-toggle__hint">{hint}</span>
      </span>
    </button>
  );
}

/** The glove confirm and read-aloud preferences, kept in persisted state across visits. */
export function QuizPreferences() {
  return (
    <fieldset className="prefs">
      <legend className="prefs__legend">Quiz settings</legend>
      <Toggle
        name="confirmTap"
        label="Gloves: tap twice"
        hint="A second tap confirms your answer; a pick not yet confirmed is locked in when time runs out."
      />
      {canReadAloud() ? <Toggle name="readAloud" label="Read aloud" hint="For a helmet intercom." /> : null}
    </fieldset>
  );
}
