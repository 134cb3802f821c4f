import { formatCode, isValidCode, normalizeCode } from "#core/checkpoint-code.ts";
import { DEFAULT_QUESTION_COUNT, DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";
import { CATEGORIES, type Category } from "#core/content-schema.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import {
  type CheckpointRow,
  checkpointWithCode,
  closeCheckpoint,
  createCheckpoint,
  listCheckpoints,
  updateCheckpoint,
} from "#server/modules/events/service.ts";
import { drawShortfall, shortfallMessage } from "#server/modules/quiz/draw.ts";
import { dispatch, type OpsContext, OpsError, parseCommand, parseIntFlag, serviceDeps, stringFlag, table } from "../context.ts";
import { findEvent } from "../lookup.ts";

export const usage = `Usage: npm run ops -- checkpoints <list|create|update|close> ...

  checkpoints list <event>                   The event's checkpoints with their codes
  checkpoints create <event> <name> [options]
      --questions <N>                        Questions per attempt, 1-20 (default ${DEFAULT_QUESTION_COUNT})
      --seconds <S>                          Seconds per question, 5-120 (default ${DEFAULT_SECONDS_PER_QUESTION})
      --description <text>                   Shown to riders on the start card
      --categories <A,B>                     Draw only from these categories (default: all), of
                                             ${CATEGORIES.join(", ")}
  checkpoints update <code> [--categories <A,B>|all] [--questions <N>]
                                             Change what an existing checkpoint draws
  checkpoints close <code>                   Close a checkpoint: its code no longer starts attempts

<event> is the event's id or its exact name; <code> is printed as XXXX-XXXX (the dash is optional).
New codes are drawn at random by the server's rules and printed as XXXX-XXXX.
A checkpoint is refused when its categories cannot give every rider a full ride of the event
without repeats.`;

export function run(args: string[], ctx: OpsContext): Promise<number> {
  return dispatch(args, { list, create, update, close }, usage, ctx);
}

async function list(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const deps = await serviceDeps(ctx);
  const event = await findEvent(deps, parsed.positionals[0] ?? "");
  const rows = await listCheckpoints(deps, { eventId: event.id });
  if (rows.length === 0) {
    ctx.out(`"${event.name}" has no checkpoints yet. Create one with: npm run ops -- checkpoints create ${event.id} <name>`);
    return 0;
  }
  const now = ctx.now();
  ctx.out(
    table(
      ["code", "name", "questions", "seconds", "categories", "status", "id"],
      rows.map((c) => [
        formatCode(c.code),
        c.name,
        String(c.questionCount),
        String(c.secondsPerQuestion),
        c.categories.join(",") || "all",
        status(c, now),
        c.id,
      ]),
    ),
  );
  return 0;
}

function status(c: CheckpointRow, now: Date): string {
  if (c.closesAt && c.closesAt <= now) return "closed";
  if (c.opensAt && c.opensAt > now) return `opens ${c.opensAt.toISOString()}`;
  return "open";
}

async function create(args: string[], ctx: OpsContext): Promise<number> {
  const options = {
    questions: { type: "string" },
    seconds: { type: "string" },
    description: { type: "string" },
    categories: { type: "string" },
  } as const;
  const parsed = parseCommand(args, options, usage, ctx, { min: 2, max: 2 });
  if (!parsed) return 0;
  const name = (parsed.positionals[1] ?? "").trim();
  if (name.length < 2 || name.length > 80) throw new OpsError("The checkpoint name must be 2 to 80 characters.");
  const questionCount = parseIntFlag(stringFlag(parsed, "questions"), "--questions", 1, 20) ?? DEFAULT_QUESTION_COUNT;
  const secondsPerQuestion = parseIntFlag(stringFlag(parsed, "seconds"), "--seconds", 5, 120) ?? DEFAULT_SECONDS_PER_QUESTION;
  const description = (stringFlag(parsed, "description") ?? "").trim();
  if (description.length > 400) throw new OpsError("--description must be at most 400 characters.");
  const categories = parseCategories(stringFlag(parsed, "categories")) ?? [];
  const deps = await serviceDeps(ctx);
  const event = await findEvent(deps, parsed.positionals[0] ?? "");
  if (event.closedAt) ctx.err(`Warning: "${event.name}" is closed: this checkpoint's code starts no quiz while the event is closed.`);
  await refuseShortfall(deps, { eventId: event.id, categories, questionCount });
  const row = await createCheckpoint(deps, { eventId: event.id, name, description, categories, questionCount, secondsPerQuestion });
  if (!row) throw new OpsError("Could not draw an unused checkpoint code; try again.");
  ctx.err(`Created checkpoint "${row.name}" in "${event.name}" (${questionCount} questions, ${secondsPerQuestion} s each). Its code:`);
  ctx.out(formatCode(row.code));
  return 0;
}

function parseCategories(value: string | undefined): Category[] | undefined {
  if (value === undefined) return undefined;
  if (value.trim().toLowerCase() === "all") return [];
  const names = value
    .split(",")
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);
  const known = names.flatMap((n) => CATEGORIES.find((c) => c === n) ?? []);
  if (names.length === 0 || known.length < names.length) {
    throw new OpsError(`--categories must be "all" or a comma-separated list of ${CATEGORIES.join(", ")} (got "${value}").`);
  }
  return [...new Set(known)];
}

async function refuseShortfall(deps: Pick<AppDeps, "db">, input: Parameters<typeof drawShortfall>[1]) {
  const shortfall = await drawShortfall(deps.db, input);
  if (shortfall) throw new OpsError(shortfallMessage(shortfall));
}

async function update(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { categories: { type: "string" }, questions: { type: "string" } }, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const categories = parseCategories(stringFlag(parsed, "categories"));
  const questionCount = parseIntFlag(stringFlag(parsed, "questions"), "--questions", 1, 20);
  if (categories === undefined && questionCount === undefined)
    throw new OpsError("Nothing to update: pass --categories and/or --questions.");
  const deps = await serviceDeps(ctx);
  const row = await findByCode(deps, parsed.positionals[0] ?? "");
  const next = { categories: categories ?? row.categories, questionCount: questionCount ?? row.questionCount };
  await refuseShortfall(deps, { eventId: row.eventId, checkpointId: row.id, ...next });
  await updateCheckpoint(deps, { checkpointId: row.id, ...next });
  ctx.out(
    `Checkpoint "${row.name}" (${formatCode(row.code)}) now draws ${next.questionCount} questions from ${next.categories.join(", ") || "all categories"}.`,
  );
  return 0;
}

async function findByCode(deps: Pick<AppDeps, "db">, raw: string): Promise<CheckpointRow> {
  const code = normalizeCode(raw);
  if (!isValidCode(code)) throw new OpsError(`"${raw}" is not a checkpoint code (8 characters, printed as XXXX-XXXX).`);
  const found = await checkpointWithCode(deps, { code });
  if (!found) throw new OpsError(`No checkpoint has the code ${formatCode(code)}.`);
  return found.checkpoint;
}

async function close(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const deps = await serviceDeps(ctx);
  const row = await findByCode(deps, parsed.positionals[0] ?? "");
  const code = row.code;
  if (row.closesAt && row.closesAt <= ctx.now()) {
    ctx.out(`Checkpoint "${row.name}" (${formatCode(code)}) was already closed at ${row.closesAt.toISOString()}.`);
    return 0;
  }
  const closesAt = await closeCheckpoint(deps, { checkpointId: row.id });
  ctx.out(`Closed checkpoint "${row.name}" (${formatCode(code)}) at ${closesAt.toISOString()}.`);
  return 0;
}
