import { onlineManager, QueryClient } from "@tanstack/react-query";
import { Window } from "happy-dom";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RegisterDocument } from "#app/graphql/__generated__/graphql.ts";
import { startTestApi, type TestApi } from "./api.ts";

let api: TestApi;
let win: Window;
let token = "";
let posts = 0;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  api = await startTestApi();
  vi.stubEnv("VITE_GRAPHQL_URL", api.url);
  // After the stub: the app's endpoint is read once, when the env module first loads.
  const { createTransport } = await import("#app/platform/data/transport.ts");
  const reg = await createTransport({ url: api.url }).request(RegisterDocument, {
    input: { displayName: "Flow Rider", email: "flow@example.com", password: "correct horse battery staple", acceptTerms: true },
  });
  token = reg.register.token ?? "";
  // Counts what really goes over the network; every call goes through to the real fetch.
  globalThis.fetch = (input, init) => {
    posts++;
    return realFetch(input, init);
  };
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  vi.unstubAllEnvs();
  await api?.close();
});
beforeEach(() => {
  posts = 0;
  win = new Window({ url: "http://localhost:5173/scan" });
  (globalThis as { document?: unknown }).document = win.document;
});
afterEach(async () => {
  onlineManager.setOnline(true);
  delete (globalThis as { document?: unknown }).document;
  await win.happyDOM.close();
});

const nav = (path: string) => new Request(`http://localhost:5173${path}`);

describe("flow source for the guards", () => {
  it("answers signed-out without a request when there is no token cookie", async () => {
    const { createFlowSource } = await import("#app/features/session/flow-source.ts");
    const flow = await createFlowSource(new QueryClient())(nav("/scan"));
    expect(flow).toEqual({ signedIn: false, rulesAccepted: false, attemptInProgress: false, attemptStarted: false, finishedAttempts: 0 });
    expect(posts).toBe(0);
  });

  it("costs one round trip per navigation, shared by the guard and the screen", async () => {
    const { createFlowSource } = await import("#app/features/session/flow-source.ts");
    const { setToken } = await import("#app/platform/data/token-cookie.ts");
    const { flowOf, meOf, sessionQueryOptions } = await import("#app/features/session/queries.ts");
    setToken(token);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const source = createFlowSource(qc);
    const first = await source(nav("/scan")); // warms the server's APQ cache (hash miss + full)
    expect(first.signedIn).toBe(true);
    expect(first.attemptInProgress).toBe(false);
    expect(first.finishedAttempts).toBe(0);

    await new Promise((r) => setTimeout(r, 150)); // the next navigation, after the forced-fetch delay
    posts = 0;
    const flow = await source(nav("/rules"));
    const screen = await qc.fetchQuery(sessionQueryOptions());
    expect(posts).toBe(1);
    expect(meOf(screen)?.displayName).toBe("Flow Rider");
    expect(flow.rulesAccepted).toBe(flowOf(screen)?.rulesAccepted);
  });

  it("uses the last answer while offline instead of hanging the navigation", async () => {
    const { createFlowSource } = await import("#app/features/session/flow-source.ts");
    const { setToken } = await import("#app/platform/data/token-cookie.ts");
    setToken(token);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const source = createFlowSource(qc);
    await source(nav("/scan"));
    onlineManager.setOnline(false);
    await new Promise((r) => setTimeout(r, 150));
    posts = 0;
    const flow = await source(nav("/quiz"));
    expect(flow.signedIn).toBe(true);
    expect(posts).toBe(0);
  });

  it("forgets a token the server no longer accepts", async () => {
    const { createFlowSource } = await import("#app/features/session/flow-source.ts");
    const { getToken, setToken } = await import("#app/platform/data/token-cookie.ts");
    setToken("revoked-or-made-up");
    const flow = await createFlowSource(new QueryClient({ defaultOptions: { queries: { retry: false } } }))(nav("/scan"));
    expect(flow.signedIn).toBe(false);
    expect(getToken()).toBeNull();
  });
});
