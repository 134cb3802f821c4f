import { createGraphQLError } from "graphql-yoga";
import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { boardOf } from "./service.ts";

export const boardResolvers: Resolvers = {
  Leaderboard: {
    board: async (page, _, ctx) => {
      const board = await boardOf(ctx, page);
      if (!board) throw createGraphQLError("This event could not be found.", { extensions: { code: "NOT_FOUND" } });
      return board;
    },
  },
  Board: {
    finishes: (board) => board.finishes.map((f) => ({ ...f, score: board.answersHidden ? null : f.score })),
  },
};
