import { DataDirInUseError, type DbHandle, openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { seedContent } from "#server/db/seed.ts";
import { parseEnv } from "#server/env.ts";
import { loadBank } from "../../content/load.ts";
import { opsSocketPath } from "./channel.ts";

/** The running server's ops socket for this configuration; null when the environment is invalid (ops then says why). */
export function opsSocketFor(source: NodeJS.ProcessEnv = process.env): string | null {
  try {
    return opsSocketPath(parseEnv(source).DATA_DIR);
  } catch {
    return null;
  }
}

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
        `The server is running on ${config.dataDir} (${err.message.match(/pid \d+/)?.[0] ?? "another process"}) ` +
          "but does not answer on its ops socket yet: it is still starting, or it is a version without one.\n" +
          "Try again in a moment; if it keeps failing, restart the server (npm start).",
      );
    }
    throw err;
  }
  // A fresh data directory (ops before the first server start) gets the tables and the question
  // bank too; the demo event is the server's to create (server/db/seed.ts).
  try {
    await migrate(handle);
    await seedContent(handle.db, loadBank(), { demoEvent: "never" });
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
