import "#app/features/quiz/quiz.css";
import "./start-card.css";
import { QUIZ_COPY } from "#core/quiz-copy.ts";
import { QuizPreferences } from "./quiz-preferences.tsx";

export interface StartCardProps {
  eyebrow: string;
  title: string;
  description?: string;
  questionCount: number;
  secondsPerQuestion: number;
  /** Questions already done when resuming after a break. */
  done?: number;
}

/** Before the clock runs: what is coming, and a reminder to stop first (the server paints it too: server/http/quiz-paint.ts). */
export function StartCard({ eyebrow, title, description, questionCount, secondsPerQuestion, done = 0 }: StartCardProps) {
  return (
    <div className="start-card">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      {description ? <p className="lead">{description}</p> : null}
      <dl className="facts">
        <div>
          <dt>{QUIZ_COPY.facts.questions}</dt>
          <dd className="num">{questionCount}</dd>
        </div>
        <div>
          <dt>{QUIZ_COPY.facts.seconds}</dt>
          <dd className="num">{secondsPerQuestion}</dd>
        </div>
        {done > 0 ? (
          <div>
            <dt>{QUIZ_COPY.facts.done}</dt>
            <dd className="num">{done}</dd>
          </div>
        ) : null}
      </dl>
      <p className="start-card__safety">
        <strong>{QUIZ_COPY.safety.lead}</strong> {QUIZ_COPY.safety.text}
      </p>
      <QuizPreferences />
    </div>
  );
}
