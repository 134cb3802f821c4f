import type { DrivesOn } from "#core/content-schema.ts";
import type { events } from "#server/db/schema/index.ts";

export type RevealMode = (typeof events.$inferSelect)["revealMode"];

/** The parent type of `Event` in the resolvers (codegen.ts maps it): an event as the services read it. */
export interface EventRow {
  id: string;
  name: string;
  startsAt: Date | null;
  endsAt: Date | null;
  drivesOn: DrivesOn;
  revealMode: RevealMode;
  closedAt: Date | null;
}
