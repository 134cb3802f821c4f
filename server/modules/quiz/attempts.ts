import { and, asc, eq, isNotNull } from "drizzle-orm";
import { answerCutoff, limitMs } from "#core/scoring.ts";
import { type FieldError, isUuid } from "#core/validation.ts";
import type { DbOrTx } from "#server/db/query.ts";
import { answers, attempts } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { answerAsSeen, type Reveal, revealFor } from "../events/clock.ts";
import type { AttemptRow } from "./mappers.ts";
import { choicesOf, eventAt, pictureOf } from "./questions.ts";

export type AnswerRow = typeof answers.$inferSelect;

/** What a rider hears about an attempt id that is not theirs, unknown or malformed: all the same. */
export const QUIZ_NOT_FOUND: FieldError = { field: "attemptId", message: "This quiz could not be found." };

/** The rider's own attempt; someone else's, unknown and malformed ids all look the same: null. */
export async function ownAttempt(db: DbOrTx, userId: string, attemptId: string, forUpdate = false): Promise<AttemptRow | null> {
  if (!isUuid(attemptId)) return null;
  const query = db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** An open question past T + grace is over, whether or not anything was written yet. */
export function isExpired(answer: AnswerRow, attempt: AttemptRow, now: number): boolean {
  return answer.answeredAt === null && now > answerCutoff(answer.servedAt.getTime(), limitMs(attempt.secondsPerQuestion));
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

/** Milliseconds from serving a closed answer to receiving it: what the rider waited. */
function elapsedMs(a: AnswerRow): number {
  return Math.max(0, (a.answeredAt?.getTime() ?? 0) - a.servedAt.getTime());
}

// One read of the event per attempt object and request: score and correctCount both ask.
const revealOfAttempt = new WeakMap<AttemptRow, Promise<Reveal>>();

/** What the attempt's event lets its rider see now (events/clock.ts revealFor). */
export function attemptReveal(db: DbOrTx, attempt: AttemptRow, now: number): Promise<Reveal> {
  let reveal = revealOfAttempt.get(attempt);
  if (!reveal) {
    reveal = eventAt(db, attempt.checkpointId).then((event) => revealFor(event, now));
    revealOfAttempt.set(attempt, reveal);
  }
  return reveal;
}

/** The attempt's closed answers with their questions, in order (an open one reveals nothing). */
export async function closedAnswers(deps: Pick<AppDeps, "db" | "questions">, attempt: AttemptRow, now: number) {
  const { db } = deps;
  const rows = await db
    .select()
    .from(answers)
    .where(and(eq(answers.attemptId, attempt.id), isNotNull(answers.answeredAt)))
    .orderBy(asc(answers.index));
  const qs = await deps.questions.get(
    db,
    rows.map((r) => r.questionId),
  );
  const event = await eventAt(db, attempt.checkpointId);
  const reveal = revealFor(event, now);
  return rows.flatMap((a) => {
    const q = qs.get(a.questionId);
    if (!q) return [];
    return [
      {
        index: a.index,
        questionId: q.id,
        category: q.category,
        prompt: q.prompt,
        picture: pictureOf(q, event.drivesOn),
        choices: choicesOf(q.choices, attempt.id),
        choiceId: a.choiceId,
        timedOut: a.timedOut,
        late: a.late,
        ...answerAsSeen(a, q, reveal),
        timeMs: a.timeMs,
        elapsedMs: elapsedMs(a),
      },
    ];
  });
}
