import { eq } from "drizzle-orm";
import { answers, attempts, checkpoints, events, questions } from "#server/db/schema/index.ts";
import type { TestServer } from "./server-harness.ts";

export const CODES = ["GEAR2345", "BEND6789", "CAFE4567"] as const;

export const START = `mutation Start($code: String!) {
  startAttempt(input: { code: $code }) { ok fieldErrors { field message }
    attempt { id currentIndex total score correctCount finishedAt checkpoint { name secondsPerQuestion questionCount event { name checkpointCount } } } } }`;
export const NEXT = `mutation Next($id: ID!) { nextQuestion(input: { attemptId: $id }) { ok fieldErrors { field message }
  question { attemptId questionId index total category prompt picture { url alt } choices { id label text } servedAt deadline serverNow secondsPerQuestion
    outcome { questionId choiceId correct timedOut correctChoiceId explanation points attemptFinished } } } }`;
export const CURRENT = `query Current { currentQuestion { questionId index choices { id } deadline serverNow
  outcome { choiceId correct timedOut correctChoiceId points attemptFinished } } }`;
export const SUBMIT = `mutation Submit($a: ID!, $q: ID!, $c: ID, $t: Int) { submitAnswer(input: { attemptId: $a, questionId: $q, choiceId: $c, tappedAfterMs: $t }) {
  ok fieldErrors { field message } outcome { questionId choiceId correct timedOut late correctChoiceId explanation points attemptFinished } } }`;
export const ATTEMPT = `query Attempt($id: ID!) { attempt(id: $id) { id score correctCount total totalTimeMs elapsedMs finishedAt checkpoint { name }
  answers { index questionId choiceId correctChoiceId correct timedOut late explanation points timeMs elapsedMs } } }`;

export async function answerKey(s: TestServer, questionId: string) {
  const [q] = await s.handle.db.select().from(questions).where(eq(questions.id, questionId));
  if (!q) throw new Error(`no question ${questionId}`);
  const wrong = q.choices.find((c) => c.id !== q.correctChoiceId)?.id as string;
  return { correct: q.correctChoiceId, wrong, explanation: q.explanation };
}

export async function start(s: TestServer, token: string, code: string = CODES[0]): Promise<string> {
  const r = await s.gql(START, { code }, token);
  if (!r.data?.startAttempt.ok) throw new Error(r.raw);
  return r.data.startAttempt.attempt.id;
}

/** Plays a whole attempt, answering right after `delayMs` each (or wrong where `wrongAt` says). */
export async function play(s: TestServer, token: string, code: string, opts: { delayMs?: number; wrongAt?: number[] } = {}) {
  const id = await start(s, token, code);
  for (;;) {
    const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    if (!q) break;
    const key = await answerKey(s, q.questionId);
    s.clock.advance(opts.delayMs ?? 0);
    await s.gql(SUBMIT, { a: id, q: q.questionId, c: opts.wrongAt?.includes(q.index) ? key.wrong : key.correct }, token);
  }
  return id;
}

/** An event with a closed and a not-yet-open checkpoint, for the validation tests. */
export async function createEvent(s: TestServer, name: string, cps: { code: string; closesAt?: Date; opensAt?: Date; closed?: boolean }[]) {
  const [event] = await s.handle.db.insert(events).values({ name }).returning();
  if (!event) throw new Error("no event");
  for (const c of cps) {
    await s.handle.db
      .insert(checkpoints)
      .values({ eventId: event.id, code: c.code, name: `CP ${c.code}`, closesAt: c.closesAt, opensAt: c.opensAt });
  }
  if (cps.some((c) => c.closed))
    await s.handle.db
      .update(events)
      .set({ closedAt: new Date(s.clock.now()) })
      .where(eq(events.id, event.id));
  return event.id;
}

export async function rowsFor(s: TestServer, attemptId: string) {
  return s.handle.db.select().from(answers).where(eq(answers.attemptId, attemptId));
}

export async function attemptsOf(s: TestServer, userId: string) {
  return s.handle.db.select().from(attempts).where(eq(attempts.userId, userId));
}
