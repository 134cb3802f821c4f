import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS } from "#tests/setup/db.ts";
import { signUpOrganizer } from "#tests/support/organizer.ts";
import { createEvent, NEXT, play, start } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

const ATTENDANCE = `query A($e: ID!) { attendance(eventId: $e) {
  checkpoints { name position scanned started finished inProgress lastSeenAt }
  riders { displayName hidden lastSeenAt visits { state finishedAt } } } }`;
const ROLL_CALL = `query R($e: ID!, $m: Int!) { rollCall(eventId: $e, afterMinutes: $m) {
  displayName minutesSince finishedCheckpoint { name } nextCheckpoint { name } } }`;
const MIN = 60_000;

describe.each(DB_KINDS)("attendance and roll-call on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("counts who scanned, started and finished where, and calls the riders missing after a checkpoint", async () => {
    const sfx = kind === "pglite" ? "2345" : "3456";
    const eventId = await createEvent(s, `Roll-call ${kind}`, [{ code: `RCAA${sfx}` }, { code: `RCBB${sfx}` }, { code: `RCCC${sfx}` }]);
    const org = await signUpOrganizer(s);
    const [r1, r2, r3, r4] = await Promise.all(["One", "Two", "Three", "Four"].map((n) => signUp(s, n)));
    if (!r1 || !r2 || !r3 || !r4) throw new Error("sign-up");
    const t0 = s.clock.now();
    for (const r of [r1, r2, r3]) await play(s, r.token, `RCAA${sfx}`);
    const inProgress = await start(s, r4.token, `RCAA${sfx}`);
    await s.gql(NEXT, { id: inProgress }, r4.token);
    s.clock.advance(10 * MIN);
    await play(s, r1.token, `RCBB${sfx}`);
    await start(s, r3.token, `RCBB${sfx}`); // scanned B: reached it, not started
    s.clock.advance(25 * MIN);

    const att = (await s.gql(ATTENDANCE, { e: eventId }, org.token)).data?.attendance;
    expect(att.checkpoints).toEqual([
      { name: `CP RCAA${sfx}`, position: 1, scanned: 4, started: 4, finished: 3, inProgress: 1, lastSeenAt: new Date(t0).toISOString() },
      {
        name: `CP RCBB${sfx}`,
        position: 2,
        scanned: 2,
        started: 1,
        finished: 1,
        inProgress: 0,
        lastSeenAt: new Date(t0 + 10 * MIN).toISOString(),
      },
      { name: `CP RCCC${sfx}`, position: 3, scanned: 0, started: 0, finished: 0, inProgress: 0, lastSeenAt: null },
    ]);
    expect(
      att.riders.map((r: { displayName: string; visits: { state: string }[] }) => [r.displayName, r.visits.map((v) => v.state)]),
    ).toEqual([
      ["Four", ["IN_PROGRESS"]],
      ["One", ["FINISHED", "FINISHED"]],
      ["Three", ["FINISHED", "SCANNED"]],
      ["Two", ["FINISHED"]],
    ]);

    // Two finished A 35 min ago and was not seen at B since; One finished B 25 min ago.
    const after30 = (await s.gql(ROLL_CALL, { e: eventId, m: 30 }, org.token)).data?.rollCall;
    expect(after30).toEqual([
      { displayName: "Two", minutesSince: 35, finishedCheckpoint: { name: `CP RCAA${sfx}` }, nextCheckpoint: { name: `CP RCBB${sfx}` } },
    ]);
    const after20 = (await s.gql(ROLL_CALL, { e: eventId, m: 20 }, org.token)).data?.rollCall;
    expect(after20.map((r: { displayName: string; minutesSince: number }) => [r.displayName, r.minutesSince])).toEqual([
      ["Two", 35],
      ["One", 25],
    ]);

    // Organizers only; a bad time is refused by name.
    expect((await s.gql(ATTENDANCE, { e: eventId }, r1.token)).errors?.[0]?.message).toBe("Only an organizer may do this.");
    expect((await s.gql(ROLL_CALL, { e: eventId, m: 20 }, r1.token)).errors?.[0]?.message).toBe("Only an organizer may do this.");
    expect((await s.gql(ROLL_CALL, { e: eventId, m: -1 }, org.token)).errors?.[0]?.message).toBe(
      "afterMinutes must be a whole number from 0 to 1440.",
    );
    expect((await s.gql(ATTENDANCE, { e: "nope" }, org.token)).data?.attendance).toBeNull();
  });
});
