import { sql } from "drizzle-orm";
import { selectRows } from "#server/db/query.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { eventOver, revealFor } from "../events/clock.ts";
import { findEvent } from "../events/service.ts";
import type { LeaderboardPage, LeaderboardRow } from "../leaderboard/mappers.ts";
import { eventStandings } from "../leaderboard/service.ts";

/** A TV pages through at most this many riders (about 10 pages of 20); the count says how many more. */
const BOARD_MAX_ROWS = 200;
/** The ticker's latest finishes. */
const BOARD_TICKER = 8;

/** The TV board's view of a standings update (docs/decisions/020-board-and-moderation.md). */
export interface BoardView {
  eventName: string;
  /** The organizer closed the event, or its end passed: the podium shows. */
  closed: boolean;
  /**
   * An AT_CLOSE event before its close: totals and ranks tell right from wrong, so, as on every
   * phone (docs/security.md#reveal-modes), no standings and no points until the close; who
   * finished where still shows.
   */
  answersHidden: boolean;
  /** While answersHidden: the event's planned end, when the standings open (null: when the organizer closes it). */
  revealsAt: Date | null;
  riders: number;
  entries: LeaderboardRow[];
  finishes: BoardFinish[];
}

export interface BoardFinish {
  attemptId: string;
  displayName: string;
  checkpointName: string;
  score: number;
  finishedAt: Date;
}

/**
 * The rows come from the standings (server/modules/leaderboard, the one source of truth), this
 * process's snapshot of them. The latest finishes are read beside them, counted like the standings.
 */
export async function boardOf(deps: Pick<AppDeps, "db" | "now" | "standings">, page: LeaderboardPage): Promise<BoardView | null> {
  const event = await findEvent(deps.db, page.eventId);
  if (!event) return null;
  const rows = (await eventStandings(deps, event.id)).all();
  const now = deps.now();
  const closed = eventOver(event, now);
  const { answersHidden, revealsAt } = revealFor(event, now);
  return {
    eventName: event.name,
    closed,
    answersHidden,
    revealsAt,
    riders: rows.length,
    entries: answersHidden ? [] : rows.slice(0, BOARD_MAX_ROWS),
    finishes: await latestFinishes(deps, event.id),
  };
}

async function latestFinishes(deps: Pick<AppDeps, "db">, eventId: string): Promise<BoardFinish[]> {
  const rows = await selectRows<{
    attempt_id: string;
    display_name: string;
    checkpoint_name: string;
    score: number;
    finished_at: string | Date;
  }>(
    deps.db,
    sql`
    select a.id as attempt_id, coalesce(m.display_name, u.display_name) as display_name, c.name as checkpoint_name,
           a.score, a.finished_at
    from attempts a join checkpoints c on c.id = a.checkpoint_id join users u on u.id = a.user_id
    left join rider_moderation m on m.event_id = c.event_id and m.user_id = a.user_id
    where c.event_id = ${eventId} and a.finished_at is not null and a.voided_at is null and not coalesce(m.hidden, false)
    order by a.finished_at desc, a.id limit ${BOARD_TICKER}`,
  );
  return rows.map((r) => ({
    attemptId: r.attempt_id,
    displayName: r.display_name,
    checkpointName: r.checkpoint_name,
    score: Number(r.score),
    finishedAt: new Date(r.finished_at),
  }));
}
