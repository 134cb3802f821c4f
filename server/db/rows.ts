import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

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
