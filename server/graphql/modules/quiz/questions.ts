import { inArray } from "drizzle-orm";
import { CHOICE_LABELS } from "#core/content-schema.ts";
import type { DbOrTx } from "#server/db/rows.ts";
import { questions, type StoredChoice } from "#server/db/schema/index.ts";

export type QuestionRow = typeof questions.$inferSelect;

export function pictureOf(q: Pick<QuestionRow, "picture" | "pictureAlt">) {
  return q.picture ? { url: `/content/pictures/${q.picture}`, alt: q.pictureAlt ?? "" } : null;
}

/** Choices as served: stable ids from the bank, labels A–D by position. */
export function choicesOf(choices: StoredChoice[]) {
  return choices.map((c, i) => ({ id: c.id, label: CHOICE_LABELS[i] ?? String(i + 1), text: c.text }));
}

export async function loadQuestions(db: DbOrTx, ids: string[]): Promise<Map<string, QuestionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(questions).where(inArray(questions.id, ids));
  return new Map(rows.map((q) => [q.id, q]));
}
