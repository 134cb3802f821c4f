import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GraphQLContext } from "#server/modules/deps.ts";
import { createEvent, play } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { BACKPRESSURE_BYTES, type FanoutSocket, sharedPlan } from "./fanout.ts";

const WITH_ME = `subscription Live($e: ID!) { leaderboardChanged(eventId: $e) { eventId riders updatedAt entries { rank userId score } ...Mine } }
  fragment Mine on Leaderboard { mine: me { userId rank score } }`;
const WITHOUT_ME = `subscription Board($e: ID!) { leaderboardChanged(eventId: $e) { riders updatedAt entries { userId score } } }`;

type Board = { riders: number; updatedAt: string; entries: { userId: string }[]; mine?: { userId: string; rank: number } | null };

/** Every message of one subscription, in order. */
function collect(client: Client, query: string, eventId: string) {
  const got: { data?: { leaderboardChanged: Board } | null; errors?: unknown }[] = [];
  const stop = client.subscribe<{ leaderboardChanged: Board }>(
    { query, variables: { e: eventId } },
    { next: (m) => void got.push(m), error: (err) => got.push({ errors: err }), complete: () => {} },
  );
  return { got, stop, last: () => got.at(-1)?.data?.leaderboardChanged };
}

describe("live fan-out", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { coalesceMs: 50, rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("executes a snapshot once per document for all subscribers; each rider gets only their own row", async () => {
    const code = "FANE2345";
    const eventId = await createEvent(s, "Fan-out", [{ code }]);
    const [a, b, c] = await Promise.all(["Fan A", "Fan B", "Fan C"].map((n) => signUp(s, n)));
    if (!a || !b || !c) throw new Error("sign-up failed");
    await play(s, a.token, code);
    await play(s, b.token, code, { wrongAt: [0, 1] });
    // c is signed in but has not finished: no row of their own.
    const anonymous = Array.from({ length: 6 }, () => collect(s.ws(), WITH_ME, eventId));
    const plain = Array.from({ length: 3 }, () => collect(s.ws(b.token), WITHOUT_ME, eventId));
    const aTwice = [collect(s.ws(a.token), WITH_ME, eventId), collect(s.ws(a.token), WITH_ME, eventId)];
    const bSub = collect(s.ws(b.token), WITH_ME, eventId);
    const cSub = collect(s.ws(c.token), WITH_ME, eventId);
    const all = [...anonymous, ...plain, ...aTwice, bSub, cSub];
    await vi.waitFor(() => expect(all.every((x) => x.got.length === 1)).toBe(true), { timeout: 10_000 });

    const executions = s.app.fanout.executions;
    const viewerExecutions = s.app.fanout.viewerExecutions;
    s.clock.advance(1000);
    await s.app.live.changed(eventId);
    await vi.waitFor(() => expect(all.every((x) => x.got.length === 2)).toBe(true), { timeout: 10_000 });
    // One new snapshot: one execution per document for 13 subscribers, one own-row execution per rider.
    expect(s.app.fanout.executions - executions).toBe(2);
    expect(s.app.fanout.viewerExecutions - viewerExecutions).toBe(3);

    const board = anonymous[0]?.last();
    expect(board?.riders).toBe(2);
    expect(board?.entries.map((e) => e.userId)).toEqual([a.userId, b.userId]);
    for (const x of anonymous) expect(x.got[1]).toEqual(anonymous[0]?.got[1]);
    for (const x of anonymous) expect(x.last()?.mine).toBeNull();
    for (const x of plain) expect(x.got[1]).toEqual(plain[0]?.got[1]);
    expect(plain[0]?.last()?.updatedAt).toBe(board?.updatedAt);
    expect(plain[0]?.last()?.entries.map((e) => e.userId)).toEqual([a.userId, b.userId]);
    for (const x of plain) expect(x.last()).not.toHaveProperty("mine");
    for (const x of aTwice) expect(x.last()?.mine).toEqual({ userId: a.userId, rank: 1, score: expect.any(Number) });
    expect(bSub.last()?.mine).toMatchObject({ userId: b.userId, rank: 2 });
    expect(cSub.last()?.mine).toBeNull();
    // The shared part is the same for everyone, signed in or not.
    for (const x of [...aTwice, bSub, cSub]) expect({ ...x.last(), mine: null }).toEqual(board);
    for (const x of all) x.stop();
  });

  it("after logout the rider's token names nobody: a new subscription gets no own row; another rider still gets theirs", async () => {
    const code = "FANT2345";
    const eventId = await createEvent(s, "Fan-out logout", [{ code }]);
    const [a, b] = await Promise.all(["Out A", "Out B"].map((n) => signUp(s, n)));
    if (!a || !b) throw new Error("sign-up failed");
    await play(s, a.token, code);
    await play(s, b.token, code);
    expect((await s.gql("mutation { logout { ok } }", {}, a.token)).data?.logout.ok).toBe(true);
    const afterLogout = collect(s.ws(a.token), WITH_ME, eventId);
    const other = collect(s.ws(b.token), WITH_ME, eventId);
    await vi.waitFor(() => expect(afterLogout.got.length + other.got.length).toBe(2), { timeout: 10_000 });
    expect(afterLogout.last()?.riders).toBe(2);
    expect(afterLogout.last()?.mine).toBeNull();
    expect(other.last()?.mine?.userId).toBe(b.userId);
    afterLogout.stop();
    other.stop();
  });

  // The real fan-out, hub and schema; only the socket is a recorder whose buffered bytes a test sets.
  const socket = () => {
    const raw: (string | Buffer)[] = [];
    const sent: string[] = [];
    const sock: FanoutSocket & { sent: string[]; raw: (string | Buffer)[]; bufferedAmount: number } = {
      bufferedAmount: 0,
      readyState: 1,
      sent,
      raw,
      send: (d, options) => {
        expect(options.binary).toBe(false);
        raw.push(d);
        sent.push(String(d));
      },
    };
    return sock;
  };
  const start = async (eventId: string, sock: FanoutSocket, id: string, query = WITHOUT_ME, token?: string) => {
    const params = { query, variables: { e: eventId } };
    const connectionParams = token ? { authorization: `Bearer ${token}` } : {};
    const { schema, parse, contextFactory } = s.app.yoga.getEnveloped({ connectionParams, params });
    const context: GraphQLContext = await contextFactory();
    const args = { schema, document: parse(query), variableValues: params.variables, contextValue: context };
    const plan = sharedPlan(args);
    if (!plan) throw new Error("no shared plan");
    const it = await s.app.fanout.subscribe({ args, context, socket: sock, id }, plan, () => "not the shared path");
    if (typeof it === "string") throw new Error(it);
    void it.next();
    return it;
  };

  it("sends everyone without a row of their own one encoded message per subscription id", async () => {
    const code = "FANW2345";
    const eventId = await createEvent(s, "Fan-out ids", [{ code }]);
    const rider = await signUp(s, "Fan W");
    if (!rider) throw new Error("sign-up failed");
    await play(s, rider.token, code);
    const ones = [socket(), socket(), socket()];
    const two = socket();
    const mine = socket();
    const its = [
      ...(await Promise.all(ones.map((sock) => start(eventId, sock, "1", WITH_ME)))),
      await start(eventId, two, "2", WITH_ME),
      await start(eventId, mine, "1", WITH_ME, rider.token),
    ];
    await vi.waitFor(() => expect([...ones, two, mine].every((sock) => sock.raw.length === 1)).toBe(true));
    // The same bytes, the same object: built once, not once per socket.
    expect(Buffer.isBuffer(ones[0]?.raw[0])).toBe(true);
    expect(ones[1]?.raw[0]).toBe(ones[0]?.raw[0]);
    expect(ones[2]?.raw[0]).toBe(ones[0]?.raw[0]);
    expect(two.raw[0]).not.toBe(ones[0]?.raw[0]);
    expect(two.sent[0]?.replace('"id":"2"', '"id":"1"')).toBe(ones[0]?.sent[0]);
    expect(JSON.parse(ones[0]?.sent[0] ?? "").payload.data.leaderboardChanged.mine).toBeNull();
    // A rider with a row of their own gets it, in a message of their own.
    expect(mine.raw[0]).not.toBe(ones[0]?.raw[0]);
    expect(JSON.parse(mine.sent[0] ?? "").payload.data.leaderboardChanged.mine.userId).toBe(rider.userId);
    for (const it of its) await it.return?.();
  });

  it("a socket that cannot keep up gets the newest snapshot when it drains, not the ones in between", async () => {
    const eventId = await createEvent(s, "Fan-out slow", [{ code: "FANS2345" }]);
    const fast = socket();
    const slow = socket();
    const its = [await start(eventId, fast, "fast"), await start(eventId, slow, "slow")];
    await vi.waitFor(() => expect(fast.sent.length + slow.sent.length).toBe(2));
    slow.bufferedAmount = BACKPRESSURE_BYTES + 1;
    for (let n = 2; n <= 5; n++) {
      s.clock.advance(1000);
      await s.app.live.changed(eventId);
      await vi.waitFor(() => expect(fast.sent.length).toBe(n), { timeout: 5000 });
    }
    // The slow socket took the next snapshot before it was seen to be behind, and nothing after.
    expect(slow.sent.length).toBe(2);
    slow.bufferedAmount = 0;
    await vi.waitFor(() => expect(slow.sent.length).toBe(3), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(slow.sent.length).toBe(3);
    const payload = (m: string | undefined) => m?.slice(m.indexOf('"payload":'));
    // Same bytes as the fast socket's, but for the id: first, second, then the newest.
    expect(slow.sent.map(payload)).toEqual([fast.sent[0], fast.sent[1], fast.sent[4]].map(payload));
    expect(slow.sent[2]?.startsWith('{"id":"slow","type":"next","payload":{"data":{"leaderboardChanged":')).toBe(true);
    expect(new Set(fast.sent.map(payload)).size).toBe(5);
    for (const it of its) await it.return?.();
    await vi.waitFor(() => expect(s.app.live.subscriberCount(eventId)).toBe(0));
  });
});
