import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions } from "#server/db/schema/index.ts";
import { parseCsv } from "#server/modules/shared/csv.ts";
import { DB_KINDS } from "#tests/setup/db.ts";
import { signUpOrganizer } from "#tests/support/organizer.ts";
import { createEvent, NEXT, SUBMIT, start } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

const REPORT = `query Q($e: ID!) { questionReport(eventId: $e) { csv rows { questionId prompt served answered right percentRight
  topWrongChoice { id text count } medianTimeMs } } }`;

/** What the script did, one row per question served: the report must agree with it. */
interface Served {
  questionId: string;
  choiceId: string | null;
  correct: boolean;
  timeMs: number;
}

type Plan = (index: number) => { pick: "right" | "wrong-first" | "wrong-last" | "time-out"; delayMs: number };

async function playScripted(s: TestServer, token: string, code: string, plan: Plan): Promise<{ attemptId: string; served: Served[] }> {
  const attemptId = await start(s, token, code);
  const served: Served[] = [];
  for (;;) {
    const q = (await s.gql(NEXT, { id: attemptId }, token)).data?.nextQuestion.question;
    if (!q) break;
    const [row] = await s.handle.db.select().from(questions).where(eq(questions.id, q.questionId));
    if (!row) throw new Error("question");
    const { pick, delayMs } = plan(q.index);
    const wrong = row.choices.filter((c) => c.id !== row.correctChoiceId);
    const choiceId = pick === "right" ? row.correctChoiceId : pick === "wrong-first" ? wrong[0]?.id : wrong.at(-1)?.id;
    s.clock.advance(pick === "time-out" ? 25_000 : delayMs);
    await s.gql(SUBMIT, { a: attemptId, q: q.questionId, c: choiceId }, token);
    served.push(
      pick === "time-out"
        ? { questionId: row.id, choiceId: null, correct: false, timeMs: 20_000 }
        : { questionId: row.id, choiceId: choiceId ?? null, correct: pick === "right", timeMs: delayMs },
    );
  }
  return { attemptId, served };
}

function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : Math.round(((s[mid - 1] as number) + (s[mid] as number)) / 2);
}

describe.each(DB_KINDS)("per-question report on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("counts served, answered, % right, the most chosen wrong answer and the median time as the script played", async () => {
    const code = kind === "pglite" ? "RPRT2345" : "RPRT3456";
    const eventId = await createEvent(s, `Report ${kind}`, [{ code }]);
    const org = await signUpOrganizer(s);
    const [a, b, c, hiddenRider, voidedRider] = await Promise.all(["A", "B", "C", "Hidden", "Voided"].map((n) => signUp(s, `Rider ${n}`)));
    if (!a || !b || !c || !hiddenRider || !voidedRider) throw new Error("sign-up");
    const counted = [
      await playScripted(s, a.token, code, () => ({ pick: "right", delayMs: 2000 })),
      await playScripted(s, b.token, code, (i) => ({ pick: i < 2 ? "wrong-first" : "right", delayMs: 4000 })),
      await playScripted(s, c.token, code, (i) => ({ pick: i === 2 ? "time-out" : i < 2 ? "wrong-last" : "right", delayMs: 6000 })),
    ];
    // Neither a hidden rider's answers nor a voided attempt's count.
    await playScripted(s, hiddenRider.token, code, () => ({ pick: "wrong-first", delayMs: 1000 }));
    const voided = await playScripted(s, voidedRider.token, code, () => ({ pick: "wrong-first", delayMs: 1000 }));
    const HIDE = `mutation H($i: HideRiderInput!) { hideRider(input: $i) { ok } }`;
    expect((await s.gql(HIDE, { i: { eventId, userId: hiddenRider.userId, hidden: true } }, org.token)).data?.hideRider.ok).toBe(true);
    const VOID = `mutation V($i: VoidAttemptInput!) { voidAttempt(input: $i) { ok } }`;
    expect((await s.gql(VOID, { i: { attemptId: voided.attemptId, voided: true } }, org.token)).data?.voidAttempt.ok).toBe(true);

    const expected = new Map<string, { served: number; answered: number; right: number; wrong: Map<string, number>; times: number[] }>();
    for (const row of counted.flatMap((p) => p.served)) {
      const e = expected.get(row.questionId) ?? {
        served: 0,
        answered: 0,
        right: 0,
        wrong: new Map<string, number>(),
        times: [] as number[],
      };
      e.served++;
      if (row.choiceId) {
        e.answered++;
        e.times.push(row.timeMs);
        if (row.correct) e.right++;
        else e.wrong.set(row.choiceId, (e.wrong.get(row.choiceId) ?? 0) + 1);
      }
      expected.set(row.questionId, e);
    }

    const report = (await s.gql(REPORT, { e: eventId }, org.token)).data?.questionReport;
    expect(report.rows.map((r: { questionId: string }) => r.questionId).sort()).toEqual([...expected.keys()].sort());
    for (const row of report.rows) {
      const e = expected.get(row.questionId);
      if (!e) throw new Error("unexpected question");
      const [q] = await s.handle.db.select().from(questions).where(eq(questions.id, row.questionId));
      let top: { id: string; text: string; count: number } | null = null;
      for (const choice of q?.choices ?? []) {
        const n = e.wrong.get(choice.id) ?? 0;
        if (n > 0 && (!top || n > top.count)) top = { id: choice.id, text: choice.text, count: n };
      }
      expect(row).toEqual({
        questionId: row.questionId,
        prompt: q?.prompt,
        served: e.served,
        answered: e.answered,
        right: e.right,
        percentRight: Math.round((100 * e.right) / e.served),
        topWrongChoice: top,
        medianTimeMs: median(e.times),
      });
    }
    // Hardest first, and the CSV says the same.
    const pcts = report.rows.map((r: { percentRight: number }) => r.percentRight);
    expect(pcts).toEqual([...pcts].sort((x, y) => x - y));
    const csv = parseCsv(report.csv);
    expect(csv[0]?.fields).toEqual([
      "question_id",
      "category",
      "prompt",
      "served",
      "answered",
      "right",
      "percent_right",
      "top_wrong_choice",
      "top_wrong_count",
      "median_time_s",
    ]);
    expect(csv.slice(1).map((r) => [r.fields[0], Number(r.fields[3]), Number(r.fields[6])])).toEqual(
      report.rows.map((r: { questionId: string; served: number; percentRight: number }) => [r.questionId, r.served, r.percentRight]),
    );

    expect((await s.gql(REPORT, { e: eventId }, a.token)).errors?.[0]?.message).toBe("Only an organizer may do this.");
  });
});
