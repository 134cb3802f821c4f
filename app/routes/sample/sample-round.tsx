import { useMemo, useState } from "react";
import { useSelection } from "#app/features/quiz/choice-list.tsx";
import { QuestionView } from "#app/features/quiz/question-view.tsx";
import type { QuizOutcome, QuizQuestion } from "#app/features/quiz/quiz-types.ts";
import type { SampleQuestionsQuery } from "#app/graphql/__generated__/graphql.ts";
import { type SampleProgress, setAppState } from "#app/platform/storage/app-state.ts";

export type SampleQuestion = SampleQuestionsQuery["sampleQuestions"][number];

function sampleOutcome(q: SampleQuestion, choiceId: string | null): QuizOutcome {
  return {
    choiceId,
    correct: choiceId === q.correctChoiceId,
    timedOut: choiceId === null,
    correctChoiceId: q.correctChoiceId,
    explanation: q.explanation,
  };
}

/** Records a practice answer in persisted state: checked here, nothing goes to the server. */
function record(questionId: string, choiceId: string | null) {
  return setAppState((s) => {
    const progress: SampleProgress = s.sample ?? { index: 0, answers: {} };
    if (questionId in progress.answers) return s;
    return { ...s, sample: { ...progress, answers: { ...progress.answers, [questionId]: choiceId } } };
  });
}

export interface SampleQuestionProps {
  question: SampleQuestion;
  index: number;
  total: number;
  answered: boolean;
  answer: string | null;
}

/** One practice question (keyed by id): the clock is this phone's, the check is local. */
export function SampleQuestionView({ question, index, total, answered, answer }: SampleQuestionProps) {
  const [deadline] = useState(() => Date.now() + question.secondsPerQuestion * 1000);
  const view: QuizQuestion = useMemo(
    () => ({
      id: question.id,
      index,
      total,
      prompt: question.prompt,
      picture: question.picture,
      choices: question.choices,
      secondsPerQuestion: question.secondsPerQuestion,
    }),
    [question, index, total],
  );
  const { selection, tap, lockAtBuzzer } = useSelection(answer ? { choiceId: answer, phase: "locked" } : null, (choiceId) => {
    void record(question.id, choiceId);
  });
  const outcome = answered ? sampleOutcome(question, answer) : null;
  return (
    <QuestionView
      eyebrow="Practice"
      question={view}
      deadline={deadline}
      selection={selection}
      outcome={outcome}
      send="idle"
      onTap={tap}
      onExpire={() => {
        if (!answered && !lockAtBuzzer()) void record(question.id, null);
      }}
    />
  );
}
