import { createGraphQLError } from "graphql-yoga";
import { LEADERBOARD_TOP } from "#core/constants.ts";
import type { GraphQLContext } from "#server/context.ts";
import { UUID_RE } from "../quiz/attempts.ts";
import { checkpointCount, countRiders, defaultEvent, type EventRow, findEvent, type LeaderboardSnapshot, rankEvent } from "./service.ts";

type Ctx = GraphQLContext;

/** The viewer-independent part of an update, built once per snapshot and shared by all subscribers. */
const sharedUpdates = new WeakMap<LeaderboardSnapshot, { eventId: string; entries: LeaderboardSnapshot["rows"]; riders: number; updatedAt: LeaderboardSnapshot["updatedAt"] }>();

function sharedUpdate(snapshot: LeaderboardSnapshot) {
  let shared = sharedUpdates.get(snapshot);
  if (!shared) {
    shared = { eventId: snapshot.eventId, entries: snapshot.rows.slice(0, LEADERBOARD_TOP), riders: snapshot.riders, updatedAt: snapshot.updatedAt };
    sharedUpdates.set(snapshot, shared);
  }
  return shared;
}

async function resolveEvent(ctx: Ctx, eventId: string | null | undefined): Promise<EventRow | null> {
  if (eventId == null) return defaultEvent(ctx.db);
  return UUID_RE.test(eventId) ? findEvent(ctx.db, eventId) : null;
}

async function leaderboard(ctx: Ctx, eventId: string | null | undefined, first: number | null | undefined) {
  const event = await resolveEvent(ctx, eventId);
  if (!event) return null;
  const limit = Math.min(100, Math.max(1, first ?? LEADERBOARD_TOP));
  const viewerId = ctx.viewer?.id ?? null;
  const rows = await rankEvent(ctx.db, event.id, limit, viewerId);
  return {
    eventId: event.id,
    entries: rows.slice(0, limit),
    me: viewerId ? (rows.find((r) => r.userId === viewerId) ?? null) : null,
    riders: await countRiders(ctx.db, event.id),
    updatedAt: new Date(ctx.now()),
  };
}

async function eventProgress(ctx: Ctx, eventId: string | null | undefined) {
  if (!ctx.viewer) return null;
  const event = await resolveEvent(ctx, eventId);
  if (!event) return null;
  const [me] = await rankEvent(ctx.db, event.id, 0, ctx.viewer.id);
  return {
    event,
    checkpointsDone: me?.checkpointsDone ?? 0,
    checkpointsTotal: await checkpointCount(ctx.db, event.id),
    totalScore: me?.score ?? 0,
    rank: me?.rank ?? null,
    riders: await countRiders(ctx.db, event.id),
  };
}

export const leaderboardResolvers = {
  Query: {
    leaderboard: (_: unknown, args: { eventId?: string | null; first?: number | null }, ctx: Ctx) => leaderboard(ctx, args.eventId, args.first),
    eventProgress: (_: unknown, args: { eventId?: string | null }, ctx: Ctx) => eventProgress(ctx, args.eventId),
    defaultEvent: (_: unknown, __: unknown, ctx: Ctx) => defaultEvent(ctx.db),
  },
  Event: {
    checkpointCount: (event: EventRow, _: unknown, ctx: Ctx) => checkpointCount(ctx.db, event.id),
  },
  Subscription: {
    leaderboardChanged: {
      /**
       * Every subscriber of an event reads one shared stream: the snapshot (all ranked riders) is
       * computed once per coalescing window, and each subscriber's `me` row is a map lookup.
       */
      subscribe: async (_: unknown, args: { eventId: string }, ctx: Ctx) => {
        const event = UUID_RE.test(args.eventId) ? await findEvent(ctx.db, args.eventId) : null;
        if (!event) throw createGraphQLError("This event could not be found.", { extensions: { code: "NOT_FOUND" } });
        return ctx.live.subscribe(event.id);
      },
      resolve: (snapshot: LeaderboardSnapshot, _: unknown, ctx: Ctx) => ({
        ...sharedUpdate(snapshot),
        me: ctx.viewer ? (snapshot.byUser.get(ctx.viewer.id) ?? null) : null,
      }),
    },
  },
};
