import { hiddenAnswersNote, SENT_LATE } from "#app/features/quiz/quiz-types.ts";
import type { AttemptQuery } from "#app/graphql/__generated__/graphql.ts";
import { formatDuration } from "./format.ts";

type Answer = NonNullable<AttemptQuery["attempt"]>["answers"][number];

function choiceText(answer: Answer, id: string | null): string | null {
  const choice = answer.choices.find((c) => c.id === id);
  return choice ? `${choice.label}: ${choice.text}` : null;
}

/** Every question: the rider's answer, the right one, and why (or, while the event holds them back, when they open). */
export function AnswerReview({ answers }: { answers: Answer[] }) {
  return (
    <ol className="review">
      {answers.map((a) => {
        const kind = a.timedOut ? "timeout" : a.answersHidden ? "saved" : a.correct ? "right" : "wrong";
        const mine = choiceText(a, a.choiceId);
        return (
          <li key={a.questionId} className="review__item" data-kind={kind}>
            <p className="review__head">
              {a.answersHidden ? null : (
                <span className="review__sign" aria-hidden="true">
                  {a.correct ? "✓" : "✗"}
                </span>
              )}
              <span>
                {a.timedOut ? "Time's up" : a.answersHidden ? "Answered" : a.correct ? "Right" : "Wrong"}
                <span className="review__meta num">
                  {" "}
                  {a.points == null ? null : `· ${a.points} points `}· {formatDuration(a.elapsedMs)}
                </span>
              </span>
            </p>
            <p className="review__prompt">
              <span className="num">{a.index + 1}.</span> {a.prompt}
            </p>
            <dl className="review__answers">
              <div>
                <dt>Your answer</dt>
                <dd>
                  {mine ?? "No answer"}
                  {a.late ? <span className="review__late"> — {SENT_LATE}</span> : null}
                </dd>
              </div>
              {!a.correct && !a.answersHidden ? (
                <div>
                  <dt>Right answer</dt>
                  <dd>{choiceText(a, a.correctChoiceId)}</dd>
                </div>
              ) : null}
            </dl>
            <p className="review__why">{a.answersHidden ? hiddenAnswersNote(a.revealsAt) : a.explanation}</p>
          </li>
        );
      })}
    </ol>
  );
}
