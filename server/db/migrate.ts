import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DbHandle } from "./client.ts";
import { fillNameKeys } from "./name-keys.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Applies the committed migrations (the same folder for PGlite and PostgreSQL), then the one step
 * SQL cannot take: the display names' keys (name-keys.ts).
 */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === "postgres") await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  else await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  await fillNameKeys(handle.db);
}
