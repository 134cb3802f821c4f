import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { generateCode } from "#core/checkpoint-code.ts";
import type { Category, DrivesOn } from "#core/content-schema.ts";
import { checkpointCodeSchema, type FieldError, isUuid } from "#core/validation.ts";
import { CHANNELS } from "#server/db/channels.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/query.ts";
import { attempts, checkpoints, events, replacedCodes } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import type { LimitKeys } from "#server/modules/shared/rate-limits.ts";
import type { EventRow, RevealMode } from "./mappers.ts";

export type CheckpointRow = typeof checkpoints.$inferSelect;

const eventColumns = {
  id: events.id,
  name: events.name,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  drivesOn: events.drivesOn,
  revealMode: events.revealMode,
  closedAt: events.closedAt,
};

/** The event the app shows: the one marked default, else the oldest. */
export async function defaultEvent(db: Db): Promise<EventRow | null> {
  const [row] = await db.select(eventColumns).from(events).orderBy(sql`${events.isDefault} desc`, asc(events.createdAt)).limit(1);
  return row ?? null;
}

/** An unknown and a malformed id are the same: null. */
export async function findEvent(db: Db, eventId: string): Promise<EventRow | null> {
  if (!isUuid(eventId)) return null;
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
}

/** Events with exactly this name: names need not be unique, ids tell namesakes apart. */
export function eventsNamed(deps: Pick<AppDeps, "db">, input: { name: string }): Promise<EventRow[]> {
  return deps.db.select(eventColumns).from(events).where(eq(events.name, input.name));
}

/** An event as an organizer names it: the one with this id, else every event with exactly this name. */
export async function eventsByRef(deps: Pick<AppDeps, "db">, input: { ref: string }): Promise<EventRow[]> {
  const byId = await findEvent(deps.db, input.ref.toLowerCase());
  return byId ? [byId] : eventsNamed(deps, { name: input.ref.trim() });
}

/** Every event with its number of checkpoints, oldest first. */
export function listEvents(deps: Pick<AppDeps, "db">) {
  return deps.db
    .select({ event: events, checkpoints: count(checkpoints.id) })
    .from(events)
    .leftJoin(checkpoints, eq(checkpoints.eventId, events.id))
    .groupBy(events.id)
    .orderBy(asc(events.createdAt), asc(events.name));
}

interface NewEvent {
  name: string;
  startsAt: Date | null;
  endsAt: Date | null;
  isDefault: boolean;
  drivesOn: DrivesOn;
  revealMode: RevealMode;
  /** IANA zone; UTC when not given. */
  timeZone?: string;
}

/**
 * What a change to an event needs: the database, the clock and, in the server, the live hub. The
 * ops CLI has no hub: it sends the same wake-up with NOTIFY, which reaches every server on
 * PostgreSQL (on PGlite the server is stopped while ops runs, and reads the change when it starts).
 */
export type EventChangeDeps = Pick<AppDeps, "db" | "now"> & Partial<Pick<AppDeps, "live">>;

/**
 * Tells every process that what the event's boards show changed (a finish aside: standings,
 * moderation, the close, the end, the reveal mode): each drops its copy of the event and its
 * standings, and every board of it (phones and TV) gets one update within the coalescing window
 * (docs/decisions/017-standings-snapshot.md).
 */
export async function announceEvent(deps: EventChangeDeps, eventId: string): Promise<void> {
  if (deps.live) await deps.live.changed(eventId);
  else await deps.db.execute(sql`select pg_notify(${CHANNELS.leaderboard}, ${eventId})`);
}

export async function createEvent(deps: EventChangeDeps, input: NewEvent): Promise<EventRow | null> {
  const row = await deps.db.transaction(async (tx) => {
    // One default at most (a partial unique index holds it): the new one takes over.
    if (input.isDefault) await tx.update(events).set({ isDefault: false }).where(eq(events.isDefault, true));
    const [row] = await tx
      .insert(events)
      .values({ ...input, createdAt: new Date(deps.now()) })
      .returning(eventColumns);
    return row ?? null;
  });
  // A new default changes which event a board without an id shows.
  if (row && input.isDefault) await announceEvent(deps, row.id);
  return row;
}

