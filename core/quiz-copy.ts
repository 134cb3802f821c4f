/**
 * The quiz screen's words, in one place for the two that show them: the app's quiz screen
 * (app/routes/quiz/start-card.tsx, checkpoint-quiz.tsx, app/features/quiz/) and, before any script
 * has arrived, the server's painted start card and question (server/http/quiz-paint.ts).
 */
export const QUIZ_COPY = {
  eyebrow: "Checkpoint quiz",
  untitled: "Your checkpoint",
  facts: { questions: "Questions", seconds: "Seconds each", done: "Done" },
  safety: { lead: "Stop somewhere safe first.", text: "The clock starts only when you tap start." },
  start: "I'm stopped — start",
  resume: "I'm stopped — continue",
  next: "Next question",
  results: "See my results",
  reveal: { timeout: "Time's up", saved: "Answer saved", right: "Right!", wrong: "Not quite", answerIs: "The answer is" },
  marks: { right: "✓ Right answer", wrong: "✗ Your answer", armed: "Picked", locked: "Your answer" },
} as const;

/** How a late answer is shown wherever it is listed. */
export const SENT_LATE = "sent late — counted without the speed bonus";

/**
 * "Right answers, points and explanations open when the event closes at 18:00", the time in the
 * reader's locale; `what` names what waits (the board: "Scores and ranks").
 */
export function hiddenAnswersNote(
  revealsAt: string | null | undefined,
  now = new Date(),
  what = "Right answers, points and explanations",
): string {
  if (!revealsAt) return `${what} open when the event closes.`;
  const at = new Date(revealsAt);
  const sameDay = at.toDateString() === now.toDateString();
  const when = new Intl.DateTimeFormat(undefined, sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" }).format(
    at,
  );
  return `${what} open when the event closes at ${when}.`;
}
