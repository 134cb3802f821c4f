import "./results.css";
import { formatPoints } from "#app/features/leaderboard/format.ts";
import { hiddenAnswersNote } from "#app/features/quiz/quiz-types.ts";
import { formatDuration } from "./format.ts";

export interface ScoreSummaryProps {
  /** Null (with `correct`) while the event holds its answers back until it closes. */
  score: number | null;
  correct: number | null;
  /** When the held-back answers open, if the event has a planned end (ISO 8601). */
  revealsAt?: string | null;
  total: number;
  totalTimeMs: number;
  rank: number | null;
  riders: number;
}

/** The big numbers first: score, right answers, time, and where that puts the rider. */
export function ScoreSummary({ score, correct, revealsAt, total, totalTimeMs, rank, riders }: ScoreSummaryProps) {
  return (
    <>
      <dl className="score-summary">
        <div className="score-summary__main">
          <dt>Score</dt>
          <dd className="num" data-testid="score">
            {score == null ? "—" : formatPoints(score)}
          </dd>
        </div>
        <div>
          <dt>Right</dt>
          <dd className="num" data-testid="correct">
            {correct == null ? "—" : `${correct} of ${total}`}
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd className="num">{formatDuration(totalTimeMs)}</dd>
        </div>
        <div>
          <dt>Rank</dt>
          <dd className="num" data-testid="rank">
            {rank ? (
              <>
                #{rank}
                <span className="score-summary__of"> of {riders}</span>
              </>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
      {score == null ? (
        <p className="muted" data-testid="score-hidden">
          {hiddenAnswersNote(revealsAt, undefined, "Your score, right answers and rank")}
        </p>
      ) : null}
    </>
  );
}
