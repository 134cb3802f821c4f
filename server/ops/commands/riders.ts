import { eventRefusedWords } from "#server/modules/accounts/names.ts";
import { hideRider, moderatedRiders, renameRider, setRefusedWords } from "#server/modules/moderation/service.ts";
import { dispatch, type OpsContext, OpsError, parseCommand, serviceDeps, table } from "../context.ts";
import { findEvent } from "../lookup.ts";

export const usage = `Usage: npm run ops -- riders list|hide|show|rename|words <event> …

  riders list <event>                    The event's riders: id, own name, the name shown, hidden,
                                         and the refused word the name matches
  riders hide <event> <rider>            Hide a rider: they still play, but no board, result or
                                         report shows them
  riders show <event> <rider>            Show a hidden rider again
  riders rename <event> <rider> <name>   Show the rider under another name in this event
                                         ("" gives them back their own)
  riders words <event> [<word> …]        The event's own words refused in a new rider's name,
                                         matched however spelled; with words, sets the whole
                                         list (--clear empties it). Riders already in keep their
                                         names: "riders list" marks those that match

<event> is the event's id or its exact name; <rider> the rider's id or their exact name as the
event shows it. On PostgreSQL, every running server's boards update within about 2 s.`;

export function run(args: string[], ctx: OpsContext): Promise<number> {
  return dispatch(args, { list, hide: (a, c) => setHidden(a, c, true), show: (a, c) => setHidden(a, c, false), rename, words }, usage, ctx);
}

async function list(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const deps = await serviceDeps(ctx);
  const event = await findEvent(deps, parsed.positionals[0] ?? "");
  const riders = await moderatedRiders(deps, { eventId: event.id });
  ctx.out(
    table(
      ["id", "own name", "shown as", "hidden", "matches your list"],
      riders.map((r) => [r.userId, r.ownName, r.displayName ?? r.ownName, r.hidden ? "yes" : "", r.matchesWord ?? ""]),
    ),
  );
  return 0;
}

/** `<rider>` on the command line: an id, or a name that exactly one of the event's riders goes by. */
async function findRider(ctx: OpsContext, eventRef: string, riderRef: string) {
  const deps = await serviceDeps(ctx);
  const event = await findEvent(deps, eventRef);
  const riders = await moderatedRiders(deps, { eventId: event.id });
  const byId = riders.find((r) => r.userId === riderRef.toLowerCase());
  const named = byId ? [byId] : riders.filter((r) => (r.displayName ?? r.ownName) === riderRef || r.ownName === riderRef);
  if (named.length === 1 && named[0]) return { deps, event, rider: named[0] };
  if (named.length > 1) {
    throw new OpsError(
      `${named.length} riders of "${event.name}" are named "${riderRef}"; use the id instead:\n${named.map((r) => `  ${r.userId}`).join("\n")}`,
    );
  }
  throw new OpsError(`"${event.name}" has no rider "${riderRef}". See them with: npm run ops -- riders list "${event.name}"`);
}

async function setHidden(args: string[], ctx: OpsContext, hidden: boolean): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 2, max: 2 });
  if (!parsed) return 0;
  const { deps, event, rider } = await findRider(ctx, parsed.positionals[0] ?? "", parsed.positionals[1] ?? "");
  await hideRider(deps, { eventId: event.id, userId: rider.userId, hidden });
  ctx.out(`${rider.displayName ?? rider.ownName} is ${hidden ? "hidden" : "shown again"} in "${event.name}".`);
  return 0;
}

async function rename(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 3, max: 3 });
  if (!parsed) return 0;
  const { deps, event, rider } = await findRider(ctx, parsed.positionals[0] ?? "", parsed.positionals[1] ?? "");
  const result = await renameRider(deps, { eventId: event.id, userId: rider.userId, displayName: parsed.positionals[2] ?? "" });
  if (!result.ok) throw new OpsError(result.fieldErrors.map((e) => e.message).join(" "));
  const shown = (parsed.positionals[2] ?? "").trim();
  ctx.out(`${rider.ownName} is shown as ${shown === "" ? "their own name" : `"${shown}"`} in "${event.name}".`);
  return 0;
}

async function words(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { clear: { type: "boolean" } }, usage, ctx, { min: 1, max: 101 });
  if (!parsed) return 0;
  const deps = await serviceDeps(ctx);
  const event = await findEvent(deps, parsed.positionals[0] ?? "");
  const given = parsed.positionals.slice(1);
  if (given.length === 0 && !parsed.values.clear) {
    const list = await eventRefusedWords(deps.db, event.id);
    ctx.out(list.length ? list.join("\n") : `"${event.name}" refuses no words of its own.`);
    return 0;
  }
  const result = await setRefusedWords(deps, { eventId: event.id, words: given });
  if (!result.ok) throw new OpsError(result.fieldErrors.map((e) => e.message).join(" "));
  ctx.out(`"${event.name}" refuses ${result.words?.length ? result.words.map((w) => `"${w}"`).join(", ") : "no words of its own"}.`);
  return 0;
}
