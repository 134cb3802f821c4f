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

const MARK_WORDS: Record<Exclude<Mark, null>, string> = {
  right: "✓ Right answer",
  wrong: "✗ Your answer",
  armed: "Picked",
  locked: "Your answer",
};

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
