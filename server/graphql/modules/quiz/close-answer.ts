import { and, eq, isNull, sql } from "drizzle-orm";
import { answerCutoff, scoreAnswer } from "#core/scoring.ts";
import type { GraphQLContext } from "#server/context.ts";
import type { Tx } from "#server/db/rows.ts";
import { answers, attempts, checkpoints } from "#server/db/schema/index.ts";
import { type AnswerRow, type AttemptRow, limitMs } from "./attempts.ts";
import type { QuestionRow } from "./questions.ts";

export interface Closed {
  answer: AnswerRow;
  attempt: AttemptRow;
  /** True only for the call that wrote the answer and finished the attempt with it. */
  finishedNow: boolean;
}

/**
 * Closes an open question exactly once: the UPDATE only matches while answered_at is null, so
 * concurrent duplicates find nothing to update and read the stored result instead. The
 * attempt's running totals move in the same transaction; the last question finishes it.
 * `choiceId === undefined` means the time ran out with no answer.
 */
export async function closeAnswer(
  tx: Tx,
  attempt: AttemptRow,
  open: AnswerRow,
  question: QuestionRow,
  choiceId: string | null | undefined,
  now: number,
): Promise<Closed> {
  const limit = limitMs(attempt);
  const servedAt = open.servedAt.getTime();
  const cutoff = answerCutoff(servedAt, limit);
  const score =
    choiceId === undefined
      ? { points: 0, timedOut: true, effectiveMs: limit }
      : scoreAnswer({ correct: choiceId === question.correctChoiceId, servedAt, answeredAt: now, limitMs: limit });
  const values = score.timedOut
    ? { answeredAt: new Date(Math.min(now, cutoff)), choiceId: null, correct: false, timedOut: true, points: 0, timeMs: limit }
    : {
        answeredAt: new Date(now),
        choiceId: choiceId ?? null,
        correct: choiceId === question.correctChoiceId,
        timedOut: false,
        points: score.points,
        timeMs: Math.round(score.effectiveMs),
      };
  const [written] = await tx
    .update(answers)
    .set(values)
    .where(and(eq(answers.attemptId, open.attemptId), eq(answers.questionId, open.questionId), isNull(answers.answeredAt)))
    .returning();
  if (!written) {
    const [stored] = await tx
      .select()
      .from(answers)
      .where(and(eq(answers.attemptId, open.attemptId), eq(answers.questionId, open.questionId)));
    const [fresh] = await tx.select().from(attempts).where(eq(attempts.id, attempt.id));
    return { answer: stored ?? open, attempt: fresh ?? attempt, finishedNow: false };
  }
  const last = written.index === attempt.questionIds.length - 1;
  const [updated] = await tx
    .update(attempts)
    .set({
      score: sql`${attempts.score} + ${values.points}`,
      correctCount: sql`${attempts.correctCount} + ${values.correct ? 1 : 0}`,
      totalTimeMs: sql`${attempts.totalTimeMs} + ${values.timeMs}`,
      ...(last ? { finishedAt: new Date(now) } : {}),
    })
    .where(eq(attempts.id, attempt.id))
    .returning();
  return { answer: written, attempt: updated ?? attempt, finishedNow: last };
}

export function outcomeOf(answer: AnswerRow, question: QuestionRow, attempt: AttemptRow) {
  return {
    questionId: answer.questionId,
    choiceId: answer.choiceId,
    correct: answer.correct,
    timedOut: answer.timedOut,
    correctChoiceId: question.correctChoiceId,
    explanation: question.explanation,
    points: answer.points,
    attemptFinished: attempt.finishedAt !== null && answer.index === attempt.questionIds.length - 1,
  };
}

/** Standings changed: wake the event's live leaderboard (after the commit). */
export async function announceFinished(ctx: GraphQLContext, attempt: AttemptRow): Promise<void> {
  const [cp] = await ctx.db.select({ eventId: checkpoints.eventId }).from(checkpoints).where(eq(checkpoints.id, attempt.checkpointId));
  if (cp) await ctx.live.changed(cp.eventId);
}
