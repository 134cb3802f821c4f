import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts } from "#server/db/schema/index.ts";
import { DB_KINDS } from "#tests/setup/db.ts";
import {
  ATTEMPT,
  answerKey,
  attemptsOf,
  CODES,
  CURRENT,
  createEvent,
  NEXT,
  play,
  rowsFor,
  START,
  SUBMIT,
  start,
} from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

describe.each(DB_KINDS)("quiz engine on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, {
      rateLimits: {
        registerIp: { points: 1000, durationS: 60 },
        startAttemptIp: { points: 1000, durationS: 60 },
        startAttemptAccount: { points: 3, durationS: 60 },
      },
    });
  });
  afterAll(() => s.close());

  it("starts an attempt by code (any case, with a dash) and resumes it", async () => {
    const { token } = await signUp(s);
    const a = await s.gql(START, { code: "gear-2345" }, token);
    expect(a.data?.startAttempt).toMatchObject({
      ok: true,
      fieldErrors: [],
      attempt: {
        currentIndex: 0,
        total: 5,
        score: 0,
        finishedAt: null,
        checkpoint: { name: "Start: the car park", secondsPerQuestion: 20, event: { name: "Demo Ride", checkpointCount: 3 } },
      },
    });
    const b = await s.gql(START, { code: "GEAR 2345" }, token);
    expect(b.data?.startAttempt.attempt.id).toBe(a.data?.startAttempt.attempt.id);
  });

  it.each([
    ["", "Code must be 8 characters, like ABCD-2345."],
    ["GEAR23456", "Code must be 8 characters, like ABCD-2345."],
    ["GEAR0OIL", "Code contains characters that are never used in codes."],
    ["ZZZZ2345", "No checkpoint has this code. Check the code under the QR and try again."],
  ])("refuses code %j with a message on the code field", async (code, message) => {
    const { token, userId } = await signUp(s);
    const r = await s.gql(START, { code }, token);
    expect(r.data?.startAttempt).toEqual({ ok: false, attempt: null, fieldErrors: [{ field: "code", message }] });
    expect(await attemptsOf(s, userId)).toHaveLength(0);
  });

  it("refuses closed, not-yet-open and completed checkpoints, and a second quiz while one is open", async () => {
    const now = s.clock.now();
    await createEvent(s, `Closed ${kind}`, [{ code: kind === "pglite" ? "SHUT2345" : "SHUT3456", closed: true }]);
    await createEvent(s, `Later ${kind}`, [
      { code: kind === "pglite" ? "NEXT2345" : "NEXT3456", opensAt: new Date(now + 3600_000) },
      { code: kind === "pglite" ? "PAST2345" : "PAST3456", closesAt: new Date(now - 1) },
    ]);
    const { token } = await signUp(s);
    const sfx = kind === "pglite" ? "2345" : "3456";
    const msg = async (code: string) => (await s.gql(START, { code }, token)).data?.startAttempt.fieldErrors;
    expect(await msg(`SHUT${sfx}`)).toEqual([{ field: "code", message: `Closed ${kind} has ended — no new quiz can start.` }]);
    expect(await msg(`PAST${sfx}`)).toEqual([{ field: "code", message: `CP PAST${sfx} is closed.` }]);
    expect(await msg(`NEXT${sfx}`)).toEqual([{ field: "code", message: `CP NEXT${sfx} is not open yet.` }]);
    // Under way at The twisties (a question served): another code is refused, naming it.
    await s.gql(NEXT, { id: await start(s, token, CODES[1]) }, token);
    expect(await msg(CODES[2])).toEqual([{ field: "code", message: "You're in the middle of The twisties — finish it first." }]);
    const { token: t2 } = await signUp(s);
    await play(s, t2, CODES[0]);
    expect((await s.gql(START, { code: CODES[0] }, t2)).data?.startAttempt.fieldErrors).toEqual([
      { field: "code", message: "You have already completed Start: the car park. Scan the next checkpoint." },
    ]);
  });

  it("20 concurrent starts make one attempt", async () => {
    const { token, userId } = await signUp(s);
    const results = await Promise.all(Array.from({ length: 20 }, () => s.gql(START, { code: CODES[2] }, token)));
    const ids = new Set(results.map((r) => r.data?.startAttempt.attempt?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await attemptsOf(s, userId)).toHaveLength(1);
  });

  it("serves one question at a time, never revealing the answer before it is answered", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token);
    expect((await s.gql(CURRENT, {}, token)).data?.currentQuestion).toBeNull();
    const leaks: string[] = [];
    for (let i = 0; i < 5; i++) {
      const served = await s.gql(NEXT, { id }, token);
      const q = served.data?.nextQuestion.question;
      expect(q).toMatchObject({ attemptId: id, index: i, total: 5, outcome: null, secondsPerQuestion: 20 });
      expect(q.choices.map((c: { label: string }) => c.label)).toEqual(["A", "B", "C", "D"].slice(0, q.choices.length));
      expect(Date.parse(q.deadline) - Date.parse(q.servedAt)).toBe(20_000);
      const key = await answerKey(s, q.questionId);
      const again = await s.gql(NEXT, { id }, token);
      expect(again.data?.nextQuestion.question.questionId).toBe(q.questionId);
      const current = await s.gql(CURRENT, {}, token);
      const flow = await s.gql("{ flow { attemptInProgress { id currentIndex } } }", {}, token);
      expect(flow.data?.flow.attemptInProgress).toEqual({ id, currentIndex: i });
      for (const r of [served, again, current, flow]) {
        // Choice ids are opaque and all present; what must not appear is which one is right.
        if (r.raw.includes(key.explanation) || r.raw.includes('correctChoiceId":"')) leaks.push(r.raw);
      }
      const out = await s.gql(SUBMIT, { a: id, q: q.questionId, c: key.correct }, token);
      expect(out.data?.submitAnswer.outcome).toMatchObject({
        correct: true,
        correctChoiceId: key.correct,
        explanation: key.explanation,
        points: 1000,
        attemptFinished: i === 4,
      });
      const after = await s.gql(CURRENT, {}, token);
      if (i < 4) expect(after.data?.currentQuestion.outcome).toMatchObject({ correct: true, correctChoiceId: key.correct });
    }
    expect(leaks).toEqual([]);
    expect((await s.gql(NEXT, { id }, token)).data?.nextQuestion).toEqual({ ok: true, fieldErrors: [], question: null });
    const detail = (await s.gql(ATTEMPT, { id }, token)).data?.attempt;
    expect(detail).toMatchObject({ id, score: 5000, correctCount: 5, total: 5, totalTimeMs: 0 });
    expect(detail.answers).toHaveLength(5);
    expect(detail.finishedAt).toBe(new Date(s.clock.now()).toISOString());
    const flow = await s.gql("{ flow { rulesAccepted attemptInProgress { id } finishedAttempts lastFinishedAttemptId } }", {}, token);
    expect(flow.data?.flow).toEqual({ rulesAccepted: true, attemptInProgress: null, finishedAttempts: 1, lastFinishedAttemptId: id });
  });

  it("nextQuestion returns the flow as it stands once the question is served (the guards keep it offline)", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token);
    const NEXT_FLOW =
      "mutation N($id: ID!) { nextQuestion(input: { attemptId: $id }) { ok flow { attemptInProgress { id questionsServed } finishedAttempts } } }";
    const first = await s.gql(NEXT_FLOW, { id }, token);
    expect(first.data?.nextQuestion.flow).toEqual({ attemptInProgress: { id, questionsServed: 1 }, finishedAttempts: 0 });
    const foreign = await s.gql(NEXT_FLOW, { id }, (await signUp(s)).token);
    expect(foreign.data?.nextQuestion).toMatchObject({ ok: false, flow: null });
  });

  it("the choices ids in a served question never include which one is right (ids are opaque)", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token);
    const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    expect(JSON.stringify(q)).not.toMatch(/correct|explanation"\s*:\s*"/i);
  });

  it("scores t = 0, T/2, T, T + 2 s and beyond with the server clock", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token, CODES[1]);
    const expected: [number, number, boolean][] = [
      [0, 1000, false],
      [10_000, 800, false], // 10 s − 2 s grace = 8 s of 20 → 1000 × (1 − 0.4 / 2)
      [20_000, 550, false],
      [22_000, 500, false], // the buzzer, with grace
      [22_001, 0, true], // past T + 2 s: timed out
    ];
    for (const [delay, points, timedOut] of expected) {
      const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
      const key = await answerKey(s, q.questionId);
      s.clock.advance(delay);
      const out = (await s.gql(SUBMIT, { a: id, q: q.questionId, c: key.correct }, token)).data?.submitAnswer.outcome;
      expect({ delay, points: out.points, timedOut: out.timedOut, correct: out.correct }).toEqual({
        delay,
        points,
        timedOut,
        correct: !timedOut,
      });
    }
    const detail = (await s.gql(ATTEMPT, { id }, token)).data?.attempt;
    expect(detail).toMatchObject({ score: 2850, correctCount: 4, totalTimeMs: 0 + 8000 + 18000 + 20000 + 20000 });
    // What the rider waited, as the server measured it; a timed-out answer is closed at T + 2 s.
    expect(detail.answers.map((a: { elapsedMs: number }) => a.elapsedMs)).toEqual([0, 10_000, 20_000, 22_000, 22_000]);
    expect(detail.elapsedMs).toBe(74_000);
  });

  it("a wrong answer scores 0; an expired question is closed as timed out by the next request", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token, CODES[2]);
    const q0 = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    const k0 = await answerKey(s, q0.questionId);
    const wrong = (await s.gql(SUBMIT, { a: id, q: q0.questionId, c: k0.wrong }, token)).data?.submitAnswer.outcome;
    expect(wrong).toMatchObject({ correct: false, points: 0, choiceId: k0.wrong, correctChoiceId: k0.correct });
    const q1 = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    s.clock.advance(22_001);
    // Past its time but not closed: read back with no outcome (and so no key) until something closes it.
    const cur = (await s.gql(CURRENT, {}, token)).data?.currentQuestion;
    expect(cur).toMatchObject({ questionId: q1.questionId, outcome: null });
    const q2 = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    expect(q2.index).toBe(2);
    const late = (await s.gql(SUBMIT, { a: id, q: q1.questionId, c: (await answerKey(s, q1.questionId)).correct }, token)).data
      ?.submitAnswer.outcome;
    expect(late).toMatchObject({ timedOut: true, points: 0, correct: false, choiceId: null });
  });

  it("submitAnswer is idempotent: concurrent duplicates make one row and the same result; a change of mind is ignored", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token);
    const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    const key = await answerKey(s, q.questionId);
    s.clock.advance(3000);
    const all = await Promise.all(Array.from({ length: 10 }, () => s.gql(SUBMIT, { a: id, q: q.questionId, c: key.correct }, token)));
    const outcomes = all.map((r) => JSON.stringify(r.data?.submitAnswer));
    expect(new Set(outcomes).size).toBe(1);
    expect(all[0]?.data?.submitAnswer.outcome.points).toBe(975);
    s.clock.advance(1000);
    const changed = await s.gql(SUBMIT, { a: id, q: q.questionId, c: key.wrong }, token);
    expect(JSON.stringify(changed.data?.submitAnswer)).toBe(outcomes[0]);
    const rows = await rowsFor(s, id);
    expect(rows.filter((r) => r.questionId === q.questionId)).toHaveLength(1);
    expect((await s.gql(ATTEMPT, { id }, token)).data?.attempt.score).toBe(975);
  });

  it("validates submitAnswer input", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token);
    const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    const err = async (v: Record<string, unknown>) => (await s.gql(SUBMIT, v, token)).data?.submitAnswer.fieldErrors;
    expect(await err({ a: "nope", q: q.questionId, c: null })).toEqual([{ field: "attemptId", message: "Must be a valid id." }]);
    expect(await err({ a: id, q: "never-served", c: null })).toEqual([
      { field: "questionId", message: "This question has not been served in this quiz." },
    ]);
    expect(await err({ a: id, q: q.questionId, c: "other:a" })).toEqual([
      { field: "choiceId", message: "This choice does not belong to the question." },
    ]);
    expect(await err({ a: "00000000-0000-4000-8000-000000000000", q: q.questionId, c: null })).toEqual([
      { field: "attemptId", message: "This quiz could not be found." },
    ]);
  });

  it("a resent answer is checked like a first one: another rider, a foreign choice and no choice", async () => {
    const a = await signUp(s);
    const b = await signUp(s);
    const id = await start(s, a.token);
    const q = (await s.gql(NEXT, { id }, a.token)).data?.nextQuestion.question;
    const key = await answerKey(s, q.questionId);
    const first = (await s.gql(SUBMIT, { a: id, q: q.questionId, c: key.wrong }, a.token)).data?.submitAnswer;
    expect(first).toMatchObject({ ok: true, outcome: { correct: false, points: 0 } });
    const err = async (v: Record<string, unknown>, token: string) => (await s.gql(SUBMIT, v, token)).data?.submitAnswer.fieldErrors;
    expect(await err({ a: id, q: q.questionId, c: key.correct }, b.token)).toEqual([
      { field: "attemptId", message: "This quiz could not be found." },
    ]);
    expect(await err({ a: id, q: q.questionId, c: "other:a" }, a.token)).toEqual([
      { field: "choiceId", message: "This choice does not belong to the question." },
    ]);
    const noChoice = (await s.gql(SUBMIT, { a: id, q: q.questionId, c: null }, a.token)).data?.submitAnswer;
    expect(noChoice).toEqual(first);
  });

  it("another rider's attempt, an unknown id and a malformed id all read as not found", async () => {
    const a = await signUp(s);
    const b = await signUp(s);
    const id = await play(s, a.token, CODES[0]);
    expect((await s.gql(ATTEMPT, { id }, a.token)).data?.attempt.id).toBe(id);
    for (const probe of [id, "00000000-0000-4000-8000-000000000000", "1; drop table users"]) {
      const r = await s.gql(ATTEMPT, { id: probe }, b.token);
      expect(r.errors).toBeUndefined();
      expect(r.data?.attempt).toBeNull();
    }
    expect((await s.gql(NEXT, { id }, b.token)).data?.nextQuestion.fieldErrors).toEqual([
      { field: "attemptId", message: "This quiz could not be found." },
    ]);
  });

  it("a drawn question the bank no longer holds is a field error on nextQuestion, as on submitAnswer, and nothing is stored", async () => {
    const { token, userId } = await signUp(s);
    const id = await start(s, token, CODES[2]);
    const [before] = await attemptsOf(s, userId);
    if (!before) throw new Error("no attempt");
    await s.handle.db
      .update(attempts)
      .set({ questionIds: ["gone-from-the-bank", ...before.questionIds.slice(1)] })
      .where(eq(attempts.id, id));
    const r = await s.gql(NEXT, { id }, token);
    expect(r.errors).toBeUndefined();
    expect(r.data?.nextQuestion).toEqual({
      ok: false,
      question: null,
      fieldErrors: [{ field: "attemptId", message: "This question is no longer in the question bank. Ask the organizer." }],
    });
    expect(await rowsFor(s, id)).toHaveLength(0);
    expect((await attemptsOf(s, userId))[0]?.servedCount).toBe(0);
  });

  it("sampleQuestions carries the answers and needs no account", async () => {
    const r = await s.gql("{ sampleQuestions { id prompt correctChoiceId explanation secondsPerQuestion choices { id label } } }");
    const list = r.data?.sampleQuestions;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const q of list) expect(q.choices.map((c: { id: string }) => c.id)).toContain(q.correctChoiceId);
  });

  it("rate-limits guessing codes per account with a clear message; a real code is still found", async () => {
    const { token } = await signUp(s);
    for (const code of ["ZZZZ2345", "ZZZZ2346", "ZZZZ2347"]) {
      expect((await s.gql(START, { code }, token)).data?.startAttempt.fieldErrors[0].field).toBe("code");
    }
    expect((await s.gql(START, { code: CODES[0] }, token)).data?.startAttempt.ok).toBe(true);
    const blocked = await s.gql(START, { code: "ZZZZ2348" }, token);
    expect(blocked.data?.startAttempt.fieldErrors[0]).toMatchObject({ field: "code" });
    expect(blocked.data?.startAttempt.fieldErrors[0].message).toMatch(/^Too many tries — try again in \d+ minutes?\.$/);
  });

  it("asks for sign-in on quiz mutations without a token", async () => {
    const r = await s.gql(START, { code: CODES[0] });
    expect(r.data?.startAttempt.fieldErrors).toEqual([{ field: "form", message: "Please sign in first." }]);
  });
});
