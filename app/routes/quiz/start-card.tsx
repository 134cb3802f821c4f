import "#app/features/quiz/quiz.css";
import "./start-card.css";
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

/** Before the clock runs: what is coming, and a reminder to stop first. */
export function StartCard({ eyebrow, title, description, questionCount, secondsPerQuestion, done = 0 }: StartCardProps) {
  return (
    <div className="start-card">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      {description ? <p className="lead">{description}</p> : null}
      <dl className="facts">
        <div>
          <dt>Questions</dt>
          <dd className="num">{questionCount}</dd>
        </div>
        <div>
          <dt>Seconds each</dt>
          <dd className="num">{secondsPerQuestion}</dd>
        </div>
        {done > 0 ? (
          <div>
            <dt>Done</dt>
            <dd className="num">{done}</dd>
          </div>
        ) : null}
      </dl>
      <p className="start-card__safety">
        <strong>Stop somewhere safe first.</strong> The clock starts only when you tap start.
      </p>
      <QuizPreferences />
    </div>
  );
}
