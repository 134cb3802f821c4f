import { and, eq, exists, getTableColumns, isNull, sql, type Table } from "drizzle-orm";
import { answerCutoff, limitMs, type Score, scoreAnswer } from "#core/scoring.ts";
import type { Db } from "#server/db/client.ts";
import type { DbOrTx, Tx } from "#server/db/query.ts";
import { preparedPerDb } from "#server/db/query.ts";
import { answers, attempts } from "#server/db/schema/index.ts";
import { answerAsSeen, type Reveal } from "../events/clock.ts";
import type { AnswerRow } from "./attempts.ts";
import type { AttemptRow } from "./mappers.ts";
import type { QuestionRow } from "./questions.ts";

export interface Closed {
  answer: AnswerRow;
  attempt: AttemptRow;
  /** True only for the call that wrote the answer and finished the attempt with it. */
  finishedNow: boolean;
}

/** The rider's answer as sent: the choice and the phone's own tap time (docs/product.md#late-answers). */
interface Given {
  choiceId: string;
  tappedAfterMs?: number | null;
}

async function hasLateAnswer(tx: DbOrTx, attemptId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(answers)
    .where(and(eq(answers.attemptId, attemptId), eq(answers.late, true)));
  return Number(row?.n ?? 0) > 0;
}

/** The row's values for an answer received `now`; `given` undefined means the time ran out. */
async function answerValues(
  tx: DbOrTx,
  attempt: AttemptRow,
  open: AnswerRow,
  question: QuestionRow,
  given: Given | undefined,
  now: number,
) {
  const limit = limitMs(attempt.secondsPerQuestion);
  const servedAt = open.servedAt.getTime();
  const cutoff = answerCutoff(servedAt, limit);
  const correct = given?.choiceId === question.correctChoiceId;
  const score: Score =
    given === undefined
      ? { points: 0, timedOut: true, late: false, effectiveMs: limit }
      : scoreAnswer({
          correct,
          servedAt,
          answeredAt: now,
          limitMs: limit,
          tappedAfterMs: given.tappedAfterMs,
          // At most one late answer counts per attempt: the attempt row is locked, so this count holds.
          lateAllowed: now > cutoff && !(await hasLateAnswer(tx, attempt.id)),
        });
  return score.timedOut
    ? { answeredAt: new Date(Math.min(now, cutoff)), choiceId: null, correct: false, timedOut: true, late: false, points: 0, timeMs: limit }
    : {
        answeredAt: new Date(now),
        choiceId: given?.choiceId ?? null,
        correct,
        timedOut: false,
        late: score.late,
        points: score.points,
        timeMs: Math.round(score.effectiveMs),
      };
}

type Values = Awaited<ReturnType<typeof answerValues>>;

/** Moves the attempt's running totals by what one answer changed; the last question finishes it. */
async function addToAttempt(
  tx: Tx,
  attempt: AttemptRow,
  written: AnswerRow,
  delta: Pick<Values, "points" | "correct" | "timeMs">,
  now: number,
): Promise<Closed> {
  const last = written.index === attempt.questionIds.length - 1;
  const finishedNow = last && attempt.finishedAt === null;
  const [updated] = await tx
    .update(attempts)
    .set({
      score: sql`${attempts.score} + ${delta.points}`,
      correctCount: sql`${attempts.correctCount} + ${delta.correct ? 1 : 0}`,
      totalTimeMs: sql`${attempts.totalTimeMs} + ${delta.timeMs}`,
      ...(finishedNow ? { finishedAt: new Date(now) } : {}),
    })
    .where(eq(attempts.id, attempt.id))
    .returning();
  return { answer: written, attempt: updated ?? attempt, finishedNow: last };
}

/** A CTE's `returning()` columns, picked as a selection that drizzle maps back to the table's row. */
function fieldsOf<T extends Table, C>(table: T, cte: C): Pick<C, keyof T["_"]["columns"] & keyof C> {
  const fields = cte as Record<string, unknown>;
  return Object.fromEntries(Object.keys(getTableColumns(table)).map((key) => [key, fields[key]])) as Pick<
    C,
    keyof T["_"]["columns"] & keyof C
  >;
}

