import { graphql } from "#app/graphql/__generated__/gql.ts";
import type { CurrentQuestionQuery } from "#app/graphql/__generated__/graphql.ts";
import { request } from "#app/graphql/client.ts";
import { STALE } from "#app/lib/query-client.ts";
import { mutationOptions, type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { eventKeys, leaderboardKeys, quizKeys, sessionKeys } from "./keys.ts";

const CurrentQuestionDocument = graphql(`
  query CurrentQuestion { currentQuestion { ...ServedQuestionFields } }
`);

const AttemptDocument = graphql(`
  query Attempt($id: ID!) {
    attempt(id: $id) {
      id startedAt finishedAt score correctCount total totalTimeMs elapsedMs
      checkpoint { id name description questionCount secondsPerQuestion event { id name checkpointCount } }
      answers {
        index questionId category prompt choiceId correctChoiceId correct timedOut explanation points timeMs elapsedMs
        picture { url alt }
        choices { id label text }
      }
    }
  }
`);

const StartAttemptDocument = graphql(`
  mutation StartAttempt($code: String!) {
    startAttempt(code: $code) { ok attempt { ...AttemptSummaryFields } fieldErrors { ...FieldErrorFields } }
  }
`);

const NextQuestionDocument = graphql(`
  mutation NextQuestion($attemptId: ID!) {
    nextQuestion(attemptId: $attemptId) { ok question { ...ServedQuestionFields } fieldErrors { ...FieldErrorFields } }
  }
`);

const SubmitAnswerDocument = graphql(`
  mutation SubmitAnswer($attemptId: ID!, $questionId: ID!, $choiceId: ID) {
    submitAnswer(attemptId: $attemptId, questionId: $questionId, choiceId: $choiceId) {
      ok outcome { ...OutcomeFields } fieldErrors { ...FieldErrorFields }
    }
  }
`);

/** FRESH: the server's clock runs; a resumed tab must see the question as the server has it. */
export function currentQuestionQueryOptions() {
  return queryOptions({
    queryKey: quizKeys.currentQuestion(),
    queryFn: ({ signal }) => request(CurrentQuestionDocument, {}, { signal }),
    staleTime: STALE.FRESH,
  });
}

/** STATIC: a finished attempt never changes. Null for a malformed, unknown or foreign id. */
export function attemptQueryOptions(id: string) {
  return queryOptions({
    queryKey: quizKeys.attempt(id),
    queryFn: ({ signal }) => request(AttemptDocument, { id }, { signal }),
    staleTime: STALE.STATIC,
  });
}

export function startAttemptMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (code: string) => request(StartAttemptDocument, { code }).then((r) => r.startAttempt),
    onSuccess: async (result) => {
      if (!result.ok) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: quizKeys.currentQuestion() }),
      ]);
    },
  });
}

/** The start tap and Next: serves the next question (or the still-open one) and starts its clock. */
export function nextQuestionMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (attemptId: string) => request(NextQuestionDocument, { attemptId }).then((r) => r.nextQuestion),
    onSuccess: async (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<CurrentQuestionQuery>(quizKeys.currentQuestion(), { currentQuestion: result.question });
      if (!result.question) await invalidateFinished(queryClient);
    },
  });
}

export interface SubmitAnswerVars {
  attemptId: string;
  questionId: string;
  /** Null: the time ran out. */
  choiceId: string | null;
}

/**
 * Idempotent on the server, so a resend after a dropped connection is harmless. Paused while
 * offline (TanStack's networkMode "online") and sent when the connection returns; `isPaused` on
 * the mutation tells the screen to show the answer as pending.
 */
export function submitAnswerMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...quizKeys.all, "submit-answer"],
    mutationFn: (vars: SubmitAnswerVars) => request(SubmitAnswerDocument, vars).then((r) => r.submitAnswer),
    onSuccess: async (result) => {
      const outcome = result.outcome;
      if (!result.ok || !outcome) return;
      queryClient.setQueryData<CurrentQuestionQuery>(quizKeys.currentQuestion(), (old) =>
        old?.currentQuestion?.questionId === outcome.questionId
          ? { currentQuestion: { ...old.currentQuestion, outcome } }
          : old,
      );
      if (outcome.attemptFinished) await invalidateFinished(queryClient);
    },
  });
}

export const useStartAttemptMutation = () => useMutation(startAttemptMutationOptions(useQueryClient()));
export const useNextQuestionMutation = () => useMutation(nextQuestionMutationOptions(useQueryClient()));
export const useSubmitAnswerMutation = () => useMutation(submitAnswerMutationOptions(useQueryClient()));

function invalidateFinished(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
  ]);
}
