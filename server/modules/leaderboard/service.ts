import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { LEADERBOARD_TOP } from "#core/constants.ts";
import { nameKey } from "#core/display-name.ts";
import type { Db } from "#server/db/client.ts";
import { selectRows } from "#server/db/query.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { checkpointCount, eventOrDefault } from "../events/service.ts";
import type {
  EventStanding,
  LeaderboardChanged,
  LeaderboardPage,
  LeaderboardRow,
  PageEvent,
  Standings,
  StandingsStore,
} from "./mappers.ts";

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

// The snapshot store (docs/decisions/017-standings-snapshot.md): every read above goes through it.

interface Entry {
  userId: string;
  displayName: string;
  key: string;
  score: number;
  checkpointsDone: number;
  totalTimeMs: number;
  lastFinishedAt: number;
  /** The standings row's version it was read at: a row read again at the same version is not applied again. */
  version: number;
  /** Another ranked rider has the same name key: its rows carry a name tag. */
  namesake: boolean;
}

/**
 * Ranked by score, then less total answer time; riders equal on both share a rank (docs/organizers.md#results:
 * who rode fastest to the last stop never counts). The earlier last finish, then the user id, only order
 * the rows of a shared rank: no two riders compare equal.
 */
function compare(a: Entry, b: Entry): number {
  return b.score - a.score || a.totalTimeMs - b.totalTimeMs || a.lastFinishedAt - b.lastFinishedAt || (a.userId < b.userId ? -1 : 1);
}

function tiedOn(a: Entry, b: Entry): boolean {
  return a.score === b.score && a.totalTimeMs === b.totalTimeMs;
}

/** Where `e` stands, or would stand, in `sorted`: the first position whose entry does not come before it. */
function placeOf(sorted: readonly Entry[], e: Entry): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(sorted[mid] as Entry, e) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** 4 characters of the user id: stable, short, and different for namesakes but rarely (1 in 65,536). */
function nameTagOf(userId: string): string {
  return userId.replace(/-/g, "").slice(0, 4).toUpperCase();
}

/**
 * userId → position in a sorted array, built on the first `rowOf` that reads the array: a refresh
 * no signed-in read follows never pays it, and snapshots sharing an array (a refresh that moved
 * no one) share it. An array handed to a snapshot is never changed, so its positions hold.
 */
const positions = new WeakMap<readonly Entry[], Map<string, number>>();

/**
 * One immutable snapshot: the sorted entries (shared with the snapshots before and after it, never
 * changed: an entry that changes is a new object); ranks and tags computed for the rows a read returns.
 */
class Snapshot implements Standings {
  constructor(
    readonly eventId: string,
    readonly event: PageEvent | null,
    readonly sorted: readonly Entry[],
    readonly updatedAt: Date,
  ) {}

  get riders(): number {
    return this.sorted.length;
  }

  private row(i: number): LeaderboardRow {
    const e = this.sorted[i] as Entry;
    // Riders tied on score and time share the rank of the first of them (ties are few: a short walk).
    let first = i;
    while (first > 0 && tiedOn(this.sorted[first - 1] as Entry, e)) first--;
    return {
      rank: first + 1,
      position: i + 1,
      userId: e.userId,
      displayName: e.displayName,
      nameTag: e.namesake ? nameTagOf(e.userId) : null,
      score: e.score,
      checkpointsDone: e.checkpointsDone,
      totalTimeMs: e.totalTimeMs,
      lastFinishedAt: new Date(e.lastFinishedAt),
    };
  }

  page(after: number, first: number): LeaderboardRow[] {
    const rows: LeaderboardRow[] = [];
    for (let i = Math.max(0, after); i < Math.min(this.sorted.length, after + first); i++) rows.push(this.row(i));
    return rows;
  }

  rowOf(userId: string): LeaderboardRow | null {
    let index = positions.get(this.sorted);
    if (!index) {
      index = new Map();
      for (let i = 0; i < this.sorted.length; i++) index.set((this.sorted[i] as Entry).userId, i);
      positions.set(this.sorted, index);
    }
    const i = index.get(userId);
    return i === undefined ? null : this.row(i);
  }

  all(): LeaderboardRow[] {
    return this.page(0, this.sorted.length);
  }
}

interface StandingsRow {
  user_id: string;
  display_name: string;
  /** The shown name's key as stored with it; null on a row written outside the app and not keyed yet. */
  name_key: string | null;
  score: number;
  checkpoints_done: number;
  total_time_ms: number;
  last_finished_at: string | Date | null;
  version: number | string;
  /** Hidden by the organizer in this event (moderation): no longer ranked, as a tombstone. */
  hidden: boolean;
}

