import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "#server/db/schema/index.ts";
import { buildSchema } from "#server/graphql/schema.ts";
import { ATTEMPT, answerKey, CURRENT, createEvent, NEXT, SUBMIT, start } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

const HIDDEN = `mutation Submit($a: ID!, $q: ID!, $c: ID) { submitAnswer(input: { attemptId: $a, questionId: $q, choiceId: $c }) {
  ok fieldErrors { field message } outcome { correct timedOut correctChoiceId explanation answersHidden revealsAt points } } }`;
const NEXT_OUTCOME = `mutation Next($id: ID!) { nextQuestion(input: { attemptId: $id }) { ok question { questionId
  outcome { correctChoiceId explanation answersHidden revealsAt timedOut } } } }`;
const CURRENT_OUTCOME = `query { currentQuestion { questionId outcome { correctChoiceId explanation answersHidden revealsAt timedOut points } } }`;
const ANSWERS = `query Attempt($id: ID!) { attempt(id: $id) { answers { questionId choiceId correct correctChoiceId explanation answersHidden revealsAt points } } }`;

const BOARD_FIELDS = "entries { rank userId score } me { rank score } riders answersHidden revealsAt";
const LIVE = `subscription Live($e: ID!) { leaderboardChanged(eventId: $e) { ${BOARD_FIELDS} } }`;
const SEALED_BOARD = `query Board($e: ID) { leaderboard(eventId: $e) { ${BOARD_FIELDS} } }`;
const SEALED = `query Sealed($id: ID!, $e: ID) {
  attempt(id: $id) { score correctCount finishedAt answers { correct points } }
  leaderboard(eventId: $e) { ${BOARD_FIELDS} }
  eventProgress(eventId: $e) { totalScore rank checkpointsDone answersHidden revealsAt } }`;

