import type { FieldError } from "#core/validation.ts";
import type { events } from "#server/db/schema/index.ts";

type EventRow = typeof events.$inferSelect;

export interface Reveal {
  /** The correct choice and explanation are held back: the event reveals them at its close. */
  answersHidden: boolean;
  /** When they open, if known: the event's planned end (an organizer may close it earlier). */
  revealsAt: Date | null;
}

/**
 * The event is over: the organizer closed it (`ops events close`) or its planned end passed. The
 * one moment that ends play and opens an AT_CLOSE event's answers (docs/decisions/016-fair-play.md).
 */
export function eventOver(event: Pick<EventRow, "closedAt" | "endsAt">, now: number): boolean {
  return (event.closedAt !== null && event.closedAt.getTime() <= now) || (event.endsAt !== null && event.endsAt.getTime() <= now);
}

/**
 * Why the event's clock refuses play now, in words, or null while it is open: before `startsAt`
 * nothing starts; once it is over (eventOver) nothing starts, is served or scores, late answers
 * included, so no answer can be sent after the answers are out (docs/product.md#play-window).
 */
export function playRefused(
  event: Pick<EventRow, "name" | "startsAt" | "closedAt" | "endsAt">,
  now: number,
  field: string,
  doing: "start" | "answer",
): FieldError | null {
  if (eventOver(event, now))
    return {
      field,
      message:
        doing === "start" ? `${event.name} has ended — no new quiz can start.` : `${event.name} has ended — answers no longer count.`,
    };
  if (event.startsAt !== null && event.startsAt.getTime() > now)
    return { field, message: `${event.name} has not started yet — the quiz opens when the ride starts.` };
  return null;
}

/**
 * Whether a rider may see correct choices and explanations now (docs/product.md#reveal-mode): always
 * after each answer, or in AT_CLOSE mode only once the event is over. The one place every path that
 * returns an answer asks.
 */
export function revealFor(event: Pick<EventRow, "revealMode" | "closedAt" | "endsAt">, now: number): Reveal {
  if (event.revealMode === "AFTER_EACH_ANSWER" || eventOver(event, now)) return { answersHidden: false, revealsAt: null };
  return { answersHidden: true, revealsAt: event.endsAt };
}

/**
 * A closed answer as the rider may see it now. While the event hides its answers (at-close, before
 * the close) nothing tells right from wrong: no key, no explanation, and no points or `correct`
 * either, since points per answer give the key away to a few throwaway accounts
 * (docs/security.md#reveal-modes).
 */
export function answerAsSeen(
  answer: { correct: boolean; points: number },
  question: { correctChoiceId: string; explanation: string },
  reveal: Reveal,
) {
  return reveal.answersHidden
    ? { correct: null, points: null, correctChoiceId: null, explanation: null, ...reveal }
    : {
        correct: answer.correct,
        points: answer.points,
        correctChoiceId: question.correctChoiceId,
        explanation: question.explanation,
        ...reveal,
      };
}
