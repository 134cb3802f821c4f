import { useMutationState } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useOnline } from "#app/platform/data/connectivity.ts";
import { useDelayedPending } from "#app/ui/delayed-pending.ts";
import { useSelection } from "./choice-list.tsx";
import { answerOf, type ServedQuestion, submitAnswerKey, useSubmitAnswerMutation } from "./queries.ts";
import type { SendState } from "./question-view.tsx";
import type { QuizOutcome } from "./quiz-types.ts";

// The rider's answer from the tap to the request, and the phone-clock arithmetic it is timed by:
// the server's clock decides; the phone's only places the deadline on screen and measures the tap.

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
