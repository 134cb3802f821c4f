import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { requireOrganizer } from "./organizer.ts";
import { hideRider, moderatedRiders, renameRider, voidAttempt } from "./service.ts";

export const moderationResolvers: Resolvers = {
  Query: {
    moderatedRiders: (_, { eventId }, ctx) => {
      requireOrganizer(ctx);
      return moderatedRiders(ctx, { eventId });
    },
  },
  Mutation: {
    hideRider: (_, { input }, ctx) => {
      requireOrganizer(ctx);
      return hideRider(ctx, input);
    },
    renameRider: (_, { input }, ctx) => {
      requireOrganizer(ctx);
      return renameRider(ctx, { ...input, displayName: input.displayName ?? null });
    },
    voidAttempt: async (_, { input }, ctx) => {
      requireOrganizer(ctx);
      const { ok, fieldErrors } = await voidAttempt(ctx, input);
      return { ok, fieldErrors };
    },
  },
};
