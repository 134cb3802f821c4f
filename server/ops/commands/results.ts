import { eventResults, resultsCsv } from "#server/modules/organizer/results.ts";
import { organizerEvent } from "#server/modules/organizer/service.ts";
import { type OpsContext, OpsError, parseCommand, serviceDeps, stringFlag } from "../context.ts";
import { findEvent } from "../lookup.ts";

export const usage = `Usage: npm run ops -- results <event> [--out results.csv] [--bom]

  The event's results as CSV, the same file as the organizer console's download: a first line
  stating the tie rule, then every rider: rank (=2 when shared), display_name, name_tag, score,
  right_answers, checkpoints_done, one score column per checkpoint, total_answer_time_s (seconds,
  3 decimals), last_finish (in the event's time zone). UTF-8, RFC 4180 quoting, CRLF line ends.
  A cell that a spreadsheet would run as a formula (starts with = + - @) gets a leading apostrophe.

      --out <file>   Write to this file (default: print to stdout)
      --bom          Start with a UTF-8 byte order mark, so Excel shows accents right

<event> is the event's id or its exact name.`;

export async function run(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { out: { type: "string" }, bom: { type: "boolean" } }, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const deps = await serviceDeps(ctx);
  const found = await findEvent(deps, parsed.positionals[0] ?? "");
  const event = await organizerEvent(deps, { eventId: found.id });
  if (!event) throw new OpsError(`No event "${found.id}".`);
  // The console's own results and CSV writer (server/modules/organizer/results.ts): one file format.
  const results = await eventResults(deps, event);
  const csv = resultsCsv(results);
  const text = parsed.values.bom ? `\uFEFF${csv}` : csv;
  const out = stringFlag(parsed, "out");
  if (!out) {
    ctx.write(text);
    return 0;
  }
  await ctx.files.write(out, text);
  const n = results.rows.length;
  ctx.err(`Wrote ${n} rider${n === 1 ? "" : "s"} of "${event.name}" to ${out}.`);
  return 0;
}
