import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkpoints, events, questions } from "#server/db/schema/index.ts";
import { answerKey, SUBMIT } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

const START = `mutation Start($code: String!) { startAttempt(input: { code: $code }) { ok attempt { id checkpoint { event { name drivesOn } } } } }`;
const NEXT = `mutation Next($id: ID!) { nextQuestion(input: { attemptId: $id }) { question { questionId picture { url alt mirrorable mirrored } } } }`;
const ATTEMPT = `query Attempt($id: ID!) { attempt(id: $id) { answers { questionId picture { mirrorable mirrored } } } }`;
const SAMPLE = "{ sampleQuestions { id picture { mirrorable mirrored } } }";

describe("road pictures follow the event's side of the road", SLOW, () => {
  let s: TestServer;
  let roadQuestion: string;
  beforeAll(async () => {
    s = await startServer("pglite");
    const [road] = await s.handle.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.pictureMirrorable, true), eq(questions.isSample, false)))
      .limit(1);
    if (!road) throw new Error("the bank has no mirrorable picture");
    roadQuestion = road.id;
    // A pool of one road question, so each checkpoint below serves exactly that picture.
    await s.handle.db
      .update(questions)
      .set({ active: false })
      .where(and(ne(questions.id, roadQuestion), eq(questions.isSample, false)));
    for (const [name, drivesOn, code] of [
      ["Left Tour", "LEFT", "WEST2345"],
      ["Right Tour", "RIGHT", "EAST2345"],
    ] as const) {
      const [event] = await s.handle.db.insert(events).values({ name, drivesOn }).returning();
      await s.handle.db.insert(checkpoints).values({ eventId: event?.id as string, code, name: `${name} start`, questionCount: 1 });
    }
  });
  afterAll(() => s.close());

  async function serve(code: string) {
    const { token } = await signUp(s);
    const started = (await s.gql(START, { code }, token)).data?.startAttempt;
    const id = started.attempt.id as string;
    const question = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    return { token, id, event: started.attempt.checkpoint.event, question };
  }

  it("a left-driving event serves the road picture flagged mirrored, in play and in the answers after", async () => {
    const { token, id, event, question } = await serve("WEST2345");
    expect(event).toEqual({ name: "Left Tour", drivesOn: "LEFT" });
    expect(question.questionId).toBe(roadQuestion);
    expect(question.picture).toMatchObject({ mirrorable: true, mirrored: true });
    const key = await answerKey(s, roadQuestion);
    await s.gql(SUBMIT, { a: id, q: roadQuestion, c: key.correct }, token);
    const answers = (await s.gql(ATTEMPT, { id }, token)).data?.attempt.answers;
    expect(answers).toEqual([{ questionId: roadQuestion, picture: { mirrorable: true, mirrored: true } }]);
  });

  it("a right-driving event serves the same picture as drawn", async () => {
    const { event, question } = await serve("EAST2345");
    expect(event.drivesOn).toBe("RIGHT");
    expect(question.picture).toMatchObject({ mirrorable: true, mirrored: false });
  });

  it("the sample follows the default event: mirrored exactly where mirrorable", async () => {
    const flags = async () => (await s.gql(SAMPLE)).data?.sampleQuestions.filter((q: { picture: unknown }) => q.picture);
    const before = await flags();
    expect(before.length).toBeGreaterThan(0);
    for (const q of before) expect(q.picture.mirrored, q.id).toBe(false);
    await s.handle.db.update(events).set({ drivesOn: "LEFT" }).where(eq(events.name, "Demo Ride"));
    for (const q of await flags()) expect(q.picture.mirrored, q.id).toBe(q.picture.mirrorable);
    expect((await flags()).some((q: { picture: { mirrored: boolean } }) => q.picture.mirrored)).toBe(true);
  });
});
