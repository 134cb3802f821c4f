import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "#core/content-schema.ts";
import { answers, attempts, checkpoints, questions } from "#server/db/schema/index.ts";
import { CODES, createEvent, play } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { pickQuestions } from "./draw.ts";
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
      .select({ id: answers.questionId, category: questions.category, concept: questions.concept, index: answers.index })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(eq(answers.attemptId, attemptId));
    return rows.sort((a, b) => a.index - b.index);
  }

  async function withCategories(codes: string[], categories: Category[], questionCount: number | number[]) {
    for (const [i, code] of codes.entries()) {
      const count = typeof questionCount === "number" ? questionCount : (questionCount[i] ?? 1);
      await s.handle.db.update(checkpoints).set({ categories, questionCount: count }).where(eq(checkpoints.code, code));
    }
  }

  /** Runs `test` with a category's concepts set by `conceptOf`, then puts the bank's back. */
  async function withConcepts(category: Category, conceptOf: (id: string, i: number) => string, test: () => Promise<void>) {
    const rows = (await s.handle.db.select().from(questions).where(eq(questions.category, category)))
      .filter((q) => q.active && !q.isSample)
      .sort((a, b) => a.id.localeCompare(b.id));
    const set = (id: string, concept: string) => s.handle.db.update(questions).set({ concept }).where(eq(questions.id, id));
    for (const [i, q] of rows.entries()) await set(q.id, conceptOf(q.id, i));
    try {
      await test();
    } finally {
      for (const q of rows) await set(q.id, q.concept);
    }
  }

  it("serves each rider of the demo ride 15 questions on 15 concepts from each checkpoint's categories, in orders that differ", async () => {
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
      const concepts: string[] = [];
      for (const code of CODES) {
        const got = await served(await play(s, token, code));
        expect(got).toHaveLength(5);
        for (const q of got) expect(categoriesOf.get(code), `${code} served ${q.id}`).toContain(q.category);
        seen.push(...got.map((q) => q.id));
        concepts.push(...got.map((q) => q.concept));
        if (code === CODES[0]) orders.add(got.map((q) => q.id).join());
      }
      expect(new Set(seen).size, seen.join()).toBe(15);
      expect(new Set(concepts).size, concepts.join()).toBe(15);
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
    // Every question its own concept: only the order of repeats is under test here.
    await withConcepts(
      "RULES",
      (id) => id,
      async () => {
        const { token, userId } = await signUp(s);
        const first = await served(await play(s, token, "RUMA2345", { delayMs: 1000 }));
        const second = await served(await play(s, token, "RUMB2345", { delayMs: 1000 }));
        const firstIds = first.map((q) => q.id);
        const unseen = second.filter((q) => !firstIds.includes(q.id)).map((q) => q.id);
        expect(unseen).toHaveLength(4);
        const repeats = second.filter((q) => firstIds.includes(q.id)).map((q) => q.id);
        expect(new Set(repeats)).toEqual(new Set(firstIds.slice(0, perCheckpoint - 4)));
        expect(await s.handle.db.select().from(attempts).where(eq(attempts.userId, userId))).toHaveLength(2);
      },
    );
  });

  /** The concepts of every question a rider was served in their attempts at `codes`, in order. */
  async function conceptsServed(token: string, codes: string[]) {
    const ids: string[] = [];
    for (const code of codes) ids.push(...(await served(await play(s, token, code))).map((q) => q.id));
    const rows = await s.handle.db
      .select({ id: questions.id, concept: questions.concept })
      .from(questions)
      .where(inArray(questions.id, ids));
    const conceptOf = new Map(rows.map((r) => [r.id, r.concept]));
    return { ids, concepts: ids.map((id) => conceptOf.get(id) ?? "") };
  }

  /**
   * Runs `test` on an event of two MAINTENANCE checkpoints that together serve `extra` questions more
   * than the category has concepts, its questions paired on concepts meanwhile: a draw blind to
   * concepts would meet a twin in most rides.
   */
  async function pairedRide(
    name: string,
    codes: [string, string],
    extra: number,
    test: (needed: number, concepts: number) => Promise<void>,
  ) {
    await createEvent(
      s,
      name,
      codes.map((code) => ({ code })),
    );
    await withConcepts(
      "MAINTENANCE",
      (_, i) => `pair-${Math.floor(i / 2)}`,
      async () => {
        const pool = (await s.handle.db.select().from(questions).where(eq(questions.category, "MAINTENANCE"))).filter(
          (q) => q.active && !q.isSample,
        );
        const concepts = new Set(pool.map((q) => q.concept)).size;
        const needed = concepts + extra;
        expect(needed).toBeLessThanOrEqual(pool.length);
        await withCategories(codes, ["MAINTENANCE"], [Math.ceil(needed / 2), Math.floor(needed / 2)]);
        await test(needed, concepts);
      },
    );
  }

  it("never serves two questions of one concept in an event, within a checkpoint or across, while the pool allows", async () => {
    await pairedRide("Twin Ride", ["TWNA2345", "TWNB2345"], -1, async (needed) => {
      for (let rider = 0; rider < 6; rider++) {
        const { token } = await signUp(s);
        const got = await conceptsServed(token, ["TWNA2345", "TWNB2345"]);
        expect(got.ids).toHaveLength(needed);
        expect(new Set(got.concepts).size, got.concepts.join()).toBe(needed);
      }
    });
  });

  it("once every concept is used, serves twins before any repeat, and uses up every concept first", async () => {
    await pairedRide("Twin Ride Two", ["TWNC2345", "TWND2345"], 3, async (needed, concepts) => {
      const { token } = await signUp(s);
      const got = await conceptsServed(token, ["TWNC2345", "TWND2345"]);
      expect(new Set(got.ids).size, "no repeat while unseen twins are left").toBe(needed);
      expect(new Set(got.concepts).size, "every concept served").toBe(concepts);
    });
  });

  it("picks fresh concepts first, then those met longest ago, then twins of this draw, then repeats", () => {
    const pool = [
      { id: "repeat-old", concept: "r1", servedAt: 1, conceptServedAt: 1 },
      { id: "repeat-new", concept: "r2", servedAt: 5, conceptServedAt: 5 },
      { id: "met-new", concept: "m1", conceptServedAt: 4 },
      { id: "met-old", concept: "m2", conceptServedAt: 2 },
      { id: "fresh-a", concept: "f" },
      { id: "fresh-b", concept: "f" },
      { id: "fresh-c", concept: "g" },
    ];
    for (let run = 0; run < 20; run++) {
      const order = pickQuestions(pool, pool.length);
      expect(order.slice(0, 2)).toContain("fresh-c");
      expect(order.slice(0, 2).join()).toMatch(/fresh-[ab]/);
      expect(order.slice(2, 4)).toEqual(["met-old", "met-new"]);
      // The second question of concept f is a twin of this draw: after every other fresh one, before repeats.
      expect(order[4]).toMatch(/^fresh-[ab]$/);
      expect(order.slice(5)).toEqual(["repeat-old", "repeat-new"]);
    }
    expect(pickQuestions(pool, 3)).toHaveLength(3);
  });
});
