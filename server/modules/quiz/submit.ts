import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type FieldError, failed, idSchema, toFieldErrors, uuidSchema } from "#core/validation.ts";
import { preparedPerDb } from "#server/db/query.ts";
import { answers, attempts, checkpoints, events } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { playRefused, revealFor } from "../events/clock.ts";
import { ownAttempt, QUIZ_NOT_FOUND } from "./attempts.ts";
import { type Closed, closeAnswer, closeInTime, outcomeOf } from "./close-answer.ts";
import { questionGone, servingEventColumns } from "./questions.ts";

const submitSchema = z.object({
  attemptId: uuidSchema,
  questionId: idSchema("Question id"),
  choiceId: idSchema("Choice id").nullish(),
  tappedAfterMs: z
    .number({ message: "Tap time must be a whole number of milliseconds." })
    .int("Tap time must be a whole number of milliseconds.")
    .min(0, "Tap time cannot be negative.")
    .nullish(),
});

// One prepared read outside any transaction answers most calls. A retry (the outbox resending
// after a dropped connection) finds its answer stored, and nothing stored ever changes. A first
// answer in time is written in one statement (closeInTime); anything else is locked.
const servedAnswer = preparedPerDb((db) =>
  db
    .select({ attempt: attempts, answer: answers, event: servingEventColumns })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .innerJoin(events, eq(events.id, checkpoints.eventId))
    .where(
      and(
        eq(answers.attemptId, sql.placeholder("attemptId")),
        eq(answers.questionId, sql.placeholder("questionId")),
        eq(attempts.userId, sql.placeholder("userId")),
      ),
    )
    .limit(1)
    .prepare("served_answer"),
);

const notAChoice: FieldError = { field: "choiceId", message: "This choice does not belong to the question." };
const notServed: FieldError = { field: "questionId", message: "This question has not been served in this quiz." };

/**
 * Idempotent: the first answer to reach the server is stored for good; any later call (the same
 * choice, another choice, or a retry after a dropped connection) gets that stored result back. A
 * stored "no answer" or time-out is never replaced: its key may have reached the rider
 * (docs/decisions/016-fair-play.md). `tappedAfterMs` is the phone's measure and matters only for a
 * late answer to a question still open (docs/product.md#late-answers); an answer in time is scored
 * by the server's clock.
 */
export async function submitAnswer(
  deps: Pick<AppDeps, "db" | "now" | "live" | "questions">,
  input: { userId: string; attemptId: string; questionId: string; choiceId?: string | null; tappedAfterMs?: number | null },
) {
  const parsed = submitSchema.safeParse(input);
  if (!parsed.success) return failed(toFieldErrors(parsed.error));
  const { attemptId, questionId, choiceId, tappedAfterMs } = parsed.data;
  const now = deps.now();
  const [read] = await servedAnswer(deps.db).execute({ attemptId, questionId, userId: input.userId });
  const readQuestion = read && (await deps.questions.one(deps.db, read.answer.questionId));
  if (read && readQuestion) {
    if (choiceId != null && !readQuestion.choices.some((c) => c.id === choiceId)) return failed([notAChoice]);
    let decided: Closed | null = null;
    if (read.answer.answeredAt !== null) decided = { answer: read.answer, attempt: read.attempt, finishedNow: false };
    else if (choiceId != null && !playRefused(read.event, now, "attemptId", "answer")) {
      decided = await closeInTime(deps.db, read.attempt, read.answer, readQuestion, { choiceId, tappedAfterMs }, now);
    }
    if (decided) {
      // The answer finished the attempt: wake its event's live leaderboard (the read joined the event).
      if (decided.finishedNow) await deps.live.finished(read.event.id);
      return { ok: true, outcome: outcomeOf(decided.answer, readQuestion, decided.attempt, revealFor(read.event, now)), fieldErrors: [] };
    }
  }
  const result = await deps.db.transaction(async (tx) => {
    // Lock order attempt → answer, as in nextQuestion, so the two never deadlock.
    const attempt = await ownAttempt(tx, input.userId, attemptId, true);
    if (!attempt) return { ok: false as const, error: QUIZ_NOT_FOUND };
    const [served] = await tx
      .select({ answer: answers, event: servingEventColumns })
      .from(answers)
      .innerJoin(checkpoints, eq(checkpoints.id, attempt.checkpointId))
      .innerJoin(events, eq(events.id, checkpoints.eventId))
      .where(and(eq(answers.attemptId, attempt.id), eq(answers.questionId, questionId)))
      .limit(1);
    if (!served) return { ok: false as const, error: notServed };
    const question = await deps.questions.one(tx, served.answer.questionId);
    if (!question) return { ok: false as const, error: questionGone("questionId") };
    const { answer: open } = served;
    const reveal = revealFor(served.event, now);
    if (choiceId != null && !question.choices.some((c) => c.id === choiceId)) {
      return { ok: false as const, error: notAChoice };
    }
    // What is stored stays as it is, also after the close; nothing new is written then (events/clock.ts).
    if (open.answeredAt !== null) return { ok: true as const, outcome: outcomeOf(open, question, attempt, reveal), finishedIn: null };
    const refused = playRefused(served.event, now, "attemptId", "answer");
    if (refused) return { ok: false as const, error: refused };
    // No choice at all is a deliberate "no answer": it closes the question like a time-out, for good.
    const given = choiceId == null ? undefined : { choiceId, tappedAfterMs };
    const closed = await closeAnswer(tx, attempt, open, question, given, now);
    return {
      ok: true as const,
      outcome: outcomeOf(closed.answer, question, closed.attempt, reveal),
      finishedIn: closed.finishedNow ? served.event.id : null,
    };
  });
  if (!result.ok) return failed([result.error]);
  if (result.finishedIn) await deps.live.finished(result.finishedIn);
  return { ok: true, outcome: result.outcome, fieldErrors: [] };
}
