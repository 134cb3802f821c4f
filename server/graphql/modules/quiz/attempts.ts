import { and, eq } from "drizzle-orm";
import { answerCutoff } from "#core/scoring.ts";
import type { Db } from "#server/db/client.ts";
import type { DbOrTx } from "#server/db/rows.ts";
import { answers, attempts, checkpoints, events } from "#server/db/schema/index.ts";

export type AttemptRow = typeof attempts.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The rider's own attempt; someone else's, unknown and malformed ids all look the same: null. */
export async function ownAttempt(db: DbOrTx, userId: string, attemptId: string, forUpdate = false): Promise<AttemptRow | null> {
  if (!UUID_RE.test(attemptId)) return null;
  const query = db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export function limitMs(attempt: Pick<AttemptRow, "secondsPerQuestion">): number {
  return attempt.secondsPerQuestion * 1000;
}

/** An open question past T + grace is over, whether or not anything was written yet. */
export function isExpired(answer: AnswerRow, attempt: AttemptRow, now: number): boolean {
  return answer.answeredAt === null && now > answerCutoff(answer.servedAt.getTime(), limitMs(attempt));
}

export async function lastServed(db: DbOrTx, attempt: AttemptRow): Promise<AnswerRow | null> {
  if (attempt.servedCount === 0) return null;
  const [row] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.attemptId, attempt.id), eq(answers.index, attempt.servedCount - 1)))
    .limit(1);
  return row ?? null;
}

/** Zero-based index of the question open now, or of the next one to be served. */
export async function currentIndex(db: DbOrTx, attempt: AttemptRow, now: number): Promise<number> {
  const last = await lastServed(db, attempt);
  return last && last.answeredAt === null && !isExpired(last, attempt, now) ? attempt.servedCount - 1 : attempt.servedCount;
}

export async function checkpointView(db: Db, checkpointId: string) {
  const [row] = await db
    .select({
      id: checkpoints.id,
      name: checkpoints.name,
      description: checkpoints.description,
      questionCount: checkpoints.questionCount,
      secondsPerQuestion: checkpoints.secondsPerQuestion,
      event: { id: events.id, name: events.name, startsAt: events.startsAt, endsAt: events.endsAt },
    })
    .from(checkpoints)
    .innerJoin(events, eq(events.id, checkpoints.eventId))
    .where(eq(checkpoints.id, checkpointId))
    .limit(1);
  return row ?? null;
}

export async function attemptSummary(db: Db, attempt: AttemptRow, now: number) {
  return {
    id: attempt.id,
    checkpoint: await checkpointView(db, attempt.checkpointId),
    currentIndex: await currentIndex(db, attempt, now),
    total: attempt.questionIds.length,
    startedAt: attempt.startedAt,
    finishedAt: attempt.finishedAt,
    score: attempt.score,
    correctCount: attempt.correctCount,
  };
}
