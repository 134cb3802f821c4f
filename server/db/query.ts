// How the domain modules run SQL beside drizzle's query builder: hot reads as prepared statements,
// raw rows on either driver, a handle that may be a transaction, and the unique-violation check.
import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * A hot query built once per database instead of on every request: `build` ends in drizzle's
 * `.prepare(name)` with `sql.placeholder`s, so drizzle's query building (the largest share of the
 * API's CPU in a profile of the bench) runs once, and PostgreSQL parses and plans the named
 * statement once per connection. Only for queries outside a transaction: a prepared query runs on
 * the database it was built on, never on a transaction's connection.
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/** Raw SQL rows on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A transaction handle, for helpers that run inside or outside one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export function isUniqueViolation(err: unknown): boolean {
  // drizzle wraps the driver's error; PostgreSQL and PGlite both say 23505.
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