/** Changes what is given; an omitted setting stays as it is. */
export async function updateEvent(
  deps: EventChangeDeps,
  input: { eventId: string } & Partial<NewEvent> & { closedAt?: Date | null },
): Promise<void> {
  const { eventId, ...set } = input;
  await deps.db.transaction(async (tx) => {
    if (set.isDefault) await tx.update(events).set({ isDefault: false }).where(eq(events.isDefault, true));
    await tx.update(events).set(set).where(eq(events.id, eventId));
  });
  await announceEvent(deps, eventId);
}

/** Closes the event now (its checkpoints start no new attempts) and returns when. */
export async function closeEvent(deps: EventChangeDeps, input: { eventId: string }): Promise<Date> {
  const closedAt = new Date(deps.now());
  await updateEvent(deps, { eventId: input.eventId, closedAt });
  return closedAt;
}

/** The given event, or the default one when no id is given. */
export function eventOrDefault(db: Db, eventId: string | null | undefined): Promise<EventRow | null> {
  return eventId == null ? defaultEvent(db) : findEvent(db, eventId);
}

/**
 * The checkpoints a rider can still count on: the open ones, and a closed one only when this rider
 * finished it (a closed checkpoint is no longer one "to go").
 */
export async function checkpointCount(db: Db, input: { eventId: string; now: number; userId?: string | null }): Promise<number> {
  const done = input.userId
    ? sql`exists (select 1 from ${attempts} a where a.checkpoint_id = ${checkpoints.id} and a.user_id = ${input.userId} and a.finished_at is not null)`
    : sql`false`;
  const [row] = await db
    .select({ n: count() })
    .from(checkpoints)
    .where(
      and(eq(checkpoints.eventId, input.eventId), or(isNull(checkpoints.closesAt), gt(checkpoints.closesAt, new Date(input.now)), done)),
    );
  return Number(row?.n ?? 0);
}

export async function findCheckpoint(db: Db, checkpointId: string) {
  const [row] = await db
    .select({
      id: checkpoints.id,
      name: checkpoints.name,
      description: checkpoints.description,
      questionCount: checkpoints.questionCount,
      secondsPerQuestion: checkpoints.secondsPerQuestion,
      event: eventColumns,
    })
    .from(checkpoints)
    .innerJoin(events, eq(events.id, checkpoints.eventId))
    .where(eq(checkpoints.id, checkpointId))
    .limit(1);
  return row ?? null;
}

/** The checkpoint with this code (normalized, no dash), with its event's name and clock; null for none. */
export async function checkpointWithCode(deps: Pick<AppDeps, "db">, input: { code: string }) {
  const [row] = await deps.db
    .select({
      checkpoint: checkpoints,
      eventName: events.name,
      event: { name: events.name, startsAt: events.startsAt, endsAt: events.endsAt, closedAt: events.closedAt },
    })
    .from(checkpoints)
    .innerJoin(events, eq(events.id, checkpoints.eventId))
    .where(eq(checkpoints.code, input.code))
    .limit(1);
  return row ?? null;
}

const CODE_UNKNOWN = "No checkpoint has this code. Check the code under the QR and try again.";
const CODE_REPLACED = "This poster's code was replaced by the organizer. Look for the new poster at this checkpoint.";

/** A code a checkpoint had before the organizer reissued it: its old poster says so (not "no such code"). */
async function wasReplaced(deps: Pick<AppDeps, "db">, code: string): Promise<boolean> {
  const [row] = await deps.db.select({ code: replacedCodes.code }).from(replacedCodes).where(eq(replacedCodes.code, code)).limit(1);
  return row !== undefined;
}

/**
 * The checkpoint a typed or scanned code names, with its event's name and closing. The code is
 * looked up first: a real one is found whatever any budget says, so nobody can lock a venue out of
 * its own posters by guessing. Only an unknown code spends a point on `keys`. A lookup is cheap,
 * so concurrent guesses past the budget do no harm (unlike passwords, whose hash is reserved first).
 */
