import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPostgres, type TestPostgres } from "#tests/setup/db.ts";
import { CURRENT, NEXT, start } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { exportBank, importBank } from "./bank.ts";

const PROMPT = `query Current { currentQuestion { questionId prompt } }`;

describe("the question bank kept in memory, on PostgreSQL", SLOW, () => {
  let pgdb: TestPostgres;
  let s: TestServer;
  beforeAll(async () => {
    pgdb = await createTestPostgres();
    s = await startServer("postgres", { handle: pgdb.handle });
  });
  afterAll(async () => {
    await s.close();
    await pgdb.drop();
  });

  it("serves a question's new text once an import in another process has committed", async () => {
    const rider = await signUp(s, "Cached");
    const id = await start(s, rider.token);
    const served = (await s.gql(NEXT, { id }, rider.token)).data?.nextQuestion.question;
    expect((await s.gql(CURRENT, {}, rider.token)).data?.currentQuestion.questionId).toBe(served.questionId);

    // The ops CLI is another process with its own connection: it never touches this server's memory.
    const ops = await pgdb.open();
    const bank = await exportBank({ db: ops.db }, { isSample: false });
    const question = bank.find((q) => q.id === served.questionId);
    if (!question) throw new Error("served question not in the bank");
    const reworded = `${question.prompt} (reworded)`;
    await importBank({ db: ops.db, now: Date.now }, { questions: [{ ...question, prompt: reworded }], isSample: false });

    let prompt = "";
    for (let i = 0; i < 50 && prompt !== reworded; i++) {
      prompt = (await s.gql(PROMPT, {}, rider.token)).data?.currentQuestion.prompt;
      if (prompt !== reworded) await new Promise((r) => setTimeout(r, 100));
    }
    expect(prompt).toBe(reworded);
  });
});
