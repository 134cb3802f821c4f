import { type Mutation, mutationOptions, type QueryClient, useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { leaderboardQueryOptions } from "#app/features/leaderboard/queries.ts";
import { getFragmentData, makeFragmentData } from "#app/graphql/__generated__/fragment-masking.ts";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import { useOnline } from "#app/platform/data/connectivity.ts";
import { request } from "#app/platform/data/transport.ts";
import { useDelayedPending } from "#app/ui/delayed-pending.ts";
import { useSelection } from "./choice-list.tsx";
import { quizKeys } from "./keys.ts";
import {
  attemptQueryOptions,
  currentQuestionQueryOptions,
  invalidateFinished,
  OutcomeFields,
  type ServedQuestion,
  ServedQuestionFields,
} from "./queries.ts";
import type { SendState } from "./question-view.tsx";
import type { QuizOutcome } from "./quiz-types.ts";

// The rider's answer from the tap to the request (the submit-answer mutation, its document and
// what its result changes in the cache), and the phone-clock arithmetic it is timed by: the
// server's clock decides; the phone's only places the deadline on screen and measures the tap.

const SubmitAnswerDocument = graphql(`
  mutation SubmitAnswer($input: SubmitAnswerInput!) {
    submitAnswer(input: $input) {
      ok outcome { ...OutcomeFields } fieldErrors { field message }
    }
  }
`);

export interface SubmitAnswerVars {
  attemptId: string;
  questionId: string;
  /** Null: the time ran out. */
  choiceId: string | null;
  /** The phone's measure from the question appearing to the tap (`tappedAfterMs`, below). */
  tappedAfterMs?: number;
}

/** The answer's mutations, found by this key to show one as pending and to keep it across a reload. */
export const submitAnswerKey = [...quizKeys.all, "submit-answer"] as const;

/** The answer a submit-answer mutation carries (its variables are `unknown` to the mutation cache). */
export function answerOf(mutation: Pick<Mutation<unknown, Error, unknown>, "state">): SubmitAnswerVars | null {
  const vars = mutation.state.variables;
  if (typeof vars !== "object" || vars === null || !("attemptId" in vars) || !("questionId" in vars) || !("choiceId" in vars)) return null;
  const { attemptId, questionId, choiceId } = vars;
  if (typeof attemptId !== "string" || typeof questionId !== "string" || !(typeof choiceId === "string" || choiceId === null)) return null;
  return { attemptId, questionId, choiceId };
}

/** A failed send is tried again after this long, until the server has it. */
const ANSWER_RETRY_MS = 3000;

/**
 * The one offline mechanism for answers is TanStack's: a mutation started offline (networkMode
 * "online") is paused and sent when the connection returns, and one that fails is tried again
 * (the server is idempotent, and its clock still decides whether the answer was in time).
 * routes/quiz/answer-outbox.ts keeps the pending ones across a reload.
 */
export function submitAnswerMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: submitAnswerKey,
    mutationFn: (vars: SubmitAnswerVars) => request(SubmitAnswerDocument, { input: vars }).then((r) => r.submitAnswer),
    retry: true,
    retryDelay: ANSWER_RETRY_MS,
    onSuccess: async (result, vars) => {
      // Refused (e.g. the attempt moved on in another tab): ask the server where the quiz stands.
      if (!result.ok) return queryClient.invalidateQueries({ queryKey: quizKeys.currentQuestion() });
      const outcome = getFragmentData(OutcomeFields, result.outcome);
      if (!outcome) return;
      queryClient.setQueryData(currentQuestionQueryOptions().queryKey, (old) => {
        const served = getFragmentData(ServedQuestionFields, old?.currentQuestion);
        if (served?.questionId !== outcome.questionId) return old;
        return { currentQuestion: makeFragmentData({ ...served, outcome: result.outcome }, ServedQuestionFields) };
      });
      if (outcome.attemptFinished) {
        await invalidateFinished(queryClient);
        // While the last question is on screen: "See my results" then opens without a wait.
        void prefetchResults(queryClient, vars.attemptId).catch(() => {}); // the results page asks again
      }
    },
  });
}

async function prefetchResults(queryClient: QueryClient, attemptId: string): Promise<void> {
  const { attempt } = await queryClient.fetchQuery(attemptQueryOptions(attemptId));
  if (attempt) await queryClient.prefetchQuery(leaderboardQueryOptions(attempt.checkpoint.event.id));
}

export const useSubmitAnswerMutation = () => useMutation(submitAnswerMutationOptions(useQueryClient()));

