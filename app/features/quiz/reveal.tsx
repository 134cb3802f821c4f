import { useEffect, useRef } from "react";
import { QUIZ_COPY } from "#core/quiz-copy.ts";
import { answersHidden, hiddenAnswersNote, type QuizOutcome, type QuizQuestion, SENT_LATE } from "./quiz-types.ts";

/**
 * Right/wrong/time's up in words and a sign, the right answer, and the one-line explanation; while
 * the event holds answers back, the points and when the answers open.
 */
export function Reveal({ question, outcome }: { question: QuizQuestion; outcome: QuizOutcome }) {
  const hidden = answersHidden(outcome);
  const right = question.choices.find((c) => c.id === outcome.correctChoiceId);
  const kind = outcome.timedOut ? "timeout" : hidden ? "saved" : outcome.correct ? "right" : "wrong";
  const words = QUIZ_COPY.reveal;
  const title = outcome.timedOut ? words.timeout : hidden ? words.saved : outcome.correct ? words.right : words.wrong;
  const ref = useRef<HTMLDivElement>(null);
  // The explanation lands below the choices: bring it into view, above the bottom bar.
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    ref.current?.scrollIntoView({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
  }, []);
  return (
    <div className="reveal" data-kind={kind} ref={ref}>
      <p className="reveal__title">
        {hidden ? null : (
          <span className="reveal__sign" aria-hidden="true">
            {outcome.correct ? "✓" : "✗"}
          </span>
        )}
        {title}
        {outcome.points != null ? <span className="reveal__points">+{outcome.points} points</span> : null}
      </p>
      {outcome.late ? <p className="reveal__late">Your answer was {SENT_LATE}.</p> : null}
      {!outcome.correct && right ? (
        <p className="reveal__answer">
          {words.answerIs}{" "}
          <strong>
            {right.label}: {right.text}
          </strong>
        </p>
      ) : null}
      <p className="reveal__why">{hidden ? hiddenAnswersNote(outcome.revealsAt) : outcome.explanation}</p>
    </div>
  );
}
