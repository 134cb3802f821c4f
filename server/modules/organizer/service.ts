import { randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { generateCode } from "#core/checkpoint-code.ts";
import { type FieldError, failed, isUuid } from "#core/validation.ts";
import { isUniqueViolation } from "#server/db/query.ts";
import { answers, attempts, checkpointQuestions, checkpoints, events, replacedCodes } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { closeEvent, createCheckpoint, createEvent, type EventChangeDeps, updateEvent } from "#server/modules/events/service.ts";
import { drawShortfall, shortfallMessage } from "#server/modules/quiz/draw.ts";
import type { OrganizerCheckpointRow, OrganizerEventRow } from "./mappers.ts";
import { type CheckpointInput, checkpointInputSchema, eventInputSchema, parse } from "./validation.ts";

type Deps = Pick<AppDeps, "db" | "now">;

const NO_EVENT: FieldError = { field: "eventId", message: "No such event." };
const NO_CHECKPOINT: FieldError = { field: "checkpointId", message: "No such checkpoint." };

export function listOrganizerEvents(deps: Pick<AppDeps, "db">): Promise<OrganizerEventRow[]> {
  return deps.db.select().from(events).orderBy(desc(events.createdAt));
}

export async function organizerEvent(deps: Pick<AppDeps, "db">, input: { eventId: string }): Promise<OrganizerEventRow | null> {
  if (!isUuid(input.eventId)) return null;
  const [row] = await deps.db.select().from(events).where(eq(events.id, input.eventId));
  return row ?? null;
}

export async function organizerCheckpoint(
  deps: Pick<AppDeps, "db">,
  input: { checkpointId: string },
): Promise<OrganizerCheckpointRow | null> {
  if (!isUuid(input.checkpointId)) return null;
  const [row] = await deps.db.select().from(checkpoints).where(eq(checkpoints.id, input.checkpointId));
  return row ?? null;
}

export function eventCheckpoints(deps: Pick<AppDeps, "db">, input: { eventId: string }): Promise<OrganizerCheckpointRow[]> {
  return deps.db.select().from(checkpoints).where(eq(checkpoints.eventId, input.eventId)).orderBy(checkpoints.createdAt, checkpoints.name);
}

export async function attemptCount(deps: Pick<AppDeps, "db">, input: { eventId: string }): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(attempts)
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .where(eq(checkpoints.eventId, input.eventId));
  return Number(row?.n ?? 0);
}

/**
 * An at-close event whose answers riders may have seen: it is closed (or its end passed) and a
 * rider answered something. Reopening it would let the next riders ride with the key.
 */
export async function answersRevealed(deps: Deps, event: OrganizerEventRow): Promise<boolean> {
  if (event.revealMode !== "AT_CLOSE") return false;
  const now = deps.now();
  const closed = (event.closedAt !== null && event.closedAt.getTime() <= now) || (event.endsAt !== null && event.endsAt.getTime() <= now);
  if (!closed) return false;
  const [row] = await deps.db
    .select({ n: count() })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .where(and(eq(checkpoints.eventId, event.id), isNotNull(answers.answeredAt)));
  return Number(row?.n ?? 0) > 0;
}

const REVEALED = "Riders have seen this event's answers at its close: it cannot open again. Create a new event instead.";

export async function createOrganizerEvent(deps: EventChangeDeps, input: { event: unknown }) {
  const parsed = parse(eventInputSchema, input.event, "event");
  if (parsed.errors) return failed(parsed.errors);
  const created = await createEvent(deps, { ...parsed.data, startsAt: parsed.data.startsAt ?? null, endsAt: parsed.data.endsAt ?? null });
  const event = created && (await organizerEvent(deps, { eventId: created.id }));
  return event ? { ok: true, fieldErrors: [], event } : failed([{ field: "form", message: "The event was not created." }]);
}

