import { EventEmitter } from "node:events";
import pg from "pg";
import type { Logger } from "pino";
import { LEADERBOARD_COALESCE_MS } from "#core/constants.ts";
import { CHANNELS } from "#server/db/channels.ts";

/** A wake-up transport: says "event X changed", carries no data and replays nothing. */
export interface Signal {
  /** `id`: what changed (an event for the leaderboard, a session for logout). */
  publish(id: string): Promise<void>;
  /** `onReconnect` fires after a lost connection: messages may have been missed. */
  start(onWake: (id: string) => void, onReconnect: () => void): Promise<void>;
  close(): Promise<void>;
}

/** PGlite is one process: an in-process emitter is the whole transport. */
export function inProcessSignal(): Signal {
  const emitter = new EventEmitter();
  return {
    async publish(eventId) {
      emitter.emit("wake", eventId);
    },
    async start(onWake) {
      emitter.on("wake", onWake);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY (docs/decisions/002-live-updates.md): NOTIFY goes through the pool,
 * LISTEN holds one dedicated connection per process, re-opened with back-off when it drops.
 */
export function postgresSignal(pool: pg.Pool, databaseUrl: string, logger: Logger, channel: string = CHANNELS.leaderboard): Signal {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (onWake: (id: string) => void, onReconnect: () => void, attempt: number): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload) onWake(msg.payload);
    });
    const reopen = () => {
      if (closed || client !== c) return;
      client = undefined;
      const delay = Math.min(10_000, 100 * 2 ** Math.min(attempt, 7));
      retry = setTimeout(() => {
        void connect(onWake, onReconnect, attempt + 1).catch(() => {});
      }, delay);
    };
    c.on("error", (err) => {
      logger.warn({ err }, "LISTEN connection lost");
      reopen();
    });
    c.on("end", reopen);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (attempt > 0) onReconnect();
    } catch (err) {
      if (attempt === 0) {
        client = undefined;
        throw err;
      }
      reopen();
    }
  };

  return {
    async publish(eventId) {
      await pool.query("select pg_notify($1, $2)", [channel, eventId]);
    },
    start: (onWake, onReconnect) => connect(onWake, onReconnect, 0),
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}

interface Channel<T> {
  subscribers: Set<Queue<T>>;
  latest?: T;
  timer?: NodeJS.Timeout;
  running: boolean;
  dirty: boolean;
  /** performance.now() before which a new computation waits (the open coalescing window). */
  windowEnds: number;
}

interface Queue<T> {
  push(value: T): void;
}

/**
 * A cache that follows the same wake-ups (the standings snapshot): marked stale at each one, at once
 * for this process's own (before the NOTIFY round trip, so a rider reads their own finish), and
 * wholly after a lost connection.
 */
export interface Follower {
  /** The event changed (a close, moderation, its end or reveal mode) or anything in it may have. */
  invalidate(id: string): void;
  /** A rider finished in the event: its standings changed, the event did not. */
  finished(id: string): void;
  invalidateAll(): void;
}

/**
 * A finish's wake-up carries this before the event id (the hub's own and the standings trigger's,
 * server/db/migrations/0018_finish_wakeup.sql); any other payload (the ops CLI's NOTIFY too) is a
 * change to the event.
 */
const FINISH = "finish:";

/**
 * Per event, one shared stream: the snapshot is computed ONCE and the same object is pushed to
 * every subscriber of that event (on this process). The truth is re-read from the database each time.
 * Coalescing is leading-edge: a wake-up after a quiet LEADERBOARD_COALESCE_MS is computed at once
 * (a lone finish is not delayed); wake-ups inside the window that computation opened collapse into
 * one trailing computation at the window's end — at most two per window under a burst.
 */
export class LiveHub<T = unknown> {
  private readonly channels = new Map<string, Channel<T>>();
  /** How many snapshots were computed; tests assert coalescing with it. */
  computations = 0;
  private closed = false;

  private readonly windowMs: number;
  private readonly follower?: Follower;

  constructor(
    private readonly signal: Signal,
    private readonly compute: (eventId: string) => Promise<T>,
    private readonly logger: Logger,
    options: { windowMs?: number; follower?: Follower } = {},
  ) {
    this.windowMs = options.windowMs ?? LEADERBOARD_COALESCE_MS;
    this.follower = options.follower;
  }