/**
 * The rider's answer to a served question, from the tap to the request: a locked answer is a
 * submit-answer mutation, sent at once, or paused while offline and sent on reconnect, or put back
 * after a reload (routes/quiz/answer-outbox.ts). Its pending state is what the screen shows.
 * Call it in a component keyed by the question.
 */
export function useServedAnswer(served: ServedQuestion, receivedAt: number) {
  const { attemptId, questionId, servedAt, serverNow } = served;
  const online = useOnline();
  const submit = useSubmitAnswerMutation();
  // A question restored after a reload arrived before this page: its age counts too.
  const [arrivedAtMono] = useState(() => performance.now() - Math.max(0, Date.now() - receivedAt));
  const pending = useMutationState({
    filters: {
      mutationKey: submitAnswerKey,
      status: "pending",
      predicate: (m) => {
        const answer = answerOf(m);
        return answer?.attemptId === attemptId && answer.questionId === questionId;
      },
    },
    select: (m) => ({ choiceId: answerOf(m)?.choiceId ?? null, failures: m.state.failureCount }),
  })[0];
  // The server refused the answer (e.g. the event has ended): its words, for the rider.
  const refusal = useMutationState({
    filters: {
      mutationKey: submitAnswerKey,
      status: "success",
      predicate: (m) => {
        const answer = answerOf(m);
        return answer?.attemptId === attemptId && answer.questionId === questionId;
      },
    },
    select: (m) => refusalOf(m.state.data),
  }).findLast((r) => r !== null);

  const send = useCallback(
    (choiceId: string | null, pickedAt = performance.now()) =>
      submit.mutate(
        choiceId === null
          ? { attemptId, questionId, choiceId }
          : { attemptId, questionId, choiceId, tappedAfterMs: tappedAfterMs(servedAt, serverNow, arrivedAtMono, pickedAt) },
      ),
    [submit.mutate, attemptId, questionId, servedAt, serverNow, arrivedAtMono],
  );
  const { selection, tap, lockAtBuzzer } = useSelection(pending?.choiceId ? { choiceId: pending.choiceId, phase: "locked" } : null, send);
  // While the rider's answer is on its way, a time-out read from the server is not the last word:
  // the answer may still count late (docs/product.md#late-answers).
  const outcome: QuizOutcome | null = pending && served.outcome?.timedOut ? null : served.outcome;
  const sending = !outcome && Boolean(pending) && online && (pending?.failures ?? 0) === 0;
  // "Sending…" is a pending label: shown only once the send has lasted the minimum display delay.
  const sendingShown = useDelayedPending(sending);
  const sendState: SendState =
    outcome || !pending ? "idle" : !online ? "offline" : pending.failures > 0 ? "failed" : sendingShown ? "sending" : "idle";
  /** The time ran out on this phone: a glove pick is locked as it stands; else no answer, unless one is on its way. */
  const expire = () => {
    if (selection?.phase === "locked" || pending) return;
    if (!lockAtBuzzer()) send(null);
  };
  return { selection, tap, expire, outcome, sendState, refusal: outcome ? null : (refusal ?? null) };
}

/** The first field error's words of a refused result (`ok: false`), else null. */
export function refusalOf(result: unknown): string | null {
  if (typeof result !== "object" || result === null || !("ok" in result) || result.ok) return null;
  const errors = "fieldErrors" in result && Array.isArray(result.fieldErrors) ? (result.fieldErrors as { message?: unknown }[]) : [];
  const message = errors[0]?.message;
  return typeof message === "string" ? message : null;
}

/**
 * The server's deadline on this phone's clock. The phone's clock may be minutes off; what counts
 * is the server's. `offset` is how far the server was ahead of this phone when the question
 * arrived (serverNow minus local time at receipt), so the local deadline is deadline − offset.
 */
export function localDeadline(deadlineIso: string, serverNowIso: string, receivedAtLocal: number): number {
  const offset = Date.parse(serverNowIso) - receivedAtLocal;
  return Date.parse(deadlineIso) - offset;
}

/**
 * How long after the question appeared the rider tapped, on this phone's monotonic clock
 * (docs/product.md#late-answers): the time the server had already counted when the question
 * arrived (non-zero after a reload) plus performance.now() since then. Only a late answer uses it.
 */
export function tappedAfterMs(servedAtIso: string, serverNowIso: string, arrivedAtMono: number, tapAtMono: number): number {
  const before = Math.max(0, Date.parse(serverNowIso) - Date.parse(servedAtIso));
  return Math.round(before + Math.max(0, tapAtMono - arrivedAtMono));
}
