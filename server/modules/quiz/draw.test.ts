import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "#core/content-schema.ts";
import { answers, attempts, checkpoints, questions } from "#server/db/schema/index.ts";
import { CODES, createEvent, play } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { choicesOf } from "./questions.ts";

const LIMITS = {
  registerIp: { points: 1000, durationS: 60 },
  startAttemptIp: { points: 1000, durationS: 60 },
  startAttemptAccount: { points: 1000, durationS: 60 },
};

describe("draws at a checkpoint (PGlite)", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { rateLimits: LIMITS });
  });
  afterAll(() => s.close());

  /** The questions served to a rider in an attempt, in the order they were served. */
  async function served(attemptId: string) {
    const rows = await s.handle.db
      .select({ id: answers.questionId, category: questions.category, index: answers.index })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(eq(answers.attemptId, attemptId));
    return rows.sort((a, b) => a.index - b.index);
  }

  async function withCategories(codes: string[], categories: Category[], questionCount: number) {
    await s.handle.db.update(checkpoints).set({ categories, questionCount }).where(inArray(checkpoints.code, codes));
  }

  it("serves each rider of the demo ride 15 different questions from each checkpoint's categories, in orders that differ", async () => {
    const cps = await s.handle.db
      .select()
      .from(checkpoints)
      .where(inArray(checkpoints.code, [...CODES]));
    const categoriesOf = new Map(cps.map((c) => [c.code, c.categories]));
    expect(categoriesOf.get("GEAR2345")).toEqual(["GEAR", "MAINTENANCE"]);
    const orders = new Set<string>();
    for (let rider = 0; rider < 6; rider++) {
      const { token } = await signUp(s);
      const seen: string[] = [];
      for (const code of CODES) {
        const got = await served(await play(s, token, code));
        expect(got).toHaveLength(5);
        for (const q of got) expect(categoriesOf.get(code), `${code} served ${q.id}`).toContain(q.category);
        seen.push(...got.map((q) => q.id));
        if (code === CODES[0]) orders.add(got.map((q) => q.id).join());
      }
      expect(new Set(seen).size, seen.join()).toBe(15);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("never repeats a question across checkpoints sharing their categories while the pool allows", async () => {
    const pool = (await s.handle.db.select().from(questions).where(eq(questions.category, "HAZARDS"))).filter(
      (q) => q.active && !q.isSample,
    ).length;
    const perCheckpoint = Math.floor(pool / 3);
    await createEvent(s, "Hazard Ride", [{ code: "HAZA2345" }, { code: "HAZB2345" }, { code: "HAZC2345" }]);
    const codes = ["HAZA2345", "HAZB2345", "HAZC2345"];
    await withCategories(codes, ["HAZARDS"], perCheckpoint);
    for (let rider = 0; rider < 5; rider++) {
      const { token } = await signUp(s);
      const seen: string[] = [];
      for (const code of codes) seen.push(...(await served(await play(s, token, code))).map((q) => q.id));
      expect(new Set(seen).size, seen.join()).toBe(3 * perCheckpoint);
    }
  });

  it("orders a question's choices per attempt: the same on every read, not the same for every rider", () => {
    const choices = ["a", "b", "c", "d"].map((id) => ({ id, text: id.toUpperCase() }));
    const order = (attemptId: string) =>
      choicesOf(choices, attemptId)
        .map((c) => c.id)
        .join("");
    const attemptIds = Array.from({ length: 12 }, () => crypto.randomUUID());
    for (const id of attemptIds) expect(order(id)).toBe(order(id));
    expect(new Set(attemptIds.map(order)).size).toBeGreaterThan(1);
    expect(choicesOf(choices, attemptIds[0]).map((c) => c.label)).toEqual(["A", "B", "C", "D"]);
    expect(
      choicesOf(choices)
        .map((c) => c.id)
        .join(""),
    ).toBe("abcd");
  });

  it("when the pool runs out, serves every unseen question first, then the ones served longest ago", async () => {
    const pool = (await s.handle.db.select().from(questions).where(eq(questions.category, "RULES"))).filter(
      (q) => q.active && !q.isSample,
    ).length;
    const perCheckpoint = pool - 4;
    await createEvent(s, "Rules Ride", [{ code: "RUMA2345" }, { code: "RUMB2345" }]);
    await withCategories(["RUMA2345", "RUMB2345"], ["RULES"], perCheckpoint);
    const { token, userId } = await signUp(s);
    const first = await served(await play(s, token, "RUMA2345", { delayMs: 1000 }));
    const second = await served(await play(s, token, "RUMB2345", { delayMs: 1000 }));
    const firstIds = first.map((q) => q.id);
    const unseen = second.filter((q) => !firstIds.includes(q.id)).map((q) => q.id);
    expect(unseen).toHaveLength(4);
    const repeats = second.filter((q) => firstIds.includes(q.id)).map((q) => q.id);
    expect(new Set(repeats)).toEqual(new Set(firstIds.slice(0, perCheckpoint - 4)));
    expect(await s.handle.db.select().from(attempts).where(eq(attempts.userId, userId))).toHaveLength(2);
  });
});
