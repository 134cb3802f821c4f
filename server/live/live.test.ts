import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { createTestPostgres, DB_KINDS, type TestPostgres } from "#tests/setup/db.ts";
import { iterateLive } from "#tests/support/live.ts";
import { answerKey, createEvent, NEXT, SUBMIT, start } from "#tests/support/quiz.ts";
import {
  FakeClock,
  gqlAt,
  listen,
  SLOW,
  signUp,
  startServer,
  TEST_SCRYPT_LOG_N,
  type TestServer,
  wsClient,
} from "#tests/support/server-harness.ts";

const SUB = `subscription Live($e: ID!) { leaderboardChanged(eventId: $e) { eventId riders updatedAt entries { rank userId score } me { userId rank } } }`;

type Board = { leaderboardChanged: { riders: number; entries: { userId: string }[]; me: { userId: string } | null } };

/** One phone's board subscription, read message by message (tests/support/live.ts). */
function subscribe(client: Client, eventId: string) {
  return iterateLive<Board>(client, SUB, { e: eventId });
}

/** Serves all five questions and answers four, so the last answer (the finish) can be fired later. */
async function almostFinish(s: TestServer, token: string, code: string) {
  const id = await start(s, token, code);
  for (let i = 0; i < 5; i++) {
    const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    const key = await answerKey(s, q.questionId);
    const submit = () => s.gql(SUBMIT, { a: id, q: q.questionId, c: key.correct }, token);
    if (i === 4) return submit;
    await submit();
  }
  throw new Error("unreachable");
}

