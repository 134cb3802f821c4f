import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { createTestPostgres, DB_KINDS, type TestPostgres } from "#tests/setup/db.ts";
import { iterateLive } from "#tests/support/live.ts";
import { ops } from "#tests/support/ops.ts";
import { signUpOrganizer } from "#tests/support/organizer.ts";
import { createEvent, play } from "#tests/support/quiz.ts";
import {
  FakeClock,
  listen,
  SLOW,
  signUp,
  startServer,
  TEST_SCRYPT_LOG_N,
  type TestServer,
  wsClient,
} from "#tests/support/server-harness.ts";

const BOARD_SUB = `subscription Tv($e: ID!) { leaderboardChanged(eventId: $e) { riders
  board { eventName closed answersHidden riders entries { rank displayName score } finishes { displayName checkpointName score } } } }`;
type TvBoard = {
  leaderboardChanged: {
    riders: number;
    board: { riders: number; entries: { rank: number; displayName: string; score: number }[]; finishes: { displayName: string }[] };
  };
};
const BOARD = `query B($e: ID) { leaderboard(eventId: $e, first: 10) { riders entries { displayName score } } }`;
const HIDE = `mutation H($i: HideRiderInput!) { hideRider(input: $i) { ok fieldErrors { field message } } }`;
const RENAME = `mutation R($i: RenameRiderInput!) { renameRider(input: $i) { ok fieldErrors { field message } } }`;
const VOID = `mutation V($i: VoidAttemptInput!) { voidAttempt(input: $i) { ok fieldErrors { field message } } }`;
const RIDERS = `query M($e: ID!) { moderatedRiders(eventId: $e) { userId ownName displayName hidden } }`;
const WORDS = `mutation W($i: SetRefusedWordsInput!) { setRefusedWords(input: $i) { ok words fieldErrors { field message } } }`;
const JOIN = `mutation J($i: JoinInput!) { join(input: $i) { ok token fieldErrors { field message suggestion } } }`;

const organizer = signUpOrganizer;

const names = (b: { entries: { displayName: string }[] }) => b.entries.map((e) => e.displayName);

