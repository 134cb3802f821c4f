import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { acceptRules } from "../accounts/service.ts";
import { signInFirst } from "../accounts/session.ts";
import { findCheckpoint } from "../events/service.ts";
import { attemptReveal, closedAnswers, currentIndex, ownAttempt } from "./attempts.ts";
import { flow, sampleQuestions } from "./flow.ts";
import { currentQuestion, nextQuestion } from "./serve.ts";
import { startAttempt } from "./start.ts";
import { submitAnswer } from "./submit.ts";

export const quizResolvers: Resolvers = {
  Query: {
    flow: (_, __, ctx) => (ctx.viewer ? flow(ctx, { userId: ctx.viewer.id }) : null),
    currentQuestion: (_, __, ctx) => (ctx.viewer ? currentQuestion(ctx, { userId: ctx.viewer.id }) : null),
    attempt: (_, { id }, ctx) => (ctx.viewer ? ownAttempt(ctx.db, ctx.viewer.id, id) : null),
    sampleQuestions: (_, __, ctx) => sampleQuestions(ctx),
  },
  Mutation: {
    acceptRules: async (_, __, ctx) => {
      const { viewer } = ctx;
      if (!viewer) return signInFirst();
      await acceptRules(ctx, { userId: viewer.id });
      return { ok: true, flow: await flow(ctx, { userId: viewer.id }), fieldErrors: [] };
    },
    startAttempt: (_, { input }, ctx) =>
      ctx.viewer ? startAttempt(ctx, { userId: ctx.viewer.id, ip: ctx.ip, device: ctx.device(), code: input.code }) : signInFirst(),
    nextQuestion: (_, { input }, ctx) =>
      ctx.viewer ? nextQuestion(ctx, { userId: ctx.viewer.id, attemptId: input.attemptId }) : signInFirst(),
    submitAnswer: (_, { input }, ctx) => (ctx.viewer ? submitAnswer(ctx, { userId: ctx.viewer.id, ...input }) : signInFirst()),
  },
  NextQuestionResult: {
    flow: (result, _, ctx) => (result.ok && ctx.viewer ? flow(ctx, { userId: ctx.viewer.id }) : null),
  },
  StartAttemptResult: {
    question: (result, _, ctx) => (result.ok && ctx.viewer ? currentQuestion(ctx, { userId: ctx.viewer.id }) : null),
    flow: (result, _, ctx) => (result.ok && ctx.viewer ? flow(ctx, { userId: ctx.viewer.id }) : null),
  },
  Attempt: {
    checkpoint: async (attempt, _, ctx) => {
      const checkpoint = await findCheckpoint(ctx.db, attempt.checkpointId);
      if (!checkpoint) throw new Error(`attempt ${attempt.id} has no checkpoint`);
      return checkpoint;
    },
    currentIndex: (attempt, _, ctx) => currentIndex(ctx.db, attempt, ctx.now()),
    total: (attempt) => attempt.questionIds.length,
    questionsServed: (attempt) => attempt.servedCount,
    // While the event hides its answers a total tells right from wrong as well as points do.
    score: async (attempt, _, ctx) => ((await attemptReveal(ctx.db, attempt, ctx.now())).answersHidden ? null : attempt.score),
    correctCount: async (attempt, _, ctx) =>
      (await attemptReveal(ctx.db, attempt, ctx.now())).answersHidden ? null : attempt.correctCount,
    answers: (attempt, _, ctx) => closedAnswers(ctx, attempt, ctx.now()),
    elapsedMs: async (attempt, _, ctx) => (await closedAnswers(ctx, attempt, ctx.now())).reduce((sum, a) => sum + a.elapsedMs, 0),
  },
};
