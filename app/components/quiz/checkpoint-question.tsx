import type { ServedQuestionFieldsFragment } from "#app/graphql/__generated__/graphql.ts";
import { useOnline } from "#app/lib/connectivity.ts";
import { quizKeys } from "#app/queries/keys.ts";
import { useSubmitAnswerMutation } from "#app/queries/quiz.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { clearAnswer, getAnswer, putAnswer } from "./answer-outbox.ts";
import { QuestionView, type SendState } from "./question-view.tsx";
import type { QuizOutcome, QuizQuestion } from "./quiz-types.ts";
import { localDeadline } from "./server-clock.ts";
import { useSelection } from "./use-selection.ts";

const RETRY_MS = 3000;

export interface CheckpointQuestionProps {
  served: ServedQuestionFieldsFragment;
  /** Local time when `served` arrived: with serverNow it gives the server-clock offset. */
  receivedAt: number;
  checkpointName: string;
}

export function toQuizQuestion(s: ServedQuestionFieldsFragment): QuizQuestion {
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
 * One served question of a checkpoint quiz (keyed by question id). A locked answer goes to the
 * session outbox first and is sent from there: the same path serves a plain tap, a tap while
 * offline (sent on reconnect) and a reload before the server answered.
 */
export function CheckpointQuestion({ served, receivedAt, checkpointName }: CheckpointQuestionProps) {
  const { attemptId, questionId } = served;
  const queryClient = useQueryClient();
  const online = useOnline();
  const submit = useSubmitAnswerMutation();
  const [outboxVersion, setOutboxVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const question = useMemo(() => toQuizQuestion(served), [served]);
  // Fixed when the question first arrives (this component is keyed by question): a refetch must not move it.
  const [deadline] = useState(() => localDeadline(served.deadline, served.serverNow, receivedAt));

  const queue = useCallback(
    (choiceId: string | null) => {
      putAnswer(attemptId, questionId, choiceId);
      setOutboxVersion((v) => v + 1);
    },
    [attemptId, questionId],
  );

  const stored = useMemo(() => getAnswer(attemptId, questionId), [attemptId, questionId]);
  const { selection, tap } = useSelection(stored?.choiceId ? { choiceId: stored.choiceId, phase: "locked" } : null, queue);
  const outcome: QuizOutcome | null = served.outcome;
  const waiting = !outcome && getAnswer(attemptId, questionId) !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: outboxVersion is the signal that a tap was queued
  useEffect(() => {
    if (outcome) {
      clearAnswer(attemptId, questionId);
      return;
    }
    const entry = getAnswer(attemptId, questionId);
    if (!entry || !online || submit.isPending || failed) return;
    submit.mutate(
      { attemptId, questionId, choiceId: entry.choiceId },
      {
        onSuccess: (result) => {
          if (result.ok) return clearAnswer(attemptId, questionId);
          // The server refused it (e.g. the attempt moved on in another tab): ask it where we are.
          clearAnswer(attemptId, questionId);
          void queryClient.invalidateQueries({ queryKey: quizKeys.currentQuestion() });
        },
        onError: () => setFailed(true),
      },
    );
  }, [outcome, online, submit, failed, attemptId, questionId, queryClient, outboxVersion]);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), RETRY_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const send: SendState = !waiting ? "idle" : !online ? "offline" : failed ? "failed" : "sending";

  return (
    <QuestionView
      eyebrow={checkpointName}
      question={question}
      deadline={deadline}
      serverDeadline={served.deadline}
      selection={selection}
      outcome={outcome}
      send={send}
      onTap={tap}
      onExpire={() => {
        if (selection?.phase !== "locked" && !getAnswer(attemptId, questionId)) queue(null);
      }}
    />
  );
}
