import { useMutationState, useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { answerOf, refusalOf, submitAnswerKey } from "#app/features/quiz/answer.ts";
import { currentQuestionQueryOptions, currentServed, useNextQuestionMutation } from "#app/features/quiz/queries.ts";
import { flowQueryOptions } from "#app/features/session/queries.ts";
import { useOnline } from "#app/platform/data/connectivity.ts";
import { Button } from "#app/ui/button.tsx";
import { useDelayedPending } from "#app/ui/delayed-pending.ts";
import { QUIZ_COPY } from "#core/quiz-copy.ts";
import { CheckpointQuestion } from "./checkpoint-question.tsx";
import { StartCard } from "./start-card.tsx";

export interface CheckpointQuizView {
  body: ReactNode;
  /** The bottom bar's action; none while a question waits for its answer. */
  action: ReactNode | null;
}

/**
 * The checkpoint quiz as the server has it: the start card before the first question (no clock
 * runs), then the served question; Next asks the server for the next one, whose clock starts only
 * when it is served. Returns the page body and the bottom-bar action separately.
 */
export function useCheckpointQuiz(): CheckpointQuizView {
  const navigate = useNavigate();
  const online = useOnline();
  const flow = useSuspenseQuery(flowQueryOptions()).data;
  const current = useSuspenseQuery({ ...currentQuestionQueryOptions(), select: currentServed });
  const next = useNextQuestionMutation();
  // An answer on its way goes first: a time-out read meanwhile must not offer Next, which would
  // close the question before the answer lands (docs/product.md#late-answers).
  const answerPending = useMutationState({ filters: { mutationKey: submitAnswerKey, status: "pending" } }).length > 0;
  const served = current.data;
  // The open question's answer refused by the server (the event has ended): the bar offers a way out.
  const answerRefused = useMutationState({
    filters: { mutationKey: submitAnswerKey, status: "success", predicate: (m) => answerOf(m)?.questionId === served?.questionId },
    select: (m) => refusalOf(m.state.data),
  }).some((r) => r !== null);
  // The attempt leaves the flow once finished; the last screen still needs its name.
  const attemptRef = useRef(flow?.attemptInProgress ?? null);
  if (flow?.attemptInProgress) attemptRef.current = flow.attemptInProgress;
  const attempt = attemptRef.current;
  const finished = !served && !flow?.attemptInProgress;

  useEffect(() => {
    if (finished) void navigate("/quizresults", { replace: true });
  }, [finished, navigate]);

  const attemptId = served?.attemptId ?? attempt?.id;
  const goNext = () => {
    if (!attemptId || next.isPending) return;
    next.mutate(attemptId, {
      onSuccess: (result) => {
        if (result.ok && !result.question) void navigate("/quizresults");
      },
    });
  };
  const waitingForNet = useDelayedPending(next.isPending && (!online || next.isPaused));
  // Refused by the server (the event has not started or has ended): its words, and a way out.
  const refused = next.data ? refusalOf(next.data) : null;
  const nextNotice = refused ? (
    <p className="send-notice" data-state="failed" role="alert">
      {refused}
    </p>
  ) : waitingForNet ? (
    <p className="send-notice" data-state="offline" role="status">
      Waiting for a connection — the clock starts when the question arrives.
    </p>
  ) : null;
  const leave = (
    <Button variant="primary" block onClick={() => void navigate("/scan")}>
      Leave this quiz
    </Button>
  );

  if (!served) {
    const resumed = (attempt?.currentIndex ?? 0) > 0;
    return {
      body: (
        <>
          <StartCard
            eyebrow={QUIZ_COPY.eyebrow}
            title={attempt?.checkpoint.name ?? QUIZ_COPY.untitled}
            description={attempt?.checkpoint.description}
            questionCount={attempt?.total ?? attempt?.checkpoint.questionCount ?? 0}
            secondsPerQuestion={attempt?.checkpoint.secondsPerQuestion ?? 0}
            done={attempt?.currentIndex ?? 0}
          />
          {nextNotice}
        </>
      ),
      action: refused ? (
        leave
      ) : (
        <Button variant="primary" block pending={next.isPending} onClick={goNext}>
          {resumed ? QUIZ_COPY.resume : QUIZ_COPY.start}
        </Button>
      ),
    };
  }

  const outcome = answerPending && served.outcome?.timedOut ? null : served.outcome;
  const last = outcome?.attemptFinished ?? false;
  return {
    body: (
      <>
        <CheckpointQuestion
          key={served.questionId}
          served={served}
          receivedAt={current.dataUpdatedAt}
          checkpointName={attempt?.checkpoint.name ?? "Checkpoint"}
        />
        {nextNotice}
      </>
    ),
    // No bar while the question runs (nothing to do there but answer): it comes with Next.
    action:
      refused || (answerRefused && !outcome) ? (
        leave
      ) : !outcome ? null : last ? (
        <Button variant="primary" block onClick={() => void navigate("/quizresults")}>
          {QUIZ_COPY.results}
        </Button>
      ) : (
        <Button variant="primary" block pending={next.isPending} onClick={goNext}>
          {QUIZ_COPY.next}
        </Button>
      ),
  };
}
