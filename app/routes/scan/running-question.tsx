import { useQuery } from "@tanstack/react-query";
import { localDeadline } from "#app/features/quiz/answer.ts";
import { Countdown } from "#app/features/quiz/countdown.tsx";
import { currentQuestionQueryOptions, currentServed } from "#app/features/quiz/queries.ts";

/**
 * A rider who scanned another poster mid-question sees that question's clock run on here: the
 * server's clock does not stop while they read why the new code was refused.
 */
export function RunningQuestion({ checkpointName }: { checkpointName: string }) {
  const query = useQuery({ ...currentQuestionQueryOptions(), select: currentServed });
  const served = query.data;
  if (!served || served.outcome) return null;
  const deadline = localDeadline(served.deadline, served.serverNow, query.dataUpdatedAt);
  return (
    <section className="running-question" aria-labelledby="running-question-title" data-testid="running-question">
      <p id="running-question-title" className="running-question__title">
        Question {served.index + 1} of {served.total} at {checkpointName} is running
      </p>
      <Countdown deadline={deadline} totalMs={served.secondsPerQuestion * 1000} running />
    </section>
  );
}
