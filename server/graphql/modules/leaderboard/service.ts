import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { checkpoints, events } from "#server/db/schema/index.ts";
import { selectRows } from "#server/db/rows.ts";

export interface LeaderboardRow {
  rank: number;
  userId: string;
  displayName: string;
  score: number;
  checkpointsDone: number;
  totalTimeMs: number;
  lastFinishedAt: Date | null;
}

export interface LeaderboardSnapshot {
  eventId: string;
  /** Every ranked rider, best first: the live stream computes it once and shares it. */
  rows: LeaderboardRow[];
  byUser: Map<string, LeaderboardRow>;
  riders: number;
  updatedAt: Date;
}

export interface EventRow {
  id: string;
  name: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * The event's standings in SQL: finished attempts summed per rider, ranked by score, then less
 * total answer time, then the earlier last finish (core/scoring compareRank). Riders tied on all
 * three share a rank. `first` limits the rows, `alsoUserId` adds that rider's row when outside.
 */
export async function rankEvent(db: Db, eventId: string, first: number | null, alsoUserId: string | null): Promise<LeaderboardRow[]> {
  const rows = await selectRows<{
    rank: number;
    user_id: string;
    display_name: string;
    score: number;
    checkpoints_done: number;
    total_time_ms: number;
    last_finished_at: string | Date | null;
  }>(db, sql`
    with totals as (
      select a.user_id, sum(a.score)::int as score, count(*)::int as checkpoints_done,
             sum(a.total_time_ms)::int as total_time_ms, max(a.finished_at) as last_finished_at
      from attempts a join checkpoints c on c.id = a.checkpoint_id
      where c.event_id = ${eventId} and a.finished_at is not null
      group by a.user_id
    ), ranked as (
      select t.*, u.display_name,
             rank() over (order by t.score desc, t.total_time_ms asc, t.last_finished_at asc)::int as rank,
             row_number() over (order by t.score desc, t.total_time_ms asc, t.last_finished_at asc, t.user_id) as pos
      from totals t join users u on u.id = t.user_id
    )
    select * from ranked
    where ${first === null ? sql`true` : sql`pos <= ${first}`} or user_id = ${alsoUserId}
    order by pos`);
  return rows.map((r) => ({
    rank: Number(r.rank),
    userId: r.user_id,
    displayName: r.display_name,
    score: Number(r.score),
    checkpointsDone: Number(r.checkpoints_done),
    totalTimeMs: Number(r.total_time_ms),
    lastFinishedAt: r.last_finished_at === null ? null : new Date(r.last_finished_at),
  }));
}

export async function countRiders(db: Db, eventId: string): Promise<number> {
  const rows = await selectRows<{ n: number }>(db, sql`
    select count(distinct a.user_id)::int as n from attempts a join checkpoints c on c.id = a.checkpoint_id
    where c.event_id = ${eventId} and a.finished_at is not null`);
  return Number(rows[0]?.n ?? 0);
}

export async function computeLeaderboardSnapshot(db: Db, eventId: string, now: () => number): Promise<LeaderboardSnapshot> {
  const rows = await rankEvent(db, eventId, null, null);
  return { eventId, rows, byUser: new Map(rows.map((r) => [r.userId, r])), riders: rows.length, updatedAt: new Date(now()) };
}

export async function defaultEvent(db: Db): Promise<EventRow | null> {
  const [row] = await db
    .select({ id: events.id, name: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .orderBy(sql`${events.isDefault} desc`, asc(events.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findEvent(db: Db, eventId: string): Promise<EventRow | null> {
  const [row] = await db
    .select({ id: events.id, name: events.name, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

export async function checkpointCount(db: Db, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(checkpoints).where(and(eq(checkpoints.eventId, eventId)));
  return Number(row?.n ?? 0);
}
