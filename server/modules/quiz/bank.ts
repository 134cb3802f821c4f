import { and, asc, eq, isNull } from "drizzle-orm";
import type { QuestionInput } from "#core/content-schema.ts";
import { questions } from "#server/db/schema/index.ts";
import { type UpsertResult, upsertQuestions } from "#server/db/seed.ts";
import type { AppDeps } from "#server/modules/deps.ts";

/** Adds or updates questions by id, all or nothing: a failure half-way (a lost connection) leaves the bank as it was. */
export function importBank(
  deps: Pick<AppDeps, "db" | "now">,
  input: { questions: readonly QuestionInput[]; isSample: boolean },
): Promise<UpsertResult> {
  return deps.db.transaction((tx) => upsertQuestions(tx, input.questions, { isSample: input.isSample, now: new Date(deps.now()) }));
}

/** The quiz bank (or the practice set; never an event's own questions) in the format of content/questions/*.json, by category then id. */
export async function exportBank(deps: Pick<AppDeps, "db">, input: { isSample: boolean }): Promise<QuestionInput[]> {
  const rows = await deps.db
    .select()
    .from(questions)
    .where(and(eq(questions.isSample, input.isSample), isNull(questions.eventId)))
    .orderBy(asc(questions.category), asc(questions.id));
  return rows.map((q) => ({
    id: q.id,
    category: q.category,
    difficulty: q.difficulty,
    // A question stored as its own concept was imported without one; it exports the same way.
    ...(q.concept !== q.id ? { concept: q.concept } : {}),
    prompt: q.prompt,
    choices: q.choices.map((c) => c.text),
    correct: Math.max(
      0,
      q.choices.findIndex((c) => c.id === q.correctChoiceId),
    ),
    explanation: q.explanation,
    basis: q.basis,
    ...(q.picture ? { picture: q.picture } : {}),
    ...(q.pictureAlt ? { pictureAlt: q.pictureAlt } : {}),
    ...(q.pictureMirrorable ? { pictureMirrorable: true } : {}),
  }));
}
