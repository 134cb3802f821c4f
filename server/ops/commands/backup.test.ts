import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { answers, attempts, avatars, events, sessions, users } from "#server/db/schema/index.ts";
import { rankEvent } from "#server/modules/leaderboard/service.ts";
import { createTestPostgres, openTestPglite, type TestPostgres } from "#tests/setup/db.ts";
import { ops } from "#tests/support/ops.ts";
import { answerKey, CODES, NEXT, play, START, SUBMIT } from "#tests/support/quiz.ts";
import { signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

/** Everything a ride is judged by, in a stable order. */
async function ride(handle: DbHandle) {
  const db = handle.db;
  const [demo] = await db.select().from(events);
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    // node-postgres answers a Buffer, PGlite a Uint8Array: compare the bytes.
    avatars: (await db.select().from(avatars).orderBy(asc(avatars.userId))).map((a) => ({ ...a, bytes: Array.from(a.bytes) })),
    sessions: await db.select().from(sessions).orderBy(asc(sessions.id)),
    attempts: await db.select().from(attempts).orderBy(asc(attempts.id)),
    answers: await db.select().from(answers).orderBy(asc(answers.attemptId), asc(answers.index)),
    standings: demo ? await rankEvent(db, demo.id) : [],
  };
}

let s: TestServer;
let dir: string;
const targets: TestPostgres[] = [];
const cwd = process.cwd();

beforeAll(async () => {
  s = await startServer("pglite");
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-backup-"));
  process.chdir(dir);
});
afterAll(async () => {
  process.chdir(cwd);
  await s?.close();
  await Promise.all(targets.map((t) => t.drop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function freshPostgres(): Promise<TestPostgres> {
  const pg = await createTestPostgres();
  targets.push(pg);
  return pg;
}

describe("ops backup and restore", { timeout: 180_000 }, () => {
  it("backs up a PGlite ride while a rider plays; restored into a fresh PostgreSQL, every attempt and score is intact", async () => {
    const [ana, ben] = [await signUp(s, "Ana"), await signUp(s, "Ben")];
    // Bytes too: a picture survives byte for byte.
    await s.handle.db.insert(avatars).values({ userId: ana.userId, mimeType: "image/png", bytes: new Uint8Array([0, 1, 92, 120, 255]) });
    await play(s, ana.token, CODES[0], { delayMs: 1500 });
    await play(s, ana.token, CODES[1], { delayMs: 800, wrongAt: [1] });

    // Ben is half-way through a quiz: one answer in, the next one sent while the backup is taken.
    const attempt = (await s.gql(START, { code: CODES[0] }, ben.token)).data?.startAttempt.attempt.id as string;
    const answer = async () => {
      const q = (await s.gql(NEXT, { id: attempt }, ben.token)).data?.nextQuestion.question;
      const key = await answerKey(s, q.questionId);
      s.clock.advance(1200);
      return s.gql(SUBMIT, { a: attempt, q: q.questionId, c: key.correct }, ben.token);
    };
    await answer();
    const [, during] = await Promise.all([answer(), ops(s.handle, ["backup", "during.json.gz"])]);
    expect(during.err).toMatch(/^Wrote the backup to during\.json\.gz \(\d+ KB\)\.\n$/);
    expect(during.code).toBe(0);

    const pg = await freshPostgres();
    const restored = await ops(pg.handle, ["restore", "during.json.gz"]);
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/: 1 events, 3 checkpoints, 2 users, 3 attempts, \d+ answers\.\n$/);
    const copy = await ride(pg.handle);
    // A consistent snapshot: every attempt's score is the sum of its answers' points, Ana's rides whole.
    for (const a of copy.attempts) {
      const points = copy.answers.filter((r) => r.attemptId === a.id).reduce((sum, r) => sum + r.points, 0);
      expect(a.score, a.id).toBe(points);
    }
    const source = await ride(s.handle);
    const anas = (r: typeof source) => r.attempts.filter((a) => a.userId === ana.userId);
    expect(anas(copy)).toEqual(anas(source));
    expect(copy.attempts.find((a) => a.id === attempt)?.finishedAt).toBeNull();
    expect(copy.users).toEqual(source.users);
    expect(copy.avatars).toEqual(source.avatars);
    expect(Array.from(copy.avatars[0]?.bytes ?? [])).toEqual([0, 1, 92, 120, 255]);

    // Ben finishes; the backup taken now restores equal in everything, standings included.
    for (let i = 0; i < 3; i++) await answer();
    await ops(s.handle, ["backup", "after.json.gz"]);
    const done = await ride(s.handle);
    expect(done.attempts.find((a) => a.id === attempt)?.finishedAt).not.toBeNull();
    expect(done.standings.length).toBe(2);
    const again = await ops(pg.handle, ["restore", "after.json.gz"]);
    expect(again.code).toBe(1);
    expect(again.err).toContain("This database already has 2 users: restoring replaces all of its data.");
    expect(again.err).toContain("Nothing was changed.");
    expect(await ride(pg.handle)).toEqual(copy);
    expect((await ops(pg.handle, ["restore", "after.json.gz", "--replace"])).code).toBe(0);
    expect(await ride(pg.handle)).toEqual(done);

    // And back: PostgreSQL's backup restores into a fresh embedded database just the same.
    expect((await ops(pg.handle, ["backup", "from-pg.json.gz"])).code).toBe(0);
    const pglite = await openTestPglite();
    try {
      expect((await ops(pglite, ["restore", "from-pg.json.gz"])).code).toBe(0);
      expect(await ride(pglite)).toEqual(done);
    } finally {
      await pglite.close();
    }
  });

  it("refuses a file that is not a backup, naming it, and changes nothing", async () => {
    fs.writeFileSync(path.join(dir, "notes.txt"), "hello");
    const before = await ride(s.handle);
    const run = await ops(s.handle, ["restore", "notes.txt", "--replace"]);
    expect(run.code).toBe(1);
    expect(run.err).toBe("Error: notes.txt: This is not a MotoQuiz backup file (it is not gzipped JSON). Nothing was changed.\n");
    expect(await ride(s.handle)).toEqual(before);
    const missing = await ops(s.handle, ["backup"]);
    expect(missing.code).toBe(2);
  });
});
