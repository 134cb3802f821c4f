import { takeBackup } from "#server/db/backup.ts";
import { type OpsContext, parseCommand, serviceDeps } from "../context.ts";

export const usage = `Usage: npm run ops -- backup <file>

  Writes every event, checkpoint, question, rider, attempt and answer to one file (gzipped JSON),
  a consistent snapshot taken while the server runs and riders play. It restores into either
  database (npm run ops -- restore <file>): the embedded one or PostgreSQL.
  A name ending in .json.gz is a good habit, e.g. motoquiz-2026-06-01.json.gz.`;

export async function run(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const file = parsed.positionals[0] ?? "";
  const deps = await serviceDeps(ctx);
  const data = await takeBackup(deps.db, ctx.now());
  await ctx.files.write(file, data);
  ctx.err(`Wrote the backup to ${file} (${Math.max(1, Math.round(data.length / 1024))} KB).`);
  return 0;
}
