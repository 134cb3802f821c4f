import { useEffect, useRef } from "react";
import type { QuizOutcome, QuizQuestion } from "./quiz-types.ts";

/** Right/wrong/time's up in words and a sign, the right answer, and the one-line explanation. */
export function Reveal({ question, outcome }: { question: QuizQuestion; outcome: QuizOutcome }) {
  const right = question.choices.find((c) => c.id === outcome.correctChoiceId);
  const kind = outcome.timedOut ? "timeout" : outcome.correct ? "right" : "wrong";
  const title = outcome.timedOut ? "Time's up" : outcome.correct ? "Right!" : "Not quite";
  const ref = useRef<HTMLDivElement>(null);
  // The explanation lands below the choices: bring it into view, above the bottom bar.
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    ref.current?.scrollIntoView({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
  }, []);
  return (
    <div className="reveal" data-kind={kind} ref={ref}>
      <p className="reveal__title">
        <span className="reveal__sign" aria-hidden="true">
          {outcome.correct ? "✓" : "✗"}
        </span>
        {title}
        {outcome.points !== undefined ? <span className="reveal__points">+{outcome.points} points</span> : null}
      </p>
      {!outcome.correct && right ? (
        <p className="reveal__answer">
          The answer is <strong>{right.label}: {right.text}</strong>
        </p>
      ) : null}
      <p className="reveal__why">{outcome.explanation}</p>
    </div>
  );
}
