import { EventEmitter } from "node:events";
import pg from "pg";
import type { Logger } from "pino";
import { CHANNELS } from "#server/db/channels.ts";
import type { Signal } from "./hub.ts";

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
