import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, play } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

// Anonymous board reads share one executed answer until the standings change (yoga.ts,
// boardCachePlugin; docs/decisions/017-standings-snapshot.md).

const BOARD = `query B($e: ID) { leaderboard(eventId: $e, first: 10) { riders entries { displayName } me { displayName } } }`;

describe("the anonymous board cache", SLOW, () => {
  let s: TestServer;
  let executions = 0;
  beforeAll(async () => {
    s = await startServer("pglite", { rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
    const { standings } = s.app.deps;
    const eventFor = standings.eventFor.bind(standings);
    standings.eventFor = (...args) => {
      executions++;
      return eventFor(...args);
    };
  });
  afterAll(() => s.close());

  const post = (e: string, headers: Record<string, string> = {}) =>
    fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: BOARD, variables: { e } }),
    });

  it("executes once per standings change for every anonymous reader; a finish shows at the next read", async () => {
    const eventId = await createEvent(s, "Cached board", [{ code: "CACH2345" }]);
    const first = await signUp(s, "First Rider");
    await play(s, first.token, "CACH2345");
    executions = 0;
    const reads = await Promise.all(Array.from({ length: 5 }, () => s.gql(BOARD, { e: eventId })));
    const again = await s.gql(BOARD, { e: eventId });
    for (const r of [...reads, again])
      expect(r.data?.leaderboard).toEqual({ riders: 1, entries: [{ displayName: "First Rider" }], me: null });
    // Concurrent first reads may each miss; the one after them is served from the cache.
    const afterFirst = executions;
    expect(afterFirst).toBeLessThanOrEqual(5);
    await s.gql(BOARD, { e: eventId });
    expect(executions).toBe(afterFirst);

    const second = await signUp(s, "Second Rider");
    await play(s, second.token, "CACH2345");
    const moved = await s.gql(BOARD, { e: eventId });
    expect(moved.data?.leaderboard.riders).toBe(2);
    expect(executions).toBe(afterFirst + 1);
  });

  it("answers an ETag it gave with 304, and never shares a signed-in rider's answer", async () => {
    const eventId = await createEvent(s, "Tagged board", [{ code: "TAGG2345" }]);
    const rider = await signUp(s, "Tagged Rider");
    await play(s, rider.token, "TAGG2345");
    const res = await post(eventId);
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await post(eventId, { "if-none-match": etag as string })).status).toBe(304);

    executions = 0;
    const mine = await s.gql(BOARD, { e: eventId }, rider.token);
    const mineAgain = await s.gql(BOARD, { e: eventId }, rider.token);
    expect(mine.data?.leaderboard.me).toEqual({ displayName: "Tagged Rider" });
    expect(mineAgain.data?.leaderboard.me).toEqual({ displayName: "Tagged Rider" });
    expect(executions).toBe(2);
    expect((await s.gql(BOARD, { e: eventId })).data?.leaderboard.me).toBeNull();
  });
});
