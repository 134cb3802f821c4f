import { and, asc, eq, isNull } from "drizzle-orm";
import type { GraphQLContext } from "#server/context.ts";
import { answers, attempts } from "#server/db/schema/index.ts";
import { failed, SIGN_IN_FIRST } from "#server/graphql/results.ts";
import { type AnswerRow, type AttemptRow, isExpired, lastServed, limitMs, ownAttempt } from "./attempts.ts";
import { announceFinished, closeAnswer, outcomeOf } from "./close-answer.ts";
import { choicesOf, loadQuestions, pictureOf, type QuestionRow } from "./questions.ts";

/** A question as served: the correct choice and explanation appear only in `outcome`, once closed. */
export function servedQuestion(attempt: AttemptRow, answer: AnswerRow, q: QuestionRow, now: number) {
  let outcome = null;
  if (answer.answeredAt !== null) outcome = outcomeOf(answer, q, attempt);
  else if (isExpired(answer, attempt, now)) {
    // Over, though nothing is written until the next write (nextQuestion or submitAnswer).
    outcome = {
      ...outcomeOf({ ...answer, choiceId: null, correct: false, timedOut: true, points: 0 }, q, attempt),
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
    picture: pictureOf(q),
    choices: choicesOf(q.choices),
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
export async function nextQuestion(ctx: GraphQLContext, attemptId: string) {
  const viewer = ctx.viewer;
  if (!viewer) return failed([SIGN_IN_FIRST]);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    let attempt = await ownAttempt(tx, viewer.id, attemptId, true);
    if (!attempt) return { error: "missing" as const };
    if (attempt.finishedAt) return { attempt, question: null, finishedNow: false };
    let finishedNow = false;
    const last = await lastServed(tx, attempt);
    if (last && last.answeredAt === null) {
      const q = (await loadQuestions(tx, [last.questionId])).get(last.questionId) as QuestionRow;
      if (!isExpired(last, attempt, now)) return { attempt, question: servedQuestion(attempt, last, q, now), finishedNow };
      const closed = await closeAnswer(tx, attempt, last, q, undefined, now);
      attempt = closed.attempt;
      finishedNow = closed.finishedNow;
    }
    if (attempt.finishedAt || attempt.servedCount >= attempt.questionIds.length) return { attempt, question: null, finishedNow };
    const index = attempt.servedCount;
    const questionId = attempt.questionIds[index] as string;
    const [served] = await tx.insert(answers).values({ attemptId: attempt.id, questionId, index, servedAt: new Date(now) }).returning();
    const [updated] = await tx
      .update(attempts)
      .set({ servedCount: index + 1 })
      .where(eq(attempts.id, attempt.id))
      .returning();
    const q = (await loadQuestions(tx, [questionId])).get(questionId) as QuestionRow;
    return { attempt: updated as AttemptRow, question: servedQuestion(updated as AttemptRow, served as AnswerRow, q, now), finishedNow };
  });
  if ("error" in result) return failed([{ field: "attemptId", message: "This quiz could not be found." }]);
  if (result.finishedNow) await announceFinished(ctx, result.attempt);
  return { ok: true, question: result.question, fieldErrors: [] };
}

/** The question open (or just closed) in the rider's attempt in progress; reading starts no clock. */
export async function currentQuestion(ctx: GraphQLContext) {
  if (!ctx.viewer) return null;
  const [attempt] = await ctx.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, ctx.viewer.id), isNull(attempts.finishedAt)))
    .orderBy(asc(attempts.startedAt))
    .limit(1);
  if (!attempt) return null;
  const last = await lastServed(ctx.db, attempt);
  if (!last) return null;
  const q = (await loadQuestions(ctx.db, [last.questionId])).get(last.questionId);
  return q ? servedQuestion(attempt, last, q, ctx.now()) : null;
}
