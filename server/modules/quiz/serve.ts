import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { preparedPerDb } from "#server/db/prepared.ts";
import { answers, attempts, checkpoints, events } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { failed } from "#server/modules/shared/results.ts";
import { type AnswerRow, isExpired, lastServed, limitMs, ownAttempt } from "./attempts.ts";
import { announceFinished, closeAnswer, outcomeOf } from "./close-answer.ts";
import type { AttemptRow } from "./mappers.ts";
import { choicesOf, eventAt, pictureOf, type QuestionRow, type ServingEvent, servingEventColumns } from "./questions.ts";
import { revealFor } from "./reveal.ts";

/** A question as served: the correct choice and explanation appear only in `outcome`, once closed. */
export function servedQuestion(attempt: AttemptRow, answer: AnswerRow, q: QuestionRow, event: ServingEvent, now: number) {
  const reveal = revealFor(event, now);
  let outcome = null;
  if (answer.answeredAt !== null) outcome = outcomeOf(answer, q, attempt, reveal);
  else if (isExpired(answer, attempt, now)) {
    // Over, though nothing is written until the next write (nextQuestion or submitAnswer).
    outcome = {
      ...outcomeOf({ ...answer, choiceId: null, correct: false, timedOut: true, points: 0 }, q, attempt, reveal),
      attemptFinished: false,
    };
  }
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
    deadline: new Date(answer.servedAt.getTime() + limitMs(attempt)),
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
  const { attemptId } = input;
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    let attempt = await ownAttempt(tx, input.userId, attemptId, true);
    if (!attempt) return { error: "missing" as const };
    if (attempt.finishedAt) return { attempt, question: null, finishedNow: false };
    let finishedNow = false;
    const last = await lastServed(tx, attempt);
    if (last && last.answeredAt === null) {
      const q = (await deps.questions.one(tx, last.questionId)) as QuestionRow;
      if (!isExpired(last, attempt, now))
        return { attempt, question: servedQuestion(attempt, last, q, await eventAt(tx, attempt.checkpointId), now), finishedNow };
      const closed = await closeAnswer(tx, attempt, last, q, undefined, now);
      attempt = closed.attempt;
      finishedNow = closed.finishedNow;
    }
    if (attempt.finishedAt || attempt.servedCount >= attempt.questionIds.length) return { attempt, question: null, finishedNow };
    const index = attempt.servedCount;
    const questionId = attempt.questionIds[index] as string;
    const [served] = await tx
      .insert(answers)
      .values({ attemptId: attempt.id, questionId, index, servedAt: new Date(now) })
      .returning();
    const [updated] = await tx
      .update(attempts)
      .set({ servedCount: index + 1 })
      .where(eq(attempts.id, attempt.id))
      .returning();
    const q = (await deps.questions.one(tx, questionId)) as QuestionRow;
    return {
      attempt: updated as AttemptRow,
      question: servedQuestion(updated as AttemptRow, served as AnswerRow, q, await eventAt(tx, attempt.checkpointId), now),
      finishedNow,
    };
  });
  if ("error" in result) return failed([{ field: "attemptId", message: "This quiz could not be found." }]);
  if (result.finishedNow) await announceFinished(deps, result.attempt);
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
