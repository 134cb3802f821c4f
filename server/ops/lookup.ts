import type { AppDeps } from "#server/modules/deps.ts";
import type { EventRow } from "#server/modules/events/mappers.ts";
import { eventsByRef } from "#server/modules/events/service.ts";
import { OpsError } from "./context.ts";

/** `<event>` on the command line: its id, or its exact name when that names one event. */
export async function findEvent(deps: Pick<AppDeps, "db">, ref: string): Promise<EventRow> {
  const found = await eventsByRef(deps, { ref });
  if (found.length === 1 && found[0]) return found[0];
  if (found.length > 1) {
    throw new OpsError(`${found.length} events are named "${ref}"; use the id instead:\n${found.map((e) => `  ${e.id}`).join("\n")}`);
  }
  throw new OpsError(`No event "${ref}". See the events with: npm run ops -- events list`);
}
