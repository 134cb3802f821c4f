import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS } from "#tests/setup/db.ts";
import { answerKey, createEvent, NEXT, play, SUBMIT, start } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

const BOARD = `query Board($e: ID, $first: Int, $after: String) { leaderboard(eventId: $e, first: $first, after: $after) {
  eventId riders entries { rank userId displayName score checkpointsDone totalTimeMs lastFinishedAt } pageInfo { endCursor hasNextPage }
  me { rank userId score totalTimeMs } } }`;
const PROGRESS = `query P($e: ID) { eventProgress(eventId: $e) { event { name checkpointCount } checkpointsDone checkpointsTotal totalScore rank riders } }`;

describe.each(DB_KINDS)("leaderboard on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("ranks by score, then less total answer time; a tie on both shares a rank whoever finished first", async () => {
    const sfx = kind === "pglite" ? "2345" : "3456";
    const eventId = await createEvent(s, `Ranking ${kind}`, [{ code: `RANK${sfx}` }, { code: `MORE${sfx}` }]);
    const code = `RANK${sfx}`;
    const r = await Promise.all(["One", "Two", "Three", "Four", "Five", "Six", "Seven"].map((n) => signUp(s, n)));
    const [r1, r2, r3, r4, r5, r6, r7] = r as [
      (typeof r)[0],
      (typeof r)[0],
      (typeof r)[0],
      (typeof r)[0],
      (typeof r)[0],
      (typeof r)[0],
      (typeof r)[0],
    ];
    // Five: 4000 points but 8 s of time, finishing before Four (4000, 0 s): time beats the finish.
    const id5 = await start(s, r5.token, code);
    for (let i = 0; i < 5; i++) {
      const q = (await s.gql(NEXT, { id: id5 }, r5.token)).data?.nextQuestion.question;
      const key = await answerKey(s, q.questionId);
      if (i === 0) s.clock.advance(10_000);
      await s.gql(SUBMIT, { a: id5, q: q.questionId, c: i === 0 ? key.wrong : key.correct }, r5.token);
    }
    s.clock.advance(1000);
    await play(s, r4.token, code, { wrongAt: [0] });
    s.clock.advance(1000);
    await play(s, r1.token, code);
    s.clock.advance(1000);
    await play(s, r2.token, code);
    s.clock.advance(1000);
    await play(s, r6.token, code);
    await play(s, r7.token, code); // same clock: a full tie with Six
    await play(s, r3.token, code, { delayMs: 3000 });

    const board = (await s.gql(BOARD, { e: eventId, first: 10 }, r5.token)).data?.leaderboard;
    expect(board.riders).toBe(7);
    expect(board.entries.map((e: { displayName: string; rank: number; score: number }) => [e.displayName, e.rank, e.score])).toEqual([
      // Same score and answer time, finished one after another: one shared rank, listed by finish.
      ["One", 1, 5000],
      ["Two", 1, 5000],
      [expect.stringMatching(/^(Six|Seven)$/), 1, 5000],
      [expect.stringMatching(/^(Six|Seven)$/), 1, 5000],
      ["Three", 5, 4875],
      ["Four", 6, 4000],
      ["Five", 7, 4000],
    ]);
    expect(new Set(board.entries.slice(2, 4).map((e: { userId: string }) => e.userId))).toEqual(new Set([r6.userId, r7.userId]));
    expect(board.entries[6]).toMatchObject({ totalTimeMs: 8000, checkpointsDone: 1 });
    expect(board.me).toEqual({ rank: 7, userId: r5.userId, score: 4000, totalTimeMs: 8000 });

    const top3 = (await s.gql(BOARD, { e: eventId, first: 3 }, r5.token)).data?.leaderboard;
    expect(top3.entries).toHaveLength(3);
    expect(top3.me.rank).toBe(7);
    expect(top3.pageInfo.hasNextPage).toBe(true);

    // Paging with the cursor walks the whole board once, in order, and says where it ends.
    const walked: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const next: { entries: { userId: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } = (
        await s.gql(BOARD, { e: eventId, first: 3, after }, r5.token)
      ).data?.leaderboard;
      walked.push(...next.entries.map((e) => e.userId));
      after = next.pageInfo.endCursor;
      if (!next.pageInfo.hasNextPage) break;
    }
    expect(walked).toEqual(board.entries.map((e: { userId: string }) => e.userId));

    // No silent cap: a page larger than the bound, or a cursor not made by the server, is refused by name.
    const tooMany = await s.gql(BOARD, { e: eventId, first: 101 });
    expect(tooMany.errors?.[0]?.message).toBe("first must be between 1 and 100; page on with after.");
    expect((await s.gql(BOARD, { e: eventId, first: 0 })).errors?.[0]?.message).toMatch(/^first must be between 1 and 100/);
    expect((await s.gql(BOARD, { e: eventId, after: "bogus" })).errors?.[0]?.message).toMatch(/^after must be a pageInfo.endCursor/);
    expect((await s.gql(BOARD, { e: eventId, first: 100 })).data?.leaderboard.entries).toHaveLength(7);

    const progress = (await s.gql(PROGRESS, { e: eventId }, r4.token)).data?.eventProgress;
    expect(progress).toEqual({
      event: { name: `Ranking ${kind}`, checkpointCount: 2 },
      checkpointsDone: 1,
      checkpointsTotal: 2,
      totalScore: 4000,
      rank: 6,
      riders: 7,
    });
  });

  it("defaults to the default event and answers null for unknown or malformed ids", async () => {
    const def = (await s.gql("{ defaultEvent { id name checkpointCount } }")).data?.defaultEvent;
    expect(def).toMatchObject({ name: "Demo Ride", checkpointCount: 3 });
    expect((await s.gql(BOARD, {})).data?.leaderboard.eventId).toBe(def.id);
    expect((await s.gql(BOARD, { e: "00000000-0000-4000-8000-000000000000" })).data?.leaderboard).toBeNull();
    expect((await s.gql(BOARD, { e: "x" })).data?.leaderboard).toBeNull();
    const { token } = await signUp(s);
    expect((await s.gql(PROGRESS, {}, token)).data?.eventProgress).toMatchObject({
      checkpointsDone: 0,
      checkpointsTotal: 3,
      totalScore: 0,
      rank: null,
    });
    expect((await s.gql(PROGRESS, {})).data?.eventProgress).toBeNull();
  });
});
