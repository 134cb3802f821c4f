import { createGraphQLError } from "graphql-yoga";
import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { requireOrganizer } from "../organizer/guard.ts";
import { attendance, ROLL_CALL_MAX_MINUTES, rollCall } from "./service.ts";

export const attendanceResolvers: Resolvers = {
  Query: {
    attendance: (_, { eventId }, ctx) => {
      requireOrganizer(ctx);
      return attendance(ctx, { eventId });
    },
    rollCall: (_, { eventId, afterMinutes }, ctx) => {
      requireOrganizer(ctx);
      if (!Number.isInteger(afterMinutes) || afterMinutes < 0 || afterMinutes > ROLL_CALL_MAX_MINUTES) {
        throw createGraphQLError(`afterMinutes must be a whole number from 0 to ${ROLL_CALL_MAX_MINUTES}.`, {
          extensions: { code: "BAD_USER_INPUT" },
        });
      }
      return rollCall(ctx, { eventId, afterMinutes });
    },
  },
};
