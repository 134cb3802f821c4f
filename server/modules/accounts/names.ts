import { and, eq, sql } from "drizzle-orm";
import { normalizeCode } from "#core/checkpoint-code.ts";
import { nameKey, refusedWord, suggestedName } from "#core/display-name.ts";
import { DISPLAY_NAME_MAX, type FieldError, isUuid } from "#core/validation.ts";
import type { Db } from "#server/db/client.ts";
import { selectRows } from "#server/db/query.ts";
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
 * The keys among `keys` (nameKey) that a rider of the event goes by: the organizer's rename when
 * set, else their own name (as the board reads it, leaderboard/service.ts). Only the rows that can
 * match are read, through the indexes on the keys (migration 0017): the renames of this event with
 * one of the keys, the users with one of them (each asked whether they rode here; a common name's
 * users of other events too), so a join in an event of 20,000 riders reads its namesakes, not the
 * riders.
 *
 * A row whose key is null (a name written by hand: migration 0016 clears its key until the next
 * start or restore stores it) is read too, and keyed here: waiting for the backfill would let a
 * namesake join until the server restarts, and the key is JavaScript only
 * (docs/decisions/011-domain-layout.md). Such rows are few, and the same indexes find them.
 */
async function takenKeys(db: Db, eventId: string, keys: string[]): Promise<Set<string>> {
  const asked = sql`array(select json_array_elements_text(${JSON.stringify(keys)}::json))`;
  const rows = await selectRows<{ display_name: string; name_key: string | null }>(
    db,
    sql`with named as (
          select user_id from rider_moderation
          where event_id = ${eventId} and (name_key = any(${asked}) or (name_key is null and display_name is not null))
          union
          select id from users where name_key = any(${asked}) or name_key is null
        )
        select coalesce(m.display_name, u.display_name) as display_name,
               case when m.display_name is null then u.name_key else m.name_key end as name_key
        from named n join users u on u.id = n.user_id
        left join rider_moderation m on m.event_id = ${eventId} and m.user_id = u.id
        where exists (select 1 from attempts a join checkpoints c on c.id = a.checkpoint_id
                      where a.user_id = u.id and c.event_id = ${eventId})`,
  );
  const wanted = new Set(keys);
  return new Set(rows.map((r) => r.name_key ?? nameKey(r.display_name)).filter((k) => wanted.has(k)));
}

/** Offered names asked for at once when the name is taken; doubled while all are taken, up to the cap. */
const SUGGESTIONS_ASKED = 8;
const SUGGESTIONS_ASKED_MAX = 4096;

/**
 * Why a new rider may not take `displayName` in the event whose poster they came from (its code),
 * or null; a sign-up from no poster belongs to no event yet, and meets the built-in words only: a word of the organizer's own list, or a name a rider of the event
 * already goes by, read as the board reads names (nameKey). A taken name comes with a free one
 * near it ("Anna B 2", the lowest number free) as the error's suggestion, so the rider is offered
 * a name rather than tagged silently on the board.
 */
export async function joinNameRefusal(db: Db, input: { displayName: string; checkpointCode?: string | null }): Promise<FieldError | null> {
  const code = input.checkpointCode ? normalizeCode(input.checkpointCode) : "";
  if (!code) return null;
  const [event] = await db.select({ id: checkpoints.eventId }).from(checkpoints).where(eq(checkpoints.code, code));
  if (!event) return null;
  const word = refusedWord(input.displayName, await eventRefusedWords(db, event.id));
  if (word) return { field: "displayName", message: ownWordMessage(word) };
  const key = nameKey(input.displayName);
  if (!(await takenKeys(db, event.id, [key])).has(key)) return null;
  let suggestion: string | undefined;
  // "Anna B 2" to "Anna B 500" all taken costs 7 queries, not 500.
  for (let from = 2, asked = SUGGESTIONS_ASKED; !suggestion; from += asked, asked = Math.min(asked * 2, SUGGESTIONS_ASKED_MAX)) {
    const offers = Array.from({ length: asked }, (_, i) => {
      const name = suggestedName(input.displayName, from + i, DISPLAY_NAME_MAX);
      return { name, key: nameKey(name) };
    });
    const taken = await takenKeys(
      db,
      event.id,
      offers.map((o) => o.key),
    );
    suggestion = offers.find((o) => !taken.has(o.key))?.name;
  }
  return {
    field: "displayName",
    message: `A rider of this ride is already called “${input.displayName}”. Take “${suggestion}”, or choose another name.`,
    suggestion,
  };
}
