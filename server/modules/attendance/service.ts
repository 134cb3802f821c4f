import { sql } from "drizzle-orm";
import { isUuid } from "#core/validation.ts";
import { selectRows } from "#server/db/query.ts";
import type { AppDeps } from "#server/modules/deps.ts";

/**
 * Who is where, for the organizer (docs/decisions/020-board-and-moderation.md). A rider's attempt
 * says it all: it exists once they scanned the checkpoint and joined, has served a question once
 * they started, has finishedAt once done; the latest of its times (and its answers') is when they
 * were last seen there. Hidden riders are listed here (marked): a sweep needs them too.
 * Checkpoints are in the event's order: as the console lists them, oldest first.
 */

export type VisitState = "SCANNED" | "IN_PROGRESS" | "FINISHED";

export interface Visit {
  checkpointId: string;
  attemptId: string;
  state: VisitState;
  startedAt: Date;
  finishedAt: Date | null;
  lastSeenAt: Date;
  score: number;
  voided: boolean;
}

export interface RiderAttendance {
  userId: string;
  displayName: string;
  hidden: boolean;
  visits: Visit[];
  lastSeenAt: Date;
}

export interface CheckpointAttendance {
  checkpointId: string;
  name: string;
  position: number;
  scanned: number;
  started: number;
  finished: number;
  inProgress: number;
  lastSeenAt: Date | null;
}

export interface Attendance {
  checkpoints: CheckpointAttendance[];
  riders: RiderAttendance[];
}

interface VisitRow {
  checkpoint_id: string;
  checkpoint_name: string;
  position: number | string;
  attempt_id: string | null;
  user_id: string | null;
  display_name: string | null;
  hidden: boolean | null;
  served_count: number | null;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  last_seen_at: string | Date | null;
  score: number | null;
  voided_at: string | Date | null;
}

const date = (v: string | Date) => new Date(v);

/** Every checkpoint of the event in order, with every attempt there (one row per checkpoint when none). */
function visitRows(deps: Pick<AppDeps, "db">, eventId: string) {
  return selectRows<VisitRow>(
    deps.db,
    sql`
    with cps as (
      select c.id, c.name, row_number() over (order by c.created_at, c.name, c.id)::int as position
      from checkpoints c where c.event_id = ${eventId}
    )
    select cps.id as checkpoint_id, cps.name as checkpoint_name, cps.position,
           a.id as attempt_id, a.user_id, coalesce(m.display_name, u.display_name) as display_name,
           coalesce(m.hidden, false) as hidden, a.served_count, a.started_at, a.finished_at, a.score, a.voided_at,
           greatest(a.started_at, a.finished_at,
             (select max(coalesce(an.answered_at, an.served_at)) from answers an where an.attempt_id = a.id)) as last_seen_at
    from cps
    left join attempts a on a.checkpoint_id = cps.id
    left join users u on u.id = a.user_id
    left join rider_moderation m on m.event_id = ${eventId} and m.user_id = a.user_id
    order by cps.position, a.started_at`,
  );
}

export async function attendance(deps: Pick<AppDeps, "db">, input: { eventId: string }): Promise<Attendance | null> {
  if (!isUuid(input.eventId)) return null;
  const rows = await visitRows(deps, input.eventId);
  const cps = new Map<string, CheckpointAttendance>();
  const riders = new Map<string, RiderAttendance>();
  for (const r of rows) {
    let cp = cps.get(r.checkpoint_id);
    if (!cp) {
      cp = {
        checkpointId: r.checkpoint_id,
        name: r.checkpoint_name,
        position: Number(r.position),
        scanned: 0,
        started: 0,
        finished: 0,
        inProgress: 0,
        lastSeenAt: null,
      };
      cps.set(r.checkpoint_id, cp);
    }
    if (!r.attempt_id || !r.user_id || r.started_at === null || r.last_seen_at === null) continue;
    const state: VisitState = r.finished_at !== null ? "FINISHED" : Number(r.served_count) > 0 ? "IN_PROGRESS" : "SCANNED";
    const lastSeenAt = date(r.last_seen_at);
    cp.scanned++;
    if (state !== "SCANNED") cp.started++;
    if (state === "FINISHED") cp.finished++;
    if (state === "IN_PROGRESS") cp.inProgress++;
    if (!cp.lastSeenAt || lastSeenAt > cp.lastSeenAt) cp.lastSeenAt = lastSeenAt;
    let rider = riders.get(r.user_id);
    if (!rider) {
      rider = { userId: r.user_id, displayName: r.display_name ?? "", hidden: Boolean(r.hidden), visits: [], lastSeenAt };
      riders.set(r.user_id, rider);
    }
    if (lastSeenAt > rider.lastSeenAt) rider.lastSeenAt = lastSeenAt;
    rider.visits.push({
      checkpointId: r.checkpoint_id,
      attemptId: r.attempt_id,
      state,
      startedAt: date(r.started_at),
      finishedAt: r.finished_at === null ? null : date(r.finished_at),
      lastSeenAt,
      score: Number(r.score ?? 0),
      voided: r.voided_at !== null,
    });
  }
  const byName = [...riders.values()].sort((a, b) => a.displayName.localeCompare(b.displayName) || a.userId.localeCompare(b.userId));
  return { checkpoints: [...cps.values()], riders: byName };
}

export interface RollCallEntry {
  userId: string;
  displayName: string;
  hidden: boolean;
  /** The last checkpoint in order the rider finished, with nothing seen of them at any later one. */
  finishedCheckpoint: CheckpointAttendance;
  nextCheckpoint: CheckpointAttendance;
  finishedAt: Date;
  minutesSince: number;
}

/**
 * ★ Roll-call: riders who finished checkpoint N and have not been seen at N+1 (nor any later one)
 * `afterMinutes` after that finish — who a sweep rider should look for, longest gone first.
 */
export const ROLL_CALL_MAX_MINUTES = 24 * 60;

export async function rollCall(
  deps: Pick<AppDeps, "db" | "now">,
  input: { eventId: string; afterMinutes: number },
): Promise<RollCallEntry[] | null> {
  const att = await attendance(deps, input);
  if (!att) return null;
  const order = att.checkpoints.map((c) => c.checkpointId);
  const now = deps.now();
  const out: RollCallEntry[] = [];
  for (const rider of att.riders) {
    const furthest = Math.max(...rider.visits.map((v) => order.indexOf(v.checkpointId)));
    const last = rider.visits.find((v) => order.indexOf(v.checkpointId) === furthest);
    const finished = att.checkpoints[furthest];
    const next = att.checkpoints[furthest + 1];
    if (!last?.finishedAt || !finished || !next) continue;
    const minutesSince = Math.floor((now - last.finishedAt.getTime()) / 60_000);
    if (minutesSince < input.afterMinutes) continue;
    out.push({
      userId: rider.userId,
      displayName: rider.displayName,
      hidden: rider.hidden,
      finishedCheckpoint: finished,
      nextCheckpoint: next,
      finishedAt: last.finishedAt,
      minutesSince,
    });
  }
  return out.sort((a, b) => b.minutesSince - a.minutesSince);
}
