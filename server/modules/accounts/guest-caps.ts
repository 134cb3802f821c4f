import { and, countDistinct, eq, gt, max, ne, sql } from "drizzle-orm";
import type { FieldError } from "#core/validation.ts";
import type { Tx } from "#server/db/query.ts";
import { attempts, checkpoints, users } from "#server/db/schema/index.ts";

/**
 * Accounts are not free to multiply (docs/decisions/016-fair-play.md): a phone (its signed device
 * cookie, server/modules/shared/device.ts) makes guests at a cost that grows, and rides one event as
 * a few riders at most. Budgets per address and per device are the rate limits'
 * (server/modules/shared/rate-limits.ts); these are caps on accounts.
 */
export const GUEST_CAPS = {
  /** Guests one phone may make in a day. */
  perDeviceDay: 5,
  /** The second guest from a phone waits this long after the first; each further one twice as long. */
  firstWaitMs: 30_000,
  /** Riders one phone may ride one event as: two on one bike, and one borrowed phone. */
  ridersPerDeviceEvent: 3,
} as const;

const DAY_MS = 24 * 3600_000;

/** Holds the phone's count still until the caller's transaction ends: two joins at once wait in turn. */
async function lockDevice(tx: Tx, device: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`device:${device}`}, 0))`);
}

function seconds(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s < 120 ? `${s} s` : `${Math.ceil(s / 60)} min`;
}

/**
 * Why this phone may not make another guest now, or null; run in the transaction that inserts the
 * guest (with `joinedOnDevice`), which it locks for the phone. The n-th guest of a day waits
 * firstWaitMs × 2^(n−2) after the one before; past perDeviceDay, none.
 */
export async function guestJoinRefused(tx: Tx, device: string, now: number): Promise<FieldError | null> {
  await lockDevice(tx, device);
  const [made] = await tx
    .select({ n: sql<number>`count(*)::int`, last: max(users.createdAt) })
    .from(users)
    .where(and(eq(users.joinedOnDevice, device), gt(users.createdAt, new Date(now - DAY_MS))));
  const n = Number(made?.n ?? 0);
  if (n === 0 || !made?.last) return null;
  if (n >= GUEST_CAPS.perDeviceDay)
    return { field: "displayName", message: `This phone has made ${n} riders today. Carry on as the rider you are.` };
  const wait = GUEST_CAPS.firstWaitMs * 2 ** (n - 1) - (now - made.last.getTime());
  if (wait <= 0) return null;
  return { field: "displayName", message: `This phone has just made a rider. Another can join in ${seconds(wait)}.` };
}

/**
 * Why this phone may not start a quiz in this event for this rider, or null: it has already ridden
 * the event as ridersPerDeviceEvent other riders. Run in the transaction that inserts the attempt
 * (with `deviceId`), which it locks for the phone.
 */
export async function deviceRidersRefused(
  tx: Tx,
  input: { device: string; eventId: string; eventName: string; userId: string },
): Promise<FieldError | null> {
  await lockDevice(tx, input.device);
  const [others] = await tx
    .select({ n: countDistinct(attempts.userId) })
    .from(attempts)
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .where(and(eq(attempts.deviceId, input.device), eq(checkpoints.eventId, input.eventId), ne(attempts.userId, input.userId)));
  if (Number(others?.n ?? 0) < GUEST_CAPS.ridersPerDeviceEvent) return null;
  return {
    field: "code",
    message: `This phone has already ridden ${input.eventName} as ${GUEST_CAPS.ridersPerDeviceEvent} other riders. Sign in as one of them to ride on.`,
  };
}
