import { useMemo, useState } from "react";
import { localDeadline, useServedAnswer } from "#app/features/quiz/answer.ts";
import type { ServedQuestion } from "#app/features/quiz/queries.ts";
import { QuestionView } from "#app/features/quiz/question-view.tsx";
import type { QuizQuestion } from "#app/features/quiz/quiz-types.ts";

export interface CheckpointQuestionProps {
  served: ServedQuestion;
  /** Local time when `served` arrived: with serverNow it gives the server-clock offset. */
  receivedAt: number;
  checkpointName: string;
}

function toQuizQuestion(s: ServedQuestion): QuizQuestion {
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

/** One served question of a checkpoint quiz (keyed by question id): the server's clock, the rider's answer. */
export function CheckpointQuestion({ served, receivedAt, checkpointName }: CheckpointQuestionProps) {
  const question = useMemo(() => toQuizQuestion(served), [served]);
  // Fixed when the question first arrives (this component is keyed by question): a refetch must not move it.
  const [deadline] = useState(() => localDeadline(served.deadline, served.serverNow, receivedAt));
  const { selection, tap, expire, outcome, sendState, refusal } = useServedAnswer(served, receivedAt);
  return (
    <>
      <QuestionView
        eyebrow={checkpointName}
        question={question}
        deadline={deadline}
        serverDeadline={served.deadline}
        selection={selection}
        outcome={outcome}
        send={sendState}
        onTap={tap}
        onExpire={expire}
      />
      {refusal ? (
        <p className="send-notice" data-state="failed" role="alert">
          {refusal}
        </p>
      ) : null}
    </>
  );
}
