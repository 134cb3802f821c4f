import type { attempts } from "#server/db/schema/index.ts";

/** The parent type of `Attempt` in the resolvers (codegen.ts maps it): the attempt's row. */
export type AttemptRow = typeof attempts.$inferSelect;
