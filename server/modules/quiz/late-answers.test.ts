import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS } from "#tests/setup/db.ts";
import { ATTEMPT, answerKey, CODES, CURRENT, NEXT, rowsFor, SUBMIT, start } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

// docs/product.md#late-answers, with the seed's 20 s checkpoints: T + 2 s = 22 s.
const PAST_GRACE = 22_001;
const TEN_MINUTES = 600_000;

describe.each(DB_KINDS)("late answers on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, {
      rateLimits: { registerIp: { points: 1000, durationS: 60 }, startAttemptIp: { points: 1000, durationS: 60 } },
    });
  });
  afterAll(() => s.close());

  async function serve(token: string, id: string) {
    const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    return { q, key: await answerKey(s, q.questionId) };
  }
  const submit = async (token: string, v: { a: string; q: string; c: string | null; t?: number }) =>
    (await s.gql(SUBMIT, v, token)).data?.submitAnswer;

  it("a right answer tapped at 1 s and received at 25 s scores 500, stored as late; a wrong one scores 0, not a time-out", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token);
    const a = await serve(token, id);
    s.clock.advance(25_000);
    expect((await submit(token, { a: id, q: a.q.questionId, c: a.key.correct, t: 1000 }))?.outcome).toMatchObject({
      correct: true,
      timedOut: false,
      late: true,
      points: 500,
      choiceId: a.key.correct,
    });
    // The second late answer of the attempt is a time-out, right or not.
    const b = await serve(token, id);
    s.clock.advance(25_000);
    expect((await submit(token, { a: id, q: b.q.questionId, c: b.key.correct, t: 1000 }))?.outcome).toMatchObject({
      correct: false,
      timedOut: true,
      late: false,
      points: 0,
      choiceId: null,
    });
    const detail = (await s.gql(ATTEMPT, { id }, token)).data?.attempt;
    expect(detail).toMatchObject({ score: 500, correctCount: 1 });
    expect(detail.answers.map((x: { late: boolean; timedOut: boolean }) => [x.late, x.timedOut])).toEqual([
      [true, false],
      [false, true],
    ]);

    const { token: t2 } = await signUp(s);
    const id2 = await start(s, t2);
    const c = await serve(t2, id2);
    s.clock.advance(PAST_GRACE);
    expect((await submit(t2, { a: id2, q: c.q.questionId, c: c.key.wrong, t: 19_999 }))?.outcome).toMatchObject({
      correct: false,
      timedOut: false,
      late: true,
      points: 0,
      choiceId: c.key.wrong,
    });
  });

  it("tapped at the limit by the phone's clock, or received after 10 minutes, is a time-out", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token);
    const a = await serve(token, id);
    s.clock.advance(PAST_GRACE);
    expect((await submit(token, { a: id, q: a.q.questionId, c: a.key.correct, t: 20_000 }))?.outcome).toMatchObject({
      timedOut: true,
      late: false,
      points: 0,
    });
    const b = await serve(token, id);
    s.clock.advance(TEN_MINUTES + 1);
    expect((await submit(token, { a: id, q: b.q.questionId, c: b.key.correct, t: 500 }))?.outcome).toMatchObject({
      timedOut: true,
      late: false,
      points: 0,
    });
    // Without the phone's measure there is nothing to say the tap was in time.
    const c = await serve(token, id);
    s.clock.advance(PAST_GRACE);
    expect((await submit(token, { a: id, q: c.q.questionId, c: c.key.correct }))?.outcome).toMatchObject({ timedOut: true, late: false });
    // The late answer was never used: the next one still counts, at exactly 10 minutes.
    const d = await serve(token, id);
    s.clock.advance(TEN_MINUTES);
    expect((await submit(token, { a: id, q: d.q.questionId, c: d.key.correct, t: 500 }))?.outcome).toMatchObject({
      late: true,
      points: 500,
    });
  });

  it("an answer in time ignores the phone's tap time: the server's clock scores it", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token);
    const a = await serve(token, id);
    s.clock.advance(3000);
    expect((await submit(token, { a: id, q: a.q.questionId, c: a.key.correct, t: 50_000 }))?.outcome).toMatchObject({
      late: false,
      points: 975,
    });
  });

  it("a time-out already written stays a time-out: a late answer arriving after it changes nothing", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token, CODES[1]);
    for (let i = 0; i < 4; i++) {
      const x = await serve(token, id);
      await submit(token, { a: id, q: x.q.questionId, c: x.key.wrong });
    }
    const last = await serve(token, id);
    s.clock.advance(30_000);
    // Asked for the next question, the server closes the last one as a time-out and the attempt finishes;
    // the results then carry its key, so no late answer may follow (docs/decisions/016-fair-play.md).
    expect((await s.gql(NEXT, { id }, token)).data?.nextQuestion.question).toBeNull();
    expect((await s.gql(ATTEMPT, { id }, token)).data?.attempt.answers[4].correctChoiceId).toBe(last.key.correct);
    const replies = await Promise.all([1, 2, 3].map(() => submit(token, { a: id, q: last.q.questionId, c: last.key.correct, t: 1200 })));
    for (const r of replies) expect(r?.outcome).toMatchObject({ late: false, timedOut: true, correct: false, points: 0 });
    expect((await s.gql(ATTEMPT, { id }, token)).data?.attempt).toMatchObject({ score: 0, correctCount: 0, totalTimeMs: 20_000 });
    expect((await rowsFor(s, id)).filter((r) => r.late)).toHaveLength(0);
  });

  it("a deliberate no-answer returns the key, and a late tap of the right choice after it scores nothing", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token, CODES[2]);
    const a = await serve(token, id);
    const none = await submit(token, { a: id, q: a.q.questionId, c: null });
    expect(none?.outcome).toMatchObject({ timedOut: true, correctChoiceId: a.key.correct });
    s.clock.advance(PAST_GRACE);
    expect((await submit(token, { a: id, q: a.q.questionId, c: a.key.correct, t: 1000 }))?.outcome).toMatchObject({
      timedOut: true,
      late: false,
      points: 0,
      choiceId: null,
    });
    expect((await s.gql(ATTEMPT, { id }, token)).data?.attempt).toMatchObject({ score: 0, correctCount: 0 });
  });

  it("past its time, the open question reads back with no key; the late answer then counts once", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token, CODES[2]);
    const a = await serve(token, id);
    s.clock.advance(PAST_GRACE);
    const raw = (await s.gql(CURRENT, {}, token)).raw;
    expect(JSON.parse(raw).data.currentQuestion).toMatchObject({ questionId: a.q.questionId, outcome: null });
    expect(raw).not.toContain(a.key.explanation);
    expect((await submit(token, { a: id, q: a.q.questionId, c: a.key.correct, t: 1500 }))?.outcome).toMatchObject({
      late: true,
      points: 500,
    });
  });

  it("a time-out is not replaced once the next question has been served", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token, CODES[2]);
    const a = await serve(token, id);
    s.clock.advance(30_000);
    await serve(token, id);
    expect((await submit(token, { a: id, q: a.q.questionId, c: a.key.correct, t: 1000 }))?.outcome).toMatchObject({
      timedOut: true,
      late: false,
      points: 0,
    });
  });

  it("refuses a tap time that is not a whole, non-negative number, storing nothing", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token);
    const a = await serve(token, id);
    const r = await submit(token, { a: id, q: a.q.questionId, c: a.key.correct, t: -5 });
    expect(r).toMatchObject({ ok: false, fieldErrors: [{ field: "tappedAfterMs", message: "Tap time cannot be negative." }] });
    expect((await rowsFor(s, id)).filter((x) => x.answeredAt !== null)).toHaveLength(0);
  });
});
