import { LEADERBOARD_TOP } from "#core/constants.ts";
import type { Db } from "#server/db/client.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { checkpointCount, eventOrDefault } from "../events/service.ts";
import type { EventStanding, LeaderboardChanged, LeaderboardPage, LeaderboardRow } from "./mappers.ts";
import { type PageEvent, readStandings, type Standings } from "./standings.ts";

export type { Standings } from "./standings.ts";

/**
 * THE standings of an event: the one source of truth for the board, the live updates, the
 * rider's progress, the organizer's results and the TV board (docs/decisions/017-standings-snapshot.md).
 * Served from this process's snapshot, which follows every finish, rename and removal; the read
 * costs a database query only when something changed since the last one.
 */
export function eventStandings(deps: Pick<AppDeps, "standings">, eventId: string): Promise<Standings> {
  return deps.standings.get(eventId);
}

/** Every ranked rider, read once without a process's snapshot (the ops CLI's results export). */
export async function rankEvent(db: Db, eventId: string): Promise<LeaderboardRow[]> {
  return (await readStandings(db, eventId, Date.now())).all();
}

export const LEADERBOARD_MAX_PAGE = 100;

/** Cursors are opaque to clients: the position of the page's last row. */
function encodeCursor(position: number): string {
  return Buffer.from(`position:${position}`).toString("base64url");
}

export function decodeCursor(cursor: string): number | null {
  const match = /^position:(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return match ? Number(match[1]) : null;
}

function pageOf(event: PageEvent, standings: Standings, after: number, first: number, viewerId: string | null): LeaderboardPage {
  const entries = standings.page(after, first);
  const last = entries.at(-1);
  return {
    eventId: standings.eventId,
    event,
    entries,
    pageInfo: { endCursor: last ? encodeCursor(last.position) : null, hasNextPage: (last?.position ?? after) < standings.riders },
    me: viewerId ? standings.rowOf(viewerId) : null,
    riders: standings.riders,
    updatedAt: standings.updatedAt,
  };
}

/**
 * The fan-out's look-up of each subscriber's own row (server/graphql/fanout.ts reads `byUser` as a
 * Map): answered from the snapshot on demand, instead of building every ranked rider's row per update.
 */
class RowsByUser extends Map<string, LeaderboardRow> {
  constructor(private readonly standings: Standings) {
    super();
  }
  override get(userId: string): LeaderboardRow | undefined {
    return this.standings.rowOf(userId) ?? undefined;
  }
  override has(userId: string): boolean {
    return this.standings.rowOf(userId) !== null;
  }
}

/** A page of the standings, and the viewer's own row wherever it stands. Null for an unknown event. */
export async function leaderboardPage(
  deps: Pick<AppDeps, "db" | "standings">,
  input: { eventId?: string | null; first: number; after: number; viewerId: string | null },
): Promise<LeaderboardPage | null> {
  const event = await deps.standings.eventFor(input.eventId, () => eventOrDefault(deps.db, input.eventId));
  if (!event) return null;
  return pageOf(event, await eventStandings(deps, event.id), input.after, input.first, input.viewerId);
}

/**
 * The live hub's computation (server/app.ts): an event's update, the first page, and a look-up of
 * any subscriber's own row (spliced in as `me` by the fan-out). One snapshot serves every subscriber.
 */
export function leaderboardUpdates(deps: Pick<AppDeps, "db" | "standings">): (eventId: string) => Promise<LeaderboardChanged> {
  return async (eventId) => {
    const standings = await deps.standings.current(eventId);
    const { event } = standings;
    if (!event) throw new Error(`event ${eventId} is gone`);
    return { leaderboardChanged: { ...pageOf(event, standings, 0, LEADERBOARD_TOP, null), byUser: new RowsByUser(standings) } };
  };
}

/** The rider's standing in an event: checkpoints done of all, total score, rank. */
export async function eventProgress(
  deps: Pick<AppDeps, "db" | "now" | "standings">,
  input: { eventId?: string | null; userId: string },
): Promise<EventStanding | null> {
  const event = await eventOrDefault(deps.db, input.eventId);
  if (!event) return null;
  const standings = await eventStandings(deps, event.id);
  const me = standings.rowOf(input.userId);
  return {
    event,
    checkpointsDone: me?.checkpointsDone ?? 0,
    checkpointsTotal: await checkpointCount(deps.db, { eventId: event.id, now: deps.now(), userId: input.userId }),
    totalScore: me?.score ?? 0,
    rank: me?.rank ?? null,
    riders: standings.riders,
  };
}
