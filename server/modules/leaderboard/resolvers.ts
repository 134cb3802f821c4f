import { createGraphQLError } from "graphql-yoga";
import { LEADERBOARD_TOP } from "#core/constants.ts";
import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { findEvent } from "../events/service.ts";
import { decodeCursor, eventProgress, LEADERBOARD_MAX_PAGE, leaderboardPage } from "./service.ts";

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

export const leaderboardResolvers: Resolvers = {
  Query: {
    leaderboard: (_, args, ctx) => {
      const first = args.first ?? LEADERBOARD_TOP;
      if (!Number.isInteger(first) || first < 1 || first > LEADERBOARD_MAX_PAGE) {
        throw badInput(`first must be between 1 and ${LEADERBOARD_MAX_PAGE}; page on with after.`);
      }
      const after = args.after == null ? 0 : decodeCursor(args.after);
      if (after === null) throw badInput("after must be a pageInfo.endCursor of this leaderboard.");
      return leaderboardPage(ctx, { eventId: args.eventId, first, after, viewerId: ctx.viewer?.id ?? null });
    },
    eventProgress: (_, args, ctx) => (ctx.viewer ? eventProgress(ctx, { eventId: args.eventId, userId: ctx.viewer.id }) : null),
  },
  Subscription: {
    leaderboardChanged: {
      /**
       * Every subscriber of an event reads one shared stream: the update (the first page and all
       * ranked riders' rows) is computed once per coalescing window by the live hub.
       */
      subscribe: async (_, args, ctx) => {
        const event = await findEvent(ctx.db, args.eventId);
        if (!event) throw createGraphQLError("This event could not be found.", { extensions: { code: "NOT_FOUND" } });
        return ctx.live.subscribe(event.id);
      },
    },
  },
};
