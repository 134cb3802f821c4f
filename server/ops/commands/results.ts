import { rankEvent } from "#server/modules/leaderboard/service.ts";
import { neutralizeFormula, writeCsv } from "#server/modules/shared/csv.ts";
import { type OpsContext, parseCommand, serviceDeps, stringFlag } from "../context.ts";
import { findEvent } from "../lookup.ts";

export const usage = `Usage: npm run ops -- results <event> [--out results.csv] [--bom]

  The event's leaderboard as CSV, ranked exactly as the app's live leaderboard, every rider:
  rank, display_name, score, checkpoints_done, total_time_s (seconds, 3 decimals),
  last_finish (ISO 8601, UTC). UTF-8, RFC 4180 quoting, CRLF line ends. A display name that a
  spreadsheet would run as a formula (starts with = + - @) gets a leading apostrophe.

      --out <file>   Write to this file (default: print to stdout)
      --bom          Start with a UTF-8 byte order mark, so Excel shows accents right

<event> is the event's id or its exact name.`;

const RESULTS_HEADER = ["rank", "display_name", "score", "checkpoints_done", "total_time_s", "last_finish"];

export async function run(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { out: { type: "string" }, bom: { type: "boolean" } }, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const deps = await serviceDeps(ctx);
  const event = await findEvent(deps, parsed.positionals[0] ?? "");
  // The API's own ranking query, so the file and the live leaderboard cannot disagree.
  const rows = await rankEvent(deps.db, event.id);
  const csv = writeCsv(
    RESULTS_HEADER,
    rows.map((r) => [
      r.rank,
      neutralizeFormula(r.displayName),
      r.score,
      r.checkpointsDone,
      (r.totalTimeMs / 1000).toFixed(3),
      r.lastFinishedAt ? r.lastFinishedAt.toISOString() : "",
    ]),
  );
  const text = parsed.values.bom ? `\uFEFF${csv}` : csv;
  const out = stringFlag(parsed, "out");
  if (!out) {
    ctx.write(text);
    return 0;
  }
  await ctx.files.write(out, text);
  ctx.err(`Wrote ${rows.length} rider${rows.length === 1 ? "" : "s"} of "${event.name}" to ${out}.`);
  return 0;
}
