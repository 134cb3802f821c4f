import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { answers, attempts, questions } from "#server/db/schema/index.ts";
import { type ServerProcess, spawnServer } from "#tests/support/fault.ts";
import { ATTEMPT, CODES, CURRENT, NEXT, START, SUBMIT } from "#tests/support/quiz.ts";
import { type AnyData, gqlAt, REGISTER } from "#tests/support/server-harness.ts";

/**
 * The real entry point on a PGlite data directory, killed with SIGKILL in the middle of a quiz
 * (no drain, the lock file left behind) and started again on the same directory.
 */
describe("server killed mid-quiz", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-fault-kill-"));
  const dataDir = path.join(dir, "data");
  const procs: ServerProcess[] = [];
  afterAll(() => {
    for (const p of procs) p.child.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("resumes at the same question after a restart, with no answer lost and none scored twice", async () => {
    const first = spawnServer({ DATA_DIR: dataDir });
    procs.push(first);
    const url1 = await first.ready;
    const gql = (url: string, q: string, v: Record<string, unknown>, token?: string) => gqlAt<AnyData>(url, q, v, token);

    const input = { displayName: "Crash Rider", email: "crash@example.com", password: "correct horse battery", acceptTerms: true };
    const token = (await gql(url1, REGISTER, { input })).data?.register.token as string;
    expect(token).toBeTruthy();
    await gql(url1, "mutation { acceptRules { ok } }", {}, token);
    const id = (await gql(url1, START, { code: CODES[0] }, token)).data?.startAttempt.attempt.id as string;
    expect(id).toBeTruthy();

    // Two answers acknowledged by the first process (choices read from the API's own outcome).
    const acknowledged: AnyData[] = [];
    for (let i = 0; i < 2; i++) {
      const q = (await gql(url1, NEXT, { id }, token)).data?.nextQuestion.question;
      const r = await gql(url1, SUBMIT, { a: id, q: q.questionId, c: q.choices[i].id }, token);
      expect(r.data?.submitAnswer.ok, r.raw).toBe(true);
      acknowledged.push(r.data?.submitAnswer.outcome);
    }
    first.child.kill("SIGKILL");
    await first.exited;
    expect(fs.existsSync(`${path.resolve(dataDir)}.lock`)).toBe(true); // stale: taken over below

    const second = spawnServer({ DATA_DIR: dataDir });
    procs.push(second);
    const url2 = await second.ready;
    // Same question, its answer as acknowledged: the rider's session survived too.
    const current = (await gql(url2, CURRENT, {}, token)).data?.currentQuestion;
    expect(current.index).toBe(1);
    expect(current.questionId).toBe(acknowledged[1]?.questionId);
    expect(current.outcome).toMatchObject({ choiceId: acknowledged[1]?.choiceId, points: acknowledged[1]?.points });
    // A resend with another choice (the outbox after a crash) gets the stored answer back.
    const other = current.choices.find((c: { id: string }) => c.id !== acknowledged[1]?.choiceId).id;
    const resent = await gql(url2, SUBMIT, { a: id, q: current.questionId, c: other }, token);
    expect(resent.data?.submitAnswer.outcome).toEqual(acknowledged[1]);

    for (;;) {
      const q = (await gql(url2, NEXT, { id }, token)).data?.nextQuestion.question;
      if (!q) break;
      const r = await gql(url2, SUBMIT, { a: id, q: q.questionId, c: q.choices[0].id }, token);
      expect(r.data?.submitAnswer.ok, r.raw).toBe(true);
      acknowledged.push(r.data?.submitAnswer.outcome);
    }
    const detail = (await gql(url2, ATTEMPT, { id }, token)).data?.attempt;
    expect(detail.answers).toHaveLength(5);
    expect(detail.finishedAt).not.toBeNull();
    expect(detail.answers.map((a: AnyData) => a.questionId)).toEqual(acknowledged.map((o) => o.questionId));
    expect(detail.score).toBe(acknowledged.reduce((sum, o) => sum + o.points, 0));

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    // The database itself, after the second process let go of it.
    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db.select().from(answers).where(eq(answers.attemptId, id));
      expect(rows).toHaveLength(5);
      expect(new Set(rows.map((r) => r.questionId)).size).toBe(5);
      const [attempt] = await handle.db.select().from(attempts).where(eq(attempts.id, id));
      expect(attempt?.score).toBe(rows.reduce((sum, r) => sum + r.points, 0));
      const qs = await handle.db.select().from(questions);
      const correctOf = new Map(qs.map((q) => [q.id, q.correctChoiceId]));
      expect(attempt?.correctCount).toBe(rows.filter((r) => r.choiceId === correctOf.get(r.questionId)).length);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