// The statement of closeInTime, built once (preparedPerDb): the attempt row is locked first (the
// order nextQuestion locks in), the answer is written only while still open, and the totals move
// only if it was; the last question sets finished_at.
const answerInTime = preparedPerDb((db) => {
  const p = sql.placeholder;
  const locked = db.$with("locked").as(
    db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.id, p("attemptId")), isNull(attempts.finishedAt)))
      .for("update"),
  );
  const written = db.$with("written").as(
    db
      .update(answers)
      .set({
        answeredAt: sql`${p("answeredAt")}::timestamptz`,
        choiceId: sql`${p("choiceId")}`,
        correct: sql`${p("correct")}::boolean`,
        timedOut: false,
        late: false,
        points: sql`${p("points")}::int`,
        timeMs: sql`${p("timeMs")}::int`,
      })
      .where(
        and(
          eq(answers.attemptId, p("attemptId")),
          eq(answers.questionId, p("questionId")),
          isNull(answers.answeredAt),
          exists(db.select({ id: locked.id }).from(locked)),
        ),
      )
      .returning(),
  );
  const totals = db.$with("totals").as(
    db
      .update(attempts)
      .set({
        score: sql`${attempts.score} + ${p("points")}::int`,
        correctCount: sql`${attempts.correctCount} + ${p("correctAdd")}::int`,
        totalTimeMs: sql`${attempts.totalTimeMs} + ${p("timeMs")}::int`,
        finishedAt: sql`coalesce(${p("finishedAt")}::timestamptz, ${attempts.finishedAt})`,
      })
      .where(and(eq(attempts.id, p("attemptId")), exists(db.select({ at: written.answeredAt }).from(written))))
      .returning(),
  );
  return db
    .with(locked, written, totals)
    .select({ answer: fieldsOf(answers, written), attempt: fieldsOf(attempts, totals) })
    .from(written)
    .innerJoin(totals, sql`true`)
    .prepare("answer_in_time");
});

/**
 * An answer in time to a question still open, as one statement outside any transaction. On
 * PGlite a transaction holds the one connection through a round trip to its thread per statement
 * (docs/decisions/010-pglite-thread.md); this holds it for one. Null when it cannot decide alone:
 * a late answer (it counts the attempt's other answers under the lock), or anything changed since
 * `attempt` and `open` were read; the caller then takes closeAnswer's locked path, which reads
 * them again.
 */
export async function closeInTime(
  db: Db,
  attempt: AttemptRow,
  open: AnswerRow,
  question: QuestionRow,
  given: Given,
  now: number,
): Promise<Closed | null> {
  if (
    attempt.finishedAt !== null ||
    open.answeredAt !== null ||
    now > answerCutoff(open.servedAt.getTime(), limitMs(attempt.secondsPerQuestion))
  )
    return null;
  const values = await answerValues(db, attempt, open, question, given, now);
  const last = open.index === attempt.questionIds.length - 1;
  const [row] = await answerInTime(db).execute({
    attemptId: attempt.id,
    questionId: open.questionId,
    answeredAt: values.answeredAt.toISOString(),
    choiceId: values.choiceId,
    correct: values.correct,
    points: values.points,
    timeMs: values.timeMs,
    correctAdd: values.correct ? 1 : 0,
    finishedAt: last ? new Date(now).toISOString() : null,
  });
  return row ? { answer: row.answer, attempt: row.attempt, finishedNow: last } : null;
}

/**
 * Closes an open question exactly once: the UPDATE only matches while answered_at is null, so
 * concurrent duplicates find nothing to update and read the stored result instead. The
 * attempt's running totals move in the same transaction; the last question finishes it.
 * `given === undefined` means the time ran out with no answer.
 */
export async function closeAnswer(
  tx: Tx,
  attempt: AttemptRow,
  open: AnswerRow,
  question: QuestionRow,
  given: Given | undefined,
  now: number,
): Promise<Closed> {
  const values = await answerValues(tx, attempt, open, question, given, now);
  const [written] = await tx
    .update(answers)
    .set(values)
    .where(and(eq(answers.attemptId, open.attemptId), eq(answers.questionId, open.questionId), isNull(answers.answeredAt)))
    .returning();
  if (!written) {
    const [stored] = await tx
      .select()
      .from(answers)
      .where(and(eq(answers.attemptId, open.attemptId), eq(answers.questionId, open.questionId)));
    const [fresh] = await tx.select().from(attempts).where(eq(attempts.id, attempt.id));
    return { answer: stored ?? open, attempt: fresh ?? attempt, finishedNow: false };
  }
  return addToAttempt(tx, attempt, written, values, now);
}

export function outcomeOf(answer: AnswerRow, question: QuestionRow, attempt: AttemptRow, reveal: Reveal) {
  return {
    questionId: answer.questionId,
    choiceId: answer.choiceId,
    timedOut: answer.timedOut,
    late: answer.late,
    ...answerAsSeen(answer, question, reveal),
    attemptFinished: attempt.finishedAt !== null && answer.index === attempt.questionIds.length - 1,
  };
}
