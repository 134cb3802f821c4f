import { formatCode } from "#core/checkpoint-code.ts";
import { listCheckpoints } from "#server/modules/events/service.ts";
import { displayHost, type Poster, renderPosters, scanUrl } from "#server/modules/organizer/poster-pdf.ts";
import { type OpsContext, OpsError, parseCommand, serviceDeps, stringFlag } from "../context.ts";
import { findEvent } from "../lookup.ts";

export const usage = `Usage: npm run ops -- posters <event> --url <public base URL> --out <file.pdf>

  Writes one printable A4 page per open checkpoint of the event: the event and checkpoint
  names, a large QR code of <base URL>/scan?code=<CODE>, the code as XXXX-XXXX, and how to use it.

      --url <base>     The address riders' phones reach the app at, e.g. https://quiz.example.org
                       (phones need HTTPS for the in-app camera; the QR works with any camera app)
      --out <file>     The PDF to write, e.g. posters.pdf

<event> is the event's id or its exact name. Closed checkpoints get no poster.`;

export async function run(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { url: { type: "string" }, out: { type: "string" } }, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const base = parseBase(stringFlag(parsed, "url"), usage);
  const out = stringFlag(parsed, "out");
  if (!out) throw new OpsError("--out <file.pdf> is required.");
  if (base.protocol === "http:" && !["localhost", "127.0.0.1"].includes(base.hostname)) {
    ctx.err("Warning: the URL is plain http; phones open the app's camera only over https (scanning with the camera app still works).");
  }
  const deps = await serviceDeps(ctx);
  const event = await findEvent(deps, parsed.positionals[0] ?? "");
  const now = ctx.now();
  if (event.closedAt) ctx.err(`Warning: "${event.name}" is closed: riders who scan these posters cannot start a quiz.`);
  const rows = await listCheckpoints(deps, { eventId: event.id });
  const open = rows.filter((c) => !(c.closesAt && c.closesAt <= now));
  for (const c of rows) if (!open.includes(c)) ctx.err(`Skipping "${c.name}" (${formatCode(c.code)}): closed.`);
  if (open.length === 0)
    throw new OpsError(`"${event.name}" has no open checkpoints. Create one with: npm run ops -- checkpoints create ${event.id} <name>`);

  const posters: Poster[] = open.map((c) => ({
    eventName: event.name,
    checkpointName: c.name,
    code: formatCode(c.code),
    url: scanUrl(base, c.code),
    host: displayHost(base),
  }));
  const pdf = await renderPosters(posters, `MotoQuiz posters — ${event.name}`, (i) => {
    const p = posters[i];
    ctx.err(`Poster ${i + 1}/${posters.length}: ${p?.checkpointName} (${p?.code})`);
  });
  await ctx.files.write(out, pdf);
  ctx.out(`Wrote ${posters.length} poster${posters.length === 1 ? "" : "s"} to ${out} (${Math.round(pdf.length / 1024)} KB).`);
  return 0;
}

function parseBase(value: string | undefined, help: string): URL {
  if (!value) throw new OpsError(`--url <public base URL> is required, e.g. --url https://quiz.example.org\n\n${help}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OpsError(`--url must be a full address such as https://quiz.example.org (got "${value}").`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new OpsError("--url must start with https:// (or http://).");
  if (url.search || url.hash) throw new OpsError("--url is the app's base address, without ? or #.");
  return url;
}
