import { createGraphQLError } from "graphql-yoga";
import type { Viewer } from "#server/modules/accounts/mappers.ts";
import type { GraphQLContext } from "#server/modules/deps.ts";

/**
 * Organizer-only operations (moderation, attendance, the report) refuse everyone else by error, not
 * by data: a rider's app never sends them. Stands in for the console's requireOrganizer
 * (server/modules/organizer) until both branches meet; then this file goes.
 */
export function requireOrganizer(ctx: Pick<GraphQLContext, "viewer">): Viewer {
  const { viewer } = ctx;
  if (!viewer) throw createGraphQLError("Sign in first.", { extensions: { code: "UNAUTHENTICATED" } });
  if (viewer.role !== "ORGANIZER") throw createGraphQLError("Organizers only.", { extensions: { code: "FORBIDDEN" } });
  return viewer;
}
