import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { Window } from "happy-dom";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionDocument } from "#app/features/session/queries.ts";
import { login, logout } from "#app/features/session/sign-in.ts";
import { authHeaders, getToken } from "#app/platform/data/token-cookie.ts";
import { createTransport } from "#app/platform/data/transport.ts";
import { recordingFetch, refusedUrl, startTestApi, type TestApi, type WireRecord } from "./api.ts";

/** The machine is shared: waits are generous, they end as soon as the condition holds. */
const WAIT = { timeout: 10_000, interval: 50 };

let api: TestApi;
let win: Window;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(() => {
  win = new Window({ url: "http://localhost:5173/scan" });
  (globalThis as { document?: unknown }).document = win.document;
});
afterEach(async () => {
  vi.useRealTimers();
  delete (globalThis as { document?: unknown }).document;
  await win.happyDOM.close();
});

const DAY = 24 * 60 * 60 * 1000;

describe("session cookie", () => {
  it("login stores apollo-token on path / for 7 days; logout removes it", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await login("tok-123", qc);
    expect(win.document.cookie).toContain("apollo-token=tok-123");
    expect(getToken()).toBe("tok-123");
    // Path "/": visible from any path of the site.
    win.happyDOM.setURL("http://localhost:5173/quiz/deeper");
    expect(getToken()).toBe("tok-123");

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 7 * DAY - 60_000);
    expect(getToken()).toBe("tok-123");
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(getToken()).toBeNull();
    vi.useRealTimers();

    await login("tok-456", qc);
    await logout(qc);
    expect(win.document.cookie).not.toContain("apollo-token");
    expect(getToken()).toBeNull();
  });

  it("login with an empty token removes the cookie", async () => {
    const qc = new QueryClient();
    await login("abc", qc);
    await login("", qc);
    expect(getToken()).toBeNull();
  });

  it("sends Authorization: Bearer exactly when the cookie holds a token", async () => {
    const wire: WireRecord[] = [];
    const t = createTransport({ url: api.url, fetch: recordingFetch(wire), headers: authHeaders });
    await t.request(SessionDocument, {});
    expect(wire.every((w) => !w.headers.has("authorization"))).toBe(true);

    await login("not-a-real-session", new QueryClient());
    wire.length = 0;
    await t.request(SessionDocument, {});
    expect(wire.length).toBeGreaterThan(0);
    expect(wire.every((w) => w.headers.get("authorization") === "Bearer not-a-real-session")).toBe(true);

    await logout(new QueryClient());
    wire.length = 0;
    await t.request(SessionDocument, {});
    expect(wire.every((w) => !w.headers.has("authorization"))).toBe(true);
  });
});

describe("cache reset", () => {
  it("leaves the cache empty after logout", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const t = createTransport({ url: api.url, headers: authHeaders });
    await qc.fetchQuery({ queryKey: ["session", "current"], queryFn: () => t.request(SessionDocument, {}) });
    qc.setQueryData(["leaderboard", "default", 10], { leaderboard: null });
    expect(qc.getQueryCache().getAll().length).toBe(2);
    await login("tok", qc);
    await logout(qc);
    expect(qc.getQueryCache().getAll()).toHaveLength(0);
    expect(qc.getMutationCache().getAll()).toHaveLength(0);
  });

  it("refetches queries on screen as the new identity", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wire: WireRecord[] = [];
    const t = createTransport({ url: api.url, fetch: recordingFetch(wire), headers: authHeaders });
    const observer = new QueryObserver(qc, { queryKey: ["session", "current"], queryFn: () => t.request(SessionDocument, {}) });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true), WAIT);
    wire.length = 0;
    await login("fresh-token", qc);
    expect(wire.at(-1)?.headers.get("authorization")).toBe("Bearer fresh-token");
    expect(observer.getCurrentResult().data).toEqual({ me: null, flow: null });
    unsubscribe();
  });

  it("a failed reset only logs 'Error on cache reset'", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const down = createTransport({ url: await refusedUrl() });
    const observer = new QueryObserver(qc, { queryKey: ["session", "current"], queryFn: () => down.request(SessionDocument, {}) });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true), WAIT);
    await expect(logout(qc)).resolves.toBeUndefined();
    const calls = vi.mocked(console.error).mock.calls;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe("Error on cache reset");
    vi.mocked(console.error).mockClear();
    unsubscribe();
  });
});