/** The event's columns beside a changed row, or alone (the row's columns null) when no row changed. */
type EventAndRow = {
  event_id: string;
  reveal_mode: PageEvent["revealMode"];
  closed_at: string | Date | null;
  ends_at: string | Date | null;
} & (StandingsRow | { [K in keyof StandingsRow]: null });

const dateOrNull = (at: string | Date | null): Date | null => (at === null ? null : new Date(at));

async function changedRows(db: Db, eventId: string, afterVersion: number): Promise<{ event: PageEvent | null; changed: StandingsRow[] }> {
  const rows = await selectRows<EventAndRow>(
    db,
    // The event's row comes with the changed ones, so the live update asks it in the same round trip.
    // The organizer's moderation of the rider in this event (docs/decisions/020-board-and-moderation.md):
    // their name for the rider, or hidden. A change of it marks the row changed (migration 0012).
    // The name and the moderation are looked up per changed row (the `limit 1` keeps the planner
    // from joining them whole): a prepared statement's generic plan otherwise hash-joined every user
    // of the database to a refresh's one changed row (ADR 017, "An incremental refresh").
    sql`select e.id as event_id, e.reveal_mode, e.closed_at, e.ends_at, r.*
        from events e left join (
          select s.user_id, coalesce(m.display_name, u.display_name) as display_name,
                 case when m.display_name is null then u.name_key else m.name_key end as name_key, coalesce(m.hidden, false) as hidden,
                 s.score, s.checkpoints_done, s.total_time_ms, s.last_finished_at, s.version
          from standings s
          cross join lateral (select display_name, name_key from users where id = s.user_id limit 1) u
          left join lateral (select display_name, name_key, hidden from rider_moderation
                             where event_id = s.event_id and user_id = s.user_id limit 1) m on true
          where s.event_id = ${eventId} and s.version > ${afterVersion}
        ) r on true
        where e.id = ${eventId}`,
  );
  const [first] = rows;
  const event = first
    ? { id: first.event_id, revealMode: first.reveal_mode, closedAt: dateOrNull(first.closed_at), endsAt: dateOrNull(first.ends_at) }
    : null;
  return { event, changed: rows.filter((r): r is EventAndRow & StandingsRow => r.user_id !== null) };
}

/** Every ranked rider of an event, read once without a store (the ops CLI's results export). */
async function readStandings(db: Db, eventId: string, now: number): Promise<Standings> {
  const { event, changed } = await changedRows(db, eventId, 0);
  const ranking = new Ranking();
  ranking.apply(changed);
  return new Snapshot(eventId, event, ranking.sorted, new Date(now));
}

/** One rider's entry leaving its place (`from`), taking one (`to`), or both. */
type Move = { from?: Entry; to?: Entry };

/**
 * An event's ranking as the store holds it between refreshes: the sorted entries of its newest
 * snapshot, and what applying a change needs (who holds which entry, who shares a name key).
 * Only the store's refresh changes it, one at a time (single flight); no snapshot reads it, so a
 * snapshot still being read keeps its own array and entries, whatever came after it.
 */
class Ranking {
  sorted: readonly Entry[] = [];
  private readonly byUser = new Map<string, Entry>();
  /** The ranked riders of each name key: a name tag shows when there are two or more. */
  private readonly byKey = new Map<string, Set<string>>();
  /**
   * Moves spliced in one by one, at most: more (a first load, a moderation of many), and the
   * ranking is sorted again. At 20,000 riders a move costs ~5 µs (two splices of the array) and a
   * sort ~2.5 ms, so they break even near 400 moves (ADR 017, "An incremental refresh").
   */
  static readonly MAX_SPLICED = 256;

