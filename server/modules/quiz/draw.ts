import { randomInt } from "node:crypto";
import { and, count, eq, inArray, max, ne } from "drizzle-orm";
import { CATEGORIES, type Category } from "#core/content-schema.ts";
import type { DbOrTx } from "#server/db/rows.ts";
import { answers, attempts, checkpoints, questions } from "#server/db/schema/index.ts";

type CheckpointRow = typeof checkpoints.$inferSelect;

/** A uniformly random order: each step takes one of the items left at random (a few hundred at most). */
function shuffle<T>(items: readonly T[]): T[] {
  const left = [...items];
  const out: T[] = [];
  while (left.length > 0) out.push(...left.splice(randomInt(left.length), 1));
  return out;
}

/** The active, non-sample questions a checkpoint draws from: its categories, or all when it names none. */
function poolFilter(categories: CheckpointRow["categories"]) {
  const base = and(eq(questions.isSample, false), eq(questions.active, true));
  return categories.length === 0 ? base : and(base, inArray(questions.category, categories));
}

/**
 * A rider's questions at a checkpoint, in a random order (docs/product.md#draws): from the
 * checkpoint's categories, never one served to this rider at another checkpoint of the same event
 * while the pool has enough others; when it has not, the ones served longest ago fill the rest.
 */
export async function drawQuestions(db: DbOrTx, input: { userId: string; checkpoint: CheckpointRow }): Promise<string[]> {
  const { userId, checkpoint } = input;
  const pool = await db.select({ id: questions.id }).from(questions).where(poolFilter(checkpoint.categories));
  const seen = await db
    .select({ questionId: answers.questionId, lastServedAt: max(answers.servedAt) })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .where(and(eq(attempts.userId, userId), eq(checkpoints.eventId, checkpoint.eventId), ne(checkpoints.id, checkpoint.id)))
    .groupBy(answers.questionId);
  const lastServed = new Map(seen.map((s) => [s.questionId, s.lastServedAt?.getTime() ?? 0]));
  const fresh = shuffle(pool.filter((q) => !lastServed.has(q.id)).map((q) => q.id));
  const repeats = shuffle(pool.filter((q) => lastServed.has(q.id)).map((q) => q.id)).sort(
    (a, b) => (lastServed.get(a) ?? 0) - (lastServed.get(b) ?? 0),
  );
  return shuffle([...fresh, ...repeats].slice(0, checkpoint.questionCount));
}

interface Shortfall {
  /** The categories that fall short (all of them when a checkpoint among them names none). */
  categories: Category[];
  available: number;
  needed: number;
}

/**
 * Whether every rider can get a full ride without repeats once this checkpoint is created or
 * changed: for every group of the event's checkpoints that includes it, the questions their
 * categories cover must be at least the questions they serve together (Hall's condition, exact
 * because a question has one category). Returns the worst group's figures, or null when it fits.
 */
export async function drawShortfall(
  db: DbOrTx,
  input: { eventId: string; checkpointId?: string; categories: Category[]; questionCount: number },
): Promise<Shortfall | null> {
  const perCategory = new Map(
    (await db.select({ category: questions.category, n: count() }).from(questions).where(poolFilter([])).groupBy(questions.category)).map(
      (r) => [r.category, r.n],
    ),
  );
  const others = (
    await db
      .select({ id: checkpoints.id, questionCount: checkpoints.questionCount, categories: checkpoints.categories })
      .from(checkpoints)
      .where(eq(checkpoints.eventId, input.eventId))
  ).filter((c) => c.id !== input.checkpointId);
  const categoriesOf = (c: { categories: Category[] }) => (c.categories.length === 0 ? CATEGORIES : c.categories);
  // Only checkpoints sharing a category can compete for this one's questions; past 12 of them the
  // groups are too many to list, and the one group of all of them is checked.
  const sharing = others.filter((c) => categoriesOf(c).some((x) => categoriesOf(input).includes(x)));
  const groups = sharing.length <= 12 ? 1 << sharing.length : 1;
  let worst: Shortfall | null = null;
  for (let mask = 0; mask < groups; mask++) {
    const group = sharing.length <= 12 ? sharing.filter((_, i) => mask & (1 << i)) : sharing;
    const categories = CATEGORIES.filter((x) => [input, ...group].some((c) => categoriesOf(c).includes(x)));
    const available = categories.reduce((sum, x) => sum + (perCategory.get(x) ?? 0), 0);
    const needed = group.reduce((sum, c) => sum + c.questionCount, input.questionCount);
    if (needed > available && (!worst || needed - available > worst.needed - worst.available)) worst = { categories, available, needed };
  }
  return worst;
}

/** The ops message for a shortfall, naming what to add. */
export function shortfallMessage(s: Shortfall): string {
  const which = s.categories.length === CATEGORIES.length ? "All categories" : `Categories ${s.categories.join(", ")}`;
  return `${which} cover ${s.available} active questions; this event's checkpoints need ${s.needed} — add questions or categories.`;
}
