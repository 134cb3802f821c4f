import { and, eq, isNull, ne } from "drizzle-orm";
import { failed } from "#core/validation.ts";
import type { Db } from "#server/db/client.ts";
import { attempts, users } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { deviceRidersRefused } from "../accounts/guest-caps.ts";
import { playRefused } from "../events/clock.ts";
import { checkpointByCode, findCheckpoint } from "../events/service.ts";
import { guessKeys } from "../shared/rate-limits.ts";
import { drawQuestions } from "./draw.ts";

/**
 * Starts or resumes the rider's attempt at a checkpoint. The unique index on (user, checkpoint)
 * decides under concurrent calls: INSERT … ON CONFLICT DO NOTHING, then read whichever row won.
 * `device` (shared/device.ts), when sent: a phone rides one event as a few riders at most (guest-caps.ts).
 */
export async function startAttempt(
  deps: Pick<AppDeps, "db" | "now" | "limits">,
  input: { userId: string; ip: string; device: string | null; code: string },
) {
  const [user] = await deps.db.select({ rulesAcceptedAt: users.rulesAcceptedAt }).from(users).where(eq(users.id, input.userId));
  if (!user?.rulesAcceptedAt) return failed([{ field: "rules", message: "Accept the rules first." }]);
  const byCode = await checkpointByCode(deps, {
    code: input.code,
    keys: guessKeys({ ip: input.ip, device: input.device, userId: input.userId }),
  });
  if (!byCode.found) return failed([byCode.error]);
  const now = deps.now();
  const cp = byCode.found;
  const { checkpoint } = cp;
  const [existing] = await deps.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, input.userId), eq(attempts.checkpointId, checkpoint.id)))
    .limit(1);
  if (existing?.finishedAt)
    return failed([{ field: "code", message: `You have already completed ${checkpoint.name}. Scan the next checkpoint.` }]);
  if (existing) return { ok: true, attempt: existing, fieldErrors: [] };

  const refused = playRefused(cp.event, now, "code", "start");
  if (refused) return failed([refused]);
  if (checkpoint.closesAt && checkpoint.closesAt.getTime() <= now) {
    return failed([{ field: "code", message: `${checkpoint.name} is closed.` }]);
  }
  if (checkpoint.opensAt && checkpoint.opensAt.getTime() > now) {
    return failed([{ field: "code", message: `${checkpoint.name} is not open yet.` }]);
  }
  const busy = await replaceUnstarted(deps.db, { userId: input.userId, checkpointId: checkpoint.id });
  if (busy) return failed([{ field: "code", message: `You're in the middle of ${busy} — finish it first.` }]);
  const questionIds = await drawQuestions(deps.db, { userId: input.userId, checkpoint });
  if (questionIds.length === 0) return failed([{ field: "code", message: "This checkpoint has no questions yet. Ask the organizer." }]);
  const { device } = input;
  const refusedOnDevice = await deps.db.transaction(async (tx) => {
    const refusal = device
      ? await deviceRidersRefused(tx, { device, eventId: checkpoint.eventId, eventName: cp.event.name, userId: input.userId })
      : null;
    if (refusal) return refusal;
    await tx
      .insert(attempts)
      .values({
        userId: input.userId,
        checkpointId: checkpoint.id,
        questionIds,
        secondsPerQuestion: checkpoint.secondsPerQuestion,
        startedAt: new Date(now),
        deviceId: device,
      })
      .onConflictDoNothing({ target: [attempts.userId, attempts.checkpointId] });
    return null;
  });
  if (refusedOnDevice) return failed([refusedOnDevice]);
  const [row] = await deps.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, input.userId), eq(attempts.checkpointId, checkpoint.id)))
    .limit(1);
  if (!row) throw new Error("attempt vanished after insert");
  return { ok: true, attempt: row, fieldErrors: [] };
}

/**
 * The scanned checkpoint wins: another checkpoint's attempt that has served no question is deleted.
 * Returns the name of one that has (the rider is under way there), else null. The delete re-checks
 * served_count, so a question served meanwhile keeps its attempt.
 */
async function replaceUnstarted(db: Db, input: { userId: string; checkpointId: string }): Promise<string | null> {
  const others = and(eq(attempts.userId, input.userId), isNull(attempts.finishedAt), ne(attempts.checkpointId, input.checkpointId));
  await db.delete(attempts).where(and(others, eq(attempts.servedCount, 0)));
  const [underway] = await db.select({ checkpointId: attempts.checkpointId }).from(attempts).where(others).limit(1);
  if (!underway) return null;
  return (await findCheckpoint(db, underway.checkpointId))?.name ?? "another checkpoint";
}