describe("reveal mode AT_CLOSE (PGlite)", SLOW, () => {
  let s: TestServer;
  let eventId: string;
  let endsAt: Date;
  beforeAll(async () => {
    s = await startServer("pglite", { rateLimits: { startAttemptAccount: { points: 1000, durationS: 60 } } });
    eventId = await createEvent(s, "Race Ride", [{ code: "RACE2345" }]);
    endsAt = new Date(s.clock.now() + 3 * 3600_000);
    await s.handle.db.update(events).set({ revealMode: "AT_CLOSE", endsAt }).where(eq(events.id, eventId));
  });
  afterAll(() => s.close());

  const hidden = (at = endsAt) => ({ correctChoiceId: null, explanation: null, answersHidden: true, revealsAt: at.toISOString() });

  it("holds back the correct choice and explanation on every path until the event closes, then shows them", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token, "RACE2345");
    const keys: Record<string, { correct: string; explanation: string }> = {};

    // 1. A right answer: points, and no key.
    const q1 = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    keys[q1.questionId] = await answerKey(s, q1.questionId);
    s.clock.advance(1000);
    const right = (await s.gql(HIDDEN, { a: id, q: q1.questionId, c: keys[q1.questionId]?.correct }, token)).data?.submitAnswer;
    expect(right).toMatchObject({ ok: true, outcome: { correct: null, points: null, timedOut: false, ...hidden() } });
    // The stored outcome, asked for again (a retry), and the question as read back.
    expect((await s.gql(HIDDEN, { a: id, q: q1.questionId, c: null }, token)).data?.submitAnswer.outcome).toMatchObject(hidden());
    expect((await s.gql(CURRENT_OUTCOME, {}, token)).data?.currentQuestion.outcome).toMatchObject(hidden());

    // 2. A deliberate "no answer" still closes the question, and reveals nothing.
    const q2 = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    keys[q2.questionId] = await answerKey(s, q2.questionId);
    const none = (await s.gql(HIDDEN, { a: id, q: q2.questionId, c: null }, token)).data?.submitAnswer;
    expect(none).toMatchObject({ ok: true, outcome: { correct: null, timedOut: true, points: null, ...hidden() } });

    // 3. A time-out: the expired question as read, and as closed by the next serve.
    const q3 = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    keys[q3.questionId] = await answerKey(s, q3.questionId);
    s.clock.advance(60_000);
    expect((await s.gql(CURRENT_OUTCOME, {}, token)).data?.currentQuestion.outcome).toBeNull();
    const q4 = (await s.gql(NEXT_OUTCOME, { id }, token)).data?.nextQuestion.question;
    expect(q4.questionId).not.toBe(q3.questionId);

    // 4. The attempt's answers, as the results page reads them.
    const during = (await s.gql(ANSWERS, { id }, token)).data?.attempt.answers as Record<string, unknown>[];
    expect(during).toHaveLength(3);
    for (const a of during) expect(a).toMatchObject(hidden());
    expect(JSON.stringify(during)).not.toContain(keys[q1.questionId]?.explanation);

    // 5. The organizer closes the event: the same reads now carry the key.
    await s.handle.db
      .update(events)
      .set({ closedAt: new Date(s.clock.now()) })
      .where(eq(events.id, eventId));
    const after = (await s.gql(ANSWERS, { id }, token)).data?.attempt.answers as {
      questionId: string;
      correctChoiceId: string;
      explanation: string;
      answersHidden: boolean;
      revealsAt: null;
    }[];
    for (const a of after) {
      expect(a).toMatchObject({
        correctChoiceId: keys[a.questionId]?.correct,
        explanation: keys[a.questionId]?.explanation,
        answersHidden: false,
        revealsAt: null,
      });
    }
    expect((await s.gql(HIDDEN, { a: id, q: q1.questionId, c: null }, token)).data?.submitAnswer.outcome).toMatchObject({
      correctChoiceId: keys[q1.questionId]?.correct,
      answersHidden: false,
    });
    await s.handle.db.update(events).set({ closedAt: null }).where(eq(events.id, eventId));
  });

  it("opens the answers once the event's end has passed, without anyone closing it", async () => {
    const { token } = await signUp(s);
    await createEvent(s, "Timed Ride", [{ code: "TYME2345" }]);
    const [timed] = await s.handle.db.select().from(events).where(eq(events.name, "Timed Ride"));
    const ends = new Date(s.clock.now() + 600_000);
    await s.handle.db
      .update(events)
      .set({ revealMode: "AT_CLOSE", endsAt: ends })
      .where(eq(events.id, timed?.id ?? ""));
    const id = await start(s, token, "TYME2345");
    const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    const key = await answerKey(s, q.questionId);
    expect((await s.gql(HIDDEN, { a: id, q: q.questionId, c: key.wrong }, token)).data?.submitAnswer.outcome).toMatchObject({
      correct: null,
      correctChoiceId: null,
      revealsAt: ends.toISOString(),
    });
    s.clock.advance(600_001);
    const [answer] = (await s.gql(ANSWERS, { id }, token)).data?.attempt.answers ?? [];
    expect(answer).toMatchObject({ correctChoiceId: key.correct, explanation: key.explanation, answersHidden: false });
  });

  it("tells no one right from wrong before the close: no points, totals or ranks on any path, the live board included", async () => {
    const code = "SHUT6789";
    const sealedId = await createEvent(s, "Sealed Ride", [{ code }]);
    const ends = new Date(s.clock.now() + 3600_000);
    await s.handle.db.update(events).set({ revealMode: "AT_CLOSE", endsAt: ends }).where(eq(events.id, sealedId));
    const rider = await signUp(s);
    // One right answer and four "no answer"s: the checkpoint total would be that one answer's points.
    const id = await start(s, rider.token, code);
    for (let i = 0; i < 5; i++) {
      const q = (await s.gql(NEXT, { id }, rider.token)).data?.nextQuestion.question;
      const c = i === 0 ? (await answerKey(s, q.questionId)).correct : null;
      const out = (await s.gql(HIDDEN, { a: id, q: q.questionId, c }, rider.token)).data?.submitAnswer.outcome;
      expect(out).toMatchObject({ correct: null, points: null, ...hidden(ends) });
    }
    const detail = (await s.gql(SEALED, { id, e: sealedId }, rider.token)).data ?? {};
    expect(detail.attempt).toMatchObject({ score: null, correctCount: null, finishedAt: expect.any(String) });
    for (const a of detail.attempt.answers) expect(a).toMatchObject({ correct: null, points: null });
    expect(detail.leaderboard).toEqual({ entries: [], me: null, riders: 1, answersHidden: true, revealsAt: ends.toISOString() });
    expect(detail.eventProgress).toEqual({
      totalScore: null,
      rank: null,
      checkpointsDone: 1,
      answersHidden: true,
      revealsAt: ends.toISOString(),
    });
    // The live board, as a subscriber gets it: no entry, no own row and no score.
    const live = s.ws(rider.token).iterate<{ leaderboardChanged: Record<string, unknown> }>({ query: LIVE, variables: { e: sealedId } });
    const frame = (await live.next()).value?.data?.leaderboardChanged;
    expect(frame).toEqual({ entries: [], me: null, riders: 1, answersHidden: true, revealsAt: ends.toISOString() });
    // Anonymous readers see the same board.
    expect((await s.gql(SEALED_BOARD, { e: sealedId })).data?.leaderboard).toMatchObject({ entries: [], answersHidden: true });

    // The end passes: everything opens, the answer's points included.
    s.clock.advance(3600_000);
    const after = (await s.gql(SEALED, { id, e: sealedId }, rider.token)).data ?? {};
    expect(after.attempt.score).toBeGreaterThan(0);
    expect(after.attempt).toMatchObject({ correctCount: 1 });
    expect(after.attempt.answers[0]).toMatchObject({ correct: true, points: after.attempt.score });
    expect(after.leaderboard).toMatchObject({ answersHidden: false, revealsAt: null, me: { rank: 1, score: after.attempt.score } });
    expect(after.leaderboard.entries).toHaveLength(1);
    expect(after.eventProgress).toMatchObject({ totalScore: after.attempt.score, rank: 1, answersHidden: false });
    await live.return?.();
  });

  it("after-each-answer (the default) shows the key right after the answer, as before", async () => {
    const { token } = await signUp(s);
    const id = await start(s, token, "GEAR2345");
    const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    const key = await answerKey(s, q.questionId);
    const outcome = (await s.gql(SUBMIT, { a: id, q: q.questionId, c: null }, token)).data?.submitAnswer.outcome;
    expect(outcome).toMatchObject({ correctChoiceId: key.correct, explanation: key.explanation, timedOut: true });
    expect((await s.gql(CURRENT, {}, token)).data?.currentQuestion.outcome.correctChoiceId).toBe(key.correct);
    expect((await s.gql(ATTEMPT, { id }, token)).data?.attempt.answers[0].correctChoiceId).toBe(key.correct);
  });

  it("the live leaderboard's payload has no field that could carry an answer", () => {
    const schema = buildSchema();
    const field = schema.getSubscriptionType()?.getFields().leaderboardChanged;
    const seen = new Set<string>();
    // Named by their printed type ("[LeaderboardEntry!]!" → LeaderboardEntry); graphql's own
    // helpers would meet a second copy of the graphql module here.
    const named = (t: { toString(): string }) => t.toString().replace(/[[\]!]/g, "");
    const walk = (typeName: string) => {
      if (seen.has(typeName)) return;
      seen.add(typeName);
      const type = schema.getType(typeName) as { getFields?: () => Record<string, { type: { toString(): string } }> } | undefined;
      for (const f of Object.values(type?.getFields?.() ?? {})) walk(named(f.type));
    };
    walk(named(field?.type ?? ""));
    expect(seen.has("Leaderboard")).toBe(true);
    expect([...seen].filter((t) => ["AnswerOutcome", "AttemptAnswer", "ServedQuestion", "Attempt", "Choice"].includes(t))).toEqual([]);
  });
});