  /**
   * Applies the rows read: those at the version already held are skipped; the others move their
   * rider, and a namesake count crossing 1 ↔ 2 moves the other namesake too (its tag appears or
   * goes; its place does not change). Returns how many rows were applied, and whether it sorted.
   */
  apply(rows: readonly StandingsRow[]): { applied: number; sorted: boolean } {
    const moves: Move[] = [];
    /** The entries made by this call: not in any snapshot yet, so their tags may still be set in place. */
    const fresh = new Set<Entry>();
    const keys = new Set<string>();
    for (const r of rows) {
      const held = this.byUser.get(r.user_id);
      const version = Number(r.version);
      const ranked = !r.hidden && r.checkpoints_done > 0 && r.last_finished_at !== null;
      // Already applied, or a tombstone of a rider this ranking never held.
      if (held ? held.version === version : !ranked) continue;
      const move: Move = {};
      if (held) {
        move.from = held;
        this.byUser.delete(held.userId);
        this.byKey.get(held.key)?.delete(held.userId);
        keys.add(held.key);
      }
      if (ranked) {
        const key = r.name_key ?? nameKey(r.display_name);
        move.to = {
          userId: r.user_id,
          displayName: r.display_name,
          key,
          score: Number(r.score),
          checkpointsDone: Number(r.checkpoints_done),
          totalTimeMs: Number(r.total_time_ms),
          lastFinishedAt: new Date(r.last_finished_at as string | Date).getTime(),
          version,
          namesake: false,
        };
        fresh.add(move.to);
        this.byUser.set(r.user_id, move.to);
        const members = this.byKey.get(key) ?? new Set<string>();
        this.byKey.set(key, members.add(r.user_id));
        keys.add(key);
      }
      moves.push(move);
    }
    const applied = moves.length;
    // The tags of every rider of a key that changed: the moved ones' new entries are still private
    // here; a held entry whose tag changes is replaced by a copy, never changed in place.
    for (const key of keys) {
      const members = this.byKey.get(key);
      if (!members?.size) {
        this.byKey.delete(key);
        continue;
      }
      for (const userId of members) {
        const e = this.byUser.get(userId) as Entry;
        const namesake = members.size > 1;
        if (e.namesake === namesake) continue;
        if (fresh.has(e)) e.namesake = namesake;
        else {
          const to = { ...e, namesake };
          this.byUser.set(userId, to);
          moves.push({ from: e, to });
        }
      }
    }
    if (moves.length === 0) return { applied, sorted: false };
    // A few moves: where each leaves from, found by binary search in the array they are in.
    const leaving: number[] = [];
    if (moves.length <= Ranking.MAX_SPLICED) {
      for (const m of moves) {
        if (!m.from) continue;
        const at = placeOf(this.sorted, m.from);
        // Every held entry is in the array, in order; a miss would be a broken ranking, which the
        // full sort below mends rather than stopping the board on the event day.
        if (this.sorted[at] !== m.from) break;
        leaving.push(at);
      }
    }
    if (moves.length > Ranking.MAX_SPLICED || leaving.length !== moves.filter((m) => m.from).length) {
      // Many moves: the entries still held keep their order, the rest go at the end, and the
      // engine's merge sort makes a long sorted run plus a tail nearly linear.
      const next = this.sorted.filter((e) => this.byUser.get(e.userId) === e);
      for (const m of moves) if (m.to) next.push(m.to);
      this.sorted = next.sort(compare);
      return { applied, sorted: true };
    }
    // Each leaves its place and takes its new one by binary search, in a copy (the snapshots
    // already handed out keep the array they have); from the end, so the places still to remove
    // do not shift.
    const next = this.sorted.slice();
    for (const at of leaving.sort((a, b) => b - a)) next.splice(at, 1);
    for (const m of moves) if (m.to) next.splice(placeOf(next, m.to), 0, m.to);
    this.sorted = next;
    return { applied, sorted: false };
  }
}

/**
 * Versions come from a sequence, taken when a transaction writes, so on PostgreSQL they can commit
 * out of order: a refresh re-reads the rows above what it had seen SETTLE_MS ago, not above the
 * newest, and a finishing transaction (milliseconds) always lands inside that window. On PGlite
 * every statement and transaction runs alone, so versions commit in the order they are taken and
 * the floor is the newest version read (`commitsInOrder`; docs/decisions/017-standings-snapshot.md).
 */
const SETTLE_MS = 5000;
/**
 * How long a board read trusts the event it looked up (its id, reveal mode, close and end) when no
 * wake-up says otherwise: every change made through the app or the ops CLI announces the event
 * (events/service.ts `announceEvent`) and drops it at once; only a change written straight to the
 * database waits this out.
 */
const EVENT_TTL_MS = 5000;

/** A snapshot no one read for this long is dropped; the next read loads it again. */
const IDLE_MS = 10 * 60_000;

interface Held {
  snapshot?: Snapshot;
  /** What the next refresh applies its changes to: the newest snapshot's entries. */
  ranking: Ranking;
  /** (time, highest version read): the floor of the next refresh is the newest mark older than the settle window. */
  marks: { at: number; version: number }[];
  dirty: boolean;
  refreshing?: Promise<Snapshot>;
  readAt: number;
}

/**
 * The process's standings, one snapshot per event read. `invalidate` comes from the live signal
 * (NOTIFY on PostgreSQL: every process hears every finish) and from this process's own writes, so
 * a rider reads their finish at once; the next read then pulls the changed rows (single-flight).
 */
