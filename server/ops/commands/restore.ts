import { BackupError, readBackup, restoreBackup } from "#server/db/backup.ts";
import { type OpsContext, OpsError, parseCommand, serviceDeps } from "../context.ts";

export const usage = `Usage: npm run ops -- restore <file> [--replace]

  Reads a backup (npm run ops -- backup <file>) into the server's database, embedded or
  PostgreSQL, all or nothing; the server may keep running. This is also the move from the
  embedded database to PostgreSQL: back up, start the server with DATABASE_URL, restore.

      --replace   Needed when the database already has users: all of its data is replaced`;

export async function run(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { replace: { type: "boolean" } }, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const file = parsed.positionals[0] ?? "";
  const deps = await serviceDeps(ctx);
  try {
    const backup = readBackup(await ctx.files.read(file));
    const tables = await restoreBackup(deps.db, backup, { replace: parsed.values.replace === true });
    const count = (name: string) => tables.find((t) => t.name === name)?.rows ?? 0;
    ctx.out(
      `Restored ${file} (taken ${backup.createdAt}): ${count("events")} events, ${count("checkpoints")} checkpoints, ` +
        `${count("users")} users, ${count("attempts")} attempts, ${count("answers")} answers.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof BackupError) throw new OpsError(`${file}: ${err.message} Nothing was changed.`);
    throw err;
  }
}
