import type { Reveal } from "../events/clock.ts";

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