export class SnapshotStore implements StandingsStore {
  private readonly held = new Map<string, Held>();
  /**
   * Which event a board read names (an id, or "" for the default): found events for a few seconds,
   * so a read costs no query at all; an unknown id is asked again (anonymous reads are rate-limited).
   */
  private readonly events = new LRUCache<string, PageEvent>({ max: 1000, ttl: EVENT_TTL_MS });
  /** Database reads made, rows applied from them (a row read again at its version is not) and full sorts: for the tests and bench/board-refresh.ts. */
  reads = 0;
  applied = 0;
  sorts = 0;
  private readonly settleMs: number;
  private readonly clock: () => number;
  /**
   * Counts every change signalled to this process, in any event: a cached answer built from an
   * older generation is served only within the finish lag (server/http/board-reads.ts).
   */
  generation = 0;
  /** Counts the changes that are not a finish: a kept anonymous answer from before one is never served. */
  eventGeneration = 0;

  /**
   * `commitsInOrder`: the database runs one transaction at a time (PGlite, server/db/pglite-thread.ts),
   * so a refresh needs no settle window. `clock` times the window and idle snapshots (tests move it).
   */
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    opts: { commitsInOrder?: boolean; clock?: () => number } = {},
  ) {
    this.settleMs = opts.commitsInOrder ? 0 : SETTLE_MS;
    this.clock = opts.clock ?? (() => performance.now());
  }

  async eventFor(eventId: string | null | undefined, lookup: () => Promise<PageEvent | null>): Promise<PageEvent | null> {
    const key = eventId ?? "";
    const cached = this.events.get(key);
    if (cached) return cached;
    const found = await lookup();
    if (!found) return null;
    const event = { id: found.id, revealMode: found.revealMode, closedAt: found.closedAt, endsAt: found.endsAt };
    this.events.set(key, event);
    return event;
  }

  /**
   * The event changed: its standings, or the event itself (a close, a reopen, a new end or reveal
   * mode, a new default). Its cached row goes, and the default's, which may now name another event.
   */
  invalidate(eventId: string): void {
    this.generation++;
    this.eventGeneration++;
    this.events.delete(eventId);
    this.events.delete("");
    const h = this.held.get(eventId);
    if (h) h.dirty = true;
  }

  finished(eventId: string): void {
    this.generation++;
    const h = this.held.get(eventId);
    if (h) h.dirty = true;
  }

  invalidateAll(): void {
    this.generation++;
    this.eventGeneration++;
    this.events.clear();
    for (const h of this.held.values()) h.dirty = true;
  }

  /**
   * The standings read now, never a held snapshot, with the event's current row read in the same
   * query: the live update's read, so a close or a new end shows on the next update.
   */
  current(eventId: string): Promise<Standings> {
    const h = this.held.get(eventId);
    if (h) h.dirty = true;
    return this.get(eventId);
  }

  async get(eventId: string): Promise<Standings> {
    const t = this.clock();
    this.evictIdle(t);
    let h = this.held.get(eventId);
    if (!h) {
      h = { ranking: new Ranking(), marks: [], dirty: true, readAt: t };
      this.held.set(eventId, h);
    }
    h.readAt = t;
    if (h.snapshot && !h.dirty) return h.snapshot;
    // A refresh already under way may have started before the change that made this one dirty.
    if (h.refreshing) {
      await h.refreshing.catch(() => {});
      if (h.snapshot && !h.dirty) return h.snapshot;
    }
    return this.refresh(eventId, h);
  }

  private refresh(eventId: string, h: Held): Promise<Snapshot> {
    h.refreshing ??= (async () => {
      try {
        // Cleared before the read: a change signalled while it runs makes the next read refresh again.
        h.dirty = false;
        const started = this.clock();
        const floor = [...h.marks].reverse().find((m) => m.at <= started - this.settleMs)?.version ?? 0;
        this.reads++;
        const { event, changed } = await changedRows(this.db, eventId, floor);
        try {
          const { applied, sorted } = h.ranking.apply(changed);
          this.applied += applied;
          if (sorted) this.sorts++;
        } catch (err) {
          // Half applied: start again from nothing on the next read rather than serve a broken order.
          h.ranking = new Ranking();
          h.marks = [];
          throw err;
        }
        const top = changed.reduce((max, r) => Math.max(max, Number(r.version)), h.marks.at(-1)?.version ?? 0);
        h.marks.push({ at: started, version: top });
        // Only the newest mark older than the window is ever a floor again.
        const oldEnough = h.marks.filter((m) => m.at <= started - this.settleMs);
        if (oldEnough.length > 1) h.marks.splice(0, oldEnough.length - 1);
        h.snapshot = new Snapshot(eventId, event, h.ranking.sorted, new Date(this.now()));
        return h.snapshot;
      } catch (err) {
        h.dirty = true;
        throw err;
      } finally {
        h.refreshing = undefined;
      }
    })();
    return h.refreshing;
  }

  private evictIdle(t: number): void {
    for (const [eventId, h] of this.held) if (t - h.readAt > IDLE_MS && !h.refreshing) this.held.delete(eventId);
  }
}
