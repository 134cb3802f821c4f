import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedContent } from "#server/db/seed.ts";
import { startTestApi, type TestApi } from "./api.ts";

// The screens' path through the data layer: the app's own request() (VITE_GRAPHQL_URL), the
// token cookie, mutation options with their cache updates, against the seeded real server.
let api: TestApi;
let win: Window;

beforeAll(async () => {
  api = await startTestApi();
  await seedContent(api.handle.db);
  vi.stubEnv("VITE_GRAPHQL_URL", api.url);
  win = new Window({ url: "http://localhost:5173/register" });
  (globalThis as { document?: unknown }).document = win.document;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  delete (globalThis as { document?: unknown }).document;
  await win.happyDOM.close();
  await api?.close();
});

function run<TData, TVars>(qc: QueryClient, options: object, vars: TVars): Promise<TData> {
  return new MutationObserver<TData, Error, TVars>(qc, options as never).mutate(vars);
}

describe("a rider's flow through the query layer", () => {
  it("register → rules → start → question → answer → finished, with the cache following", async () => {
    const session = await import("#app/features/session/queries.ts");
    const quiz = await import("#app/features/quiz/queries.ts");
    const answer = await import("#app/features/quiz/answer.ts");
    const { getToken } = await import("#app/platform/data/token-cookie.ts");
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const reg = await run<{ ok: boolean; token: string | null }, unknown>(qc, session.registerMutationOptions(qc), {
      displayName: "Query Rider",
      email: "query@example.com",
      password: "correct horse battery staple",
      acceptTerms: true,
    });
    expect(reg.ok).toBe(true);
    expect(getToken()).toBe(reg.token);

    const s1 = await qc.fetchQuery(session.sessionQueryOptions());
    expect(session.meOf(s1)?.displayName).toBe("Query Rider");
    await run(qc, session.acceptRulesMutationOptions(qc), undefined);
    const afterRules = qc.getQueryData(session.sessionQueryOptions().queryKey);
    expect(afterRules && session.flowOf(afterRules)?.rulesAccepted).toBe(true);

    const started = await run<{ ok: boolean; attempt: { id: string; total: number } | null }, string>(
      qc,
      quiz.startAttemptMutationOptions(qc),
      "GEAR-2345",
    );
    expect(started.ok).toBe(true);
    const attemptId = started.attempt?.id ?? "";
    const before = await qc.fetchQuery(quiz.currentQuestionQueryOptions());
    expect(before.currentQuestion).toBeNull(); // no clock before the start tap

    let finished = false;
    for (let i = 0; i < (started.attempt?.total ?? 0); i++) {
      await run(qc, quiz.nextQuestionMutationOptions(qc), attemptId);
      const served = quiz.servedOf(qc.getQueryData(quiz.currentQuestionQueryOptions().queryKey)?.currentQuestion);
      expect(served?.index).toBe(i);
      expect(served).not.toHaveProperty("correctChoiceId");
      const choiceId = served?.choices[0]?.id ?? null;
      const vars = { attemptId, questionId: served?.questionId ?? "", choiceId };
      const first = await run<{ outcome: { points: number } | null }, typeof vars>(qc, answer.submitAnswerMutationOptions(qc), vars);
      const again = await run<{ outcome: { points: number } | null }, typeof vars>(qc, answer.submitAnswerMutationOptions(qc), vars);
      expect(again.outcome).toEqual(first.outcome); // idempotent
      const cached = quiz.servedOf(qc.getQueryData(quiz.currentQuestionQueryOptions().queryKey)?.currentQuestion);
      expect(cached?.outcome?.questionId).toBe(served?.questionId);
      finished = cached?.outcome?.attemptFinished ?? false;
    }
    expect(finished).toBe(true);
    const s2 = await qc.fetchQuery({ ...session.sessionQueryOptions(), staleTime: 0 });
    expect(session.flowOf(s2)?.finishedAttempts).toBe(1);
    expect(session.flowOf(s2)?.attemptInProgress).toBeNull();

    const detail = await qc.fetchQuery(quiz.attemptQueryOptions(attemptId));
    expect(detail.attempt?.answers).toHaveLength(started.attempt?.total ?? -1);

    await run(qc, session.logoutMutationOptions(qc), undefined);
    expect(getToken()).toBeNull();
    expect(qc.getQueryCache().getAll()).toHaveLength(0);
  });
});
