import { sql } from "drizzle-orm";
import { nameKey } from "#core/display-name.ts";
import { type DbOrTx, selectRows } from "./query.ts";

/** Rows keyed per statement: each round trip carries a JSON parameter of well under a megabyte. */
const BATCH = 1000;

/** Where a display name is stored with its key (migration 0015), and the columns naming a row. */
const NAMED = [
  { table: "users", ids: ["id"] },
  { table: "rider_moderation", ids: ["event_id", "user_id"] },
];

/**
 * Stores the key of every display name that has none: the rows from before the column, a backup's
 * from before it, a name changed by hand (migration 0016 clears its key). In JavaScript because the
 * key is `nameKey` (core/display-name.ts), whose NFKC, look-alikes and invisible characters an SQL
 * copy would have to follow forever (docs/decisions/011-domain-layout.md). Runs after every
 * migration and restore; with nothing to fill, one query per table that finds no row.
 */
export async function fillNameKeys(db: DbOrTx): Promise<number> {
  let filled = 0;
  for (const { table, ids } of NAMED) {
    const rowIds = sql.join(
      ids.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const sameRow = sql.join(
      // The name too: a row renamed since it was read keeps no key for the old name, and is read again.
      [...ids, "display_name"].map((c) => sql`t.${sql.identifier(c)} = k.${sql.identifier(c)}`),
      sql` and `,
    );
    const columns = sql.raw([...ids.map((c) => `${c} uuid`), "display_name text", "key text"].join(", "));
    for (;;) {
      const rows = await selectRows<Record<string, string> & { display_name: string }>(
        db,
        sql`select ${rowIds}, display_name from ${sql.identifier(table)} where display_name is not null and name_key is null limit ${BATCH}`,
      );
      if (rows.length === 0) break;
      const keyed = JSON.stringify(rows.map((r) => ({ ...r, key: nameKey(r.display_name) })));
      const updated = await selectRows(
        db,
        sql`update ${sql.identifier(table)} t set name_key = k.key from json_to_recordset(${keyed}::json) as k(${columns})
            where ${sameRow} returning 1`,
      );
      filled += updated.length;
    }
  }
  return filled;
}