export async function updateOrganizerEvent(deps: EventChangeDeps, input: { eventId: string; event: unknown }) {
  const current = await organizerEvent(deps, input);
  if (!current) return failed([NO_EVENT]);
  const parsed = parse(eventInputSchema, input.event, "event");
  if (parsed.errors) return failed(parsed.errors);
  const next = { ...parsed.data, startsAt: parsed.data.startsAt ?? null, endsAt: parsed.data.endsAt ?? null };
  if (await answersRevealed(deps, current)) {
    // The key is out: the event may be renamed, but not opened again by a later end or another mode.
    const reopens = next.endsAt === null || next.endsAt.getTime() > deps.now();
    if (next.revealMode !== current.revealMode) return failed([{ field: "event.revealMode", message: REVEALED }]);
    if (reopens && current.closedAt === null) return failed([{ field: "event.endsAt", message: REVEALED }]);
  }
  await updateEvent(deps, { eventId: current.id, ...next });
  return { ok: true, fieldErrors: [], event: await organizerEvent(deps, input) };
}

export async function closeOrganizerEvent(deps: EventChangeDeps, input: { eventId: string }) {
  const current = await organizerEvent(deps, input);
  if (!current) return failed([NO_EVENT]);
  if (!current.closedAt) await closeEvent(deps, { eventId: current.id });
  return { ok: true, fieldErrors: [], event: await organizerEvent(deps, input) };
}

export async function reopenOrganizerEvent(deps: EventChangeDeps, input: { eventId: string }) {
  const current = await organizerEvent(deps, input);
  if (!current) return failed([NO_EVENT]);
  if (await answersRevealed(deps, current)) return failed([{ field: "eventId", message: REVEALED }]);
  if (current.endsAt && current.endsAt.getTime() <= deps.now())
    return failed([{ field: "eventId", message: "Its end time has passed: set a later end first." }]);
  await updateEvent(deps, { eventId: current.id, closedAt: null });
  return { ok: true, fieldErrors: [], event: await organizerEvent(deps, input) };
}

/** Deletes the event with its checkpoints, attempts, answers and own questions (the foreign keys cascade). */
export async function deleteOrganizerEvent(deps: Deps, input: { eventId: string }) {
  const current = await organizerEvent(deps, input);
  if (!current) return failed([NO_EVENT]);
  // Checkpoints first (their attempts and answers go with them), then the event and its own
  // questions, which no answer points at any more.
  await deps.db.transaction(async (tx) => {
    await tx.delete(checkpoints).where(eq(checkpoints.eventId, current.id));
    await tx.delete(events).where(eq(events.id, current.id));
  });
  return { ok: true, fieldErrors: [] };
}

/** The questions this checkpoint still needs from the bank: its count less the event's own pinned there. */
async function pinnedCount(deps: Pick<AppDeps, "db">, checkpointId: string | undefined): Promise<number> {
  if (!checkpointId) return 0;
  const [row] = await deps.db.select({ n: count() }).from(checkpointQuestions).where(eq(checkpointQuestions.checkpointId, checkpointId));
  return Number(row?.n ?? 0);
}

async function shortfallError(deps: Deps, input: { eventId: string; checkpointId?: string; checkpoint: CheckpointInput }) {
  const pinned = await pinnedCount(deps, input.checkpointId);
  const shortfall = await drawShortfall(deps.db, {
    eventId: input.eventId,
    checkpointId: input.checkpointId,
    categories: input.checkpoint.categories,
    questionCount: Math.max(0, input.checkpoint.questionCount - pinned),
  });
  return shortfall ? failed([{ field: "checkpoint.categories", message: shortfallMessage(shortfall) }]) : null;
}

export async function createOrganizerCheckpoint(deps: Deps, input: { eventId: string; checkpoint: unknown }) {
  const event = await organizerEvent(deps, input);
  if (!event) return failed([NO_EVENT]);
  const parsed = parse(checkpointInputSchema, input.checkpoint, "checkpoint");
  if (parsed.errors) return failed(parsed.errors);
  const refused = await shortfallError(deps, { eventId: event.id, checkpoint: parsed.data });
  if (refused) return refused;
  const row = await createCheckpoint(deps, { eventId: event.id, ...parsed.data });
  return row
    ? { ok: true, fieldErrors: [], checkpoint: row }
    : failed([{ field: "form", message: "Could not draw an unused code; try again." }]);
}

