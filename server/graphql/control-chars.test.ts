import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers, users } from "#server/db/schema/index.ts";
import { DB_KINDS } from "#tests/setup/db.ts";
import { attemptsOf, NEXT, START, SUBMIT, start } from "#tests/support/quiz.ts";
import { REGISTER, SLOW, signUp, startServer, type TestServer, uniqueEmail } from "#tests/support/server-harness.ts";

const NUL = "\u0000";
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ok fieldErrors { field message } } }`;

/**
 * PostgreSQL refuses NUL in text, so a control character that reached a query came back as
 * "Unexpected error."; every id and text argument is now refused as a field error first.
 */
describe.each(DB_KINDS)("control characters in GraphQL arguments on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { rateLimits: { registerIp: { points: 1000, durationS: 60 }, loginIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("register names every field and stores nobody", async () => {
    const email = uniqueEmail();
    const r = await s.gql(REGISTER, {
      input: {
        displayName: `Bo${NUL}b`,
        email: `${email}${NUL}`,
        password: `long enough${NUL}`,
        phone: `+4420${NUL}79460958`,
        acceptTerms: true,
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.register.fieldErrors).toEqual([
      { field: "displayName", message: "Nickname must not contain control characters." },
      { field: "email", message: "Email must not contain control characters." },
      { field: "password", message: "Password must not contain control characters." },
      { field: "phone", message: "Phone must not contain control characters." },
    ]);
    expect(await s.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("login names the field", async () => {
    const { email } = await signUp(s);
    const r = await s.gql(LOGIN, { input: { email, password: `x${NUL}` } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.login.fieldErrors).toEqual([{ field: "password", message: "Password must not contain control characters." }]);
  });

  it("startAttempt, nextQuestion and submitAnswer name the field and store nothing", async () => {
    const { token, userId } = await signUp(s);
    const started = await s.gql(START, { code: `GEAR${NUL}2345` }, token);
    expect(started.data?.startAttempt.fieldErrors).toEqual([{ field: "code", message: "Code must not contain control characters." }]);
    expect(await attemptsOf(s, userId)).toHaveLength(0);

    const next = await s.gql(NEXT, { id: `a${NUL}b` }, token);
    expect(next.errors).toBeUndefined();
    expect(next.data?.nextQuestion.fieldErrors.map((e: { field: string }) => e.field)).toEqual(["attemptId"]);

    const id = await start(s, token);
    const q = (await s.gql(NEXT, { id }, token)).data?.nextQuestion.question;
    for (const [vars, field, message] of [
      [{ a: id, q: `a${NUL}b`, c: null }, "questionId", "Question id must not contain control characters."],
      [{ a: id, q: q.questionId, c: `a${NUL}b` }, "choiceId", "Choice id must not contain control characters."],
      [{ a: `${id}${NUL}`, q: q.questionId, c: null }, "attemptId", "Must be a valid id."],
    ] as const) {
      const r = await s.gql(SUBMIT, vars, token);
      expect(r.errors, JSON.stringify(vars)).toBeUndefined();
      expect(r.data?.submitAnswer.fieldErrors).toEqual([{ field, message }]);
    }
    const stored = await s.handle.db.select().from(answers).where(eq(answers.attemptId, id));
    expect(stored.map((a) => a.answeredAt)).toEqual([null]);
  });

  it("queries by id answer 'not found', not an unexpected error", async () => {
    const { token } = await signUp(s);
    const r = await s.gql(
      `query Q($id: ID!) { attempt(id: $id) { id } leaderboard(eventId: $id) { riders } eventProgress(eventId: $id) { riders } }`,
      { id: `a${NUL}b` },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ attempt: null, leaderboard: null, eventProgress: null });
    const events = s
      .ws(token)
      .iterate({ query: `subscription S($id: ID!) { leaderboardChanged(eventId: $id) { riders } }`, variables: { id: `a${NUL}b` } });
    const first = await events.next();
    expect(first.value?.errors).toEqual([
      expect.objectContaining({ message: "This event could not be found.", extensions: { code: "NOT_FOUND" } }),
    ]);
  });
});
