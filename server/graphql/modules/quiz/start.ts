import { randomInt } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { checkpointCodeSchema } from "#core/validation.ts";
import type { GraphQLContext } from "#server/context.ts";
import { attempts, checkpoints, events, questions } from "#server/db/schema/index.ts";
import { failed, SIGN_IN_FIRST } from "#server/graphql/results.ts";
import { attemptSummary, checkpointView } from "./attempts.ts";

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

const CODE_UNKNOWN = "No checkpoint has this code. Check the code under the QR and try again.";

/**
 * Starts or resumes the rider's attempt at a checkpoint. The unique index on (user, checkpoint)
 * decides under concurrent calls: INSERT … ON CONFLICT DO NOTHING, then read whichever row won.
 */
export async function startAttempt(ctx: GraphQLContext, rawCode: string) {
  const viewer = ctx.viewer;
  if (!viewer) return failed([SIGN_IN_FIRST]);
  const parsed = checkpointCodeSchema.safeParse(rawCode);
  if (!parsed.success) return failed([{ field: "code", message: parsed.error.issues[0]?.message ?? CODE_UNKNOWN }]);
  const code = parsed.data;
  const limitKeys: Parameters<typeof ctx.limits.check>[1] = [
    ["startAttemptIp", ctx.ip],
    ["startAttemptAccount", viewer.id],
  ];
  const limited = await ctx.limits.check("code", limitKeys);
  if (limited) return failed([limited]);
  const now = ctx.now();
  const [cp] = await ctx.db
    .select({ checkpoint: checkpoints, eventClosedAt: events.closedAt })
    .from(checkpoints)
    .innerJoin(events, eq(events.id, checkpoints.eventId))
    .where(eq(checkpoints.code, code))
    .limit(1);
  if (!cp) {
    // Guessing codes costs budget; a real code does not.
    await ctx.limits.spend(limitKeys);
    return failed([{ field: "code", message: CODE_UNKNOWN }]);
  }
  const { checkpoint } = cp;
  const [existing] = await ctx.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, viewer.id), eq(attempts.checkpointId, checkpoint.id)))
    .limit(1);
  if (existing?.finishedAt) return failed([{ field: "code", message: `You have already completed ${checkpoint.name}. Scan the next checkpoint.` }]);
  if (existing) return { ok: true, attempt: await attemptSummary(ctx.db, existing, now), fieldErrors: [] };

  if (cp.eventClosedAt || (checkpoint.closesAt && checkpoint.closesAt.getTime() <= now)) {
    return failed([{ field: "code", message: `${checkpoint.name} is closed.` }]);
  }
  if (checkpoint.opensAt && checkpoint.opensAt.getTime() > now) {
    return failed([{ field: "code", message: `${checkpoint.name} is not open yet.` }]);
  }
  const [other] = await ctx.db
    .select({ checkpointId: attempts.checkpointId })
    .from(attempts)
    .where(and(eq(attempts.userId, viewer.id), isNull(attempts.finishedAt), ne(attempts.checkpointId, checkpoint.id)))
    .limit(1);
  if (other) {
    const name = (await checkpointView(ctx.db, other.checkpointId))?.name ?? "another checkpoint";
    return failed([{ field: "code", message: `Finish the quiz you started at ${name} first.` }]);
  }
  const pool = await ctx.db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.isSample, false), eq(questions.active, true)));
  if (pool.length === 0) return failed([{ field: "code", message: "This checkpoint has no questions yet. Ask the organizer." }]);
  const questionIds = shuffle(pool.map((q) => q.id)).slice(0, checkpoint.questionCount);
  await ctx.db
    .insert(attempts)
    .values({ userId: viewer.id, checkpointId: checkpoint.id, questionIds, secondsPerQuestion: checkpoint.secondsPerQuestion, startedAt: new Date(now) })
    .onConflictDoNothing({ target: [attempts.userId, attempts.checkpointId] });
  const [row] = await ctx.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, viewer.id), eq(attempts.checkpointId, checkpoint.id)))
    .limit(1);
  if (!row) throw new Error("attempt vanished after insert");
  return { ok: true, attempt: await attemptSummary(ctx.db, row, now), fieldErrors: [] };
}
