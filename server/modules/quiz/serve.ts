import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { limitMs } from "#core/scoring.ts";
import { failed } from "#core/validation.ts";
import { preparedPerDb } from "#server/db/query.ts";
import { answers, attempts, checkpoints, events } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { playRefused, revealFor } from "../events/clock.ts";
import { type AnswerRow, isExpired, lastServed, ownAttempt, QUIZ_NOT_FOUND } from "./attempts.ts";
import { closeAnswer, outcomeOf } from "./close-answer.ts";
import type { AttemptRow } from "./mappers.ts";
import { choicesOf, eventAt, pictureOf, type QuestionRow, questionGone, type ServingEvent, servingEventColumns } from "./questions.ts";

/**
 * A question as served: the correct choice and explanation appear only in `outcome`, once closed.
 * A question past its time but not yet closed has no outcome: its key would let a late answer be
 * bought (docs/decisions/016-fair-play.md). The phone's own "no answer" at its deadline closes it.
 */
function servedQuestion(attempt: AttemptRow, answer: AnswerRow, q: QuestionRow, event: ServingEvent, now: number) {
  const outcome = answer.answeredAt === null ? null : outcomeOf(answer, q, attempt, revealFor(event, now));
  return {
    attemptId: attempt.id,
    questionId: q.id,
    index: answer.index,
    total: attempt.questionIds.length,
    category: q.category,
    prompt: q.prompt,
    picture: pictureOf(q, event.drivesOn),
    choices: choicesOf(q.choices, attempt.id),
    servedAt: answer.servedAt,
    deadline: new Date(answer.servedAt.getTime() + limitMs(attempt.secondsPerQuestion)),
    serverNow: new Date(now),
    secondsPerQuestion: attempt.secondsPerQuestion,
    outcome,
  };
}

/**
 * Serves the next question and starts its clock. While the served question is still open it is
 * returned again (a retry never skips one); one past its cutoff is closed as timed out first.
 */
export async function nextQuestion(deps: Pick<AppDeps, "db" | "now" | "live" | "questions">, input: { userId: string; attemptId: string }) {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    let attempt = await ownAttempt(tx, input.userId, input.attemptId, true);
    if (!attempt) return { ok: false as const, error: QUIZ_NOT_FOUND };
    if (attempt.finishedAt) return { ok: true as const, question: null, finishedIn: null };
    const event = await eventAt(tx, attempt.checkpointId);
    const refused = playRefused(event, now, "attemptId", "answer");
    if (refused) return { ok: false as const, error: refused };
    const last = await lastServed(tx, attempt);
    if (last && last.answeredAt === null) {
      const open = await deps.questions.one(tx, last.questionId);
      if (!open) return { ok: false as const, error: questionGone("attemptId") };
      if (!isExpired(last, attempt, now))
        return {
          ok: true as const,
          question: servedQuestion(attempt, last, open, event, now),
          finishedIn: null,
        };
      const closed = await closeAnswer(tx, attempt, last, open, undefined, now);
      attempt = closed.attempt;
      if (closed.finishedNow) return { ok: true as const, question: null, finishedIn: event.id };
    }
    const index = attempt.servedCount;
    // Finished, or every question drawn has been served: nothing more to serve.
    const questionId = attempt.finishedAt ? undefined : attempt.questionIds[index];
    if (questionId === undefined) return { ok: true as const, question: null, finishedIn: null };
    const q = await deps.questions.one(tx, questionId);
    if (!q) return { ok: false as const, error: questionGone("attemptId") };
    const [served] = await tx
      .insert(answers)
      .values({ attemptId: attempt.id, questionId, index, servedAt: new Date(now) })
      .returning();
    const [updated] = await tx
      .update(attempts)
      .set({ servedCount: index + 1 })
      .where(eq(attempts.id, attempt.id))
      .returning();
    if (!served || !updated) throw new Error(`serving question ${index} of attempt ${attempt.id} wrote no row`);
    return {
      ok: true as const,
      question: servedQuestion(updated, served, q, event, now),
      finishedIn: null,
    };
  });
  if (!result.ok) return failed([result.error]);
  // A time-out finished the attempt: wake its event's live leaderboard, now that it is committed.
  if (result.finishedIn) await deps.live.finished(result.finishedIn);
  return { ok: true, question: result.question, fieldErrors: [] };
}

// The screen asks on every visit and reload: one prepared query, the rider's oldest attempt in
// progress with its event and its last served answer (its question comes from the QuestionCache).
const openAttemptWithLastAnswer = preparedPerDb((db) =>
  db
    .select({ attempt: attempts, event: servingEventColumns, answer: answers })
    .from(attempts)
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .innerJoin(events, eq(events.id, checkpoints.eventId))
    .leftJoin(answers, and(eq(answers.attemptId, attempts.id), eq(answers.index, sql`${attempts.servedCount} - 1`)))
    .where(and(eq(attempts.userId, sql.placeholder("userId")), isNull(attempts.finishedAt)))
    .orderBy(asc(attempts.startedAt))
    .limit(1)
    .prepare("open_attempt_with_last_answer"),
);

/** The question open (or just closed) in the rider's attempt in progress; reading starts no clock. */
export async function currentQuestion(deps: Pick<AppDeps, "db" | "now" | "questions">, input: { userId: string }) {
  const [open] = await openAttemptWithLastAnswer(deps.db).execute({ userId: input.userId });
  if (!open?.answer) return null;
  const question = await deps.questions.one(deps.db, open.answer.questionId);
  if (!question) return null;
  return servedQuestion(open.attempt, open.answer, question, open.event, deps.now());
}
