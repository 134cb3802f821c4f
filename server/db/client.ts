import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { PGliteThread } from "./pglite-thread.ts";
import * as schema from "./schema/index.ts";

/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Set for PGlite: the thread it runs on (dumps go through it). */
  pglite?: PGliteThread;
  /** Set for PostgreSQL: rate limits and LISTEN use it. */
  pool?: pg.Pool;
  databaseUrl?: string;
}

interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted (with no databaseUrl) means in-memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball of a migrated database: tests start from it in ~0.6 s. */
  loadDataDir?: Blob;
}

export class DataDirInUseError extends Error {}

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A client losing its connection (database restarted, network cut) must not crash the process.
    // The pool listens only while a client is idle; a checked-out one (a transaction between two
    // queries) emits "error" with nobody listening. Its queries fail on their own, and the pool
    // drops the dead client when it comes back.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      databaseUrl: opts.databaseUrl,
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  try {
    if (opts.dataDir) fs.mkdirSync(path.dirname(path.resolve(opts.dataDir)), { recursive: true });
    const pglite = await PGliteThread.start({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
    const db = drizzlePglite({ client: pglite.asClient(), schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      pglite,
      ping: async () => {
        await pglite.query("select 1");
      },
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * PGlite has no locking between processes: two processes on one data directory silently lose
 * writes. A lock file holding the owner's pid makes the second one refuse; a lock left by a
 * dead process (SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let tries = 0; tries < 2; tries++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The database in ${dataDir} is in use by another process (pid ${owner}). ` +
            "PGlite allows one process per data directory: stop that process first, " +
            "or set DATABASE_URL to use PostgreSQL, which many processes can share.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${lockPath}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  return !isZombie(pid);
}

/**
 * A process that exited but was not yet reaped (its parent gone, under an init that does not reap,
 * as in many containers) still answers kill(pid, 0), yet holds no file: its lock is stale. Linux
 * says so in /proc; elsewhere the answer stands.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}
