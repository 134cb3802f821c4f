import { and, eq } from "drizzle-orm";
import { nameKey, normalizeDisplayName, refusedWord } from "#core/display-name.ts";
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, displayNameSchema, type FieldError, failed, isUuid, toFieldErrors } from "#core/validation.ts";
import type { Db } from "#server/db/client.ts";
import { attempts, checkpoints, events, riderModeration } from "#server/db/schema/index.ts";
import { eventRefusedWords, eventRiders, ownWordMessage } from "#server/modules/accounts/names.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { announceEvent, type EventChangeDeps } from "../events/service.ts";

/** What a moderation needs: as any change to what an event's boards show (events/service.ts). */
export type ModerationDeps = EventChangeDeps;

export interface ModerationResult {
  ok: boolean;
  fieldErrors: FieldError[];
}

const OK: ModerationResult = { ok: true, fieldErrors: [] };

/** The rider must have started something in this event: moderation is per event, of its riders. */
async function riderOfEvent(db: Db, eventId: string, userId: string): Promise<FieldError | null> {
  if (!isUuid(eventId)) return { field: "eventId", message: "No such event." };
  if (!isUuid(userId)) return { field: "userId", message: "No such rider in this event." };
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .where(and(eq(checkpoints.eventId, eventId), eq(attempts.userId, userId)))
    .limit(1);
  return row ? null : { field: "userId", message: "No such rider in this event." };
}

async function upsert(
  deps: ModerationDeps,
  key: { eventId: string; userId: string },
  set: { hidden?: boolean; displayName?: string | null },
) {
  const updatedAt = new Date(deps.now());
  // A name is written with its key (server/db/schema riderModeration.nameKey).
  const row = set.displayName === undefined ? set : { ...set, nameKey: set.displayName === null ? null : nameKey(set.displayName) };
  await deps.db
    .insert(riderModeration)
    .values({ ...key, ...row, updatedAt })
    .onConflictDoUpdate({ target: [riderModeration.eventId, riderModeration.userId], set: { ...row, updatedAt } });
}

/** Hides (or shows again) a rider in an event: they still play, but no board, result or report shows them. */
export async function hideRider(
  deps: ModerationDeps,
  input: { eventId: string; userId: string; hidden: boolean },
): Promise<ModerationResult> {
  const missing = await riderOfEvent(deps.db, input.eventId, input.userId);
  if (missing) return failed([missing]);
  await upsert(deps, input, { hidden: input.hidden });
  await announceEvent(deps, input.eventId);
  return OK;
}

/** Gives a rider another name in this event (null or "" gives them back their own). */
export async function renameRider(
  deps: ModerationDeps,
  input: { eventId: string; userId: string; displayName: string | null },
): Promise<ModerationResult> {
  let displayName: string | null = null;
  if (input.displayName !== null && input.displayName.trim() !== "") {
    const parsed = displayNameSchema.safeParse(input.displayName);
    if (!parsed.success) return failed(toFieldErrors(parsed.error).map((e) => ({ ...e, field: "displayName" })));
    displayName = parsed.data;
  }
  const missing = await riderOfEvent(deps.db, input.eventId, input.userId);
  if (missing) return failed([missing]);
  const word = displayName ? refusedWord(displayName, await eventRefusedWords(deps.db, input.eventId)) : null;
  if (word) return failed([{ field: "displayName", message: ownWordMessage(word) }]);
  await upsert(deps, input, { displayName });
  await announceEvent(deps, input.eventId);
  return OK;
}

/** Voids one attempt (its points leave the standings) or restores it. */
export async function voidAttempt(
  deps: ModerationDeps,
  input: { attemptId: string; voided: boolean },
): Promise<ModerationResult & { eventId?: string }> {
  if (!isUuid(input.attemptId)) return failed([{ field: "attemptId", message: "No such attempt." }]);
  const [row] = await deps.db
    .select({ eventId: checkpoints.eventId })
    .from(attempts)
    .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
    .where(eq(attempts.id, input.attemptId));
  if (!row) return failed([{ field: "attemptId", message: "No such attempt." }]);
  await deps.db
    .update(attempts)
    .set({ voidedAt: input.voided ? new Date(deps.now()) : null })
    .where(eq(attempts.id, input.attemptId));
  await announceEvent(deps, row.eventId);
  return { ...OK, eventId: row.eventId };
}

export interface ModeratedRider {
  userId: string;
  /** The rider's own name. */
  ownName: string;
  /** The organizer's name for them, if any. */
  displayName: string | null;
  hidden: boolean;
  /** The word of the event's refused list the shown name matches (one added after they joined), or null. */
  matchesWord: string | null;
}

/** Every rider with an attempt in the event, with their moderation: what the console lists. */
export async function moderatedRiders(deps: Pick<AppDeps, "db">, input: { eventId: string }): Promise<ModeratedRider[]> {
  if (!isUuid(input.eventId)) return [];
  const words = await eventRefusedWords(deps.db, input.eventId);
  const riders = await eventRiders(deps.db, input.eventId);
  return riders.map((r) => ({ ...r, matchesWord: words.length ? refusedWord(r.displayName ?? r.ownName, words) : null }));
}

/** At most this many words in an event's own list: a list of names, not a dictionary. */
export const MAX_REFUSED_WORDS = 100;

/**
 * Sets an event's own refused words (the whole list; [] clears it). Each is normalized as a name
 * is, and a second spelling of one word (by its skeleton, core/display-name.ts) is dropped. Riders
 * already in the event keep their names: the console lists those that match (`matchesWord`), for
 * the organizer to hide or rename (docs/decisions/020).
 */
export async function setRefusedWords(
  deps: Pick<AppDeps, "db">,
  input: { eventId: string; words: string[] },
): Promise<ModerationResult & { words?: string[] }> {
  const [event] = isUuid(input.eventId) ? await deps.db.select({ id: events.id }).from(events).where(eq(events.id, input.eventId)) : [];
  if (!event) return failed([{ field: "eventId", message: "No such event." }]);
  const words = new Map<string, string>();
  for (const raw of input.words) {
    const word = normalizeDisplayName(raw);
    if (word === "") continue;
    const length = [...word].length;
    if (length < DISPLAY_NAME_MIN || length > DISPLAY_NAME_MAX || !nameKey(word))
      return failed([
        { field: "words", message: `Refused words must be ${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters: “${word}” is not.` },
      ]);
    if (!words.has(nameKey(word))) words.set(nameKey(word), word);
  }
  if (words.size > MAX_REFUSED_WORDS) return failed([{ field: "words", message: `Refused words: at most ${MAX_REFUSED_WORDS}.` }]);
  const list = [...words.values()];
  await deps.db.update(events).set({ refusedWords: list }).where(eq(events.id, event.id));
  return { ...OK, words: list };
}