describe.each(DB_KINDS)("live leaderboard on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    // A wide window so three finishes land in one even on a busy CI machine.
    s = await startServer(kind, { coalesceMs: 3000, rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("pushes the same standings to every subscriber, each with their own row", async () => {
    const code = kind === "pglite" ? "FAST2345" : "FAST3456";
    const eventId = await createEvent(s, `Live ${kind}`, [{ code }]);
    const riders = await Promise.all([1, 2, 3].map((n) => signUp(s, `Live ${n}`)));
    const subs = [subscribe(s.ws(riders[0]?.token), eventId), subscribe(s.ws(riders[1]?.token), eventId), subscribe(s.ws(), eventId)];
    const first = await Promise.all(subs.map((x) => x.next()));
    for (const p of first) expect(p.data?.leaderboardChanged.riders).toBe(0);
    expect(s.app.live.subscriberCount(eventId)).toBe(3);
    const before = s.app.live.computations;

    const finishers = await Promise.all(riders.map((r) => almostFinish(s, r.token, code)));
    await Promise.all(finishers.map((f) => f()));
    const final = await Promise.all(subs.map((x) => x.until((p) => p.data?.leaderboardChanged.riders === 3, 30_000)));
    // Three finishes: at most one snapshot each, usually one for all three.
    expect(s.app.live.computations - before).toBeGreaterThanOrEqual(1);
    expect(s.app.live.computations - before).toBeLessThanOrEqual(3);
    for (const p of final) expect(p.data?.leaderboardChanged.entries).toEqual(final[0]?.data?.leaderboardChanged.entries);
    expect(final[0]?.data?.leaderboardChanged.me?.userId).toBe(riders[0]?.userId);
    expect(final[1]?.data?.leaderboardChanged.me?.userId).toBe(riders[1]?.userId);
    expect(final[2]?.data?.leaderboardChanged.me).toBeNull();

    // A burst of wake-ups: a leading and at most one trailing computation for the whole window.
    const burstFrom = s.app.live.computations;
    await Promise.all(Array.from({ length: 50 }, () => s.app.live.changed(eventId)));
    const burst = await Promise.all(subs.map((x) => x.next()));
    for (const p of burst) expect(p.data?.leaderboardChanged.riders).toBe(3);
    await new Promise((r) => setTimeout(r, 3500));
    expect(s.app.live.computations - burstFrom).toBeGreaterThanOrEqual(1);
    expect(s.app.live.computations - burstFrom).toBeLessThanOrEqual(2);
    await Promise.all(subs.map((x) => x.close()));
  });

  it("publishes a lone finish at once, not at the end of the coalescing window", async () => {
    const code = kind === "pglite" ? "SNGE2345" : "SNGE3456";
    const eventId = await createEvent(s, `Lone ${kind}`, [{ code }]);
    const rider = await signUp(s, "Lone rider");
    const finish = await almostFinish(s, rider.token, code);
    const sub = subscribe(s.ws(), eventId);
    expect((await sub.next()).data?.leaderboardChanged.riders).toBe(0);
    // Let the window opened by the first snapshot pass: the finish is then a leading edge.
    await new Promise((r) => setTimeout(r, 3100));
    const from = s.app.live.computations;
    const t0 = performance.now();
    await finish();
    const update = await sub.next();
    const elapsed = performance.now() - t0;
    expect(update.data?.leaderboardChanged.riders).toBe(1);
    // A trailing window would hold it back for the full 3000 ms.
    expect(elapsed).toBeLessThan(2000);
    expect(s.app.live.computations - from).toBe(1);
    await sub.close();
  });

  it("refuses an unknown event and a websocket from a foreign origin", async () => {
    const sub = subscribe(s.ws(), "00000000-0000-4000-8000-000000000000");
    const refused = await sub.next();
    expect(refused.errors?.[0]?.message).toBe("This event could not be found.");
    const foreign = subscribe(s.ws(undefined, "https://evil.example"), "00000000-0000-4000-8000-000000000000");
    await expect(foreign.next()).rejects.toBeDefined();
    const allowed = subscribe(s.ws(undefined, s.url), "00000000-0000-4000-8000-000000000000");
    expect((await allowed.next()).errors).toHaveLength(1);
  });
});

describe("two server processes on one PostgreSQL database", SLOW, () => {
  let pgdb: TestPostgres;
  let a: TestServer;
  beforeAll(async () => {
    pgdb = await createTestPostgres();
    a = await startServer("postgres", { handle: pgdb.handle, coalesceMs: 100, rateLimits: { loginAccount: { points: 2, durationS: 60 } } });
  });
  afterAll(async () => {
    await a.close();
    await pgdb.drop();
  });

  it("an attempt finished through one server reaches a subscriber of the other", async () => {
    const clock = new FakeClock();
    const b = await buildApp({ db: await pgdb.open(), now: clock.now, scryptLogN: TEST_SCRYPT_LOG_N, coalesceMs: 100 });
    const urlB = await listen(b);
    const client = wsClient(urlB);
    try {
      const eventId = await createEvent(a, "Across", [{ code: "ACRS2345" }]);
      const sub = subscribe(client, eventId);
      expect((await sub.next()).data?.leaderboardChanged.riders).toBe(0);
      const rider = await signUp(a, "Across");
      const finish = await almostFinish(a, rider.token, "ACRS2345");
      await finish();
      const update = await sub.next();
      expect(update.data?.leaderboardChanged.riders).toBe(1);
      expect(update.data?.leaderboardChanged.entries[0]?.userId).toBe(rider.userId);
      // And B reads what A wrote.
      const board = await gqlAt<{ leaderboard: { riders: number } }>(urlB, `{ leaderboard(eventId: "${eventId}") { riders } }`);
      expect(board.data?.leaderboard.riders).toBe(1);
      await sub.close();
    } finally {
      await client.dispose();
      await b.close();
    }
  });

  it("rate limits hold across both servers (shared rate_limits table)", async () => {
    const b = await buildApp({
      db: await pgdb.open(),
      scryptLogN: TEST_SCRYPT_LOG_N,
      rateLimits: { loginAccount: { points: 2, durationS: 60 } },
    });
    const urlB = await listen(b);
    try {
      const { email } = await signUp(a, "Limited");
      const LOGIN = "mutation L($input: LoginInput!) { login(input: $input) { ok fieldErrors { message } } }";
      const wrong = { input: { email, password: "not the password" } };
      type R = { login: { ok: boolean; fieldErrors: { message: string }[] } };
      expect((await gqlAt<R>(a.url, LOGIN, wrong)).data?.login.fieldErrors[0]?.message).toBe("Email or password is incorrect.");
      expect((await gqlAt<R>(urlB, LOGIN, wrong)).data?.login.fieldErrors[0]?.message).toBe("Email or password is incorrect.");
      const blocked = await gqlAt<R>(a.url, LOGIN, { input: { email, password: "correct horse battery" } });
      expect(blocked.data?.login.ok).toBe(false);
      expect(blocked.data?.login.fieldErrors[0]?.message).toMatch(/^Too many tries — try again in \d+ minutes?\.$/);
    } finally {
      await b.close();
    }
  });
});
