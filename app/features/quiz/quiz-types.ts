import { hiddenAnswersNote, SENT_LATE } from "#core/quiz-copy.ts";

// The words are shared with the server's painted quiz (core/quiz-copy.ts).
export { hiddenAnswersNote, SENT_LATE };

/**
 * What the quiz screen shows, whoever serves it: the checkpoint quiz (server-timed, server-checked)
 * and the practice round (local clock, checked in the browser) share one set of components.
 */
export interface QuizChoice {
  id: string;
  label: string;
  text: string;
}

export interface QuizQuestion {
  id: string;
  /** Zero-based. */
  index: number;
  total: number;
  prompt: string;
  /** `mirrored`: a road picture shown flipped for an event whose riders keep left. */
  picture: { url: string; alt: string; mirrored: boolean } | null;
  choices: QuizChoice[];
  secondsPerQuestion: number;
}

export interface QuizOutcome {
  choiceId: string | null;
  /** Null while the event holds answers back: right or wrong would give the key away. */
  correct: boolean | null;
  timedOut: boolean;
  /** Sent late: counted without the speed bonus (docs/product.md#late-answers). Absent in practice. */
  late?: boolean;
  /** Null while the event holds answers back until it closes (reveal mode at-close). */
  correctChoiceId: string | null;
  explanation: string | null;
  /** Absent in the practice round (nothing is scored); null while the event holds answers back. */
  points?: number | null;
  /** When the hidden answers open, if the event has a planned end (ISO 8601). */
  revealsAt?: string | null;
}

/** The outcome carries no answer key: the event reveals answers at its close. */
export function answersHidden(outcome: Pick<QuizOutcome, "correctChoiceId">): boolean {
  return outcome.correctChoiceId === null;
}

/** The rider's tap before the outcome is known: armed waits for a confirming tap (gloves). */
export type Selection = { choiceId: string; phase: "armed" | "locked" } | null;

/** "Right — B: …" style words for screen readers and read-aloud. */
export function outcomeWords(question: QuizQuestion, outcome: QuizOutcome): string {
  if (answersHidden(outcome)) return `${outcome.timedOut ? "Time's up." : "Answer saved."} ${hiddenAnswersNote(outcome.revealsAt)}`;
  const right = question.choices.find((c) => c.id === outcome.correctChoiceId);
  const answer = right ? `The answer is ${right.label}: ${right.text}.` : "";
  if (outcome.timedOut) return `Time's up. ${answer} ${outcome.explanation}`;
  const late = outcome.late ? ` Your answer was ${SENT_LATE}.` : "";
  if (outcome.correct) return `Right!${late} ${outcome.explanation}`;
  return `Wrong.${late} ${answer} ${outcome.explanation}`;
}
