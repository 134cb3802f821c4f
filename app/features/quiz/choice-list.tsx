import { useCallback, useRef, useState } from "react";
import { useAppState } from "#app/platform/storage/app-state.ts";
import { QUIZ_COPY } from "#core/quiz-copy.ts";
import { useQuizAlerts } from "./alerts.ts";
import type { QuizChoice, QuizOutcome, Selection } from "./quiz-types.ts";

export interface ChoiceListProps {
  choices: QuizChoice[];
  selection: Selection;
  outcome: QuizOutcome | null;
  /** No taps: locked, revealed or out of time. */
  disabled: boolean;
  onTap: (choiceId: string) => void;
}

type Mark = "right" | "wrong" | "armed" | "locked" | null;

function markOf(choice: QuizChoice, selection: Selection, outcome: QuizOutcome | null): Mark {
  if (outcome) {
    if (choice.id === outcome.correctChoiceId) return "right";
    // While the answers are hidden the rider's pick is just theirs, neither right nor wrong yet.
    if (choice.id === outcome.choiceId) return outcome.correctChoiceId === null ? "locked" : "wrong";
    return null;
  }
  if (selection?.choiceId !== choice.id) return null;
  return selection.phase;
}

const MARK_WORDS: Record<Exclude<Mark, null>, string> = QUIZ_COPY.marks;

/**
 * Large, full-width, spaced choices labelled A–D. Right and wrong are marked with ✓/✗ and words,
 * never colour alone.
 */
export function ChoiceList({ choices, selection, outcome, disabled, onTap }: ChoiceListProps) {
  return (
    <ul className="choices">
      {choices.map((choice) => {
        const mark = markOf(choice, selection, outcome);
        return (
          <li key={choice.id}>
            <button
              type="button"
              className="choice"
              data-mark={mark ?? undefined}
              aria-pressed={selection?.choiceId === choice.id}
              aria-disabled={disabled || undefined}
              onClick={() => {
                if (!disabled) onTap(choice.id);
              }}
            >
              <span className="choice__label" aria-hidden="true">
                {mark === "right" ? "✓" : mark === "wrong" ? "✗" : choice.label}
              </span>
              <span className="choice__text">
                <span className="visually-hidden">{choice.label}: </span>
                {choice.text}
                {mark ? <span className="choice__mark">{MARK_WORDS[mark]}</span> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The rider's tap: one tap locks, or with the glove preference the first tap picks ("armed") and
 * a second locks. `onLock` gets the choice and when it was picked (performance.now()). At the
 * buzzer a pick not yet confirmed is locked as it stands (docs/decisions/016-fair-play.md):
 * `lockAtBuzzer` does it and says whether there was one.
 */
export function useSelection(initial: Selection, onLock: (choiceId: string, pickedAt: number) => void) {
  const confirmTap = useAppState().preferences.confirmTap;
  const alerts = useQuizAlerts();
  const [selection, setSelection] = useState<Selection>(initial);
  const armedAt = useRef(0);
  const lock = useCallback(
    (choiceId: string, pickedAt: number) => {
      setSelection({ choiceId, phase: "locked" });
      alerts.locked();
      onLock(choiceId, pickedAt);
    },
    [onLock, alerts],
  );
  const tap = useCallback(
    (choiceId: string) => {
      if (selection?.phase === "locked") return;
      if (confirmTap && !(selection?.phase === "armed" && selection.choiceId === choiceId)) {
        armedAt.current = performance.now();
        setSelection({ choiceId, phase: "armed" });
        return;
      }
      lock(choiceId, performance.now());
    },
    [selection, confirmTap, lock],
  );
  const lockAtBuzzer = useCallback((): boolean => {
    if (selection?.phase !== "armed") return false;
    lock(selection.choiceId, armedAt.current);
    return true;
  }, [selection, lock]);
  return { selection, tap, setSelection, lockAtBuzzer };
}
