import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { events } from "#server/db/schema/index.ts";
import { createTestPostgres, DB_KINDS, type TestPostgres } from "#tests/setup/db.ts";
import { iterateLive } from "#tests/support/live.ts";
import { ops } from "#tests/support/ops.ts";
import { signUpOrganizer } from "#tests/support/organizer.ts";
import { createEvent, play } from "#tests/support/quiz.ts";
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

// An organizer's change to what a board shows (close, reopen, end, reveal mode) reaches every board
// at once, with no answer in between: the process drops its copy of the event and pushes one update
// (docs/decisions/017-standings-snapshot.md), across processes through NOTIFY on PostgreSQL.

const SUB = `subscription S($e: ID!) { leaderboardChanged(eventId: $e) { answersHidden entries { displayName } board { closed } } }`;
const BOARD = `query B($e: ID) { leaderboard(eventId: $e, first: 10) { answersHidden entries { displayName } } }`;
const EVENT_OP = (op: string) => `mutation E($id: ID!) { ${op}(input: { eventId: $id }) { ok fieldErrors { field message } } }`;
const UPDATE_EVENT = `mutation U($input: UpdateEventInput!) { updateEvent(input: $input) { ok fieldErrors { field message } } }`;
type Update = { leaderboardChanged: { answersHidden: boolean; entries: { displayName: string }[]; board: { closed: boolean } } };
type Board = { leaderboard: { answersHidden: boolean; entries: { displayName: string }[] } };

const WITHIN_MS = 2000;

/** An at-close event ending in an hour, with one rider finished: hidden until the close. */
async function atCloseEvent(s: TestServer, name: string, code: string) {
  const eventId = await createEvent(s, name, [{ code }]);
  await s.handle.db
    .update(events)
    .set({ revealMode: "AT_CLOSE", endsAt: new Date(s.clock.now() + 3_600_000) })
    .where(eq(events.id, eventId));
  const rider = await signUp(s, `Rider ${code}`);
  await play(s, rider.token, code);
  return eventId;
}

/** The update the board waits for, and how long it took from `since`. */
async function within<T>(read: Promise<T>, since: number): Promise<T> {
  const value = await read;
  expect(Date.now() - since).toBeLessThan(WITHIN_MS);
  return value;
}

