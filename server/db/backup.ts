import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { CHANNELS } from "./channels.ts";
import type { Db } from "./client.ts";
import { fillNameKeys } from "./name-keys.ts";
import { selectRows, type Tx } from "./query.ts";

/**
 * One backup file for either database (docs/decisions/015-backup-restore.md): every row of this
 * app's tables as JSON, read in one repeatable-read transaction (a consistent snapshot while riders
 * play), gzipped. PostgreSQL's own text forms (ISO times, `\x` bytea, arrays, jsonb) round-trip
 * through json_populate_recordset, so a PGlite backup restores into PostgreSQL and back.
 */
export interface Backup {
  format: "motoquiz-backup";
  version: 1;
  createdAt: string;
  /** The last migration applied where it was taken (drizzle's `created_at`, the journal's `when`). */
  migratedTo: number;
  tables: { name: string; rows: Record<string, unknown>[] }[];
  /** The app's sequences (e.g. the standings' version counter): restored so they only move forward. */
  sequences?: { name: string; value: number }[];
}

/**
 * Limiter counters are not data worth keeping; they start empty after a restore. The standings are
 * derived: the database's triggers rebuild them from the restored attempts (migration 0009).
 */
const SKIPPED = new Set(["rate_limits", "standings"]);

export class BackupError extends Error {}

/** The app's tables, each after the tables it references, so inserts in this order satisfy every foreign key. */
async function appTables(tx: Tx): Promise<{ name: string; columns: Set<string> }[]> {
  const columns = await selectRows<{ table: string; column: string }>(
    tx,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const refs = await selectRows<{ child: string; parent: string }>(
    tx,
    sql`select cl.relname as child, pl.relname as parent from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid join pg_class pl on pl.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const c of columns) {
    if (SKIPPED.has(c.table)) continue;
    byTable.set(c.table, (byTable.get(c.table) ?? new Set()).add(c.column));
  }
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const r of refs) if (r.child === name && r.parent !== name && byTable.has(r.parent)) visit(r.parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of [...byTable.keys()].sort()) visit(name, []);
  return ordered.map((name) => ({ name, columns: byTable.get(name) ?? new Set() }));
}

async function migratedTo(tx: Tx): Promise<number> {
  const [row] = await selectRows<{ at: string | null }>(tx, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  return Number(row?.at ?? 0);
}

export async function takeBackup(db: Db, now: Date): Promise<Buffer> {
  const backup = await db.transaction(
    async (tx): Promise<Backup> => {
      const tables = [];
      for (const t of await appTables(tx)) {
        const [row] = await selectRows<{ rows: Record<string, unknown>[] | string }>(
          tx,
          sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(t.name)} t`,
        );
        const rows = typeof row?.rows === "string" ? JSON.parse(row.rows) : (row?.rows ?? []);
        tables.push({ name: t.name, rows });
      }
      const sequences = await selectRows<{ name: string; value: number }>(
        tx,
        sql`select sequencename as name, coalesce(last_value, 0)::float8 as value from pg_sequences where schemaname = 'public'`,
      );
      return { format: "motoquiz-backup", version: 1, createdAt: now.toISOString(), migratedTo: await migratedTo(tx), tables, sequences };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return gzipSync(JSON.stringify(backup));
}

export function readBackup(file: Buffer): Backup {
  let parsed: Partial<Backup>;
  try {
    parsed = JSON.parse(gunzipSync(file).toString("utf8"));
  } catch {
    throw new BackupError("This is not a MotoQuiz backup file (it is not gzipped JSON).");
  }
  if (parsed.format !== "motoquiz-backup" || parsed.version !== 1 || !Array.isArray(parsed.tables)) {
    throw new BackupError("This is not a MotoQuiz backup file (format or version unknown).");
  }
  return parsed as Backup;
}

/** Rows per INSERT: keeps each statement's JSON parameter to a few MB. */
const CHUNK = 2000;

/**
 * Replaces this app's data with the backup's, in one transaction: either everything is restored
 * or nothing changed. Refuses a database that has users unless `replace` (riders' data would go).
 */
export async function restoreBackup(db: Db, backup: Backup, opts: { replace: boolean }): Promise<{ name: string; rows: number }[]> {
  return db.transaction(async (tx) => {
    const target = await migratedTo(tx);
    if (backup.migratedTo > target) {
      throw new BackupError("This backup comes from a newer MotoQuiz than this one: upgrade this install first, then restore.");
    }
    const tables = await appTables(tx);
    const known = new Map(tables.map((t) => [t.name, t]));
    for (const t of backup.tables) {
      const table = known.get(t.name);
      if (!table) throw new BackupError(`The backup holds a table this version does not know: ${t.name}.`);
      for (const column of Object.keys(t.rows[0] ?? {})) {
        if (!table.columns.has(column))
          throw new BackupError(`The backup's table ${t.name} has a column this version does not know: ${column}.`);
      }
    }
    if (!opts.replace) {
      const [users] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from users`);
      if ((users?.n ?? 0) > 0) {
        throw new BackupError(
          `This database already has ${users?.n} user${users?.n === 1 ? "" : "s"}: restoring replaces all of its data. ` +
            "Take a backup of it first, then run restore again with --replace.",
        );
      }
    }
    await tx.execute(sql.raw(`truncate table ${tables.map((t) => `"${t.name}"`).join(", ")} cascade`));
    const restored = [];
    const rowsOf = new Map(backup.tables.map((t) => [t.name, t.rows]));
    for (const t of tables) {
      const rows = rowsOf.get(t.name) ?? [];
      const columns = sql.join(
        Object.keys(rows[0] ?? {}).map((c) => sql.identifier(c)),
        sql`, `,
      );
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = JSON.stringify(rows.slice(i, i + CHUNK));
        // A row a trigger already made from the rows before it (the standings, migration 0009) is
        // kept: the trigger computed it from the same restored rows.
        await tx.execute(
          sql`insert into ${sql.identifier(t.name)} (${columns})
              select ${columns} from json_populate_recordset(null::${sql.identifier(t.name)}, ${chunk}::json)
              on conflict do nothing`,
        );
      }
      restored.push({ name: t.name, rows: rows.length });
    }
    for (const q of backup.sequences ?? []) {
      const [exists] = await selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from pg_sequences where schemaname = 'public' and sequencename = ${q.name}`,
      );
      if (exists?.n && q.value > 0) {
        await tx.execute(
          sql`select setval(${`public.${q.name}`}::regclass, greatest(${q.value}::bigint, (select coalesce(last_value, 1) from pg_sequences where schemaname = 'public' and sequencename = ${q.name})))`,
        );
      }
    }
    // A backup from before the names' keys (migration 0015) restores its names without them.
    await fillNameKeys(tx);
    // Servers keep the bank and the standings in memory: tell them (server/db/channels.ts), as an import does.
    await tx.execute(sql`select pg_notify(${CHANNELS.questions}, 'changed')`);
    await tx.execute(sql`select pg_notify(${CHANNELS.leaderboard}, id::text) from events`);
    return restored;
  });
}
