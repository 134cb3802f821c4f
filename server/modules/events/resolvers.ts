import { createGraphQLError } from "graphql-yoga";
import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { guessKeys } from "../shared/rate-limits.ts";
import { checkpointCount, checkpointPreview, defaultEvent } from "./service.ts";

export const eventResolvers: Resolvers = {
  Query: {
    defaultEvent: (_, __, ctx) => defaultEvent(ctx.db),
    checkpointPreview: async (_, { code }, ctx) => {
      const result = await checkpointPreview(ctx, { code, keys: guessKeys({ ip: ctx.ip, device: ctx.device(), userId: ctx.viewer?.id }) });
      // A refusal is not "no such checkpoint": the join screen shows when to retry.
      if (result.refused) throw createGraphQLError(result.refused, { extensions: { code: "RATE_LIMITED" } });
      // Nor is a reissued checkpoint's old code: the screen says it was replaced.
      if (result.replaced) throw createGraphQLError(result.replaced, { extensions: { code: "CODE_REPLACED" } });
      return result.preview;
    },
  },
  Event: {
    checkpointCount: (event, _, ctx) => checkpointCount(ctx.db, { eventId: event.id, now: ctx.now(), userId: ctx.viewer?.id }),
  },
};
