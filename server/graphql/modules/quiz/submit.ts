import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { toFieldErrors, uuidSchema } from "#core/validation.ts";
import type { GraphQLContext } from "#server/context.ts";
import { answers } from "#server/db/schema/index.ts";
import { failed, SIGN_IN_FIRST } from "#server/graphql/results.ts";
import { ownAttempt } from "./attempts.ts";
import { announceFinished, closeAnswer, outcomeOf } from "./close-answer.ts";
import { loadQuestions } from "./questions.ts";

const submitSchema = z.object({
  attemptId: uuidSchema,
  questionId: z.string().min(1, { error: "Question id is required." }).max(64, { error: "Question id is too long." }),
  choiceId: z.string().min(1).max(64, { error: "Choice id is too long." }).nullish(),
});

/**
 * Idempotent: the first answer to reach the server is stored; any later call (the same choice,
 * another choice, or a retry after a dropped connection) gets that stored result back.
 */
export async function submitAnswer(ctx: GraphQLContext, input: { attemptId: string; questionId: string; choiceId?: string | null }) {
  const viewer = ctx.viewer;
  if (!viewer) return failed([SIGN_IN_FIRST]);
  const parsed = submitSchema.safeParse(input);
  if (!parsed.success) return failed(toFieldErrors(parsed.error));
  const { attemptId, questionId, choiceId } = parsed.data;
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    // Lock order attempt → answer, as in nextQuestion, so the two never deadlock.
    const attempt = await ownAttempt(tx, viewer.id, attemptId, true);
    if (!attempt) return { error: { field: "attemptId", message: "This quiz could not be found." } };
    const [open] = await tx
      .select()
      .from(answers)
      .where(and(eq(answers.attemptId, attempt.id), eq(answers.questionId, questionId)))
      .limit(1);
    if (!open) return { error: { field: "questionId", message: "This question has not been served in this quiz." } };
    const question = (await loadQuestions(tx, [questionId])).get(questionId);
    if (!question) return { error: { field: "questionId", message: "This question has not been served in this quiz." } };
    if (open.answeredAt !== null) return { outcome: outcomeOf(open, question, attempt), finished: null };
    if (choiceId != null && !question.choices.some((c) => c.id === choiceId)) {
      return { error: { field: "choiceId", message: "This choice does not belong to the question." } };
    }
    // No choice at all is a deliberate "no answer": it closes the question like a time-out.
    const closed = await closeAnswer(tx, attempt, open, question, choiceId ?? undefined, now);
    return { outcome: outcomeOf(closed.answer, question, closed.attempt), finished: closed.finishedNow ? closed.attempt : null };
  });
  if ("error" in result) return failed([result.error as { field: string; message: string }]);
  if (result.finished) await announceFinished(ctx, result.finished);
  return { ok: true, outcome: result.outcome, fieldErrors: [] };
}
