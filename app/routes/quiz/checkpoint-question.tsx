import { useMutationState } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { type SubmitAnswerVars, submitAnswerKey, useSubmitAnswerMutation } from "#app/features/quiz/queries.ts";
import { QuestionView, type SendState } from "#app/features/quiz/question-view.tsx";
import type { QuizOutcome, QuizQuestion } from "#app/features/quiz/quiz-types.ts";
import { localDeadline, tappedAfterMs } from "#app/features/quiz/server-clock.ts";
import { useSelection } from "#app/features/quiz/use-selection.ts";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import type { ServedQuestionFieldsFragment } from "#app/graphql/__generated__/graphql.ts";
import { useOnline } from "#app/platform/data/connectivity.ts";
import { useDelayedPending } from "#app/ui/delayed-pending.ts";

// The served question as this view renders it; the current-question query, Next and the answer's
// outcome (app/features/quiz/queries.ts) all select these, so each result fits the cached question.
export const ServedQuestionFields = graphql(`
  fragment ServedQuestionFields on ServedQuestion {
    attemptId questionId index total category prompt secondsPerQuestion servedAt deadline serverNow
    picture { url alt mirrored }
    choices { id label text }
    outcome { ...OutcomeFields }
  }
`);

export const OutcomeFields = graphql(`
  fragment OutcomeFields on AnswerOutcome {
    questionId choiceId correct timedOut late correctChoiceId explanation answersHidden revealsAt points attemptFinished
  }
`);

export interface CheckpointQuestionProps {
  served: ServedQuestionFieldsFragment;
  /** Local time when `served` arrived: with serverNow it gives the server-clock offset. */
  receivedAt: number;
  checkpointName: string;
}

function toQuizQuestion(s: ServedQuestionFieldsFragment): QuizQuestion {
  return {
    id: s.questionId,
    index: s.index,
    total: s.total,
    prompt: s.prompt,
    picture: s.picture,
    choices: s.choices,
    secondsPerQuestion: s.secondsPerQuestion,
  };
}

/**
 * One served question of a checkpoint quiz (keyed by question id). A locked answer is a
 * submit-answer mutation: sent at once, or paused while offline and sent on reconnect, or put back
 * after a reload (answer-outbox.ts). Its pending state is what the screen shows.
 */
export function CheckpointQuestion({ served, receivedAt, checkpointName }: CheckpointQuestionProps) {
  const { attemptId, questionId } = served;
  const online = useOnline();
  const submit = useSubmitAnswerMutation();
  const question = useMemo(() => toQuizQuestion(served), [served]);
  // Fixed when the question first arrives (this component is keyed by question): a refetch must not move it.
  const [deadline] = useState(() => localDeadline(served.deadline, served.serverNow, receivedAt));
  // A question restored after a reload arrived before this page: its age counts too.
  const [arrivedAtMono] = useState(() => performance.now() - Math.max(0, Date.now() - receivedAt));
  const pending = useMutationState({
    filters: {
      mutationKey: submitAnswerKey,
      status: "pending",
      predicate: (m) => {
        const vars = m.state.variables as SubmitAnswerVars | undefined;
        return vars?.attemptId === attemptId && vars.questionId === questionId;
      },
    },
    select: (m) => ({ choiceId: (m.state.variables as SubmitAnswerVars).choiceId, failures: m.state.failureCount }),
  })[0];

  const { servedAt, serverNow } = served;
  const send = useCallback(
    (choiceId: string | null) =>
      submit.mutate(
        choiceId === null
          ? { attemptId, questionId, choiceId }
          : { attemptId, questionId, choiceId, tappedAfterMs: tappedAfterMs(servedAt, serverNow, arrivedAtMono, performance.now()) },
      ),
    [submit.mutate, attemptId, questionId, servedAt, serverNow, arrivedAtMono],
  );
  const { selection, tap } = useSelection(pending?.choiceId ? { choiceId: pending.choiceId, phase: "locked" } : null, send);
  // While the rider's answer is on its way, a time-out read from the server is not the last word:
  // the answer may still count late (docs/product.md#late-answers).
  const outcome: QuizOutcome | null = pending && served.outcome?.timedOut ? null : served.outcome;
  const sending = !outcome && Boolean(pending) && online && (pending?.failures ?? 0) === 0;
  // "Sending…" is a pending label: shown only once the send has lasted the minimum display delay.
  const sendingShown = useDelayedPending(sending);
  const state: SendState =
    outcome || !pending ? "idle" : !online ? "offline" : pending.failures > 0 ? "failed" : sendingShown ? "sending" : "idle";

  return (
    <QuestionView
      eyebrow={checkpointName}
      question={question}
      deadline={deadline}
      serverDeadline={served.deadline}
      selection={selection}
      outcome={outcome}
      send={state}
      onTap={tap}
      onExpire={() => {
        if (selection?.phase !== "locked" && !pending) send(null);
      }}
    />
  );
}
