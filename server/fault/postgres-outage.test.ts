import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "#server/app.ts";
import { type DbHandle, openDatabase } from "#server/db/client.ts";
import { seedContent } from "#server/db/seed.ts";
import { createTestPostgres, type TestPostgres } from "#tests/setup/db.ts";
import { startTcpProxy, type TcpProxy, waitUntil } from "#tests/support/fault.ts";
import { CODES, NEXT, START, SUBMIT } from "#tests/support/quiz.ts";
import { type AnyData, gqlAt, listen, REGISTER, TEST_SCRYPT_LOG_N, uniqueEmail } from "#tests/support/server-harness.ts";

/**
 * The machine's PostgreSQL must stay up for other tests, so the server reaches it through a
 * loopback TCP proxy that the test cuts (every connection dropped, new ones refused) and restores.
 */
describe("PostgreSQL unreachable", () => {
  let pgdb: TestPostgres;
  let proxy: TcpProxy;
  let handle: DbHandle;
  let app: App;
  let url: string;
  beforeAll(async () => {
    pgdb = await createTestPostgres();
    await seedContent(pgdb.handle.db);
    const direct = new URL(pgdb.databaseUrl);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    direct.host = `127.0.0.1:${proxy.port}`;
    handle = await openDatabase({ databaseUrl: direct.toString() });
    app = await buildApp({ db: handle, scryptLogN: TEST_SCRYPT_LOG_N, production: true });
    url = await listen(app);
  });
  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await pgdb?.drop();
  });

  const gql = (q: string, v: Record<string, unknown>, token?: string) => gqlAt<AnyData>(url, q, v, token);
  const health = async () => (await fetch(`${url}/healthz`)).status;

  async function riderWithOpenQuestion() {
    const input = { displayName: "Outage Rider", email: uniqueEmail("outage"), password: "correct horse battery", acceptTerms: true };
    const token = (await gql(REGISTER, { input })).data?.register.token as string;
    await gql("mutation { acceptRules { ok } }", {}, token);
    const started = await gql(START, { code: CODES[0] }, token);
    expect(started.data?.startAttempt.ok, started.raw).toBe(true);
    const id = started.data?.startAttempt.attempt.id as string;
    const q = (await gql(NEXT, { id }, token)).data?.nextQuestion.question;
    return { token, id, questionId: q.questionId as string, choiceId: q.choices[0].id as string };
  }

  /** Read straight from PostgreSQL (not through the proxy): the truth after the outage. */
  async function consistency() {
    const r = (await pgdb.handle.db.execute(sql`
      select a.id, a.score, a.correct_count, a.served_count,
        coalesce(sum(x.points), 0)::int as points, count(x.answered_at)::int as answered,
        count(*) filter (where x.correct)::int as correct, count(x.attempt_id)::int as served
      from attempts a left join answers x on x.attempt_id = a.id group by a.id`)) as unknown as {
      rows: {
        id: string;
        score: number;
        correct_count: number;
        served_count: number;
        points: number;
        answered: number;
        correct: number;
        served: number;
      }[];
    };
    return r.rows;
  }

  it("answers 503 on /healthz and a clear error to requests, writes nothing half, and recovers by itself", async () => {
    expect(await health()).toBe(200);
    const riders = await Promise.all(Array.from({ length: 12 }, () => riderWithOpenQuestion()));
    const [first] = riders;
    if (!first) throw new Error("no rider");

    // Cut while answers are in flight: each either commits whole or not at all.
    const inFlight = riders
      .slice(1)
      .map((r) => gql(SUBMIT, { a: r.id, q: r.questionId, c: r.choiceId }, r.token).catch((e: Error) => ({ status: 0, raw: e.message })));
    await new Promise((r) => setTimeout(r, 15));
    proxy.cut();
    const results = await Promise.all(inFlight);

    expect(await health()).toBe(503);
    const during = await gql(SUBMIT, { a: first.id, q: first.questionId, c: first.choiceId }, first.token);
    // A GraphQL error the client can show ("try again"), never a hang or a leak of internals.
    expect(during.status).toBeLessThan(600);
    expect(during.data?.submitAnswer ?? null).toBeNull();
    expect(during.errors?.length).toBeGreaterThan(0);
    expect(during.raw).not.toMatch(/ECONNREFUSED|ECONNRESET|stack|Failed query|127\.0\.0\.1/);
    const reads = await gql("query { defaultEvent { id name } }", {});
    expect(reads.errors?.length).toBeGreaterThan(0);

    proxy.restore();
    await waitUntil(async () => (await health()) === 200, 30_000);

    // Nothing half-written: every attempt's totals equal its answers.
    for (const row of await consistency()) {
      expect(row.score, row.id).toBe(row.points);
      expect(row.correct_count, row.id).toBe(row.correct);
      expect(row.served_count, row.id).toBe(row.served);
    }
    // The refused answer was not stored; sending it again now stores it once.
    const retry = await gql(SUBMIT, { a: first.id, q: first.questionId, c: first.choiceId }, first.token);
    expect(retry.data?.submitAnswer.ok, retry.raw).toBe(true);
    // Answers cut mid-flight: a resend gives the stored result or stores it now, never twice.
    for (const [i, r] of riders.slice(1).entries()) {
      const again = await gql(SUBMIT, { a: r.id, q: r.questionId, c: r.choiceId }, r.token);
      expect(again.data?.submitAnswer.ok, again.raw).toBe(true);
      const before = results[i] as { status: number; raw: string };
      if (before.status === 200 && before.raw.includes('"ok":true'))
        expect(before.raw).toContain(`"points":${again.data?.submitAnswer.outcome.points}`);
    }
    const rows = await consistency();
    expect(rows.every((row) => row.answered === 1 && row.score === row.points)).toBe(true);
  }, 120_000);
});
