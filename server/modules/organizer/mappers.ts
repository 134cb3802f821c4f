import type { checkpoints, events } from "#server/db/schema/index.ts";

/** The parent type of `OrganizerEvent` (codegen.ts maps it): the whole row; the resolvers add the rest. */
export type OrganizerEventRow = typeof events.$inferSelect;

/** The parent type of `OrganizerCheckpoint`: the whole row (the code unformatted). */
export type OrganizerCheckpointRow = typeof checkpoints.$inferSelect;
