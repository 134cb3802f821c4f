import type { GraphQLContext } from "#server/context.ts";
import { attemptDetail, flow, sampleQuestions } from "./detail.ts";
import { currentQuestion, nextQuestion } from "./serve.ts";
import { startAttempt } from "./start.ts";
import { submitAnswer } from "./submit.ts";

type Ctx = GraphQLContext;

export const quizResolvers = {
  Query: {
    flow: (_: unknown, __: unknown, ctx: Ctx) => flow(ctx),
    currentQuestion: (_: unknown, __: unknown, ctx: Ctx) => currentQuestion(ctx),
    attempt: (_: unknown, args: { id: string }, ctx: Ctx) => attemptDetail(ctx, args.id),
    sampleQuestions: (_: unknown, __: unknown, ctx: Ctx) => sampleQuestions(ctx),
  },
  Mutation: {
    startAttempt: (_: unknown, args: { code: string }, ctx: Ctx) => startAttempt(ctx, args.code),
    nextQuestion: (_: unknown, args: { attemptId: string }, ctx: Ctx) => nextQuestion(ctx, args.attemptId),
    submitAnswer: (_: unknown, args: { attemptId: string; questionId: string; choiceId?: string | null }, ctx: Ctx) =>
      submitAnswer(ctx, args),
  },
};
