/**
 * Shared database helpers for integration tests.
 * - `openTestPglite()`: an in-memory PGlite loaded from a migrated snapshot (~0.6 s instead of
 *   initdb + migrations). The snapshot is dumped once per migration set and cached on disk in
 *   tests/.artifacts/, so every worker and every run after the first just loads it.
 * - `createTestPostgres()`: a fresh, migrated PostgreSQL database with a random name on
 *   TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres); `drop()`
 *   closes the handle and removes the database.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type DbHandle, openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const migrationsDir = path.join(root, "server/db/migrations");
const cacheDir = path.join(root, "tests/.artifacts");

export const TEST_PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function migrationsKey(): string {
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

let snapshot: Promise<Blob> | undefined;

/** The migrated-database tarball (dumpDataDir), built once per migration set. */
export function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(cacheDir, `pglite-migrated-${migrationsKey()}.tar.gz`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const handle = await openDatabase({});
    await migrate(handle);
    const dump = await (handle.pglite as NonNullable<DbHandle["pglite"]>).dumpDataDir();
    await handle.close();
    fs.mkdirSync(cacheDir, { recursive: true });
    // Write then rename: parallel workers never read a half-written file.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    return dump;
  })();
  return snapshot;
}

/** A migrated PGlite, in memory unless `dataDir` is given. */
export async function openTestPglite(opts: { dataDir?: string } = {}): Promise<DbHandle> {
  return openDatabase({ dataDir: opts.dataDir, loadDataDir: await migratedSnapshot() });
}

export interface TestPostgres {
  handle: DbHandle;
  databaseUrl: string;
  /** Opens another handle on the same database (a second "process" in one test). */
  open(): Promise<DbHandle>;
  /** Closes every handle opened here and drops the database. */
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, migrated PostgreSQL database named mq_test_<random>. */
export async function createTestPostgres(): Promise<TestPostgres> {
  const name = `mq_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withDatabase(TEST_PG_ADMIN_URL, name);
  const handles: DbHandle[] = [];
  const open = async () => {
    const h = await openDatabase({ databaseUrl });
    handles.push(h);
    return h;
  };
  const handle = await open();
  await migrate(handle);
  return {
    handle,
    databaseUrl,
    open,
    async drop() {
      await Promise.all(handles.map((h) => h.close().catch(() => {})));
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export type DbKind = "pglite" | "postgres";

/** For `describe.each(DB_KINDS)`: a migrated database of either kind and how to dispose of it. */
export async function createTestDatabase(kind: DbKind): Promise<{ handle: DbHandle; databaseUrl?: string; dispose(): Promise<void> }> {
  if (kind === "pglite") {
    const handle = await openTestPglite();
    return { handle, dispose: () => handle.close() };
  }
  const pgdb = await createTestPostgres();
  return { handle: pgdb.handle, databaseUrl: pgdb.databaseUrl, dispose: pgdb.drop };
}

export const DB_KINDS: DbKind[] = ["pglite", "postgres"];
