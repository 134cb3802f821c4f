import { createGraphQLError } from "graphql-yoga";
import { LEADERBOARD_TOP } from "#core/constants.ts";
import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { revealFor } from "../events/clock.ts";
import type { EventRow } from "../events/mappers.ts";
import { findEvent } from "../events/service.ts";
import { spendBoardRead } from "../shared/rate-limits.ts";
import { decodeCursor, eventProgress, LEADERBOARD_MAX_PAGE, leaderboardPage } from "./service.ts";

const hidden = (event: Pick<EventRow, "revealMode" | "closedAt" | "endsAt">, ctx: { now(): number }) =>
  revealFor(event, ctx.now()).answersHidden;

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

export const leaderboardResolvers: Resolvers = {
  Query: {
    leaderboard: async (_, args, ctx) => {
      const first = args.first ?? LEADERBOARD_TOP;
      if (!Number.isInteger(first) || first < 1 || first > LEADERBOARD_MAX_PAGE) {
        throw badInput(`first must be between 1 and ${LEADERBOARD_MAX_PAGE}; page on with after.`);
      }
      const after = args.after == null ? 0 : decodeCursor(args.after);
      if (after === null) throw badInput("after must be a pageInfo.endCursor of this leaderboard.");
      if (!ctx.viewer) {
        const refused = await spendBoardRead(ctx.limits, ctx.ip);
        if (refused) throw createGraphQLError(refused.message, { extensions: { code: "RATE_LIMITED" } });
      }
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
  // While an at-close event hides its answers no total or rank leaves the server: a throwaway
  // account answering one question per checkpoint would read its right or wrong from them
  // (docs/security.md#reveal-modes). Asked at each delivery, so the close opens the board.
  Leaderboard: {
    /** The viewer's own row: the live fan-out splices it in per rider (server/graphql/fanout.ts). */
    me: (page, _, ctx) => (hidden(page.event, ctx) ? null : page.me),
    entries: (page, _, ctx) => (hidden(page.event, ctx) ? [] : page.entries),
    pageInfo: (page, _, ctx) => (hidden(page.event, ctx) ? { endCursor: null, hasNextPage: false } : page.pageInfo),
    answersHidden: (page, _, ctx) => hidden(page.event, ctx),
    revealsAt: (page, _, ctx) => revealFor(page.event, ctx.now()).revealsAt,
  },
  EventProgress: {
    totalScore: (progress, _, ctx) => (hidden(progress.event, ctx) ? null : progress.totalScore),
    rank: (progress, _, ctx) => (hidden(progress.event, ctx) ? null : progress.rank),
    answersHidden: (progress, _, ctx) => hidden(progress.event, ctx),
    revealsAt: (progress, _, ctx) => revealFor(progress.event, ctx.now()).revealsAt,
  },
};
