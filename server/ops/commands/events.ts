import { DRIVES_ON, type DrivesOn } from "#core/content-schema.ts";
import type { RevealMode } from "#server/modules/events/mappers.ts";
import { closeEvent, createEvent, eventsNamed, listEvents, updateEvent } from "#server/modules/events/service.ts";
import { dispatch, type OpsContext, OpsError, parseCommand, parseIsoDate, serviceDeps, stringFlag, table } from "../context.ts";
import { findEvent } from "../lookup.ts";

export const usage = `Usage: npm run ops -- events <list|create|update|close> ...

  events list                      All events with their checkpoint counts
  events create <name> [options]   Create an event; prints its id
      --starts <ISO 8601>          When it starts, e.g. 2026-06-01T09:00:00Z
      --ends <ISO 8601>            When it ends (after --starts)
      --default                    Make it the event the app shows (replaces the current default)
      --drives left|right          The side of the road its riders keep to (default right); road
                                   pictures are mirrored for left
      --reveal after-each-answer|at-close
                                   When riders see the right answers and explanations: after
                                   each answer (default; fun rides) or once the event closes
                                   (competitive: the answers cannot be passed on during the ride)
  events update <event> [--drives left|right] [--reveal after-each-answer|at-close]
                                   Change an existing event
  events close <event>             Close an event: no new attempts start at its checkpoints

<event> is the event's id or its exact name. An event closes with "events close" or when its
--ends passes; in at-close mode that is when riders see the answers.`;

export function run(args: string[], ctx: OpsContext): Promise<number> {
  return dispatch(args, { list, create, update, close }, usage, ctx);
}

function parseDrives(value: string | undefined): DrivesOn | undefined {
  if (value === undefined) return undefined;
  const side = DRIVES_ON.find((d) => d === value.trim().toUpperCase());
  if (!side) throw new OpsError(`--drives must be left or right (got "${value}").`);
  return side;
}

const REVEAL_MODES = { "after-each-answer": "AFTER_EACH_ANSWER", "at-close": "AT_CLOSE" } as const satisfies Record<string, RevealMode>;

function parseReveal(value: string | undefined): RevealMode | undefined {
  if (value === undefined) return undefined;
  const mode = Object.entries(REVEAL_MODES).find(([name]) => name === value.trim().toLowerCase())?.[1];
  if (!mode) throw new OpsError(`--reveal must be after-each-answer or at-close (got "${value}").`);
  return mode;
}

function revealName(mode: RevealMode): string {
  return mode === "AT_CLOSE" ? "at-close" : "after-each-answer";
}

async function list(args: string[], ctx: OpsContext): Promise<number> {
  if (!parseCommand(args, {}, usage, ctx, { min: 0, max: 0 })) return 0;
  const rows = await listEvents(await serviceDeps(ctx));
  if (rows.length === 0) {
    ctx.out("No events yet. Create one with: npm run ops -- events create <name>");
    return 0;
  }
  const day = (d: Date | null) => (d ? d.toISOString() : "");
  ctx.out(
    table(
      ["id", "name", "starts", "ends", "drives", "reveal", "checkpoints", "status"],
      rows.map(({ event: e, checkpoints: n }) => [
        e.id,
        e.name,
        day(e.startsAt),
        day(e.endsAt),
        e.drivesOn.toLowerCase(),
        revealName(e.revealMode),
        String(n),
        [e.closedAt ? "closed" : "open", e.isDefault ? "default" : ""].filter(Boolean).join(", "),
      ]),
    ),
  );
  return 0;
}

async function create(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(
    args,
    {
      starts: { type: "string" },
      ends: { type: "string" },
      default: { type: "boolean" },
      drives: { type: "string" },
      reveal: { type: "string" },
    },
    usage,
    ctx,
    { min: 1, max: 1 },
  );
  if (!parsed) return 0;
  const name = (parsed.positionals[0] ?? "").trim();
  if (name.length < 2 || name.length > 80) throw new OpsError("The event name must be 2 to 80 characters.");
  const startsAt = parseIsoDate(stringFlag(parsed, "starts"), "--starts");
  const endsAt = parseIsoDate(stringFlag(parsed, "ends"), "--ends");
  if (startsAt && endsAt && endsAt <= startsAt) throw new OpsError("--ends must be after --starts.");
  const drivesOn = parseDrives(stringFlag(parsed, "drives")) ?? "RIGHT";
  const revealMode = parseReveal(stringFlag(parsed, "reveal")) ?? "AFTER_EACH_ANSWER";
  const isDefault = parsed.values.default === true;
  const deps = await serviceDeps(ctx);
  if ((await eventsNamed(deps, { name })).length > 0)
    ctx.err(`Warning: another event is already named "${name}"; refer to this one by its id.`);
  const event = await createEvent(deps, { name, startsAt, endsAt, isDefault, drivesOn, revealMode });
  if (!event) throw new OpsError("The event was not created.");
  ctx.err(
    `Created event "${event.name}"${isDefault ? " (the default event)" : ""}, answers revealed ${revealName(event.revealMode)}. Next: npm run ops -- checkpoints create ${event.id} <name>`,
  );
  ctx.out(event.id);
  return 0;
}

async function update(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { drives: { type: "string" }, reveal: { type: "string" } }, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const drivesOn = parseDrives(stringFlag(parsed, "drives"));
  const revealMode = parseReveal(stringFlag(parsed, "reveal"));
  if (!drivesOn && !revealMode) throw new OpsError("Nothing to update: pass --drives left|right or --reveal after-each-answer|at-close.");
  const deps = await serviceDeps(ctx);
  const event = await findEvent(deps, parsed.positionals[0] ?? "");
  await updateEvent(deps, { eventId: event.id, drivesOn, revealMode });
  if (drivesOn) ctx.out(`Event "${event.name}" now drives on the ${drivesOn.toLowerCase()}.`);
  if (revealMode) ctx.out(`Event "${event.name}" now reveals answers ${revealName(revealMode)}.`);
  return 0;
}

async function close(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const deps = await serviceDeps(ctx);
  const event = await findEvent(deps, parsed.positionals[0] ?? "");
  if (event.closedAt) {
    ctx.out(`Event "${event.name}" was already closed at ${event.closedAt.toISOString()}.`);
    return 0;
  }
  const closedAt = await closeEvent(deps, { eventId: event.id });
  ctx.out(`Closed event "${event.name}" at ${closedAt.toISOString()}.`);
  return 0;
}
