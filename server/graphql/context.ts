import { viewerFromToken } from "#server/modules/accounts/session.ts";
import type { AppDeps, GraphQLContext } from "#server/modules/deps.ts";

/** What the request log line (server/http/plumbing/request-log.ts) takes from GraphQL: the operation and who ran it. */
export interface RequestLogNotes {
  operationName?: string;
  userId?: string;
}

/**
 * What the transport hands yoga with each operation: the caller's address as the HTTP layer
 * resolved it, and the request's log notes (HTTP only; a websocket's operations have no log line).
 */
export interface TransportContext {
  ip: string;
  log?: RequestLogNotes;
}

interface InitialContext extends Partial<TransportContext> {
  request?: Request;
  connectionParams?: Record<string, unknown>;
}

/**
 * The viewer comes only from `Authorization: Bearer` (HTTP) or the graphql-ws connectionParams,
 * never from a cookie: a cross-site request carries no credentials (docs/decisions/001-auth.md).
 */
export async function createContext(deps: AppDeps, initial: InitialContext): Promise<GraphQLContext> {
  const header = initial.connectionParams
    ? (initial.connectionParams.authorization ?? initial.connectionParams.Authorization)
    : initial.request?.headers.get("authorization");
  const token = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
  const viewer = token ? await viewerFromToken(deps.db, token, deps.now(), deps.viewers) : null;
  if (initial.log && viewer) initial.log.userId = viewer.id;
  return { ...deps, viewer, ip: initial.ip ?? "unknown" };
}
