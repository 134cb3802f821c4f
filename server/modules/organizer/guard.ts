import { createGraphQLError } from "graphql-yoga";
import { failed } from "#core/validation.ts";
import type { Viewer } from "#server/modules/accounts/mappers.ts";
import type { GraphQLContext } from "#server/modules/deps.ts";

/** Roles that run events (docs/organizers.md#the-console): an ADMIN may do all an ORGANIZER may. */
export function isOrganizer(viewer: Pick<Viewer, "role"> | null): boolean {
  return viewer?.role === "ORGANIZER" || viewer?.role === "ADMIN";
}

/**
 * The one organizer check, for queries: the signed-in organizer, or a FORBIDDEN error that says
 * nothing about what exists. Other modules (the board, moderation) call it too.
 */
export function requireOrganizer(ctx: Pick<GraphQLContext, "viewer">): Viewer {
  const { viewer } = ctx;
  if (!viewer || !isOrganizer(viewer)) throw createGraphQLError("Only an organizer may do this.", { extensions: { code: "FORBIDDEN" } });
  return viewer;
}

interface Outcome {
  ok: boolean;
}

/**
 * Every organizer mutation goes through here: the role is checked before anything runs (a refusal
 * is a field error, like any mistake), and a change that went through leaves one audit line in the
 * log: who, what, when, on which ids (docs/organizers.md#who-did-what).
 */
export function organizerMutation<A extends { input?: unknown }, R extends Outcome>(
  action: string,
  run: (args: A, ctx: GraphQLContext, viewer: Viewer) => Promise<R>,
) {
  return async (_parent: unknown, args: A, ctx: GraphQLContext) => {
    const { viewer } = ctx;
    if (!viewer) return failed([{ field: "form", message: "Please sign in first." }]);
    if (!isOrganizer(viewer)) return failed([{ field: "form", message: "Only an organizer may do this." }]);
    const result = await run(args, ctx, viewer);
    if (result.ok) {
      ctx.logger.info(
        { audit: { action, by: viewer.id, email: viewer.email, at: new Date(ctx.now()).toISOString(), input: auditInput(args.input) } },
        `organizer ${action}`,
      );
    }
    return result;
  };
}

/** The ids and names of the input, never a file's bytes. */
function auditInput(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  return Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === "object" && v !== null && "arrayBuffer" in v ? "(file)" : v]),
  );
}
