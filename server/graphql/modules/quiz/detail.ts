import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";
import type { GraphQLContext } from "#server/context.ts";
import { answers, attempts, questions, users } from "#server/db/schema/index.ts";
import { attemptSummary, checkpointView, ownAttempt } from "./attempts.ts";
import { choicesOf, loadQuestions, pictureOf } from "./questions.ts";

/** One attempt of the rider's own, with the closed answers only (an open one reveals nothing). */
export async function attemptDetail(ctx: GraphQLContext, id: string) {
  if (!ctx.viewer) return null;
  const attempt = await ownAttempt(ctx.db, ctx.viewer.id, id);
  if (!attempt) return null;
  const rows = await ctx.db
    .select()
    .from(answers)
    .where(and(eq(answers.attemptId, attempt.id), isNotNull(answers.answeredAt)))
    .orderBy(asc(answers.index));
  const qs = await loadQuestions(
    ctx.db,
    rows.map((r) => r.questionId),
  );
  const elapsed = (a: (typeof rows)[number]) => Math.max(0, (a.answeredAt?.getTime() ?? 0) - a.servedAt.getTime());
  return {
    id: attempt.id,
    checkpoint: await checkpointView(ctx.db, attempt.checkpointId),
    startedAt: attempt.startedAt,
    finishedAt: attempt.finishedAt,
    score: attempt.score,
    correctCount: attempt.correctCount,
    total: attempt.questionIds.length,
    totalTimeMs: attempt.totalTimeMs,
    elapsedMs: rows.reduce((sum, a) => sum + elapsed(a), 0),
    answers: rows.flatMap((a) => {
      const q = qs.get(a.questionId);
      if (!q) return [];
      return [
        {
          index: a.index,
          questionId: q.id,
          category: q.category,
          prompt: q.prompt,
          picture: pictureOf(q),
          choices: choicesOf(q.choices),
          choiceId: a.choiceId,
          correctChoiceId: q.correctChoiceId,
          correct: a.correct,
          timedOut: a.timedOut,
          explanation: q.explanation,
          points: a.points,
          timeMs: a.timeMs,
          elapsedMs: elapsed(a),
        },
      ];
    }),
  };
}

/** What the client's guards need, in one round trip. */
export async function flow(ctx: GraphQLContext) {
  if (!ctx.viewer) return null;
  const userId = ctx.viewer.id;
  const [user] = await ctx.db.select({ rulesAcceptedAt: users.rulesAcceptedAt }).from(users).where(eq(users.id, userId));
  const [open] = await ctx.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), isNull(attempts.finishedAt)))
    .orderBy(asc(attempts.startedAt))
    .limit(1);
  const [finished] = await ctx.db
    .select({ n: sql<number>`count(*)::int`, lastId: sql<string | null>`(array_agg(${attempts.id} order by ${attempts.finishedAt} desc))[1]` })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), isNotNull(attempts.finishedAt)));
  return {
    rulesAccepted: Boolean(user?.rulesAcceptedAt),
    attemptInProgress: open ? await attemptSummary(ctx.db, open, ctx.now()) : null,
    finishedAttempts: Number(finished?.n ?? 0),
    lastFinishedAttemptId: finished?.lastId ?? null,
  };
}

/** The practice set, with answers: nothing is stored for it. */
export async function sampleQuestions(ctx: GraphQLContext) {
  const rows = await ctx.db
    .select()
    .from(questions)
    .where(and(eq(questions.isSample, true), eq(questions.active, true)))
    .orderBy(asc(questions.id));
  return rows.map((q) => ({
    id: q.id,
    category: q.category,
    prompt: q.prompt,
    picture: pictureOf(q),
    choices: choicesOf(q.choices),
    correctChoiceId: q.correctChoiceId,
    explanation: q.explanation,
    secondsPerQuestion: DEFAULT_SECONDS_PER_QUESTION,
  }));
}

