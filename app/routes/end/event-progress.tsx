import { useSuspenseQuery } from "@tanstack/react-query";
import { eventProgressQueryOptions } from "#app/features/event/queries.ts";
import { hiddenAnswersNote } from "#app/features/quiz/quiz-types.ts";
import "#app/styles/account.css";

const number = new Intl.NumberFormat("en");

/** Checkpoints done X of Y (with a segmented bar), total score and rank, from `eventProgress`. */
export function EventProgressCard() {
  const { data } = useSuspenseQuery(eventProgressQueryOptions());
  const progress = data.eventProgress;
  if (!progress) return null;
  const { checkpointsDone: done, checkpointsTotal: total, totalScore, rank, riders, event, answersHidden, revealsAt } = progress;
  return (
    <section className="card progress" aria-labelledby="progress-title">
      <h2 id="progress-title" className="progress__title">
        {event.name}
      </h2>
      <dl className="progress__stats">
        <div className="progress__stat progress__stat--wide">
          <dt>Checkpoints</dt>
          <dd data-testid="checkpoints">
            {done} <span className="progress__of">of {total}</span>
          </dd>
          <div className="progress__bar" aria-hidden="true">
            {Array.from({ length: total }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed segments, one per checkpoint
              <span key={i} className={i < done ? "progress__seg progress__seg--done" : "progress__seg"} />
            ))}
          </div>
        </div>
        <div className="progress__stat">
          <dt>Total score</dt>
          <dd data-testid="total-score">{totalScore == null ? "—" : number.format(totalScore)}</dd>
        </div>
        <div className="progress__stat">
          <dt>Rank</dt>
          <dd data-testid="rank">
            {rank == null ? "—" : number.format(rank)} <span className="progress__of">of {number.format(riders)}</span>
          </dd>
        </div>
      </dl>
      {answersHidden ? <p className="muted small">{hiddenAnswersNote(revealsAt, undefined, "Your total and rank")}</p> : null}
      <p className="muted small">
        {done >= total
          ? "Every checkpoint done — well ridden. Your rank can still change as others finish."
          : `${total - done} more ${total - done === 1 ? "checkpoint" : "checkpoints"} to go on this ride.`}
      </p>
    </section>
  );
}
