import { randomInt } from "node:crypto";
import { and, count, eq, inArray, isNull, max, ne } from "drizzle-orm";
import { CATEGORIES, type Category } from "#core/content-schema.ts";
import type { DbOrTx } from "#server/db/query.ts";
import { answers, attempts, checkpointQuestions, checkpoints, questions } from "#server/db/schema/index.ts";

type CheckpointRow = typeof checkpoints.$inferSelect;

/** A uniformly random order: each step takes one of the items left at random (a few hundred at most). */
function shuffle<T>(items: readonly T[]): T[] {
  const left = [...items];
  const out: T[] = [];
  while (left.length > 0) out.push(...left.splice(randomInt(left.length), 1));
  return out;
}

/**
 * The public bank's active, non-sample questions a checkpoint draws from: its categories, or all
 * when it names none. An event's own questions are never in it (they come pinned, drawQuestions).
 */
function poolFilter(categories: CheckpointRow["categories"]) {
  const base = and(eq(questions.isSample, false), eq(questions.active, true), isNull(questions.eventId));
  return categories.length === 0 ? base : and(base, inArray(questions.category, categories));
}

/** A candidate of a draw: a question of the pool, and what the rider has met of it in this event. */
interface Candidate {
  id: string;
  concept: string;
  /** When this question was last served to the rider at another checkpoint of the event. */
  servedAt?: number;
  /** When a question of its concept was last served to the rider at another checkpoint of the event. */
  conceptServedAt?: number;
}

/**
 * Picks `count` candidates, each time the best one left: first a question the rider has not seen
 * whose concept they have not met in this event nor in this draw; then an unseen one whose concept
 * they met at another checkpoint, the concept met longest ago first; then an unseen twin of one
 * already drawn; last a repeat, the one served longest ago first. Ties are broken at random.
 */
export function pickQuestions(pool: readonly Candidate[], count: number): string[] {
  const order = shuffle([...pool]).sort(
    (a, b) =>
      Number(a.servedAt !== undefined) - Number(b.servedAt !== undefined) ||
      Number(a.conceptServedAt !== undefined) - Number(b.conceptServedAt !== undefined) ||
      (a.servedAt ?? a.conceptServedAt ?? 0) - (b.servedAt ?? b.conceptServedAt ?? 0),
  );
  const drawnConcepts = new Set<string>();
  const picked: string[] = [];
  // A repeat is worse than a twin: it repeats the concept too.
  const rank = (c: Candidate) => (c.servedAt !== undefined ? 2 : 0) + (drawnConcepts.has(c.concept) ? 1 : 0);
  while (picked.length < count && order.length > 0) {
    let best = 0;
    for (let i = 1; i < order.length && rank(order[best] as Candidate) > 0; i++) {
      if (rank(order[i] as Candidate) < rank(order[best] as Candidate)) best = i;
    }
    const [chosen] = order.splice(best, 1) as [Candidate];
    picked.push(chosen.id);
    drawnConcepts.add(chosen.concept);
  }
  return picked;
}

/**
 * A rider's questions at a checkpoint, in a random order (docs/product.md#draws): from the
 * checkpoint's categories, never one served to this rider at another checkpoint of the same event,
 * nor two on one concept in the event, while the pool has enough others (pickQuestions).
 */
export async function drawQuestions(db: DbOrTx, input: { userId: string; checkpoint: CheckpointRow }): Promise<string[]> {
  const { userId, checkpoint } = input;
  const pool = await db.select({ id: questions.id, concept: questions.concept }).from(questions).where(poolFilter(checkpoint.categories));
  // Also questions no longer in the pool (retired, another category): their concepts still count.
  const seen = await db
    .select({ questionId: answers.questionId, concept: questions.concept, lastServedAt: max(answers.servedAt) })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(attempts.userId, userId), eq(checkpoints.eventId, checkpoint.eventId), ne(checkpoints.id, checkpoint.id)))
    .groupBy(answers.questionId, questions.concept);
  const servedAt = new Map<string, number>();
  const conceptServedAt = new Map<string, number>();
  for (const s of seen) {
    const at = s.lastServedAt?.getTime() ?? 0;
    servedAt.set(s.questionId, at);
    conceptServedAt.set(s.concept, Math.max(at, conceptServedAt.get(s.concept) ?? 0));
  }
  // The event's own questions pinned here come first, those the rider has not met first; the bank fills the rest.
  const pinned = (
    await db
      .select({ id: questions.id })
      .from(checkpointQuestions)
      .innerJoin(questions, eq(questions.id, checkpointQuestions.questionId))
      .where(and(eq(checkpointQuestions.checkpointId, checkpoint.id), eq(questions.active, true)))
  ).map((q) => q.id);
  const own = shuffle(pinned)
    .sort((a, b) => Number(servedAt.has(a)) - Number(servedAt.has(b)))
    .slice(0, checkpoint.questionCount);
  const candidates = pool.map((q) => ({ ...q, servedAt: servedAt.get(q.id), conceptServedAt: conceptServedAt.get(q.concept) }));
  return [...own, ...shuffle(pickQuestions(candidates, checkpoint.questionCount - own.length))];
}

