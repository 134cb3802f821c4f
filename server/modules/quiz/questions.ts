import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { CHOICE_LABELS, type DrivesOn } from "#core/content-schema.ts";
import type { FieldError } from "#core/validation.ts";
import type { DbOrTx } from "#server/db/query.ts";
import { checkpoints, events, type questions, type StoredChoice } from "#server/db/schema/index.ts";

export type QuestionRow = typeof questions.$inferSelect;
export type ServingEvent = Pick<typeof events.$inferSelect, "id" | "name" | "drivesOn" | "revealMode" | "startsAt" | "closedAt" | "endsAt">;

/**
 * A question an attempt drew that the bank no longer holds (a row deleted by hand: imports only add
 * and change): serving or answering it is a field error, and nothing is stored.
 */
export function questionGone(field: string): FieldError {
  return { field, message: "This question is no longer in the question bank. Ask the organizer." };
}

/** Road pictures are drawn for right-hand traffic; where riders keep left the client mirrors them. */
export function pictureOf(q: Pick<QuestionRow, "picture" | "pictureAlt" | "pictureMirrorable">, drivesOn: DrivesOn) {
  if (!q.picture) return null;
  const mirrorable = q.pictureMirrorable;
  return { url: `/content/pictures/${q.picture}`, alt: q.pictureAlt ?? "", mirrorable, mirrored: mirrorable && drivesOn === "LEFT" };
}

/**
 * What serving a question needs of the event a checkpoint belongs to: its side of the road, reveal
 * mode and clock (events/clock.ts), and its id for the live leaderboard an answer that finishes the attempt wakes.
 */
export const servingEventColumns = {
  id: events.id,
  name: events.name,
  drivesOn: events.drivesOn,
  revealMode: events.revealMode,
  startsAt: events.startsAt,
  closedAt: events.closedAt,
  endsAt: events.endsAt,
};

export async function eventAt(db: DbOrTx, checkpointId: string): Promise<ServingEvent> {
  const [row] = await db
    .select(servingEventColumns)
    .from(checkpoints)
    .innerJoin(events, eq(events.id, checkpoints.eventId))
    .where(eq(checkpoints.id, checkpointId));
  if (!row) throw new Error(`checkpoint ${checkpointId} has no event`);
  return row;
}

/**
 * Choices as served: stable ids from the bank, labels A–D by position. With an attempt's id the
 * order is that attempt's own (the same on every read, different from rider to rider), so "the
 * answer is B" does not carry over; the practice set keeps the bank's order.
 */
export function choicesOf(choices: StoredChoice[], attemptId?: string) {
  const rank = (id: string) => createHash("sha256").update(`${attemptId}:${id}`).digest("hex");
  const ordered = attemptId ? [...choices].sort((a, b) => rank(a.id).localeCompare(rank(b.id))) : choices;
  return ordered.map((c, i) => ({ id: c.id, label: CHOICE_LABELS[i] ?? String(i + 1), text: c.text }));
}
