import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_COOKIE } from "#core/constants.ts";
import { buildApp } from "#server/app.ts";
import { FINISH_LAG_MS } from "#server/http/board-reads.ts";
import { createTestPostgres, DB_KINDS, type TestPostgres } from "#tests/setup/db.ts";
import { signUpOrganizer } from "#tests/support/organizer.ts";
import { createEvent, play } from "#tests/support/quiz.ts";
import { FakeClock, listen, SLOW, signUp, startServer, TEST_SCRYPT_LOG_N, type TestServer } from "#tests/support/server-harness.ts";

// Anonymous board reads answered in the HTTP layer from the answer yoga gave the same request,
// until the standings change (server/http/board-reads.ts; docs/decisions/017-standings-snapshot.md).

const BOARD = `query B($e: ID) { leaderboard(eventId: $e, first: 10) { riders answersHidden entries { displayName score } me { displayName } } }`;
const REGISTER_LIMIT = { registerIp: { points: 1000, durationS: 60 } };
type Board = { leaderboard: { riders: number; answersHidden: boolean; entries: { displayName: string }[]; me: unknown } };

/** Counts the board's executions: every executed `leaderboard` names its event through the store. */
function countExecutions(s: TestServer) {
  const counter = { n: 0 };
  const { standings } = s.app.deps;
  const eventFor = standings.eventFor.bind(standings);
  standings.eventFor = (...args) => {
    counter.n++;
    return eventFor(...args);
  };
  return counter;
}

/** A POST as a phone sends it: JSON, compressed answers welcome. */
function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "br, gzip", ...headers },
    body: JSON.stringify(body),
  });
}

describe.each(DB_KINDS)("anonymous board reads on %s", SLOW, (kind) => {
  let s: TestServer;
  let executions: { n: number };
  beforeAll(async () => {
    s = await startServer(kind, { rateLimits: REGISTER_LIMIT });
    executions = countExecutions(s);
  });
  afterAll(() => s.close());
  const sfx = kind === "pglite" ? "2345" : "3456";

  it("are answered with yoga's own bytes and headers, executed once per standings change; a finish shows within the finish lag", async () => {
    const eventId = await createEvent(s, `Kept ${kind}`, [{ code: `KEPT${sfx}` }]);
    const first = await signUp(s, "First Rider");
    await play(s, first.token, `KEPT${sfx}`);
    const read = { query: BOARD, variables: { e: eventId } };
    executions.n = 0;
    const executed = await post(s.url, read);
    const kept = await post(s.url, read);
    expect(executions.n).toBe(1);
    const executedText = await executed.text();
    expect(JSON.parse(executedText).data.leaderboard).toMatchObject({ riders: 1, entries: [{ displayName: "First Rider" }], me: null });
    expect(await kept.text()).toBe(executedText);
    const headersOf = (r: Response) => Object.fromEntries([...r.headers].filter(([name]) => name !== "date" && name !== "set-cookie"));
    expect(headersOf(kept)).toEqual(headersOf(executed));
    expect(kept.headers.get("cache-control")).toBe("no-store");
    expect(kept.headers.get("x-content-type-options")).toBe("nosniff");
    // A GET never takes the fast path: yoga answers it, with the same JSON.
    const viaGet = await fetch(
      `${s.url}/graphql?query=${encodeURIComponent(BOARD)}&variables=${encodeURIComponent(JSON.stringify({ e: eventId }))}`,
    );
    expect(await viaGet.text()).toBe(executedText);
    expect(executions.n).toBe(2);

    const second = await signUp(s, "Second Rider");
    await play(s, second.token, `KEPT${sfx}`);
    // The kept answer may lag a finish by FINISH_LAG_MS at most (the test's clock stands still between reads).
    s.clock.advance(FINISH_LAG_MS - 1);
    expect((await (await post(s.url, read)).json()).data.leaderboard.riders).toBe(1);
    s.clock.advance(1);
    const moved = await (await post(s.url, read)).json();
    expect(moved.data.leaderboard.riders).toBe(2);
    expect(executions.n).toBe(3);
  });

  it("are fresh after moderation, a change to the event and its close, with no lag", async () => {
    const eventId = await createEvent(s, `Moderated ${kind}`, [{ code: `MDRT${sfx}` }]);
    const rider = await signUp(s, "Loud Rider");
    await play(s, rider.token, `MDRT${sfx}`);
    const org = await signUpOrganizer(s);
    const board = async () => (await (await post(s.url, { query: BOARD, variables: { e: eventId } })).json()).data.leaderboard;
    expect((await board()).entries).toEqual([{ displayName: "Loud Rider", score: expect.any(Number) }]);
    const hide = await s.gql(
      "mutation H($i: HideRiderInput!) { hideRider(input: $i) { ok } }",
      { i: { eventId, userId: rider.userId, hidden: true } },
      org.token,
    );
    expect(hide.raw).toContain('"ok":true');
    expect((await board()).entries).toEqual([]);

    const input = {
      eventId,
      event: {
        name: `Moderated ${kind}`,
        endsAt: new Date(s.clock.now() + 3_600_000).toISOString(),
        timeZone: "UTC",
        drivesOn: "RIGHT",
        revealMode: "AT_CLOSE",
        isDefault: false,
      },
    };
    expect((await board()).answersHidden).toBe(false);
    const updated = await s.gql("mutation U($input: UpdateEventInput!) { updateEvent(input: $input) { ok } }", { input }, org.token);
    expect(updated.raw).toContain('"ok":true');
    expect((await board()).answersHidden).toBe(true);
    // The close reveals an at-close event's answers: the next read shows it, the clock unmoved.
    const closed = await s.gql(
      "mutation C($input: EventRefInput!) { closeEvent(input: $input) { ok } }",
      { input: { eventId } },
      org.token,
    );
    expect(closed.raw).toContain('"ok":true');
    expect((await board()).answersHidden).toBe(false);
  });
});