export async function checkpointByCode(deps: Pick<AppDeps, "db" | "limits">, input: { code: string; keys: LimitKeys }) {
  const parsed = checkpointCodeSchema.safeParse(input.code);
  if (!parsed.success)
    return { error: { field: "code", message: parsed.error.issues[0]?.message ?? CODE_UNKNOWN } satisfies FieldError, limited: false };
  const row = await checkpointWithCode(deps, { code: parsed.data });
  if (!row && (await wasReplaced(deps, parsed.data)))
    return { error: { field: "code", message: CODE_REPLACED } satisfies FieldError, limited: false, replaced: true };
  if (!row) {
    const refused = await deps.limits.consume("code", input.keys);
    return { error: refused ?? ({ field: "code", message: CODE_UNKNOWN } satisfies FieldError), limited: refused !== null };
  }
  return { found: row };
}

/**
 * What the join screen names for a scanned code, signed out: a null preview for an unknown or
 * malformed code; `refused` (the message) when the caller is over its guessing budget (`keys`:
 * guessKeys in shared/rate-limits.ts, or the paint's own budget for `GET /scan`); `replaced` (the
 * signed-in screen's message) for a reissued checkpoint's old code, which spends no budget.
 */
export async function checkpointPreview(deps: Pick<AppDeps, "db" | "limits">, input: { code: string; keys: LimitKeys }) {
  const result = await checkpointByCode(deps, { code: input.code, keys: input.keys });
  if (!result.found) {
    const replaced = "replaced" in result ? result.error.message : null;
    return { preview: null, refused: result.limited ? result.error.message : null, replaced };
  }
  const { checkpoint, eventName } = result.found;
  const preview = {
    name: checkpoint.name,
    eventName,
    questionCount: checkpoint.questionCount,
    secondsPerQuestion: checkpoint.secondsPerQuestion,
  };
  return { preview, refused: null, replaced: null };
}

/** The event's checkpoints in the order they were made. */
export function listCheckpoints(deps: Pick<AppDeps, "db">, input: { eventId: string }): Promise<CheckpointRow[]> {
  return deps.db
    .select()
    .from(checkpoints)
    .where(eq(checkpoints.eventId, input.eventId))
    .orderBy(asc(checkpoints.createdAt), asc(checkpoints.name));
}

interface NewCheckpoint {
  eventId: string;
  name: string;
  description: string;
  categories: Category[];
  questionCount: number;
  secondsPerQuestion: number;
}

/**
 * A checkpoint with a code drawn at random. 31^8 codes make a clash rare; the unique index
 * decides, and a clash draws again. Null when five draws all clashed.
 */
export async function createCheckpoint(deps: Pick<AppDeps, "db" | "now">, input: NewCheckpoint): Promise<CheckpointRow | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateCode((n) => randomBytes(n));
    try {
      const [row] = await deps.db
        .insert(checkpoints)
        .values({ ...input, code, createdAt: new Date(deps.now()) })
        .returning();
      if (row) return row;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return null;
}

/** What the checkpoint draws from now on; attempts already started keep their questions. */
export async function updateCheckpoint(
  deps: Pick<AppDeps, "db">,
  input: { checkpointId: string; categories: Category[]; questionCount: number },
): Promise<void> {
  await deps.db
    .update(checkpoints)
    .set({ categories: input.categories, questionCount: input.questionCount })
    .where(eq(checkpoints.id, input.checkpointId));
}

/** Closes the checkpoint now (its code starts no new attempts) and returns when. */
export async function closeCheckpoint(deps: Pick<AppDeps, "db" | "now">, input: { checkpointId: string }): Promise<Date> {
  const closesAt = new Date(deps.now());
  await deps.db.update(checkpoints).set({ closesAt }).where(eq(checkpoints.id, input.checkpointId));
  return closesAt;
}
