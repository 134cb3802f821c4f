import { asc, count, eq } from "drizzle-orm";
import { checkpoints, events } from "#server/db/schema/index.ts";
import { dispatch, OpsError, type OpsContext, parseCommand, parseIsoDate, stringFlag, table } from "../context.ts";
import { findEvent } from "../lookup.ts";

export const usage = `Usage: npm run ops -- events <list|create|close> ...

  events list                      All events with their checkpoint counts
  events create <name> [options]   Create an event; prints its id
      --starts <ISO 8601>          When it starts, e.g. 2026-06-01T09:00:00Z
      --ends <ISO 8601>            When it ends (after --starts)
      --default                    Make it the event the app shows (replaces the current default)
  events close <event>             Close an event: no new attempts start at its checkpoints

<event> is the event's id or its exact name.`;

export function run(args: string[], ctx: OpsContext): Promise<number> {
  return dispatch(args, { list, create, close }, usage, ctx);
}

async function list(args: string[], ctx: OpsContext): Promise<number> {
  if (!parseCommand(args, {}, usage, ctx, { min: 0, max: 0 })) return 0;
  const db = await ctx.db();
  const rows = await db
    .select({ event: events, checkpoints: count(checkpoints.id) })
    .from(events)
    .leftJoin(checkpoints, eq(checkpoints.eventId, events.id))
    .groupBy(events.id)
    .orderBy(asc(events.createdAt), asc(events.name));
  if (rows.length === 0) {
    ctx.out("No events yet. Create one with: npm run ops -- events create <name>");
    return 0;
  }
  const day = (d: Date | null) => (d ? d.toISOString() : "");
  ctx.out(
    table(
      ["id", "name", "starts", "ends", "checkpoints", "status"],
      rows.map(({ event: e, checkpoints: n }) => [
        e.id,
        e.name,
        day(e.startsAt),
        day(e.endsAt),
        String(n),
        [e.closedAt ? "closed" : "open", e.isDefault ? "default" : ""].filter(Boolean).join(", "),
      ]),
    ),
  );
  return 0;
}

async function create(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { starts: { type: "string" }, ends: { type: "string" }, default: { type: "boolean" } }, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const name = (parsed.positionals[0] ?? "").trim();
  if (name.length < 2 || name.length > 80) throw new OpsError("The event name must be 2 to 80 characters.");
  const startsAt = parseIsoDate(stringFlag(parsed, "starts"), "--starts");
  const endsAt = parseIsoDate(stringFlag(parsed, "ends"), "--ends");
  if (startsAt && endsAt && endsAt <= startsAt) throw new OpsError("--ends must be after --starts.");
  const isDefault = parsed.values.default === true;
  const db = await ctx.db();
  const [namesake] = await db.select({ id: events.id }).from(events).where(eq(events.name, name)).limit(1);
  if (namesake) ctx.err(`Warning: another event is already named "${name}"; refer to this one by its id.`);
  const event = await db.transaction(async (tx) => {
    // One default at most (a partial unique index holds it): the new one takes over.
    if (isDefault) await tx.update(events).set({ isDefault: false }).where(eq(events.isDefault, true));
    const [row] = await tx.insert(events).values({ name, startsAt, endsAt, isDefault, createdAt: ctx.now() }).returning();
    return row;
  });
  if (!event) throw new OpsError("The event was not created.");
  ctx.err(`Created event "${event.name}"${isDefault ? " (the default event)" : ""}. Next: npm run ops -- checkpoints create ${event.id} <name>`);
  ctx.out(event.id);
  return 0;
}

async function close(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const db = await ctx.db();
  const event = await findEvent(db, parsed.positionals[0] ?? "");
  if (event.closedAt) {
    ctx.out(`Event "${event.name}" was already closed at ${event.closedAt.toISOString()}.`);
    return 0;
  }
  const closedAt = ctx.now();
  await db.update(events).set({ closedAt }).where(eq(events.id, event.id));
  ctx.out(`Closed event "${event.name}" at ${closedAt.toISOString()}.`);
  return 0;
}
