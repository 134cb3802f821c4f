import { formatCode } from "#core/checkpoint-code.ts";
import type { MutationImportOwnQuestionsArgs, Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { organizerMutation, requireOrganizer } from "./guard.ts";
import { createOwnQuestion, deleteOwnQuestion, importOwnQuestions, ownQuestions, updateOwnQuestion } from "./own-questions.ts";
import { eventResults } from "./results.ts";
import {
  answersRevealed,
  attemptCount,
  closeOrganizerCheckpoint,
  closeOrganizerEvent,
  createOrganizerCheckpoint,
  createOrganizerEvent,
  deleteOrganizerCheckpoint,
  deleteOrganizerEvent,
  eventCheckpoints,
  listOrganizerEvents,
  organizerEvent,
  pinnedQuestionIds,
  reissueCheckpointCode,
  reopenOrganizerCheckpoint,
  reopenOrganizerEvent,
  updateOrganizerCheckpoint,
  updateOrganizerEvent,
} from "./service.ts";
import { claimSetupLink, setupLinkValid } from "./setup.ts";

/** At most what a file of questions needs (docs/organizers.md#the-console). */
const MAX_IMPORT_BYTES = 512 * 1024;

const importMutation = organizerMutation("importOwnQuestions", async ({ input }: MutationImportOwnQuestionsArgs, ctx) => {
  const { file } = input;
  if (file.size > MAX_IMPORT_BYTES)
    return { ok: false, fieldErrors: [{ field: "file", message: "The file is larger than 512 KB." }], imported: 0 };
  const text = new TextDecoder().decode(await file.arrayBuffer());
  return importOwnQuestions(ctx, { eventId: input.eventId, fileName: file.name, text });
});

export const organizerResolvers: Resolvers = {
  Query: {
    organizerEvents: (_, __, ctx) => {
      requireOrganizer(ctx);
      return listOrganizerEvents(ctx);
    },
    organizerEvent: (_, { id }, ctx) => {
      requireOrganizer(ctx);
      return organizerEvent(ctx, { eventId: id });
    },
    organizerResults: async (_, { eventId }, ctx) => {
      requireOrganizer(ctx);
      const event = await organizerEvent(ctx, { eventId });
      return event ? eventResults(ctx, event) : null;
    },
    setupLinkValid: (_, { token }, ctx) => setupLinkValid(ctx, { token }),
  },
  Mutation: {
    createEvent: organizerMutation("createEvent", ({ input }, ctx) => createOrganizerEvent(ctx, input)),
    updateEvent: organizerMutation("updateEvent", ({ input }, ctx) => updateOrganizerEvent(ctx, input)),
    closeEvent: organizerMutation("closeEvent", ({ input }, ctx) => closeOrganizerEvent(ctx, input)),
    reopenEvent: organizerMutation("reopenEvent", ({ input }, ctx) => reopenOrganizerEvent(ctx, input)),
    deleteEvent: organizerMutation("deleteEvent", ({ input }, ctx) => deleteOrganizerEvent(ctx, input)),
    createCheckpoint: organizerMutation("createCheckpoint", ({ input }, ctx) => createOrganizerCheckpoint(ctx, input)),
    updateCheckpoint: organizerMutation("updateCheckpoint", ({ input }, ctx) => updateOrganizerCheckpoint(ctx, input)),
    closeCheckpoint: organizerMutation("closeCheckpoint", ({ input }, ctx) => closeOrganizerCheckpoint(ctx, input)),
    reopenCheckpoint: organizerMutation("reopenCheckpoint", ({ input }, ctx) => reopenOrganizerCheckpoint(ctx, input)),
    reissueCheckpointCode: organizerMutation("reissueCheckpointCode", ({ input }, ctx) => reissueCheckpointCode(ctx, input)),
    deleteCheckpoint: organizerMutation("deleteCheckpoint", ({ input }, ctx) => deleteOrganizerCheckpoint(ctx, input)),
    createOwnQuestion: organizerMutation("createOwnQuestion", ({ input }, ctx) => createOwnQuestion(ctx, input)),
    updateOwnQuestion: organizerMutation("updateOwnQuestion", ({ input }, ctx) => updateOwnQuestion(ctx, input)),
    deleteOwnQuestion: organizerMutation("deleteOwnQuestion", ({ input }, ctx) => deleteOwnQuestion(ctx, input)),
    importOwnQuestions: async (parent, args, ctx) => ({ imported: 0, ...(await importMutation(parent, args, ctx)) }),
    // Not an organizer mutation: it is how the first one comes to be (the link printed at start).
    claimSetupLink: async (_, { input }, ctx) => {
      const { viewer } = ctx;
      if (!viewer) return { ok: false, fieldErrors: [{ field: "form", message: "Please sign in first." }] };
      const result = await claimSetupLink(ctx, {
        token: input.token,
        userId: viewer.id,
        sessionId: viewer.sessionId,
        guest: viewer.email === null,
        closeDemo: input.closeDemo,
      });
      if (result.ok)
        ctx.logger.info({ audit: { action: "claimSetupLink", by: viewer.id, at: new Date(ctx.now()).toISOString() } }, "first organizer");
      return result;
    },
  },
  OrganizerEvent: {
    answersRevealed: (event, _, ctx) => answersRevealed(ctx, event),
    attemptCount: (event, _, ctx) => attemptCount(ctx, { eventId: event.id }),
    checkpoints: (event, _, ctx) => eventCheckpoints(ctx, { eventId: event.id }),
    ownQuestions: (event, _, ctx) => ownQuestions(ctx, { eventId: event.id }),
  },
  OrganizerCheckpoint: {
    code: (c) => formatCode(c.code),
    closedAt: (c) => c.closesAt,
    pinnedQuestionIds: (c, _, ctx) => pinnedQuestionIds(ctx, { checkpointId: c.id }),
  },
};
