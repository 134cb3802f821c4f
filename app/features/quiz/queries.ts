import { mutationOptions, type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { eventKeys } from "#app/features/event/keys.ts";
import { leaderboardKeys } from "#app/features/leaderboard/queries.ts";
import { sessionKeys } from "#app/features/session/keys.ts";
import { sessionQueryOptions } from "#app/features/session/queries.ts";
import { type FragmentType, getFragmentData } from "#app/graphql/__generated__/fragment-masking.ts";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import type {
  CurrentQuestionQuery,
  OutcomeFieldsFragment,
  ServedQuestionFieldsFragment,
  SessionQuery,
} from "#app/graphql/__generated__/graphql.ts";
import { STALE } from "#app/platform/data/query-client.ts";
import { request } from "#app/platform/data/transport.ts";
import { releaseLink } from "#app/platform/routing/weak-link.ts";
import { quizKeys } from "./keys.ts";

// The served question as the quiz screen shows it: the current-question query, the start, Next and
// the answer's outcome all select these, so each result fits the cached question as it is.
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

export const AttemptSummaryFields = graphql(`
  fragment AttemptSummaryFields on Attempt {
    id currentIndex total startedAt finishedAt score correctCount
    checkpoint { id name description questionCount secondsPerQuestion }
  }
`);

/** A served question with its outcome, both read from their fragments. */
export type ServedQuestion = Omit<ServedQuestionFieldsFragment, "outcome"> & { outcome: OutcomeFieldsFragment | null };

/** The served question in a query's or a mutation's answer, read (null when none is open). */
export function servedOf(ref: FragmentType<typeof ServedQuestionFields> | null | undefined): ServedQuestion | null {
  const served = getFragmentData(ServedQuestionFields, ref);
  return served ? { ...served, outcome: getFragmentData(OutcomeFields, served.outcome) } : null;
}

/** For `select`: the open question of the current-question query. */
export const currentServed = (data: CurrentQuestionQuery) => servedOf(data.currentQuestion);

const CurrentQuestionDocument = graphql(`
  query CurrentQuestion { currentQuestion { ...ServedQuestionFields } }
`);

const AttemptDocument = graphql(`
  query Attempt($id: ID!) {
    attempt(id: $id) {
      id startedAt finishedAt score correctCount total totalTimeMs elapsedMs
      checkpoint { id name description questionCount secondsPerQuestion event { id name checkpointCount } }
      answers {
        index questionId category prompt choiceId correctChoiceId correct timedOut late explanation answersHidden revealsAt points timeMs elapsedMs
        picture { url alt mirrored }
        choices { id label text }
      }
    }
  }
`);

const StartAttemptDocument = graphql(`
  mutation StartAttempt($input: StartAttemptInput!) {
    startAttempt(input: $input) {
      ok attempt { ...AttemptSummaryFields } question { ...ServedQuestionFields } flow { ...FlowFields } fieldErrors { field message }
    }
  }
`);

const NextQuestionDocument = graphql(`
  mutation NextQuestion($input: NextQuestionInput!) {
    nextQuestion(input: $input) { ok question { ...ServedQuestionFields } flow { ...FlowFields } fieldErrors { field message } }
  }
`);

/** FRESH: the server's clock runs; a resumed tab must see the question as the server has it. */
export function currentQuestionQueryOptions() {
  return queryOptions({
    queryKey: quizKeys.currentQuestion(),
    queryFn: async ({ signal }) => {
      const data = await request(CurrentQuestionDocument, {}, { signal });
      // Served before the app started (the server's painted quiz, or a reload mid-quiz): its clock
      // runs, and what waited for the weak link may go, as after the app's own serve (keepServed).
      if (data.currentQuestion) releaseLink();
      return data;
    },
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

/**
 * What startAttempt and nextQuestion answer with: the open question and the flow as it now stands
 * (the guards read it, offline too).
 */
function keepServed(queryClient: QueryClient, served: { question?: CurrentQuestionQuery["currentQuestion"]; flow?: SessionQuery["flow"] }) {
  queryClient.setQueryData(currentQuestionQueryOptions().queryKey, { currentQuestion: served.question ?? null });
  // Served: its clock runs, and what waited for the weak link may go (platform/routing/weak-link.ts).
  if (served.question) releaseLink();
  const flow = served.flow;
  if (flow) queryClient.setQueryData(sessionQueryOptions().queryKey, (old) => (old ? { ...old, flow } : old));
}

/** startAttempt, the request alone (the scan route's loader sends it beside its guards). */
export function requestStartAttempt(code: string) {
  return request(StartAttemptDocument, { input: { code } }).then((r) => r.startAttempt);
}

/** A started attempt's answer carries the open question and the flow: the start card asks nothing more. */
export function keepStarted(queryClient: QueryClient, result: Awaited<ReturnType<typeof requestStartAttempt>>) {
  if (result.ok) keepServed(queryClient, result);
}

export function startAttemptMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: requestStartAttempt,
    onSuccess: (result) => keepStarted(queryClient, result),
  });
}

/** The start tap and Next: serves the next question (or the still-open one) and starts its clock. */
export function nextQuestionMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (attemptId: string) => request(NextQuestionDocument, { input: { attemptId } }).then((r) => r.nextQuestion),
    onSuccess: async (result) => {
      if (!result.ok) return;
      keepServed(queryClient, result);
      if (!result.question) await invalidateFinished(queryClient);
    },
  });
}

export const useStartAttemptMutation = () => useMutation(startAttemptMutationOptions(useQueryClient()));
export const useNextQuestionMutation = () => useMutation(nextQuestionMutationOptions(useQueryClient()));

/** After a finished attempt: the session, the event and the board have moved on. */
export function invalidateFinished(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
  ]);
}