describe.each(DB_KINDS)("moderation on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { coalesceMs: 100, rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("hides, renames and voids: the standings, the TV board and its ticker follow at once", async () => {
    const sfx = kind === "pglite" ? "2345" : "3456";
    const eventId = await createEvent(s, `Moderated ${kind}`, [{ code: `MDRA${sfx}` }, { code: `MDRB${sfx}` }]);
    const org = await organizer(s);
    const rude = await signUp(s, "Rude Word");
    const anna = await signUp(s, "Anna");
    const ben = await signUp(s, "Ben");
    await play(s, anna.token, `MDRA${sfx}`);
    s.clock.advance(1000);
    await play(s, rude.token, `MDRA${sfx}`);
    s.clock.advance(1000);
    await play(s, ben.token, `MDRA${sfx}`, { wrongAt: [0] });
    const benB = await play(s, ben.token, `MDRB${sfx}`);

    const tv = iterateLive<TvBoard>(s.ws(), BOARD_SUB, { e: eventId });
    const first = (await tv.next()).data?.leaderboardChanged;
    expect(first?.board.riders).toBe(3);
    expect(names(first?.board ?? { entries: [] })).toEqual(["Ben", "Anna", "Rude Word"]);
    expect(first?.board.finishes.map((f) => f.displayName)).toEqual(["Ben", "Ben", "Rude Word", "Anna"]);

    // A rider may not moderate; nothing changes.
    const refused = await s.gql(HIDE, { i: { eventId, userId: rude.userId, hidden: true } }, anna.token);
    expect(refused.data?.hideRider.fieldErrors).toEqual([{ field: "form", message: "Only an organizer may do this." }]);
    const signedOut = await s.gql(HIDE, { i: { eventId, userId: rude.userId, hidden: true } });
    expect(signedOut.data?.hideRider.fieldErrors).toEqual([{ field: "form", message: "Please sign in first." }]);
    expect((await s.gql(RIDERS, { e: eventId }, anna.token)).errors?.[0]?.message).toBe("Only an organizer may do this.");

    // Hide: gone from the query, the live board and the ticker; the rider can still play.
    expect((await s.gql(HIDE, { i: { eventId, userId: rude.userId, hidden: true } }, org.token)).data?.hideRider).toEqual({
      ok: true,
      fieldErrors: [],
    });
    const hidden = (await tv.until((p) => p.data?.leaderboardChanged.board.riders === 2)).data?.leaderboardChanged;
    expect(names(hidden?.board ?? { entries: [] })).toEqual(["Ben", "Anna"]);
    expect(hidden?.board.finishes.map((f) => f.displayName)).not.toContain("Rude Word");
    expect(names((await s.gql(BOARD, { e: eventId })).data?.leaderboard)).toEqual(["Ben", "Anna"]);
    await play(s, rude.token, `MDRB${sfx}`);
    expect((await s.gql(BOARD, { e: eventId })).data?.leaderboard.riders).toBe(2);

    // Rename: the new name everywhere the event shows the rider.
    const bad = await s.gql(RENAME, { i: { eventId, userId: anna.userId, displayName: "x" } }, org.token);
    expect(bad.data?.renameRider.fieldErrors).toEqual([{ field: "displayName", message: "Nickname must be at least 2 characters." }]);
    await s.gql(RENAME, { i: { eventId, userId: anna.userId, displayName: "Anna B" } }, org.token);
    const renamed = (await tv.until((p) => names(p.data?.leaderboardChanged.board ?? { entries: [] }).includes("Anna B"))).data;
    expect(names(renamed?.leaderboardChanged.board ?? { entries: [] })).toEqual(["Ben", "Anna B"]);
    expect((await s.gql(RIDERS, { e: eventId }, org.token)).data?.moderatedRiders).toEqual(
      expect.arrayContaining([
        { userId: anna.userId, ownName: "Anna", displayName: "Anna B", hidden: false },
        { userId: rude.userId, ownName: "Rude Word", displayName: null, hidden: true },
      ]),
    );

    // Void Ben's second attempt: its points leave the standings; Anna leads.
    const unknown = await s.gql(VOID, { i: { attemptId: "00000000-0000-4000-8000-000000000000", voided: true } }, org.token);
    expect(unknown.data?.voidAttempt.fieldErrors).toEqual([{ field: "attemptId", message: "No such attempt." }]);
    await s.gql(VOID, { i: { attemptId: benB, voided: true } }, org.token);
    const voided = (await tv.until((p) => p.data?.leaderboardChanged.board.entries[0]?.displayName === "Anna B")).data;
    expect(voided?.leaderboardChanged.board.entries.map((e) => [e.displayName, e.score])).toEqual([
      ["Anna B", 5000],
      ["Ben", expect.any(Number)],
    ]);
    expect(voided?.leaderboardChanged.board.entries[1]?.score).toBeLessThan(5000);
    await tv.close();
  });

  it("the organizer's own refused words: refused at join however spelled, riders already in listed as matching; a taken name gets a suggestion", async () => {
    const sfx = kind === "pglite" ? "2345" : "3456";
    const eventId = await createEvent(s, `Words ${kind}`, [{ code: `WRDA${sfx}` }]);
    const other = await createEvent(s, `Other ${kind}`, [{ code: `WRDB${sfx}` }]);
    const org = await organizer(s);
    const early = await signUp(s, "Kevin Smith");
    await play(s, early.token, `WRDA${sfx}`);
    await play(s, (await signUp(s, "Anna B")).token, `WRDA${sfx}`);

    // Only organizers; a word must look like a name; spellings of one word are kept once.
    expect((await s.gql(WORDS, { i: { eventId, words: ["kevin"] } }, early.token)).data?.setRefusedWords.fieldErrors).toEqual([
      { field: "form", message: "Only an organizer may do this." },
    ]);
    expect((await s.gql(WORDS, { i: { eventId, words: ["x"] } }, org.token)).data?.setRefusedWords.fieldErrors).toEqual([
      { field: "words", message: "Refused words must be 2 to 24 characters: “x” is not." },
    ]);
    const set = (await s.gql(WORDS, { i: { eventId, words: [" Kevin ", "KEVIN", "Rival Club", ""] } }, org.token)).data?.setRefusedWords;
    expect(set).toEqual({ ok: true, words: ["Kevin", "Rival Club"], fieldErrors: [] });
    expect((await s.gql(`query R($e: ID!) { refusedWords(eventId: $e) }`, { e: eventId }, org.token)).data?.refusedWords).toEqual([
      "Kevin",
      "Rival Club",
    ]);

    // A rider already in the event keeps the name; the console lists them as matching the list.
    const listed = (await s.gql(`query M($e: ID!) { moderatedRiders(eventId: $e) { ownName matchesWord } }`, { e: eventId }, org.token))
      .data?.moderatedRiders;
    expect(listed).toEqual([
      { ownName: "Anna B", matchesWord: null },
      { ownName: "Kevin Smith", matchesWord: "Kevin" },
    ]);
    const rename = await s.gql(RENAME, { i: { eventId, userId: early.userId, displayName: "Kev1n" } }, org.token);
    expect(rename.data?.renameRider.fieldErrors).toEqual([
      { field: "displayName", message: "Nickname must not use the word “Kevin”: this ride's organizer refused it." },
    ]);

    // A new rider from this event's poster: refused however spelled (look-alike Cyrillic е, zero-width space, case).
    for (const name of ["kevin", "K\u0435vin 7", "Ke\u200bvin", "RIVAL CLUB"]) {
      const joined = (await s.gql(JOIN, { i: { displayName: name, checkpointCode: `WRDA-${sfx}` } })).data?.join;
      expect(joined?.ok, name).toBe(false);
      expect(joined?.token, name).toBeNull();
      expect(joined?.fieldErrors[0]?.field, name).toBe("displayName");
      expect(joined?.fieldErrors[0]?.message, name).toMatch(
        /^Nickname must not use the word “(Kevin|Rival Club)”: this ride's organizer refused it\.$/,
      );
    }
    expect((await s.gql(RIDERS, { e: eventId }, org.token)).data?.moderatedRiders).toHaveLength(2);
    // Another event's poster, or none: the list is this event's only.
    expect((await s.gql(JOIN, { i: { displayName: "Kevin", checkpointCode: `WRDB${sfx}` } })).data?.join.ok).toBe(true);
    expect(other).not.toBe(eventId);

    // Two riders, one name: the second is refused with a free name near it, which then joins.
    const taken = (await s.gql(JOIN, { i: { displayName: "Аnna  b", checkpointCode: `WRDA${sfx}` } })).data?.join;
    expect(taken?.fieldErrors).toEqual([
      {
        field: "displayName",
        message: "A rider of this ride is already called “Аnna b”. Take “Аnna b 2”, or choose another name.",
        suggestion: "Аnna b 2",
      },
    ]);
    expect((await s.gql(JOIN, { i: { displayName: taken?.fieldErrors[0]?.suggestion, checkpointCode: `WRDA${sfx}` } })).data?.join.ok).toBe(
      true,
    );
  });
});