describe.each(DB_KINDS)("an organizer's change reaches the boards at once on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    // A long coalescing window would not delay a lone change: the first wake-up is pushed at once.
    s = await startServer(kind, { rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("a close opens an at-close board to a subscriber and to the next anonymous read, with no answer in between", async () => {
    const sfx = kind === "pglite" ? "2345" : "3456";
    const eventId = await atCloseEvent(s, `Close ${kind}`, `CRSA${sfx}`);
    const org = await signUpOrganizer(s);
    const tv = iterateLive<Update>(s.ws(), SUB, { e: eventId });
    const before = (await tv.next()).data?.leaderboardChanged;
    expect(before).toMatchObject({ answersHidden: true, entries: [], board: { closed: false } });
    // An anonymous read caches the event for this process.
    expect((await s.gql<Board>(BOARD, { e: eventId })).data?.leaderboard).toMatchObject({ answersHidden: true, entries: [] });

    const started = Date.now();
    expect((await s.gql(EVENT_OP("closeEvent"), { id: eventId }, org.token)).data?.closeEvent.ok).toBe(true);
    const after = await within(
      tv.until((p) => p.data?.leaderboardChanged.board.closed === true),
      started,
    );
    expect(after.data?.leaderboardChanged).toMatchObject({ answersHidden: false, entries: [{ displayName: `Rider CRSA${sfx}` }] });
    expect((await s.gql<Board>(BOARD, { e: eventId })).data?.leaderboard).toMatchObject({
      answersHidden: false,
      entries: [{ displayName: `Rider CRSA${sfx}` }],
    });
    await tv.close();
  });

  it("a reopen, an end moved into the past and a new reveal mode each reach the board at once", async () => {
    const sfx = kind === "pglite" ? "2345" : "3456";
    const code = `REPN${sfx}`;
    const eventId = await createEvent(s, `Reopen ${kind}`, [{ code }]);
    const rider = await signUp(s, "Early Bird");
    await play(s, rider.token, code);
    const org = await signUpOrganizer(s);
    const tv = iterateLive<Update>(s.ws(), SUB, { e: eventId });
    expect((await tv.next()).data?.leaderboardChanged.board.closed).toBe(false);
    const closedIs = async (closed: boolean, change: () => Promise<{ raw: string }>) => {
      const started = Date.now();
      expect((await change()).raw).toContain('"ok":true');
      return within(
        tv.until((p) => p.data?.leaderboardChanged.board.closed === closed),
        started,
      );
    };

    await closedIs(true, () => s.gql(EVENT_OP("closeEvent"), { id: eventId }, org.token));
    await closedIs(false, () => s.gql(EVENT_OP("reopenEvent"), { id: eventId }, org.token));
    const input = (endsAt: number, revealMode: string) => ({
      eventId,
      event: {
        name: `Reopen ${kind}`,
        endsAt: new Date(endsAt).toISOString(),
        timeZone: "UTC",
        drivesOn: "RIGHT",
        revealMode,
        isDefault: false,
      },
    });
    const ended = await closedIs(true, () => s.gql(UPDATE_EVENT, { input: input(s.clock.now() - 60_000, "AFTER_EACH_ANSWER") }, org.token));
    expect(ended.data?.leaderboardChanged.entries).toEqual([{ displayName: "Early Bird" }]);
    const hidden = await closedIs(false, () => s.gql(UPDATE_EVENT, { input: input(s.clock.now() + 3_600_000, "AT_CLOSE") }, org.token));
    expect(hidden.data?.leaderboardChanged).toMatchObject({ answersHidden: true, entries: [] });
    expect((await s.gql<Board>(BOARD, { e: eventId })).data?.leaderboard.answersHidden).toBe(true);
    await tv.close();
  });
});

describe("an organizer's change across two servers on one PostgreSQL database", SLOW, () => {
  let pgdb: TestPostgres;
  let a: TestServer;
  beforeAll(async () => {
    pgdb = await createTestPostgres();
    a = await startServer("postgres", { handle: pgdb.handle, rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(async () => {
    await a.close();
    await pgdb.drop();
  });

  it("a close on one server opens the board subscribed and read on the other within 2 s", async () => {
    const b = await buildApp({ db: await pgdb.open(), now: new FakeClock().now, scryptLogN: TEST_SCRYPT_LOG_N });
    const bUrl = await listen(b);
    const client = wsClient(bUrl);
    try {
      const eventId = await atCloseEvent(a, "Across close", "XCRS2345");
      const org = await signUpOrganizer(a);
      const tv = iterateLive<Update>(client, SUB, { e: eventId });
      expect((await tv.next()).data?.leaderboardChanged.answersHidden).toBe(true);
      expect((await gqlAt<Board>(bUrl, BOARD, { e: eventId })).data?.leaderboard.answersHidden).toBe(true);
      const started = Date.now();
      await a.gql(EVENT_OP("closeEvent"), { id: eventId }, org.token);
      const after = await within(
        tv.until((p) => p.data?.leaderboardChanged.board.closed === true),
        started,
      );
      expect(after.data?.leaderboardChanged.entries).toEqual([{ displayName: "Rider XCRS2345" }]);
      expect((await gqlAt<Board>(bUrl, BOARD, { e: eventId })).data?.leaderboard.answersHidden).toBe(false);
      await tv.close();
    } finally {
      await client.dispose();
      await b.close();
    }
  });

  it("a close by the ops command line reaches a running server's boards (NOTIFY)", async () => {
    const eventId = await atCloseEvent(a, "Ops close", "XPPC2345");
    const tv = iterateLive<Update>(a.ws(), SUB, { e: eventId });
    expect((await tv.next()).data?.leaderboardChanged.answersHidden).toBe(true);
    expect((await a.gql<Board>(BOARD, { e: eventId })).data?.leaderboard.answersHidden).toBe(true);
    const run = await ops(pgdb.handle, ["events", "close", eventId], () => new Date(a.clock.now()));
    expect(run.code).toBe(0);
    const started = Date.now();
    await within(
      tv.until((p) => p.data?.leaderboardChanged.answersHidden === false),
      started,
    );
    expect((await a.gql<Board>(BOARD, { e: eventId })).data?.leaderboard.answersHidden).toBe(false);
    await tv.close();
  });
});