interface Shortfall {
  /** The categories that fall short (all of them when a checkpoint among them names none). */
  categories: Category[];
  /** Active questions in those categories. */
  questions: number;
  /** Concepts among them: a rider meets each once in an event, so this is what a ride can use. */
  available: number;
  needed: number;
}

/**
 * Whether every rider can get a full ride without a repeat or a twin once this checkpoint is
 * created or changed: for every group of the event's checkpoints that includes it, the concepts
 * their categories cover must be at least the questions they serve together (Hall's condition:
 * each served question uses up one concept, and a checkpoint can use a concept that has a question
 * in one of its categories). Returns the worst group's figures, or null when it fits.
 */
export async function drawShortfall(
  db: DbOrTx,
  input: { eventId: string; checkpointId?: string; categories: Category[]; questionCount: number },
): Promise<Shortfall | null> {
  const rows = await db
    .select({ category: questions.category, concept: questions.concept, n: count() })
    .from(questions)
    .where(poolFilter([]))
    .groupBy(questions.category, questions.concept);
  // A checkpoint's own pinned questions are served first: it needs only the rest from the bank.
  const others = (
    await db
      .select({
        id: checkpoints.id,
        questionCount: checkpoints.questionCount,
        categories: checkpoints.categories,
        pinned: count(checkpointQuestions.questionId),
      })
      .from(checkpoints)
      .leftJoin(checkpointQuestions, eq(checkpointQuestions.checkpointId, checkpoints.id))
      .where(eq(checkpoints.eventId, input.eventId))
      .groupBy(checkpoints.id)
  )
    .filter((c) => c.id !== input.checkpointId)
    .map((c) => ({ ...c, questionCount: Math.max(0, c.questionCount - Number(c.pinned)) }));
  const categoriesOf = (c: { categories: Category[] }) => (c.categories.length === 0 ? CATEGORIES : c.categories);
  // Only checkpoints sharing a category can compete for this one's questions; past 12 of them the
  // groups are too many to list, and the one group of all of them is checked.
  const sharing = others.filter((c) => categoriesOf(c).some((x) => categoriesOf(input).includes(x)));
  const groups = sharing.length <= 12 ? 1 << sharing.length : 1;
  let worst: Shortfall | null = null;
  for (let mask = 0; mask < groups; mask++) {
    const group = sharing.length <= 12 ? sharing.filter((_, i) => mask & (1 << i)) : sharing;
    const categories = CATEGORIES.filter((x) => [input, ...group].some((c) => categoriesOf(c).includes(x)));
    const covered = rows.filter((r) => categories.includes(r.category));
    const available = new Set(covered.map((r) => r.concept)).size;
    const needed = group.reduce((sum, c) => sum + c.questionCount, input.questionCount);
    if (needed > available && (!worst || needed - available > worst.needed - worst.available))
      worst = { categories, questions: covered.reduce((sum, r) => sum + r.n, 0), available, needed };
  }
  return worst;
}

/** The ops message for a shortfall, naming what to add. */
export function shortfallMessage(s: Shortfall): string {
  const which = s.categories.length === CATEGORIES.length ? "All categories" : `Categories ${s.categories.join(", ")}`;
  const concepts = s.available === s.questions ? "" : ` on ${s.available} concepts (a rider meets one question per concept)`;
  return `${which} cover ${s.questions} active questions${concepts}; this event's checkpoints need ${s.needed} — add questions or categories.`;
}
