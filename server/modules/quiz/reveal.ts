import type { events } from "#server/db/schema/index.ts";

type EventRow = typeof events.$inferSelect;

export interface Reveal {
  /** The correct choice and explanation are held back: the event reveals them at its close. */
  answersHidden: boolean;
  /** When they open, if known: the event's planned end (an organizer may close it earlier). */
  revealsAt: Date | null;
}

/**
 * Whether a rider may see correct choices and explanations now (docs/product.md#reveal-mode): always
 * after each answer, or in AT_CLOSE mode only once the event is closed (`ops events close`) or its
 * end has passed. The one place every path that returns an answer asks.
 */
export function revealFor(event: Pick<EventRow, "revealMode" | "closedAt" | "endsAt">, now: number): Reveal {
  const closed = (event.closedAt !== null && event.closedAt.getTime() <= now) || (event.endsAt !== null && event.endsAt.getTime() <= now);
  if (event.revealMode === "AFTER_EACH_ANSWER" || closed) return { answersHidden: false, revealsAt: null };
  return { answersHidden: true, revealsAt: event.endsAt };
}

/** The answer's key as the rider may see it now: null while hidden. */
export function answerKeyFor(question: { correctChoiceId: string; explanation: string }, reveal: Reveal) {
  return reveal.answersHidden
    ? { correctChoiceId: null, explanation: null, ...reveal }
    : { correctChoiceId: question.correctChoiceId, explanation: question.explanation, ...reveal };
}