export async function updateOrganizerCheckpoint(deps: Deps, input: { checkpointId: string; checkpoint: unknown }) {
  const current = await organizerCheckpoint(deps, input);
  if (!current) return failed([NO_CHECKPOINT]);
  const parsed = parse(checkpointInputSchema, input.checkpoint, "checkpoint");
  if (parsed.errors) return failed(parsed.errors);
  const refused = await shortfallError(deps, { eventId: current.eventId, checkpointId: current.id, checkpoint: parsed.data });
  if (refused) return refused;
  // Attempts already started keep their questions and seconds (they were copied at start).
  const [row] = await deps.db.update(checkpoints).set(parsed.data).where(eq(checkpoints.id, current.id)).returning();
  return { ok: true, fieldErrors: [], checkpoint: row };
}

export async function closeOrganizerCheckpoint(deps: Deps, input: { checkpointId: string }) {
  const current = await organizerCheckpoint(deps, input);
  if (!current) return failed([NO_CHECKPOINT]);
  if (current.closesAt && current.closesAt.getTime() <= deps.now()) return { ok: true, fieldErrors: [], checkpoint: current };
  const [row] = await deps.db
    .update(checkpoints)
    .set({ closesAt: new Date(deps.now()) })
    .where(eq(checkpoints.id, current.id))
    .returning();
  return { ok: true, fieldErrors: [], checkpoint: row };
}

export async function reopenOrganizerCheckpoint(deps: Deps, input: { checkpointId: string }) {
  const current = await organizerCheckpoint(deps, input);
  if (!current) return failed([NO_CHECKPOINT]);
  const [row] = await deps.db.update(checkpoints).set({ closesAt: null }).where(eq(checkpoints.id, current.id)).returning();
  return { ok: true, fieldErrors: [], checkpoint: row };
}

/**
 * A new random code; the old one is kept as replaced, so its poster answers "replaced" rather than
 * "no such code" (events/service.ts checkpointByCode). The unique index decides a clash.
 */
export async function reissueCheckpointCode(deps: Deps, input: { checkpointId: string }) {
  const current = await organizerCheckpoint(deps, input);
  if (!current) return failed([NO_CHECKPOINT]);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateCode((n) => randomBytes(n));
    try {
      const row = await deps.db.transaction(async (tx) => {
        await tx.insert(replacedCodes).values({ code: current.code, checkpointId: current.id, replacedAt: new Date(deps.now()) });
        const [updated] = await tx.update(checkpoints).set({ code }).where(eq(checkpoints.id, current.id)).returning();
        return updated;
      });
      return { ok: true, fieldErrors: [], checkpoint: row };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return failed([{ field: "form", message: "Could not draw an unused code; try again." }]);
}

/** Deletes the checkpoint with its attempts (their scores leave the standings). */
export async function deleteOrganizerCheckpoint(deps: Deps, input: { checkpointId: string }) {
  const current = await organizerCheckpoint(deps, input);
  if (!current) return failed([NO_CHECKPOINT]);
  await deps.db.delete(checkpoints).where(eq(checkpoints.id, current.id));
  return { ok: true, fieldErrors: [] };
}

/** Own questions pinned to each of these checkpoints. */
export async function pinnedQuestionIds(deps: Pick<AppDeps, "db">, input: { checkpointId: string }): Promise<string[]> {
  const rows = await deps.db
    .select({ id: checkpointQuestions.questionId })
    .from(checkpointQuestions)
    .where(inArray(checkpointQuestions.checkpointId, [input.checkpointId]))
    .orderBy(checkpointQuestions.questionId);
  return rows.map((r) => r.id);
}
