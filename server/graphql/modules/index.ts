import type { IResolvers } from "@graphql-tools/utils";
import type { GraphQLContext } from "#server/context.ts";
import { accountResolvers } from "./accounts/resolvers.ts";
import { leaderboardResolvers } from "./leaderboard/resolvers.ts";
import { quizResolvers } from "./quiz/resolvers.ts";

type Resolvers = IResolvers<unknown, GraphQLContext>;

/** Merges the per-domain resolver maps type by type. */
function merge(...maps: Resolvers[]): Resolvers {
  const out: Resolvers = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      out[type] = { ...(out[type] as object), ...(fields as object) } as Resolvers[string];
    }
  }
  return out;
}

export const resolvers = merge(accountResolvers as Resolvers, quizResolvers as Resolvers, leaderboardResolvers as Resolvers);
