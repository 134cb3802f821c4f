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
  picture: { url: string; alt: string } | null;
  choices: QuizChoice[];
  secondsPerQuestion: number;
}

export interface QuizOutcome {
  choiceId: string | null;
  correct: boolean;
  timedOut: boolean;
  correctChoiceId: string;
  explanation: string;
  /** Absent in the practice round (nothing is scored). */
  points?: number;
}

/** The rider's tap before the outcome is known: armed waits for a confirming tap (gloves). */
export type Selection = { choiceId: string; phase: "armed" | "locked" } | null;

/** "Right — B: …" style words for screen readers and read-aloud. */
export function outcomeWords(question: QuizQuestion, outcome: QuizOutcome): string {
  const right = question.choices.find((c) => c.id === outcome.correctChoiceId);
  const answer = right ? `The answer is ${right.label}: ${right.text}.` : "";
  if (outcome.timedOut) return `Time's up. ${answer} ${outcome.explanation}`;
  if (outcome.correct) return `Right! ${outcome.explanation}`;
  return `Wrong. ${answer} ${outcome.explanation}`;
}
