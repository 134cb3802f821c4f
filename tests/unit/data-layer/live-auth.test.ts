import { QueryClient } from "@tanstack/react-query";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { LeaderboardChangedDocument, LeaderboardFields } from "#app/features/leaderboard/queries.ts";
import { userOf } from "#app/features/session/queries.ts";
import { getFragmentData } from "#app/graphql/__generated__/fragment-masking.ts";
import { type LeaderboardChangedSubscription, RegisterDocument } from "#app/graphql/__generated__/graphql.ts";
import { createLiveClient, liveUrl } from "#app/platform/data/live.ts";
import { createTransport } from "#app/platform/data/transport.ts";
import { attempts, checkpoints, events } from "#server/db/schema/index.ts";
import { startTestApi, type TestApi } from "./api.ts";

/**
 * Who the server sees on the live connection. A subscriber's `me` row is resolved from the viewer
 * of the websocket's own context, so it names the rider only when the socket carried their token
 * (connectionParams `authorization: Bearer …`), and it changes only when a new socket is opened.
 */
const WAIT = { timeout: 10_000, interval: 50 };

let api: TestApi;
let eventId: string;
let win: Window;

interface Rider {
  token: string;
  userId: string;
}

/** A rider with a finished attempt, so they have a row on the event's board. */
async function finishedRider(name: string, checkpointId: string, score: number): Promise<Rider> {
  const http = createTransport({ url: api.url });
  const input = {
    displayName: name,
    email: `${name.toLowerCase()}-${Date.now()}@example.com`,
    password: "long enough secret",
    acceptTerms: true,
  };
  const { register } = await http.request(RegisterDocument, { input });
  const token = register.token ?? "";
  const userId = userOf(register.user)?.id ?? "";
  expect(token).not.toBe("");
  await api.handle.db
    .insert(attempts)
    .values({ userId, checkpointId, questionIds: [], secondsPerQuestion: 20, finishedAt: new Date(), score });
  return { token, userId };
}

/** Collects the `me` row of every message a subscription receives. */
function meRows() {
  const seen: (string | null)[] = [];
  return {
    seen,
    next: (data: LeaderboardChangedSubscription) =>
      seen.push(getFragmentData(LeaderboardFields, data.leaderboardChanged).me?.userId ?? null),
  };
}

let ada: Rider;
let ben: Rider;

beforeAll(async () => {
  api = await startTestApi();
  const [event] = await api.handle.db.insert(events).values({ name: "Live Auth Ride", isDefault: true }).returning({ id: events.id });
  eventId = event?.id ?? "";
  const [cp] = await api.handle.db
    .insert(checkpoints)
    .values({ eventId, code: "AUTH2345", name: "Auth stop" })
    .returning({ id: checkpoints.id });
  ada = await finishedRider("Ada", cp?.id ?? "", 900);
  ben = await finishedRider("Ben", cp?.id ?? "", 700);
});
afterAll(async () => {
  await api?.close();
});

describe("the websocket carries the rider's token", () => {
  it("the server's subscription context sees the viewer the client's token names, and none without one", async () => {
    const { subscribe } = await import("#app/platform/data/live.ts");
    for (const [token, expected] of [
      [ada.token, ada.userId],
      [null, null],
    ] as const) {
      const live = await createLiveClient({ url: liveUrl("/graphql", api.origin), getToken: () => token, webSocketImpl: WebSocket });
      const rows = meRows();
      const stop = subscribe(LeaderboardChangedDocument, { eventId }, rows, Promise.resolve(live));
      await vi.waitFor(() => expect(rows.seen.length).toBeGreaterThan(0), WAIT);
      expect(rows.seen[0]).toBe(expected);
      stop();
      await live.dispose();
    }
  });
});

describe("login and logout restart the app's live connection", () => {
  beforeAll(() => {
    // The app's own connection (platform/data/live.ts) as a browser runs it: endpoint from the env, token from
    // the cookie, the page's window and a WebSocket.
    vi.stubEnv("VITE_GRAPHQL_URL", api.url);
    win = new Window({ url: `${api.origin}/quizresults` });
    vi.stubGlobal("window", win);
    vi.stubGlobal("document", win.document);
    vi.stubGlobal("WebSocket", WebSocket);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    await win.happyDOM.close();
  });

  it("after login the server sees a new connection as the new rider, after logout one as nobody", async () => {
    const { subscribe } = await import("#app/platform/data/live.ts");
    const { login, logout } = await import("#app/features/session/sign-in.ts");
    const qc = new QueryClient();
    const rows = meRows();
    const stop = subscribe(LeaderboardChangedDocument, { eventId }, rows);
    // Every new connection resubscribes, and the server answers a subscription with the board.
    await vi.waitFor(() => expect(rows.seen).toEqual([null]), WAIT);

    await login(ada.token, qc);
    await vi.waitFor(() => expect(rows.seen.at(-1)).toBe(ada.userId), WAIT);

    await login(ben.token, qc);
    await vi.waitFor(() => expect(rows.seen.at(-1)).toBe(ben.userId), WAIT);

    await logout(qc);
    await vi.waitFor(() => expect(rows.seen.at(-1)).toBeNull(), WAIT);
    expect(rows.seen.filter((row, i) => row !== rows.seen[i - 1])).toEqual([null, ada.userId, ben.userId, null]);
    stop();
  });
});
