import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { events } from "#server/db/schema/index.ts";
import { OpsError } from "./context.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type EventRow = typeof events.$inferSelect;

/** `<event>` on the command line: its id, or its exact name when that names one event. */
export async function findEvent(db: Db, ref: string): Promise<EventRow> {
  if (UUID.test(ref)) {
    const [byId] = await db.select().from(events).where(eq(events.id, ref.toLowerCase()));
    if (byId) return byId;
  }
  const byName = await db.select().from(events).where(eq(events.name, ref.trim()));
  if (byName.length === 1 && byName[0]) return byName[0];
  if (byName.length > 1) {
    throw new OpsError(`${byName.length} events are named "${ref}"; use the id instead:\n${byName.map((e) => `  ${e.id}`).join("\n")}`);
  }
  throw new OpsError(`No event "${ref}". See the events with: npm run ops -- events list`);
}
