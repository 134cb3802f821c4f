import { randomBytes } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { formatCode, generateCode, isValidCode, normalizeCode } from "#core/checkpoint-code.ts";
import { DEFAULT_QUESTION_COUNT, DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";
import type { Db } from "#server/db/client.ts";
import { checkpoints, questions } from "#server/db/schema/index.ts";
import { dispatch, OpsError, type OpsContext, parseCommand, parseIntFlag, stringFlag, table } from "../context.ts";
import { findEvent } from "../lookup.ts";

export const usage = `Usage: npm run ops -- checkpoints <list|create|close> ...

  checkpoints list <event>                   The event's checkpoints with their codes
  checkpoints create <event> <name> [options]
      --questions <N>                        Questions per attempt, 1-20 (default ${DEFAULT_QUESTION_COUNT})
      --seconds <S>                          Seconds per question, 5-120 (default ${DEFAULT_SECONDS_PER_QUESTION})
      --description <text>                   Shown to riders on the start card
  checkpoints close <code>                   Close a checkpoint: its code no longer starts attempts

<event> is the event's id or its exact name; <code> is printed as XXXX-XXXX (the dash is optional).
New codes are drawn at random by the server's rules and printed as XXXX-XXXX.`;

export function run(args: string[], ctx: OpsContext): Promise<number> {
  return dispatch(args, { list, create, close }, usage, ctx);
}

async function list(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const db = await ctx.db();
  const event = await findEvent(db, parsed.positionals[0] ?? "");
  const rows = await db.select().from(checkpoints).where(eq(checkpoints.eventId, event.id)).orderBy(asc(checkpoints.createdAt), asc(checkpoints.name));
  if (rows.length === 0) {
    ctx.out(`"${event.name}" has no checkpoints yet. Create one with: npm run ops -- checkpoints create ${event.id} <name>`);
    return 0;
  }
  const now = ctx.now();
  ctx.out(
    table(
      ["code", "name", "questions", "seconds", "status", "id"],
      rows.map((c) => [formatCode(c.code), c.name, String(c.questionCount), String(c.secondsPerQuestion), status(c, now), c.id]),
    ),
  );
  return 0;
}

function status(c: typeof checkpoints.$inferSelect, now: Date): string {
  if (c.closesAt && c.closesAt <= now) return "closed";
  if (c.opensAt && c.opensAt > now) return `opens ${c.opensAt.toISOString()}`;
  return "open";
}

async function create(args: string[], ctx: OpsContext): Promise<number> {
  const options = { questions: { type: "string" }, seconds: { type: "string" }, description: { type: "string" } } as const;
  const parsed = parseCommand(args, options, usage, ctx, { min: 2, max: 2 });
  if (!parsed) return 0;
  const name = (parsed.positionals[1] ?? "").trim();
  if (name.length < 2 || name.length > 80) throw new OpsError("The checkpoint name must be 2 to 80 characters.");
  const questionCount = parseIntFlag(stringFlag(parsed, "questions"), "--questions", 1, 20) ?? DEFAULT_QUESTION_COUNT;
  const secondsPerQuestion = parseIntFlag(stringFlag(parsed, "seconds"), "--seconds", 5, 120) ?? DEFAULT_SECONDS_PER_QUESTION;
  const description = (stringFlag(parsed, "description") ?? "").trim();
  if (description.length > 400) throw new OpsError("--description must be at most 400 characters.");
  const db = await ctx.db();
  const event = await findEvent(db, parsed.positionals[0] ?? "");
  if (event.closedAt) ctx.err(`Warning: "${event.name}" is closed: this checkpoint's code starts no quiz while the event is closed.`);
  const row = await insertWithFreshCode(db, { eventId: event.id, name, description, questionCount, secondsPerQuestion, createdAt: ctx.now() });
  const [pool] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.isSample, false), eq(questions.active, true)));
  if ((pool?.n ?? 0) < questionCount) {
    ctx.err(`Warning: only ${pool?.n ?? 0} questions are in the bank, fewer than ${questionCount}. Import more with: npm run ops -- questions import <file>`);
  }
  ctx.err(`Created checkpoint "${row.name}" in "${event.name}" (${questionCount} questions, ${secondsPerQuestion} s each). Its code:`);
  ctx.out(formatCode(row.code));
  return 0;
}

type NewCheckpoint = Omit<typeof checkpoints.$inferInsert, "code">;

/** 31^8 codes make a clash rare; the unique index decides, and a clash draws again. */
async function insertWithFreshCode(db: Db, values: NewCheckpoint) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateCode((n) => randomBytes(n));
    try {
      const [row] = await db.insert(checkpoints).values({ ...values, code }).returning();
      if (row) return row;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new OpsError("Could not draw an unused checkpoint code; try again.");
}

function isUniqueViolation(err: unknown): boolean {
  // drizzle wraps the driver's error; PostgreSQL and PGlite both say 23505.
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function close(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const code = normalizeCode(parsed.positionals[0] ?? "");
  if (!isValidCode(code)) throw new OpsError(`"${parsed.positionals[0]}" is not a checkpoint code (8 characters, printed as XXXX-XXXX).`);
  const db = await ctx.db();
  const [row] = await db.select().from(checkpoints).where(eq(checkpoints.code, code));
  if (!row) throw new OpsError(`No checkpoint has the code ${formatCode(code)}.`);
  const now = ctx.now();
  if (row.closesAt && row.closesAt <= now) {
    ctx.out(`Checkpoint "${row.name}" (${formatCode(code)}) was already closed at ${row.closesAt.toISOString()}.`);
    return 0;
  }
  await db.update(checkpoints).set({ closesAt: now }).where(eq(checkpoints.id, row.id));
  ctx.out(`Closed checkpoint "${row.name}" (${formatCode(code)}) at ${now.toISOString()}.`);
  return 0;
}
