import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, createTestPostgres, DB_KINDS } from "#tests/setup/db.ts";
import { loadBank } from "../../content/load.ts";
import { demoEventMode } from "../env.ts";
import type { DbHandle } from "./client.ts";
import { appState, checkpoints, events, questions, users } from "./schema/index.ts";
import { bankDigest, choiceId, seedContent, upsertQuestions } from "./seed.ts";

/** The demo event content/ holds (content/bank.test.ts checks its name there too). */
const DEMO_EVENT_NAME = "Demo Ride";

const bank = loadBank();

describe.each(DB_KINDS)("seedContent on %s", (kind) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;

  async function snapshot() {
    const db = handle.db;
    return {
      questions: await db.select().from(questions).orderBy(questions.id),
      events: await db.select().from(events).orderBy(events.id),
      checkpoints: await db.select().from(checkpoints).orderBy(checkpoints.code),
    };
  }

  beforeAll(async () => {
    ({ handle, dispose } = await createTestDatabase(kind));
  });
  afterAll(async () => {
    await dispose?.();
  });

  it("a fresh database gets the whole bank, the sample set and the demo event", async () => {
    const report = await seedContent(handle.db, bank);
    expect(report.bank).toEqual({ inserted: bank.questions.length, updated: 0, unchanged: 0 });
    expect(report.sample).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect(report.demoEventCreated).toBe(true);
    expect(report.checkpointsCreated).toBe(3);
    expect(report.retired).toBe(0);

    const s = await snapshot();
    expect(s.questions.filter((q) => !q.isSample)).toHaveLength(bank.questions.length);
    expect(
      s.questions
        .filter((q) => q.isSample)
        .map((q) => q.id)
        .sort(),
    ).toEqual(bank.sample.map((q) => q.id).sort());
    expect(s.events).toHaveLength(1);
    expect(s.events[0]).toMatchObject({ name: DEMO_EVENT_NAME, isDefault: true });
    expect(s.checkpoints.map((c) => c.code)).toEqual(["BEND6789", "CAFE4567", "GEAR2345"]);
    for (const c of s.checkpoints) {
      expect(c.eventId).toBe(s.events[0]?.id);
      expect(c).toMatchObject({ questionCount: 5, secondsPerQuestion: 20 });
    }
  });

  it("stores choices with stable ids and the right correct choice", async () => {
    const source = bank.questions.find((q) => q.id === "hazards-truck-blind-spot");
    const [row] = await handle.db.select().from(questions).where(eq(questions.id, "hazards-truck-blind-spot"));
    expect(source && row).toBeTruthy();
    if (!source || !row) return;
    expect(row.choices).toEqual(source.choices.map((text, i) => ({ id: `${source.id}:${"abcd"[i]}`, text })));
    expect(row.correctChoiceId).toBe(choiceId(source.id, source.correct));
    expect(row.choices.find((c) => c.id === row.correctChoiceId)?.text).toBe(source.choices[source.correct]);
    expect(row).toMatchObject({ picture: "truck-blind-spot.svg", category: "HAZARDS", isSample: false, active: true });
    expect(row.concept).toBe(source.concept);
    const stored = await handle.db.select({ id: questions.id, concept: questions.concept }).from(questions);
    const conceptOf = new Map(stored.map((r) => [r.id, r.concept]));
    for (const q of [...bank.questions, ...bank.sample]) expect(conceptOf.get(q.id), q.id).toBe(q.concept);
  });

  it("a second run changes nothing, not even updatedAt", async () => {
    const before = await snapshot();
    const report = await seedContent(handle.db, bank);
    expect(report.bank).toEqual({ inserted: 0, updated: 0, unchanged: bank.questions.length });
    expect(report.sample).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    expect(report.demoEventCreated).toBe(false);
    expect(report.checkpointsCreated).toBe(0);
    expect(report.retired).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it("a question retired from the bank is set inactive where an older seed stored it, once", async () => {
    const retiredId = bank.retired[0];
    if (!retiredId) throw new Error("no retired question");
    const template = bank.questions[0] as (typeof bank.questions)[number];
    await upsertQuestions(handle.db, [{ ...template, id: retiredId, prompt: `${template.prompt} (an older bank)` }], { isSample: false });
    // As if the stored bank were an older version: the seed runs again.
    await handle.db.delete(appState);
    const first = await seedContent(handle.db, bank);
    expect(first.retired).toBe(1);
    const [row] = await handle.db.select().from(questions).where(eq(questions.id, retiredId));
    expect(row?.active).toBe(false);
    expect((await seedContent(handle.db, bank)).retired).toBe(0);
    await handle.db.delete(questions).where(eq(questions.id, retiredId));
  });

  it("seeds by version: the same bank is not even read again; a new version never overwrites an organizer's edit", async () => {
    expect(await seedContent(handle.db, bank)).toMatchObject({ bankSeeded: false, bank: { inserted: 0, updated: 0 } });
    const [edited, changed] = bank.questions;
    if (!edited || !changed) throw new Error("bank too small");
    // The organizer edits a built-in question after the last seed (ops questions import does this).
    const organizerText = `${edited.explanation} (the club's wording)`;
    await upsertQuestions(handle.db, [{ ...edited, explanation: organizerText }], { isSample: false, now: new Date(Date.now() + 60_000) });
    expect((await seedContent(handle.db, bank)).bankSeeded).toBe(false);
    // A new bank version changes both questions: only the one nobody edited follows it.
    const next = {
      ...bank,
      questions: bank.questions.map((q) =>
        q.id === edited.id || q.id === changed.id ? { ...q, explanation: `${q.explanation} (bank 2)` } : q,
      ),
    };
    const report = await seedContent(handle.db, next, { now: new Date(Date.now() + 120_000) });
    expect(report).toMatchObject({ bankSeeded: true, bank: { inserted: 0, updated: 1 } });
    const rows = await handle.db
      .select()
      .from(questions)
      .where(inArray(questions.id, [edited.id, changed.id]));
    const byId = new Map(rows.map((r) => [r.id, r.explanation]));
    expect(byId.get(edited.id)).toBe(organizerText);
    expect(byId.get(changed.id)).toBe(`${changed.explanation} (bank 2)`);
    expect((await handle.db.select().from(appState)).find((r) => r.key === "bank_digest")?.value).toBe(bankDigest(next));
    // Back to this file's bank for the tests after this one.
    await handle.db.delete(appState);
    await upsertQuestions(handle.db, [edited], { isSample: false });
    await seedContent(handle.db, bank);
  });

  it("an edited question is updated in place; a retired one stays retired", async () => {
    const first = bank.questions[0];
    if (!first) throw new Error("empty bank");
    await handle.db.update(questions).set({ active: false }).where(eq(questions.id, first.id));
    const edited = { ...first, explanation: `${first.explanation} Edited for the test.` };
    const later = new Date("2030-01-01T00:00:00Z");
    const result = await upsertQuestions(handle.db, [edited], { isSample: false, now: later });
    expect(result).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const [row] = await handle.db.select().from(questions).where(eq(questions.id, first.id));
    expect(row).toMatchObject({ explanation: edited.explanation, active: false, updatedAt: later });
    // Restoring the original text is an update again, and the flag still stays.
    expect(await upsertQuestions(handle.db, [first], { isSample: false })).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    await handle.db.update(questions).set({ active: true }).where(eq(questions.id, first.id));
  });

  it("the demo event is not recreated once it exists, and does not steal the default", async () => {
    await handle.db.update(events).set({ isDefault: false });
    await handle.db.insert(events).values({ name: "Spring Rally", isDefault: true });
    const report = await seedContent(handle.db, bank);
    expect(report.demoEventCreated).toBe(false);
    const rows = await handle.db.select().from(events);
    expect(rows.filter((e) => e.name === DEMO_EVENT_NAME)).toHaveLength(1);
    expect(rows.filter((e) => e.isDefault).map((e) => e.name)).toEqual(["Spring Rally"]);
    const [{ n } = { n: 0 }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(checkpoints);
    expect(n).toBe(3);
  });
});

describe("the demo event on a real install", () => {
  it("is created until the first organizer exists, never with DEMO_EVENT=0", async () => {
    const { handle, dispose } = await createTestDatabase("pglite");
    try {
      expect((await seedContent(handle.db, bank, { demoEvent: "never" })).demoEventCreated).toBe(false);
      expect(await handle.db.select().from(events)).toEqual([]);
      expect((await seedContent(handle.db, bank, { demoEvent: "until-organizer" })).demoEventCreated).toBe(true);
      // Deleted by the organizer, it stays deleted once an organizer exists.
      await handle.db.delete(events);
      await handle.db.insert(users).values({ email: "org@example.org", displayName: "Org", passwordHash: "x", role: "ORGANIZER" });
      expect((await seedContent(handle.db, bank, { demoEvent: "until-organizer" })).demoEventCreated).toBe(false);
      expect(await handle.db.select().from(events)).toEqual([]);
      expect((await seedContent(handle.db, bank, { demoEvent: "always" })).demoEventCreated).toBe(true);
    } finally {
      await dispose();
    }
  });

  it("follows DEMO_EVENT, else on in dev and tests and until an organizer exists in production", () => {
    expect(demoEventMode({ NODE_ENV: "production", DEMO_EVENT: undefined })).toBe("until-organizer");
    expect(demoEventMode({ NODE_ENV: "development", DEMO_EVENT: undefined })).toBe("always");
    expect(demoEventMode({ NODE_ENV: "test", DEMO_EVENT: "" })).toBe("always");
    expect(demoEventMode({ NODE_ENV: "production", DEMO_EVENT: "1" })).toBe("always");
    expect(demoEventMode({ NODE_ENV: "development", DEMO_EVENT: "0" })).toBe("never");
  });
});

describe("seedContent on PostgreSQL, two servers starting at once", () => {
  it("creates the demo event and its checkpoints once", async () => {
    const pgdb = await createTestPostgres();
    try {
      const other = await pgdb.open();
      const reports = await Promise.all([seedContent(pgdb.handle.db, bank), seedContent(other.db, bank)]);
      expect(reports.filter((r) => r.demoEventCreated)).toHaveLength(1);
      expect(reports.map((r) => r.bank.inserted).sort((a, b) => a - b)).toEqual([0, bank.questions.length]);
      const rows = await pgdb.handle.db.select().from(events);
      expect(rows.map((e) => e.name)).toEqual([DEMO_EVENT_NAME]);
      const [{ n } = { n: 0 }] = await pgdb.handle.db.select({ n: sql<number>`count(*)::int` }).from(checkpoints);
      expect(n).toBe(3);
    } finally {
      await pgdb.drop();
    }
  });
});