describe("the fast path's edges", SLOW, () => {
  let s: TestServer;
  let executions: { n: number };
  beforeAll(async () => {
    s = await startServer("pglite", { rateLimits: REGISTER_LIMIT });
    executions = countExecutions(s);
  });
  afterAll(() => s.close());

  it("serves both forms the app sends (APQ hash alone, hash with the text), compressed once as plumbing compresses", async () => {
    // Five boards in one read: an answer past the compression threshold.
    const text = `query Five($e: ID) { a: leaderboard(eventId: $e) { riders updatedAt answersHidden revealsAt entries { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt } }
      b: leaderboard(eventId: $e, first: 2) { riders updatedAt entries { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt } }
      c: leaderboard(eventId: $e, first: 3) { riders updatedAt entries { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt } }
      d: leaderboard(eventId: $e, first: 4) { riders updatedAt entries { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt } } }`;
    const eventId = await createEvent(s, "Hashed board", [{ code: "HASH2345" }]);
    for (const name of ["Anna Long-Name", "Bert Longer-Name"]) {
      const r = await signUp(s, name);
      await play(s, r.token, "HASH2345");
    }
    const persistedQuery = { version: 1, sha256Hash: createHash("sha256").update(text).digest("hex") };
    const hashOnly = { operationName: "Five", variables: { e: eventId }, extensions: { persistedQuery } };
    const withText = { ...hashOnly, query: text };
    const appHeaders = { accept: "application/graphql-response+json, application/json", "x-graphql-csrf": "1" };

    expect((await (await post(s.url, hashOnly, appHeaders)).text()).includes("PersistedQueryNotFound")).toBe(true);
    executions.n = 0;
    const executed = await post(s.url, withText, appHeaders);
    const executedText = await executed.text();
    expect(executed.headers.get("content-encoding")).toBe("br");
    expect(executedText.length).toBeGreaterThan(1024);
    const keptWithText = await post(s.url, withText, appHeaders);
    expect(keptWithText.headers.get("content-encoding")).toBe("br");
    expect(await keptWithText.text()).toBe(executedText);
    expect(executions.n).toBe(4);
    // The hash alone is its own request: executed once, then kept too.
    for (let i = 0; i < 2; i++) expect(await (await post(s.url, hashOnly, appHeaders)).text()).toBe(executedText);
    expect(executions.n).toBe(8);
    const gzip = await post(s.url, hashOnly, { ...appHeaders, "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(executedText);
    expect(executions.n).toBe(8);
  });

  it("answer an ETag they gave with 304; a signed-in read, by Bearer or with the session cookie, is never shared", async () => {
    const eventId = await createEvent(s, "Tagged board", [{ code: "TAGG2345" }]);
    const rider = await signUp(s, "Tagged Rider");
    await play(s, rider.token, "TAGG2345");
    const read = { query: BOARD, variables: { e: eventId } };
    const executed = await post(s.url, read);
    const etag = executed.headers.get("etag") as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    executions.n = 0;
    const notModified = await post(s.url, read, { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(executions.n).toBe(0);

    const mine = await post(s.url, read, { authorization: `Bearer ${rider.token}` });
    const mineAgain = await post(s.url, read, { authorization: `Bearer ${rider.token}` });
    for (const r of [mine, mineAgain])
      expect(((await r.json()) as { data: Board }).data.leaderboard.me).toEqual({ displayName: "Tagged Rider" });
    const cookie = { cookie: `${TOKEN_COOKIE.name}=${rider.token}` };
    for (let i = 0; i < 2; i++) expect((await post(s.url, read, cookie)).status).toBe(200);
    expect(executions.n).toBe(4);
    expect(((await (await post(s.url, read)).json()) as { data: Board }).data.leaderboard.me).toBeNull();
    expect(executions.n).toBe(4);
  });
});

describe("the board budget at the fast path", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { rateLimits: { boardIp: { points: 3, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("is spent by kept answers too, and refuses past its limit with the error an executed read gets", async () => {
    const read = { query: BOARD, variables: { e: null } };
    const executions = countExecutions(s);
    for (let i = 0; i < 3; i++) expect((await (await post(s.url, read)).json()).data.leaderboard.riders).toBe(0);
    expect(executions.n).toBe(1);
    const refusedKept = await (await post(s.url, read)).json();
    // Never kept (other variables): yoga refuses it as it refused every board read before the fast path.
    const refusedExecuted = await (await post(s.url, { query: BOARD, variables: {} })).json();
    expect(refusedKept.errors).toEqual(refusedExecuted.errors);
    expect(refusedKept.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Too many tries/),
      extensions: { code: "RATE_LIMITED" },
    });
  });
});

describe("a board kept on one server, a finish on another (one PostgreSQL database)", SLOW, () => {
  let pgdb: TestPostgres;
  let a: TestServer;
  beforeAll(async () => {
    pgdb = await createTestPostgres();
    a = await startServer("postgres", { handle: pgdb.handle, rateLimits: REGISTER_LIMIT });
  });
  afterAll(async () => {
    await a.close();
    await pgdb.drop();
  });

  it("reads the finish within 2 s: the NOTIFY moves the kept answer's generation", async () => {
    // B's clock moves only here: its kept answers age out only by a signal and the finish lag.
    const clock = new FakeClock();
    const b = await buildApp({ db: await pgdb.open(), now: clock.now, scryptLogN: TEST_SCRYPT_LOG_N });
    const bUrl = await listen(b);
    try {
      const eventId = await createEvent(a, "Across board", [{ code: "XBRD2345" }]);
      const readB = async () =>
        ((await (await post(bUrl, { query: BOARD, variables: { e: eventId } })).json()) as { data: Board }).data.leaderboard.riders;
      expect(await readB()).toBe(0);
      expect(await readB()).toBe(0);
      const rider = await signUp(a, "Far Rider");
      await play(a, rider.token, "XBRD2345");
      clock.advance(FINISH_LAG_MS);
      await expect.poll(readB, { timeout: 2000 }).toBe(1);
    } finally {
      await b.close();
    }
  });
});
