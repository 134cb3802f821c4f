import fs from "node:fs";
import { createSchema } from "graphql-yoga";
import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { accountResolvers } from "#server/modules/accounts/resolvers.ts";
import { attendanceResolvers } from "#server/modules/attendance/resolvers.ts";
import { boardResolvers } from "#server/modules/board/resolvers.ts";
import type { GraphQLContext } from "#server/modules/deps.ts";
import { eventResolvers } from "#server/modules/events/resolvers.ts";
import { leaderboardResolvers } from "#server/modules/leaderboard/resolvers.ts";
import { moderationResolvers } from "#server/modules/moderation/resolvers.ts";
import { organizerResolvers } from "#server/modules/organizer/resolvers.ts";
import { quizResolvers } from "#server/modules/quiz/resolvers.ts";
import { reportResolvers } from "#server/modules/report/resolvers.ts";
import { sharedResolvers } from "#server/modules/shared/resolvers.ts";

const modulesDir = new URL("../modules/", import.meta.url);

/** Every module's SDL file, in a stable order (codegen.ts reads the same files). */
function readTypeDefs(): string[] {
  return fs
    .readdirSync(modulesDir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".graphql"))
    .sort()
    .map((f) => fs.readFileSync(new URL(f, modulesDir), "utf8"));
}

/** One resolver map per module; graphql-tools merges them type by type. */
const resolvers: Resolvers[] = [
  sharedResolvers,
  accountResolvers,
  eventResolvers,
  quizResolvers,
  leaderboardResolvers,
  boardResolvers,
  moderationResolvers,
  attendanceResolvers,
  reportResolvers,
  organizerResolvers,
];

/**
 * The SDL files are the contract; resolvers come from the domain modules, typed from the same SDL.
 * `TServer` is what the HTTP server adds to the context (yoga's req/res).
 */
export function buildSchema<TServer extends object = object>() {
  return createSchema<GraphQLContext & TServer>({ typeDefs: readTypeDefs(), resolvers });
}
