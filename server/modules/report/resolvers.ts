import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { requireOrganizer } from "../organizer/guard.ts";
import { questionReport, questionReportCsv } from "./service.ts";

export const reportResolvers: Resolvers = {
  Query: {
    questionReport: async (_, { eventId }, ctx) => {
      requireOrganizer(ctx);
      const rows = await questionReport(ctx, { eventId });
      return rows && { rows, csv: questionReportCsv(rows) };
    },
  },
};
