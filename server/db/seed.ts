import { createHash } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { type Bank, loadBank } from "../../content/load.ts";
import type { QuestionInput } from "../../core/content-schema.ts";
import { CHANNELS } from "./channels.ts";
import type { Db } from "./client.ts";
import { appState, checkpoints, events, questions, type StoredChoice, users } from "./schema/index.ts";

const CHOICE_KEYS = ["a", "b", "c", "d"] as const;

/** Stable across re-imports, so stored answers keep pointing at the same choice. */
export function choiceId(questionId: string, index: number): string {
  const key = CHOICE_KEYS[index];
  if (!key) throw new RangeError(`choice index ${index} is out of range`);
  return `${questionId}:${key}`;
}

function toStoredChoices(q: QuestionInput): StoredChoice[] {
  return q.choices.map((text, i) => ({ id: choiceId(q.id, i), text }));
}

export interface UpsertResult {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * Inserts new questions and updates changed ones by id; identical rows are left alone (not even
 * updatedAt moves), so importing the same file twice changes nothing. `active` is never touched:
 * an organizer's decision to retire a question survives a re-import.
 */
export async function upsertQuestions(
  db: Db,
  list: readonly QuestionInput[],
  opts: {
    isSample: boolean;
    now?: Date;
    /** The built-in seed: a stored row changed after this time (an organizer's edit) is left as it is. */
    keepEditedSince?: Date;
  },
): Promise<UpsertResult> {
  if (list.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const updatedAt = opts.now ?? new Date();
  const rows = list.map((q) => ({
    id: q.id,
    category: q.category,
    difficulty: q.difficulty,
    // A question that names no concept is its own: it never blocks another in a draw.
    concept: q.concept ?? q.id,
    prompt: q.prompt,
    choices: toStoredChoices(q),
    correctChoiceId: choiceId(q.id, q.correct),
    explanation: q.explanation,
    basis: q.basis,
    picture: q.picture ?? null,
    pictureAlt: q.pictureAlt ?? null,
    pictureMirrorable: q.pictureMirrorable === true,
    isSample: opts.isSample,
    updatedAt,
  }));
  const changed = await db
    .insert(questions)
    .values(rows)
    .onConflictDoUpdate({
      target: questions.id,
      set: {
        category: sql`excluded.category`,
        difficulty: sql`excluded.difficulty`,
        concept: sql`excluded.concept`,
        prompt: sql`excluded.prompt`,
        choices: sql`excluded.choices`,
        correctChoiceId: sql`excluded.correct_choice_id`,
        explanation: sql`excluded.explanation`,
        basis: sql`excluded.basis`,
        picture: sql`excluded.picture`,
        pictureAlt: sql`excluded.picture_alt`,
        pictureMirrorable: sql`excluded.picture_mirrorable`,
        isSample: sql`excluded.is_sample`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`(${questions.category}, ${questions.difficulty}, ${questions.concept}, ${questions.prompt}, ${questions.choices},
        ${questions.correctChoiceId}, ${questions.explanation}, ${questions.basis}, ${questions.picture},
        ${questions.pictureAlt}, ${questions.pictureMirrorable}, ${questions.isSample})
        is distinct from (excluded.category, excluded.difficulty, excluded.concept, excluded.prompt, excluded.choices,
        excluded.correct_choice_id, excluded.explanation, excluded.basis, excluded.picture,
        excluded.picture_alt, excluded.picture_mirrorable, excluded.is_sample)
        ${opts.keepEditedSince ? sql`and ${questions.updatedAt} <= ${opts.keepEditedSince.toISOString()}` : sql``}`,
    })
    // xmax = 0 only on a freshly inserted row version; skipped (unchanged) rows are not returned.
    .returning({ id: questions.id, inserted: sql<boolean>`(xmax = 0)` });
  // Servers keep the bank in memory (QuestionCache): NOTIFY inside this transaction tells them once it commits.
  if (changed.length > 0) await db.execute(sql`select pg_notify(${CHANNELS.questions}, 'changed')`);
  const inserted = changed.filter((r) => r.inserted).length;
  return { inserted, updated: changed.length - inserted, unchanged: list.length - changed.length };
}

interface SeedReport {
  /** False when the stored bank digest matched: nothing of the bank was read or written. */
  bankSeeded: boolean;
  bank: UpsertResult;
  sample: UpsertResult;
  demoEventCreated: boolean;
  checkpointsCreated: number;
  /** Questions of content/retired.json that were still active here and are now set inactive. */
  retired: number;
}

interface SeedOptions {
  /**
   * Create the demo event (and its checkpoints) when it is missing: "always" (dev, tests,
   * DEMO_EVENT=1), "until-organizer" (`npm start`: only while nobody has the ORGANIZER role, so a
   * club trying the app gets it and a real install stops getting it back), "never" (DEMO_EVENT=0).
   * docs/organizers.md, "The demo event".
   */
  demoEvent?: "always" | "until-organizer" | "never";
  now?: Date;
}

const NOTHING: UpsertResult = { inserted: 0, updated: 0, unchanged: 0 };
const BANK_DIGEST_KEY = "bank_digest";
const BANK_SEEDED_AT_KEY = "bank_seeded_at";

/** Names one version of the built-in bank: its questions, sample set and retired list. */
export function bankDigest(bank: Bank): string {
  return createHash("sha256")
    .update(JSON.stringify([bank.questions, bank.sample, bank.retired]))
    .digest("hex");
}

/**
 * Seeds the bank, the sample set and the demo event in one transaction; run at every start and by
 * ops on a fresh data directory. The bank is seeded by version: only when its digest differs from
 * the one stored in app_state, and then a built-in question an organizer changed since the last
 * seed (its updated_at is later) is left as the organizer stored it. A second run changes nothing.
 * The demo event is created only while no event of that name exists (and `demoEvent` allows it),
 * and becomes the default only if no other event already is.
 */
export async function seedContent(db: Db, bank: Bank = loadBank(), opts: SeedOptions = {}): Promise<SeedReport> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL must not both create the demo event.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('motoquiz:seed-content'))`);
    const state = new Map((await tx.select().from(appState)).map((r) => [r.key, r.value]));
    const digest = bankDigest(bank);
    const bankSeeded = state.get(BANK_DIGEST_KEY) !== digest;
    let bankResult = { ...NOTHING, unchanged: bank.questions.length };
    let sampleResult = { ...NOTHING, unchanged: bank.sample.length };
    let retiredCount = 0;
    if (bankSeeded) {
      const lastSeed = state.get(BANK_SEEDED_AT_KEY);
      const keepEditedSince = lastSeed ? new Date(lastSeed) : undefined;
      bankResult = await upsertQuestions(tx, bank.questions, { isSample: false, now, keepEditedSince });
      sampleResult = await upsertQuestions(tx, bank.sample, { isSample: true, now, keepEditedSince });
      const retired =
        bank.retired.length === 0
          ? []
          : await tx
              .update(questions)
              .set({ active: false })
              .where(and(inArray(questions.id, bank.retired), eq(questions.active, true)))
              .returning({ id: questions.id });
      retiredCount = retired.length;
      for (const [key, value] of [
        [BANK_DIGEST_KEY, digest],
        [BANK_SEEDED_AT_KEY, now.toISOString()],
      ] as const) {
        await tx
          .insert(appState)
          .values({ key, value, updatedAt: now })
          .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
      }
    }

    const demo = await seedDemoEvent(tx, bank, opts.demoEvent ?? "always");
    return { bankSeeded, bank: bankResult, sample: sampleResult, retired: retiredCount, ...demo };
  });
}

async function seedDemoEvent(
  tx: Db,
  bank: Bank,
  mode: NonNullable<SeedOptions["demoEvent"]>,
): Promise<Pick<SeedReport, "demoEventCreated" | "checkpointsCreated">> {
  const none = { demoEventCreated: false, checkpointsCreated: 0 };
  if (mode === "never") return none;
  if (mode === "until-organizer") {
    const [organizer] = await tx.select({ id: users.id }).from(users).where(ne(users.role, "RIDER")).limit(1);
    if (organizer) return none;
  }
  const [existing] = await tx.select({ id: events.id }).from(events).where(eq(events.name, bank.demoEvent.name)).limit(1);
  let eventId = existing?.id;
  if (!eventId) {
    const [other] = await tx.select({ id: events.id }).from(events).where(eq(events.isDefault, true)).limit(1);
    const [created] = await tx
      .insert(events)
      .values({ name: bank.demoEvent.name, drivesOn: bank.demoEvent.drivesOn, isDefault: !other, isDemo: true })
      .returning({ id: events.id });
    eventId = created?.id;
  }
  if (!eventId) throw new Error("could not create the demo event");
  const createdCheckpoints = await tx
    .insert(checkpoints)
    .values(bank.demoEvent.checkpoints.map((c) => ({ ...c, eventId })))
    .onConflictDoNothing({ target: checkpoints.code })
    .returning({ id: checkpoints.id });
  // A demo checkpoint stored before checkpoints had categories gets its themes once.
  for (const c of bank.demoEvent.checkpoints) {
    if (c.categories.length === 0) continue;
    await tx
      .update(checkpoints)
      .set({ categories: c.categories })
      .where(and(eq(checkpoints.code, c.code), sql`cardinality(${checkpoints.categories}) = 0`));
  }
  return { demoEventCreated: !existing, checkpointsCreated: createdCheckpoints.length };
}
