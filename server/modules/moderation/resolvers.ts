import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { eventRefusedWords } from "../accounts/names.ts";
import { organizerMutation, requireOrganizer } from "../organizer/guard.ts";
import { hideRider, moderatedRiders, renameRider, setRefusedWords, voidAttempt } from "./service.ts";

export const moderationResolvers: Resolvers = {
  Query: {
    moderatedRiders: (_, { eventId }, ctx) => {
      requireOrganizer(ctx);
      return moderatedRiders(ctx, { eventId });
    },
    refusedWords: (_, { eventId }, ctx) => {
      requireOrganizer(ctx);
      return eventRefusedWords(ctx.db, eventId);
    },
  },
  Mutation: {
    hideRider: organizerMutation("hideRider", ({ input }, ctx) => hideRider(ctx, input)),
    renameRider: organizerMutation("renameRider", ({ input }, ctx) =>
      renameRider(ctx, { ...input, displayName: input.displayName ?? null }),
    ),
    setRefusedWords: organizerMutation("setRefusedWords", ({ input }, ctx) => setRefusedWords(ctx, input)),
    voidAttempt: organizerMutation("voidAttempt", async ({ input }, ctx) => {
      const { ok, fieldErrors } = await voidAttempt(ctx, input);
      return { ok, fieldErrors };
    }),
  },
};
