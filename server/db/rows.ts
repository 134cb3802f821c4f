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
