import { and, eq, sql } from "drizzle-orm";
import { normalizeCode } from "#core/checkpoint-code.ts";
import { nameKey, refusedWord, suggestName } from "#core/display-name.ts";
import { DISPLAY_NAME_MAX, type FieldError, isUuid } from "#core/validation.ts";
import type { Db } from "#server/db/client.ts";
import { attempts, checkpoints, events, riderModeration, users } from "#server/db/schema/index.ts";

/**
 * A rider's name within one event: the organizer's own refused words and the names its riders
 * already go by (docs/decisions/020). Sign-up (service.ts) asks before it creates an account; the
 * moderation module lists the event's riders from here too.
 */

export const ownWordMessage = (word: string) => `Nickname must not use the word “${word}”: this ride's organizer refused it.`;

/** The organizer's own refused words of an event (docs/decisions/020); [] when it has none. */
export async function eventRefusedWords(db: Db, eventId: string): Promise<string[]> {
  if (!isUuid(eventId)) return [];
  const [row] = await db.select({ words: events.refusedWords }).from(events).where(eq(events.id, eventId));
  return row?.words ?? [];
}

/** Every rider with an attempt in the event: their own name and the event's moderation of them. */
export async function eventRiders(db: Db, eventId: string) {
  return db
    .selectDistinct({
      userId: users.id,
      ownName: users.displayName,
      displayName: riderModeration.displayName,
      hidden: sql<boolean>`coalesce(${riderModeration.hidden}, false)`,
    })
    .from(attempts)
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .innerJoin(users, eq(users.id, attempts.userId))
    .leftJoin(riderModeration, and(eq(riderModeration.eventId, checkpoints.eventId), eq(riderModeration.userId, users.id)))
    .where(eq(checkpoints.eventId, eventId))
    .orderBy(users.displayName, users.id);
}

/**
 * Why a new rider may not take `displayName` in the event whose poster they came from (its code),
 * or null; a sign-up from no poster belongs to no event yet, and meets the built-in words only: a word of the organizer's own list, or a name a rider of the event
 * already goes by, read as the board reads names (nameKey). A taken name comes with a free one
 * near it ("Anna B 2") as the error's suggestion, so the rider is offered a name rather than
 * tagged silently on the board.
 */
export async function joinNameRefusal(db: Db, input: { displayName: string; checkpointCode?: string | null }): Promise<FieldError | null> {
  const code = input.checkpointCode ? normalizeCode(input.checkpointCode) : "";
  if (!code) return null;
  const [event] = await db.select({ id: checkpoints.eventId }).from(checkpoints).where(eq(checkpoints.code, code));
  if (!event) return null;
  const word = refusedWord(input.displayName, await eventRefusedWords(db, event.id));
  if (word) return { field: "displayName", message: ownWordMessage(word) };
  const taken = new Set((await eventRiders(db, event.id)).map((r) => nameKey(r.displayName ?? r.ownName)));
  if (!taken.has(nameKey(input.displayName))) return null;
  const suggestion = suggestName(input.displayName, (candidate) => taken.has(nameKey(candidate)), DISPLAY_NAME_MAX);
  return {
    field: "displayName",
    message: `A rider of this ride is already called “${input.displayName}”. Take “${suggestion}”, or choose another name.`,
    suggestion,
  };
}