  start(): Promise<void> {
    return this.signal.start(
      (payload) => {
        const eventId = payload.startsWith(FINISH) ? payload.slice(FINISH.length) : payload;
        if (eventId === payload) this.follower?.invalidate(eventId);
        else this.follower?.finished(eventId);
        this.wake(eventId);
      },
      () => {
        this.follower?.invalidateAll();
        for (const eventId of this.channels.keys()) this.wake(eventId);
      },
    );
  }

  /** Called after a write that changes what an event's boards show (once committed): see `finished` for a finish. */
  async changed(eventId: string): Promise<void> {
    this.follower?.invalidate(eventId);
    await this.publish(eventId, eventId);
  }

  /** Called after a rider's finish is committed: the event's standings changed, the event itself did not. */
  async finished(eventId: string): Promise<void> {
    this.follower?.finished(eventId);
    await this.publish(eventId, FINISH + eventId);
  }

  private async publish(eventId: string, payload: string): Promise<void> {
    try {
      await this.signal.publish(payload);
    } catch (err) {
      // The write is committed; a lost wake-up only delays the live view until the next one.
      this.logger.warn({ err, eventId }, "live publish failed");
    }
  }

  private wake(eventId: string): void {
    const ch = this.channels.get(eventId);
    if (!ch || this.closed) return;
    ch.dirty = true;
    if (!ch.timer && !ch.running) this.schedule(eventId, ch);
  }

  /** At once when the window is over (leading edge), else at its end (trailing). */
  private schedule(eventId: string, ch: Channel<T>): void {
    // performance.now is monotonic and only paces pushes; scoring time comes from ctx.now().
    const wait = Math.max(0, ch.windowEnds - performance.now());
    ch.timer = setTimeout(() => void this.flush(eventId), wait);
  }

  private async flush(eventId: string): Promise<void> {
    const ch = this.channels.get(eventId);
    if (!ch) return;
    ch.timer = undefined;
    ch.dirty = false;
    ch.running = true;
    ch.windowEnds = performance.now() + this.windowMs;
    try {
      this.computations++;
      const snapshot = await this.compute(eventId);
      ch.latest = snapshot;
      for (const q of ch.subscribers) q.push(snapshot);
    } catch (err) {
      this.logger.error({ err, eventId }, "leaderboard snapshot failed");
    } finally {
      ch.running = false;
      // Wake-ups during the computation are served by one trailing computation at the window's end.
      if (ch.dirty && ch.subscribers.size > 0 && !this.closed) this.schedule(eventId, ch);
    }
    if (ch.subscribers.size === 0 && !ch.timer) this.channels.delete(eventId);
  }

  /** The shared stream of snapshots for one event; starts with the current one. */
  subscribe(eventId: string): AsyncIterableIterator<T> {
    let ch = this.channels.get(eventId);
    if (!ch) {
      ch = { subscribers: new Set(), running: false, dirty: false, windowEnds: 0 };
      this.channels.set(eventId, ch);
    }
    const channel = ch;
    const buffer: T[] = [];
    let waiting: ((r: IteratorResult<T>) => void) | undefined;
    let done = false;
    const queue: Queue<T> = {
      push(value) {
        if (done) return;
        if (waiting) {
          const w = waiting;
          waiting = undefined;
          w({ value, done: false });
        } else {
          // A slow consumer only needs the newest standings.
          buffer.length = 0;
          buffer.push(value);
        }
      },
    };
    channel.subscribers.add(queue);
    if (channel.latest !== undefined) queue.push(channel.latest);
    else if (!channel.timer && !channel.running) {
      channel.dirty = true;
      channel.timer = setTimeout(() => void this.flush(eventId), 0);
    }
    const finish = (): Promise<IteratorResult<T>> => {
      done = true;
      channel.subscribers.delete(queue);
      if (channel.subscribers.size === 0 && !channel.running) {
        clearTimeout(channel.timer);
        this.channels.delete(eventId);
      }
      waiting?.({ value: undefined, done: true });
      waiting = undefined;
      return Promise.resolve({ value: undefined, done: true });
    };
    const iterator: AsyncIterableIterator<T> = {
      next() {
        if (done) return Promise.resolve({ value: undefined, done: true });
        const value = buffer.shift();
        if (value !== undefined) return Promise.resolve({ value, done: false });
        return new Promise((resolve) => {
          waiting = resolve;
        });
      },
      return: finish,
      throw: (err) => {
        void finish();
        return Promise.reject(err);
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  subscriberCount(eventId: string): number {
    return this.channels.get(eventId)?.subscribers.size ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const ch of this.channels.values()) clearTimeout(ch.timer);
    await this.signal.close();
  }
}
