import type { Resolvers } from "#server/graphql/__generated__/resolvers-types.ts";
import { accountResolvers } from "./accounts/resolvers.ts";
import { baseResolvers } from "./base/resolvers.ts";
import { eventResolvers } from "./events/resolvers.ts";
import { leaderboardResolvers } from "./leaderboard/resolvers.ts";
import { quizResolvers } from "./quiz/resolvers.ts";

/** One resolver map per module; graphql-tools merges them type by type. */
export const resolvers: Resolvers[] = [baseResolvers, accountResolvers, eventResolvers, quizResolvers, leaderboardResolvers];
