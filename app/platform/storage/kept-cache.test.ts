import { onlineManager, QueryClient } from "@tanstack/react-query";
import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventKeys } from "#app/features/event/keys.ts";
import { quizKeys } from "#app/features/quiz/keys.ts";
import { sampleKeys } from "#app/features/sample/keys.ts";
import { sampleQuestionsQueryOptions } from "#app/features/sample/queries.ts";
import { sessionKeys } from "#app/features/session/keys.ts";
import { createQueryClient, loadQuery } from "#app/platform/data/query-client.ts";
import { forgetKeptCache, KEPT_CACHE_KEY, type KeptCacheStorages, keepCache } from "./kept-cache.ts";

let win: Window;

function storages(): KeptCacheStorages {
  win = new Window({ url: "http://localhost:5173/" });
  return { local: win.localStorage as unknown as Storage };
}

const session = { me: { id: "u1", displayName: "Road Runner #1234" }, flow: { rulesAccepted: true } };
const question = { currentQuestion: { questionId: "q1", prompt: "When is a tyre too worn?" } };

/** A copy has been written (the save is throttled), or the test fails by timeout. */
const saved = (s: KeptCacheStorages) => vi.waitFor(() => expect(s.local?.getItem(KEPT_CACHE_KEY)).toBeTruthy(), { timeout: 2000 });

/** A page load: a new client restoring from the storages, once the copy holds the question. */
const reopen = (s: KeptCacheStorages) =>
  vi.waitFor(
    async () => {
      const client = new QueryClient();
      await keepCache(client, s);
      expect(client.getQueryData(quizKeys.currentQuestion())).toBeDefined();
      return client;
    },
    { timeout: 2000 },
  );

afterEach(async () => {
  onlineManager.setOnline(true);
  await win?.happyDOM.close();
});

describe("the kept cache (a page reopened without signal)", () => {
  it("gives a reloaded page the rider, the flow and the question back, sealed; nothing else is kept", async () => {
    const s = storages();
    const before = new QueryClient();
    await keepCache(before, s);
    before.setQueryData(sessionKeys.current(), session);
    before.setQueryData(quizKeys.currentQuestion(), question);
    // The practice set says it is kept elsewhere: its query, as the app builds it, stays out.
    await before.prefetchQuery({ ...sampleQuestionsQueryOptions(), queryFn: () => ({ sampleQuestions: [] }), initialData: undefined });
    expect(before.getQueryData(sampleKeys.questions())).toEqual({ sampleQuestions: [] });
    const after = await reopen(s);
    const stored = s.local?.getItem(KEPT_CACHE_KEY) ?? "";
    expect(stored).not.toContain("Road Runner");
    expect(stored).not.toContain("tyre");
    expect(after.getQueryData(sessionKeys.current())).toEqual(session);
    expect(after.getQueryData(quizKeys.currentQuestion())).toEqual(question);
    expect(after.getQueryData(sampleKeys.questions())).toBeUndefined();
    // When the server answered is kept too: the question's clock goes on from it.
    expect(after.getQueryState(quizKeys.currentQuestion())?.dataUpdatedAt).toBe(
      before.getQueryState(quizKeys.currentQuestion())?.dataUpdatedAt,
    );
  });

  it("drops a tampered copy instead of throwing, and forgets the copy on logout", async () => {
    const s = storages();
    s.local?.setItem(KEPT_CACHE_KEY, "not what we wrote");
    const client = new QueryClient();
    await keepCache(client, s);
    // TanStack's restore logs the failure outside production builds.
    expect(vi.mocked(console.error)).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();
    expect(client.getQueryData(sessionKeys.current())).toBeUndefined();
    expect(s.local?.getItem(KEPT_CACHE_KEY)).toBeNull();

    client.setQueryData(eventKeys.progress(null), { eventProgress: { checkpointsDone: 1 } });
    await saved(s);
    await forgetKeptCache();
    expect(s.local?.getItem(KEPT_CACHE_KEY)).toBeNull();
  });
});

describe("loadQuery", () => {
  const options = (queryFn: () => Promise<typeof question>) => ({ queryKey: quizKeys.currentQuestion(), queryFn, staleTime: 100 });

  it("offline: answers with the kept copy without asking the network", async () => {
    const client = createQueryClient();
    client.setQueryData(quizKeys.currentQuestion(), question);
    onlineManager.setOnline(false);
    const queryFn = vi.fn(async () => question);
    await new Promise((r) => setTimeout(r, 150)); // the copy is stale: online, it would be asked again
    await expect(loadQuery(client, options(queryFn))).resolves.toEqual(question);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("offline with nothing kept: fails at once, one try, instead of waiting for the signal", async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const queryFn = vi.fn(async (): Promise<typeof question> => {
      throw new TypeError("Failed to fetch");
    });
    await expect(loadQuery(client, options(queryFn))).rejects.toThrow("Failed to fetch");
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("online: an answer from this second is the next screen's; invalidated, it is asked again", async () => {
    const client = createQueryClient();
    client.setQueryData(quizKeys.currentQuestion(), question);
    await new Promise((r) => setTimeout(r, 150)); // past FRESH, as on a slow phone
    const fresh = { currentQuestion: { questionId: "q2", prompt: "Next" } };
    const queryFn = vi.fn(async () => fresh);
    await expect(loadQuery(client, options(queryFn))).resolves.toEqual(question);
    expect(queryFn).not.toHaveBeenCalled();
    await client.invalidateQueries({ queryKey: quizKeys.currentQuestion() });
    await expect(loadQuery(client, options(queryFn))).resolves.toEqual(fresh);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("online: a copy kept by the page before a reload is asked again, however young", async () => {
    vi.resetModules();
    const fresh = await import("#app/platform/data/query-client.ts"); // this page starts now
    const client = fresh.createQueryClient();
    client.setQueryData(quizKeys.currentQuestion(), question, { updatedAt: Date.now() - 200 });
    const next = { currentQuestion: { questionId: "q2", prompt: "Next" } };
    const queryFn = vi.fn(async () => next);
    await expect(fresh.loadQuery(client, options(queryFn))).resolves.toEqual(next);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("online: a stale copy is asked again; ensure keeps any copy", async () => {
    const client = createQueryClient();
    client.setQueryData(quizKeys.currentQuestion(), question);
    await new Promise((r) => setTimeout(r, 1_100)); // older than one navigation
    const fresh = { currentQuestion: { questionId: "q2", prompt: "Next" } };
    const queryFn = vi.fn(async () => fresh);
    await expect(loadQuery(client, options(queryFn), "ensure")).resolves.toEqual(question);
    await expect(loadQuery(client, options(queryFn))).resolves.toEqual(fresh);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("online: an answer kept from an earlier page is asked again, even by ensure (a reload shows today's data)", async () => {
    const client = createQueryClient();
    client.setQueryData(quizKeys.currentQuestion(), question, { updatedAt: Date.now() - 24 * 60 * 60_000 });
    const fresh = { currentQuestion: { questionId: "q2", prompt: "Next" } };
    const queryFn = vi.fn(async () => fresh);
    await expect(loadQuery(client, { ...options(queryFn), staleTime: Number.POSITIVE_INFINITY }, "ensure")).resolves.toEqual(fresh);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
