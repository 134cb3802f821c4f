import { sql } from "drizzle-orm";
import { LEADERBOARD_TOP } from "#core/constants.ts";
import type { Db } from "#server/db/client.ts";
import { selectRows } from "#server/db/query.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import type { EventRow } from "../events/mappers.ts";
import { checkpointCount, eventOrDefault, findEvent } from "../events/service.ts";
import type { EventStanding, LeaderboardChanged, LeaderboardPage, LeaderboardRow } from "./mappers.ts";

// What two display names may differ by and still read the same on the board: spaces, zero-width
// characters and case (compared after NFKC folds look-alike forms).
const NAME_NOISE = "[\\s\u200b-\u200f\u2060-\u2064\ufeff]";

/** 4 characters of the user id: stable, short, and different for namesakes but rarely (1 in 65,536). */
function nameTagOf(userId: string): string {
  return userId.replace(/-/g, "").slice(0, 4).toUpperCase();
}

/**
 * The attempts (alias a, checkpoint c) that count in an event's standings: finished, not voided,
 * of a rider the organizer has not hidden (server/modules/moderation, docs/decisions/020-board-and-moderation.md).
 */
function countedAttempts(eventId: string) {
  return sql`c.event_id = ${eventId} and a.finished_at is not null and a.voided_at is null
    and not exists (select 1 from rider_moderation m where m.event_id = c.event_id and m.user_id = a.user_id and m.hidden)`;
}

/**
 * The event's standings in SQL: finished attempts summed per rider, ranked by score, then less
 * total answer time; riders tied on both share a rank (=2). Who rode fastest to the last stop never
 * counts (docs/organizers.md#results); the earlier finish only orders the rows of a shared rank.
 * `page` limits the rows to positions after..after+first, `alsoUserId` adds that rider's row
 * wherever it stands. Without options: every ranked rider (the CSV export, the live snapshot).
 */
export async function rankEvent(
  db: Db,
  eventId: string,
  opts: { page?: { after: number; first: number }; alsoUserId?: string | null } = {},
): Promise<LeaderboardRow[]> {
  const { page, alsoUserId = null } = opts;
  const rows = await selectRows<{
    rank: number;
    pos: number | string;
    user_id: string;
    display_name: string;
    score: number;
    checkpoints_done: number;
    total_time_ms: number;
    last_finished_at: string | Date | null;
    namesakes: number;
  }>(
    db,
    sql`
    with totals as (
      select a.user_id, sum(a.score)::int as score, count(*)::int as checkpoints_done,
             sum(a.total_time_ms)::int as total_time_ms, max(a.finished_at) as last_finished_at
      from attempts a join checkpoints c on c.id = a.checkpoint_id
      where ${countedAttempts(eventId)}
      group by a.user_id
    ), named as (
      select t.*, coalesce(m.display_name, u.display_name) as display_name
      from totals t join users u on u.id = t.user_id
      left join rider_moderation m on m.event_id = ${eventId} and m.user_id = t.user_id
    ), ranked as (
      select t.*,
             rank() over (order by t.score desc, t.total_time_ms asc)::int as rank,
             row_number() over (order by t.score desc, t.total_time_ms asc, t.last_finished_at asc, t.user_id) as pos,
             count(*) over (partition by lower(regexp_replace(normalize(t.display_name, NFKC), ${NAME_NOISE}, '', 'g')))::int as namesakes
      from named t
    )
    select * from ranked
    where ${page ? sql`(pos > ${page.after} and pos <= ${page.after + page.first})` : sql`true`} or user_id = ${alsoUserId}
    order by pos`,
  );
  return rows.map((r) => ({
    rank: Number(r.rank),
    userId: r.user_id,
    displayName: r.display_name,
    nameTag: Number(r.namesakes) > 1 ? nameTagOf(r.user_id) : null,
    score: Number(r.score),
    checkpointsDone: Number(r.checkpoints_done),
    totalTimeMs: Number(r.total_time_ms),
    lastFinishedAt: r.last_finished_at === null ? null : new Date(r.last_finished_at),
    position: Number(r.pos),
  }));
}

async function countRiders(db: Db, eventId: string): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`
    select count(distinct a.user_id)::int as n from attempts a join checkpoints c on c.id = a.checkpoint_id
    where ${countedAttempts(eventId)}`,
  );
  return Number(rows[0]?.n ?? 0);
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

function pageOf(
  event: Pick<EventRow, "id" | "revealMode" | "closedAt" | "endsAt">,
  entries: LeaderboardRow[],
  after: number,
  riders: number,
  me: LeaderboardRow | null,
  updatedAt: Date,
): LeaderboardPage {
  const last = entries.at(-1);
  return {
    eventId: event.id,
    event,
    entries,
    pageInfo: { endCursor: last ? encodeCursor(last.position) : null, hasNextPage: (last?.position ?? after) < riders },
    me,
    riders,
    updatedAt,
  };
}

/** A page of the standings, and the viewer's own row wherever it stands. Null for an unknown event. */
export async function leaderboardPage(
  deps: Pick<AppDeps, "db" | "now">,
  input: { eventId?: string | null; first: number; after: number; viewerId: string | null },
): Promise<LeaderboardPage | null> {
  const event = await eventOrDefault(deps.db, input.eventId);
  if (!event) return null;
  const rows = await rankEvent(deps.db, event.id, { page: { after: input.after, first: input.first }, alsoUserId: input.viewerId });
  const entries = rows.filter((r) => r.position > input.after && r.position <= input.after + input.first);
  const me = rows.find((r) => r.userId === input.viewerId) ?? null;
  return pageOf(event, entries, input.after, await countRiders(deps.db, event.id), me, new Date(deps.now()));
}

/**
 * The live hub's computation (server/app.ts): an event's update, the first page with every ranked
 * rider's row to find each subscriber's own in. One read of the standings serves every subscriber.
 */
export function leaderboardUpdates(deps: Pick<AppDeps, "db" | "now">): (eventId: string) => Promise<LeaderboardChanged> {
  return async (eventId) => {
    const event = await findEvent(deps.db, eventId);
    if (!event) throw new Error(`event ${eventId} is gone`);
    const rows = await rankEvent(deps.db, eventId);
    const page = pageOf(event, rows.slice(0, LEADERBOARD_TOP), 0, rows.length, null, new Date(deps.now()));
    return { leaderboardChanged: { ...page, byUser: new Map(rows.map((r) => [r.userId, r])) } };
  };
}

/** The rider's standing in an event: checkpoints done of all, total score, rank. */
export async function eventProgress(
  deps: Pick<AppDeps, "db" | "now">,
  input: { eventId?: string | null; userId: string },
): Promise<EventStanding | null> {
  const event = await eventOrDefault(deps.db, input.eventId);
  if (!event) return null;
  const [me] = await rankEvent(deps.db, event.id, { page: { after: 0, first: 0 }, alsoUserId: input.userId });
  return {
    event,
    checkpointsDone: me?.checkpointsDone ?? 0,
    checkpointsTotal: await checkpointCount(deps.db, { eventId: event.id, now: deps.now(), userId: input.userId }),
    totalScore: me?.score ?? 0,
    rank: me?.rank ?? null,
    riders: await countRiders(deps.db, event.id),
  };
}
