import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "#server/db/schema/index.ts";
import { ATTEMPT, answerKey, createEvent, NEXT, rowsFor, START, SUBMIT, start } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

// docs/decisions/016-fair-play.md: play follows the event's clock and its reveal.
describe("the event's play window (PGlite)", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", {
      rateLimits: { registerIp: { points: 1000, durationS: 60 }, startAttemptAccount: { points: 1000, durationS: 60 } },
    });
  });
  afterAll(() => s.close());

  async function eventWith(name: string, code: string, set: Partial<typeof events.$inferInsert>) {
    const id = await createEvent(s, name, [{ code }]);
    await s.handle.db.update(events).set(set).where(eq(events.id, id));
    return id;
  }
  const refusal = async (token: string, code: string) => (await s.gql(START, { code }, token)).data?.startAttempt;

  it("starts no attempt before startsAt, after endsAt, or once closed, saying why", async () => {
    const now = s.clock.now();
    await eventWith("Dawn Ride", "DAWN2345", { startsAt: new Date(now + 3600_000) });
    await eventWith("Dusk Ride", "DUSK2345", { endsAt: new Date(now - 1) });
    await eventWith("Shut Ride", "SHUT2345", { closedAt: new Date(now - 1) });
    const { token } = await signUp(s);
    expect(await refusal(token, "DAWN2345")).toEqual({
      ok: false,
      attempt: null,
      fieldErrors: [{ field: "code", message: "Dawn Ride has not started yet — the quiz opens when the ride starts." }],
    });
    for (const [code, name] of [
      ["DUSK2345", "Dusk Ride"],
      ["SHUT2345", "Shut Ride"],
    ])
      expect((await refusal(token, code as string))?.fieldErrors).toEqual([
        { field: "code", message: `${name} has ended — no new quiz can start.` },
      ]);
    // Once the start time comes, the same code starts.
    s.clock.advance(3600_000);
    expect((await refusal(token, "DAWN2345"))?.ok).toBe(true);
  });

  it("once the event is over, nothing is served or scored, late claims included; what was stored reads back", async () => {
    const { token } = await signUp(s);
    const eventId = await eventWith("Last Ride", "ENDS2345", { revealMode: "AT_CLOSE", endsAt: new Date(s.clock.now() + 60_000) });
    const id = await start(s, token, "ENDS2345");
    const q0 = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    const k0 = await answerKey(s, q0.questionId);
    const first = (await s.gql(SUBMIT, { a: id, q: q0.questionId, c: k0.correct }, token)).data?.submitAnswer;
    expect(first.ok).toBe(true);
    const q1 = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    const k1 = await answerKey(s, q1.questionId);
    // The end passes while question 2 is open: the answers are out now (the reveal), so it scores nothing,
    // tapped "in time" by the phone's word or not.
    s.clock.advance(60_000);
    const ended = [{ field: "attemptId", message: "Last Ride has ended — answers no longer count." }];
    for (const t of [1000, undefined]) {
      const r = (await s.gql(SUBMIT, { a: id, q: q1.questionId, c: k1.correct, t }, token)).data?.submitAnswer;
      expect(r).toEqual({ ok: false, outcome: null, fieldErrors: ended });
    }
    expect((await s.gql(SUBMIT, { a: id, q: q1.questionId, c: null }, token)).data?.submitAnswer.fieldErrors).toEqual(ended);
    expect((await s.gql(NEXT, { id }, token)).data?.nextQuestion).toMatchObject({ ok: false, question: null, fieldErrors: ended });
    expect((await rowsFor(s, id)).filter((r) => r.answeredAt !== null)).toHaveLength(1);
    // The unfinished quiz can never finish: it no longer holds the rider (the guards read the flow).
    expect((await s.gql("{ flow { attemptInProgress { id } } }", {}, token)).data?.flow.attemptInProgress).toBeNull();
    // The answer stored before the end reads back as it was, now with its key.
    const again = (await s.gql(SUBMIT, { a: id, q: q0.questionId, c: k0.wrong }, token)).data?.submitAnswer;
    expect(again).toMatchObject({ ok: true, outcome: { correct: true, correctChoiceId: k0.correct } });
    expect((await s.gql(ATTEMPT, { id }, token)).data?.attempt.answers).toHaveLength(1);
    // Closing by hand instead of the planned end works the same (the organizer's `events close`).
    await s.handle.db
      .update(events)
      .set({ endsAt: null, closedAt: new Date(s.clock.now()) })
      .where(eq(events.id, eventId));
    expect((await s.gql(SUBMIT, { a: id, q: q1.questionId, c: k1.correct, t: 500 }, token)).data?.submitAnswer.fieldErrors).toEqual(ended);
  });
});
