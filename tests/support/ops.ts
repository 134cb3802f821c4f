import type { DbHandle } from "#server/db/client.ts";
import { runCli } from "#server/ops/cli.ts";
import { localFiles, type OpsContext } from "#server/ops/context.ts";
import { openTestPglite } from "../setup/db.ts";

/** A migrated in-memory PGlite: each test file gets its own fresh database. */
export function freshDatabase(): Promise<DbHandle> {
  return openTestPglite();
}

export interface CliRun {
  code: number;
  /** stdout, lines joined with \n (raw writes as they are). */
  out: string;
  err: string;
}

/**
 * Runs a command line in-process, as `npm run ops -- ...` would, against the given database;
 * with null, opening the database fails the run (for commands that must not need one).
 */
export async function ops(handle: DbHandle | null, argv: string[], now: () => Date = () => new Date()): Promise<CliRun> {
  let out = "";
  let err = "";
  const ctx: OpsContext = {
    out: (line) => {
      out += `${line}\n`;
    },
    write: (text) => {
      out += text;
    },
    err: (line) => {
      err += `${line}\n`;
    },
    now,
    files: localFiles(process.cwd()),
    db: async () => {
      if (!handle) throw new Error("this command must not open the database");
      return handle.db;
    },
  };
  const code = await runCli(argv, ctx);
  return { code, out, err };
}
