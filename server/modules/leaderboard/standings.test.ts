import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { attempts, events, standings, users } from "#server/db/schema/index.ts";
import { createTestPostgres, DB_KINDS, type TestPostgres } from "#tests/setup/db.ts";
import { createEvent, play } from "#tests/support/quiz.ts";
import { FakeClock, gqlAt, listen, SLOW, signUp, startServer, TEST_SCRYPT_LOG_N, type TestServer } from "#tests/support/server-harness.ts";

const BOARD = `query B($e: ID) { leaderboard(eventId: $e, first: 10) { riders entries { rank userId displayName score } me { rank } } }`;
type Board = { leaderboard: { riders: number; entries: { rank: number; userId: string; displayName: string; score: number }[] } };

describe.each(DB_KINDS)("the standings snapshot on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("serves board reads from the kept snapshot: no ranking query per read, one read of the changes per finish", async () => {
    const code = kind === "pglite" ? "SNAP2345" : "SNAP3456";
    const eventId = await createEvent(s, `Snapshot ${kind}`, [{ code }]);
    const a = await signUp(s, "Alma");
    await play(s, a.token, code);
    const before = s.app.deps.standings.reads;
    const boards = await Promise.all(Array.from({ length: 20 }, () => s.gql<Board>(BOARD, { e: eventId })));
    for (const b of boards) expect(b.data?.leaderboard.riders).toBe(1);
    expect(s.app.deps.standings.reads - before).toBeLessThanOrEqual(1);

    // A finish is read at once by the rider who made it, and once more for everyone.
    const b = await signUp(s, "Bruno");
    await play(s, b.token, code, { wrongAt: [0] });
    const mine = await s.gql(BOARD, { e: eventId }, b.token);
    expect(mine.data?.leaderboard.riders).toBe(2);
    expect(mine.data?.leaderboard.me).toEqual({ rank: 2 });
    const reads = s.app.deps.standings.reads;
    await Promise.all(Array.from({ length: 20 }, () => s.gql<Board>(BOARD, { e: eventId })));
    expect(s.app.deps.standings.reads).toBe(reads);

    // The table the snapshot reads is kept by the database as attempts finish.
    const kept = await s.handle.db.select().from(standings).where(eq(standings.eventId, eventId));
    expect(kept.map((r) => [r.userId, r.score, r.checkpointsDone]).sort()).toEqual(
      [
        [a.userId, 5000, 1],
        [b.userId, 4000, 1],
      ].sort(),
    );
  });

  it("follows a rename and a removed attempt, written by anyone (the ops CLI writes SQL directly)", async () => {
    const code = kind === "pglite" ? "RENM2345" : "RENM3456";
    const eventId = await createEvent(s, `Renames ${kind}`, [{ code }]);
    const a = await signUp(s, "Carla");
    const b = await signUp(s, "Dario");
    await play(s, a.token, code);
    await play(s, b.token, code, { wrongAt: [1] });
    expect((await s.gql<Board>(BOARD, { e: eventId })).data?.leaderboard.entries.map((e) => e.displayName)).toEqual(["Carla", "Dario"]);

    await s.handle.db.update(users).set({ displayName: "Carla R" }).where(eq(users.id, a.userId));
    await s.handle.db.delete(attempts).where(eq(attempts.userId, b.userId));
    // No app path published: on PostgreSQL the trigger's NOTIFY does (the two-process test below); here its wake-up.
    s.app.deps.standings.invalidate(eventId);
    const after = (await s.gql<Board>(BOARD, { e: eventId })).data?.leaderboard;
    expect(after?.riders).toBe(1);
    expect(after?.entries.map((e) => [e.displayName, e.rank])).toEqual([["Carla R", 1]]);
  });

  it("the live update's read carries the event's current row in the same query, never a held one", async () => {
    const code = kind === "pglite" ? "CURR2345" : "CURR3456";
    const eventId = await createEvent(s, `Current ${kind}`, [{ code }]);
    const a = await signUp(s, "Elena");
    await play(s, a.token, code);
    const store = s.app.deps.standings;
    const held = await store.get(eventId);
    expect(held.event).toMatchObject({ id: eventId, closedAt: null });

    // Written straight to the database, no wake-up: a plain read keeps its snapshot, the live update's does not.
    const closedAt = new Date("2026-11-22T12:00:00.000Z");
    await s.handle.db.update(events).set({ closedAt }).where(eq(events.id, eventId));
    expect((await store.get(eventId)).event?.closedAt).toBeNull();
    const reads = store.reads;
    const current = await store.current(eventId);
    expect(store.reads).toBe(reads + 1);
    expect(current.event?.closedAt?.toISOString()).toBe(closedAt.toISOString());
    expect(current.riders).toBe(1);
    expect((await store.current("00000000-0000-4000-8000-000000000000")).event).toBeNull();
  });
});

describe("the standings snapshot across two processes on PostgreSQL", SLOW, () => {
  let pgdb: TestPostgres;
  let a: TestServer;
  beforeAll(async () => {
    pgdb = await createTestPostgres();
    a = await startServer("postgres", { handle: pgdb.handle });
  });
  afterAll(async () => {
    await a.close();
    await pgdb.drop();
  });

  it("a finish on one process reaches the other's kept snapshot, and a direct SQL write reaches both", async () => {
    const b = await buildApp({ db: await pgdb.open(), now: new FakeClock().now, scryptLogN: TEST_SCRYPT_LOG_N });
    const urlB = await listen(b);
    try {
      const eventId = await createEvent(a, "Across", [{ code: "ACRS4567" }]);
      const readB = async () => (await gqlAt<Board>(urlB, BOARD, { e: eventId })).data?.leaderboard;
      expect((await readB())?.riders).toBe(0);
      const rider = await signUp(a, "Across");
      await play(a, rider.token, "ACRS4567");
      await expect.poll(async () => (await readB())?.riders, { timeout: 5000 }).toBe(1);

      // The trigger's NOTIFY: a write no server made (the ops CLI's) still reaches every snapshot.
      await a.handle.db.delete(attempts).where(eq(attempts.userId, rider.userId));
      await expect.poll(async () => (await readB())?.riders, { timeout: 5000 }).toBe(0);
      await expect.poll(async () => (await a.gql<Board>(BOARD, { e: eventId })).data?.leaderboard.riders, { timeout: 5000 }).toBe(0);
    } finally {
      await b.close();
    }
  });
});

describe("anonymous board reads", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { rateLimits: { boardIp: { points: 3, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("are rate-limited per address when they execute (a kept answer is shared: server/http/board-reads.test.ts); a signed-in rider's are not", async () => {
    // Each page size is its own request, so each read executes (server/http/board-reads.ts).
    const PAGE = `query P($n: Int) { leaderboard(first: $n) { riders } }`;
    for (let n = 1; n <= 3; n++) expect((await s.gql<Board>(PAGE, { n })).data?.leaderboard.riders).toBe(0);
    const refused = await s.gql(PAGE, { n: 4 });
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Too many tries/), extensions: { code: "RATE_LIMITED" } });
    const { token } = await signUp(s, "Reader");
    expect((await s.gql<Board>(BOARD, {}, token)).data?.leaderboard.riders).toBe(0);
  });
});
