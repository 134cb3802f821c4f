import { DataDirInUseError, type DbHandle, openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { parseEnv } from "#server/env.ts";

/** The server's resolution, so ops always works on the database the server uses. */
function databaseConfig(source: NodeJS.ProcessEnv = process.env): { databaseUrl?: string; dataDir: string } {
  const env = parseEnv(source);
  return { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
}

/** PGlite holds its directory for one process: the organizer gets what to do, exit code 2. */
export class DatabaseBusyError extends Error {}

export async function openOpsDatabase(source: NodeJS.ProcessEnv = process.env): Promise<DbHandle> {
  const config = databaseConfig(source);
  let handle: DbHandle;
  try {
    handle = config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl }) : await openDatabase({ dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      throw new DatabaseBusyError(
        `The server is running on ${config.dataDir} (${err.message.match(/pid \d+/)?.[0] ?? "another process"}). ` +
          "PGlite allows one process per data directory, so ops cannot open it now.\n" +
          "Stop the server first (Ctrl+C), run the command, then start it again — " +
          "or run the server on PostgreSQL (set DATABASE_URL) so ops can run beside it.",
      );
    }
    throw err;
  }
  // A fresh data directory (ops before the first server start) gets the tables too.
  try {
    await migrate(handle);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