describe("moderation across two servers on one PostgreSQL database", SLOW, () => {
  let pgdb: TestPostgres;
  let a: TestServer;
  beforeAll(async () => {
    pgdb = await createTestPostgres();
    a = await startServer("postgres", {
      handle: pgdb.handle,
      coalesceMs: 100,
      rateLimits: { registerIp: { points: 1000, durationS: 60 } },
    });
  });
  afterAll(async () => {
    await a.close();
    await pgdb.drop();
  });

  it("a hide on one server reaches a board subscribed on the other", async () => {
    const b = await buildApp({ db: await pgdb.open(), now: new FakeClock().now, scryptLogN: TEST_SCRYPT_LOG_N, coalesceMs: 100 });
    const client = wsClient(await listen(b));
    try {
      const eventId = await createEvent(a, "Across moderation", [{ code: "XMDR2345" }]);
      const org = await organizer(a);
      const rude = await signUp(a, "Rude");
      await play(a, rude.token, "XMDR2345");
      const tv = iterateLive<TvBoard>(client, BOARD_SUB, { e: eventId });
      expect((await tv.next()).data?.leaderboardChanged.board.riders).toBe(1);
      await a.gql(HIDE, { i: { eventId, userId: rude.userId, hidden: true } }, org.token);
      const started = Date.now();
      const after = await tv.until((p) => p.data?.leaderboardChanged.board.riders === 0, 2000);
      expect(after.data?.leaderboardChanged.board.entries).toEqual([]);
      expect(Date.now() - started).toBeLessThan(2000);
      await tv.close();
    } finally {
      await client.dispose();
      await b.close();
    }
  });

  it("a rename by the ops command line reaches a running server's boards (NOTIFY)", async () => {
    const eventId = await createEvent(a, "Ops moderation", [{ code: "XPSM2345" }]);
    const rider = await signUp(a, "Named Badly");
    await play(a, rider.token, "XPSM2345");
    const tv = iterateLive<TvBoard>(a.ws(), BOARD_SUB, { e: eventId });
    expect(names((await tv.next()).data?.leaderboardChanged.board ?? { entries: [] })).toEqual(["Named Badly"]);
    const run = await ops(pgdb.handle, ["riders", "rename", eventId, rider.userId, "Named Well"]);
    expect(run.code).toBe(0);
    const after = await tv.until((p) => names(p.data?.leaderboardChanged.board ?? { entries: [] })[0] === "Named Well", 2000);
    expect(after.data?.leaderboardChanged.board.riders).toBe(1);
    await tv.close();
  });
});
