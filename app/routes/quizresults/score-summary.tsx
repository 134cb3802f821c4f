import "./results.css";
import { formatPoints } from "#app/features/leaderboard/format.ts";
import { formatDuration } from "./format.ts";

export interface ScoreSummaryProps {
  score: number;
  correct: number;
  total: number;
  totalTimeMs: number;
  rank: number | null;
  riders: number;
}

/** The big numbers first: score, right answers, time, and where that puts the rider. */
export function ScoreSummary({ score, correct, total, totalTimeMs, rank, riders }: ScoreSummaryProps) {
  return (
    <dl className="score-summary">
      <div className="score-summary__main">
        <dt>Score</dt>
        <dd className="num" data-testid="score">
          {formatPoints(score)}
        </dd>
      </div>
      <div>
        <dt>Right</dt>
        <dd className="num" data-testid="correct">
          {correct} of {total}
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
  );
}
