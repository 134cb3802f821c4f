import { and, asc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import { DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";
import type { Db } from "#server/db/client.ts";
import { attempts, checkpoints, events, questions, users } from "#server/db/schema/index.ts";
import { defaultEvent } from "#server/modules/events/service.ts";
import type { AttemptRow } from "./mappers.ts";
import { choicesOf, pictureOf } from "./questions.ts";

export interface Flow {
  rulesAccepted: boolean;
  attemptInProgress: AttemptRow | null;
  finishedAttempts: number;
  lastFinishedAttemptId: string | null;
}

/**
 * What the client's guards need, in one round trip. An unfinished attempt of an event that is over
 * is not in progress: it can never finish (events/clock.ts), and the guards must not hold the
 * rider on its quiz.
 */
export async function flow(deps: { db: Db; now(): number }, input: { userId: string }): Promise<Flow> {
  const { db } = deps;
  const { userId } = input;
  const at = new Date(deps.now());
  const [user] = await db.select({ rulesAcceptedAt: users.rulesAcceptedAt }).from(users).where(eq(users.id, userId));
  const [open] = await db
    .select({ attempt: attempts })
    .from(attempts)
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .innerJoin(events, eq(events.id, checkpoints.eventId))
    .where(
      and(
        eq(attempts.userId, userId),
        isNull(attempts.finishedAt),
        or(isNull(events.closedAt), gt(events.closedAt, at)),
        or(isNull(events.endsAt), gt(events.endsAt, at)),
      ),
    )
    .orderBy(asc(attempts.startedAt))
    .limit(1);
  const [finished] = await db
    .select({
      n: sql<number>`count(*)::int`,
      lastId: sql<string | null>`(array_agg(${attempts.id} order by ${attempts.finishedAt} desc))[1]`,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), isNotNull(attempts.finishedAt)));
  return {
    rulesAccepted: Boolean(user?.rulesAcceptedAt),
    attemptInProgress: open?.attempt ?? null,
    finishedAttempts: Number(finished?.n ?? 0),
    lastFinishedAttemptId: finished?.lastId ?? null,
  };
}

/** The practice set, with answers: nothing is stored for it. Pictures follow the default event's side of the road. */
export async function sampleQuestions(deps: { db: Db }) {
  const drivesOn = (await defaultEvent(deps.db))?.drivesOn ?? "RIGHT";
  const rows = await deps.db
    .select()
    .from(questions)
    .where(and(eq(questions.isSample, true), eq(questions.active, true)))
    .orderBy(asc(questions.id));
  return rows.map((q) => ({
    id: q.id,
    category: q.category,
    prompt: q.prompt,
    picture: pictureOf(q, drivesOn),
    choices: choicesOf(q.choices),
    correctChoiceId: q.correctChoiceId,
    explanation: q.explanation,
    secondsPerQuestion: DEFAULT_SECONDS_PER_QUESTION,
  }));
}
