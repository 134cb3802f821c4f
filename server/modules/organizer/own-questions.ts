import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { questionSetProblems } from "#core/authoring.ts";
import { normalizeCode } from "#core/checkpoint-code.ts";
import { CHOICE_LABELS, type QuestionInput } from "#core/content-schema.ts";
import { type FieldError, failed, isUuid } from "#core/validation.ts";
import { CHANNELS } from "#server/db/channels.ts";
import type { DbOrTx, Tx } from "#server/db/query.ts";
import { checkpointQuestions, checkpoints, questions } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { CsvSyntaxError, parseCsv } from "#server/modules/shared/csv.ts";
import { organizerEvent } from "./service.ts";
import { type OwnQuestionInput, ownQuestionSchema, parse } from "./validation.ts";

type Deps = Pick<AppDeps, "db" | "now" | "questions">;

export interface OwnQuestion {
  id: string;
  prompt: string;
  choices: string[];
  correct: number;
  explanation: string;
  category: OwnQuestionInput["category"];
  checkpointIds: string[];
}

/** The event's own questions with the checkpoints each is pinned to, oldest first. */
export async function ownQuestions(deps: Pick<AppDeps, "db">, input: { eventId: string }): Promise<OwnQuestion[]> {
  const rows = await deps.db
    .select()
    .from(questions)
    .where(eq(questions.eventId, input.eventId))
    .orderBy(questions.updatedAt, questions.id);
  if (rows.length === 0) return [];
  const pins = await deps.db
    .select()
    .from(checkpointQuestions)
    .where(
      inArray(
        checkpointQuestions.questionId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((q) => ({
    id: q.id,
    prompt: q.prompt,
    choices: q.choices.map((c) => c.text),
    correct: Math.max(
      0,
      q.choices.findIndex((c) => c.id === q.correctChoiceId),
    ),
    explanation: q.explanation,
    category: q.category,
    checkpointIds: pins.filter((p) => p.questionId === q.id).map((p) => p.checkpointId),
  }));
}

/** The checkpoint ids that are not this event's, as field errors. */
async function foreignCheckpoints(db: DbOrTx, eventId: string, ids: string[], field: string): Promise<FieldError[]> {
  const valid = ids.filter(isUuid);
  const found = valid.length
    ? await db
        .select({ id: checkpoints.id })
        .from(checkpoints)
        .where(and(eq(checkpoints.eventId, eventId), inArray(checkpoints.id, valid)))
    : [];
  const known = new Set(found.map((r) => r.id));
  return ids.some((id) => !known.has(id)) ? [{ field, message: "Pin only to checkpoints of this event." }] : [];
}

/** The label the event's stored own questions carry in the rules' messages ("prompt: … asks the same"). */
const STORED = "one of the event's questions";

/**
 * The bank's rules (core/authoring.ts, content/README.md "The rules") on new or changed own
 * questions, checked beside the event's other own questions so no prompt is asked twice. Each
 * fresh question comes with a key that names it in the messages (`line 3`, `item 2`, `question`);
 * the answer is its problems by that key, each a field of OwnQuestionInput and a message.
 * An own question is its own concept, and the console asks for no basis: its explanation stands
 * for one, so a first-aid question names its guideline there.
 */
async function ruleProblems(
  db: DbOrTx,
  eventId: string,
  fresh: { key: string; question: OwnQuestionInput }[],
  except?: string,
): Promise<Map<string, FieldError[]>> {
  const stored = await db
    .select({ id: questions.id, prompt: questions.prompt })
    .from(questions)
    .where(and(eq(questions.eventId, eventId), eq(questions.active, true)));
  const asBank = (id: string, q: Pick<OwnQuestionInput, "prompt" | "choices" | "correct" | "explanation" | "category">): QuestionInput => ({
    id,
    category: q.category,
    difficulty: 2,
    concept: id,
    prompt: q.prompt,
    choices: q.choices,
    correct: q.correct,
    explanation: q.explanation,
    basis: q.explanation,
  });
  // Stored questions only matter for their prompts; the rest of them was checked when saved.
  const others = stored
    .filter((r) => r.id !== except)
    .map((r) => asBank(STORED, { prompt: r.prompt, choices: ["-", "+"], correct: 0, explanation: "-", category: "RULES" }));
  const found = questionSetProblems([...others, ...fresh.map((f) => asBank(f.key, f.question))]);
  return new Map(
    fresh.map((f) => [
      f.key,
      (found[f.key] ?? []).map((problem) => {
        const [, field = "form", message = problem] = /^(\w+(?:\[\d\])?): (.*)$/s.exec(problem) ?? [];
        return { field: field === "basis" ? "explanation" : field.replace(/\[(\d)\]/, ".$1"), message };
      }),
    ]),
  );
}

/** Row values of an own question; its id is `own-<uuid>`, so no bank id (content/) can ever name it. */
function rowOf(id: string, eventId: string, q: OwnQuestionInput, now: Date) {
  const choices = q.choices.map((text, i) => ({ id: `${id}:${(CHOICE_LABELS[i] ?? String(i)).toLowerCase()}`, text }));
  return {
    id,
    eventId,
    category: q.category,
    difficulty: 2,
    // Its own concept: it never blocks a bank question in a draw.
    concept: id,
    prompt: q.prompt,
    choices,
    correctChoiceId: choices[q.correct]?.id ?? "",
    explanation: q.explanation,
    basis: "Set by the event's organizer.",
    updatedAt: now,
  };
}

async function store(tx: Tx, deps: Deps, eventId: string, list: { id: string; question: OwnQuestionInput }[]) {
  const now = new Date(deps.now());
  for (const { id, question } of list) {
    const row = rowOf(id, eventId, question, now);
    await tx.insert(questions).values(row).onConflictDoUpdate({ target: questions.id, set: row });
    await tx.delete(checkpointQuestions).where(eq(checkpointQuestions.questionId, id));
    if (question.checkpointIds.length)
      await tx.insert(checkpointQuestions).values(question.checkpointIds.map((checkpointId) => ({ checkpointId, questionId: id })));
  }
  // Every server's question cache drops its copy once this commits (question-cache.ts).
  await tx.execute(sql`select pg_notify(${CHANNELS.questions}, 'changed')`);
}

async function saved(deps: Deps, eventId: string, id: string) {
  deps.questions.clear();
  return { ok: true, fieldErrors: [], question: (await ownQuestions(deps, { eventId })).find((q) => q.id === id) ?? null };
}

/** The rules' problems of the console's question form, under the GraphQL input's `question.` fields. */
async function formProblems(db: DbOrTx, eventId: string, question: OwnQuestionInput, except?: string): Promise<FieldError[]> {
  const found = await ruleProblems(db, eventId, [{ key: "question", question }], except);
  return (found.get("question") ?? []).map((e) => ({ field: `question.${e.field}`, message: e.message }));
}

export async function createOwnQuestion(deps: Deps, input: { eventId: string; question: unknown }) {
  const event = await organizerEvent(deps, input);
  if (!event) return failed([{ field: "eventId", message: "No such event." }]);
  const parsed = parse(ownQuestionSchema, input.question, "question");
  if (parsed.errors) return failed(parsed.errors);
  const foreign = await foreignCheckpoints(deps.db, event.id, parsed.data.checkpointIds, "question.checkpointIds");
  if (foreign.length) return failed(foreign);
  const rules = await formProblems(deps.db, event.id, parsed.data);
  if (rules.length) return failed(rules);
  const id = `own-${randomUUID()}`;
  await deps.db.transaction((tx) => store(tx, deps, event.id, [{ id, question: parsed.data }]));
  return saved(deps, event.id, id);
}

/** An own question by id; the bank's questions are not the organizer's to edit (null). */
async function ownQuestionRow(deps: Pick<AppDeps, "db">, questionId: string) {
  const [row] = await deps.db
    .select({ id: questions.id, eventId: questions.eventId })
    .from(questions)
    .where(and(eq(questions.id, questionId), isNotNull(questions.eventId)));
  return row?.eventId ? { id: row.id, eventId: row.eventId } : null;
}

const NOT_OWN: FieldError = { field: "questionId", message: "Only the event's own questions can be changed; the built-in bank cannot." };

export async function updateOwnQuestion(deps: Deps, input: { questionId: string; question: unknown }) {
  const current = await ownQuestionRow(deps, input.questionId);
  if (!current) return failed([NOT_OWN]);
  const parsed = parse(ownQuestionSchema, input.question, "question");
  if (parsed.errors) return failed(parsed.errors);
  const foreign = await foreignCheckpoints(deps.db, current.eventId, parsed.data.checkpointIds, "question.checkpointIds");
  if (foreign.length) return failed(foreign);
  const rules = await formProblems(deps.db, current.eventId, parsed.data, current.id);
  if (rules.length) return failed(rules);
  // Answers already given keep pointing at the same choice ids (a, b, c, d by position).
  await deps.db.transaction((tx) => store(tx, deps, current.eventId, [{ id: current.id, question: parsed.data }]));
  return saved(deps, current.eventId, current.id);
}

/** Deletes an own question nobody has been served; one already served is retired (kept for the answers that point at it). */
export async function deleteOwnQuestion(deps: Deps, input: { questionId: string }) {
  const current = await ownQuestionRow(deps, input.questionId);
  if (!current) return failed([NOT_OWN]);
  await deps.db.transaction(async (tx) => {
    await tx.delete(checkpointQuestions).where(eq(checkpointQuestions.questionId, current.id));
    const served = await tx.execute(sql`select 1 from answers where question_id = ${current.id} limit 1`);
    const rows = (served as unknown as { rows: unknown[] }).rows;
    if (rows.length > 0) await tx.update(questions).set({ active: false }).where(eq(questions.id, current.id));
    else await tx.delete(questions).where(eq(questions.id, current.id));
    await tx.execute(sql`select pg_notify(${CHANNELS.questions}, 'changed')`);
  });
  deps.questions.clear();
  return { ok: true, fieldErrors: [] };
}

export const OWN_CSV_HEADER = [
  "prompt",
  "choice_a",
  "choice_b",
  "choice_c",
  "choice_d",
  "correct",
  "explanation",
  "category",
  "checkpoints",
];

/** A record of an upload, before validation: where it is in the file, and its fields as the form sends them. */
interface Candidate {
  where: string;
  value: Record<string, unknown>;
  /** Checkpoint codes named in the file (printed form or not). */
  codes: string[];
  /** What the reading itself found wrong, as "field: message". */
  problems: string[];
}

/** The right choice as a file gives it: a letter A–D (or, in JSON, a 0-based index). */
function rightChoice(value: unknown): { correct: number; problem: string | null } {
  const labels: readonly string[] = CHOICE_LABELS;
  const letter = typeof value === "string" ? labels.indexOf(value.trim().toUpperCase()) : -1;
  if (letter >= 0) return { correct: letter, problem: null };
  if (typeof value === "number" && Number.isInteger(value)) return { correct: value, problem: null };
  return { correct: 0, problem: "correct: Right choice must be a letter A to D." };
}

function fromCsv(text: string): { candidates: Candidate[]; errors: FieldError[] } {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) return { candidates: [], errors: [{ field: "file", message: err.message }] };
    throw err;
  }
  const [header, ...rows] = records;
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const missing = OWN_CSV_HEADER.filter((h) => !["choice_c", "choice_d", "checkpoints"].includes(h) && !names.includes(h));
  const unknown = names.filter((n) => !OWN_CSV_HEADER.includes(n));
  if (missing.length || unknown.length) {
    const what = [missing.length ? `missing ${missing.join(", ")}` : "", unknown.length ? `unknown ${unknown.join(", ")}` : ""].filter(
      Boolean,
    );
    return {
      candidates: [],
      errors: [{ field: "file", message: `line 1: columns ${what.join("; ")}. The header is: ${OWN_CSV_HEADER.join(",")}` }],
    };
  }
  const candidates = rows.map((r) => {
    const cell = (name: string) => (r.fields[names.indexOf(name)] ?? "").trim();
    const right = rightChoice(cell("correct"));
    return {
      where: `line ${r.line}`,
      value: {
        prompt: cell("prompt"),
        choices: ["choice_a", "choice_b", "choice_c", "choice_d"].map(cell).filter((c, i) => i < 2 || c !== ""),
        correct: right.correct,
        explanation: cell("explanation"),
        category: cell("category").toUpperCase(),
      },
      codes: cell("checkpoints")
        .split(/[\s;]+/)
        .filter(Boolean),
      problems: right.problem ? [right.problem] : [],
    };
  });
  return { candidates, errors: [] };
}

function fromJson(text: string): { candidates: Candidate[]; errors: FieldError[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return {
      candidates: [],
      errors: [{ field: "file", message: `The file is not valid JSON: ${err instanceof Error ? err.message : String(err)}` }],
    };
  }
  if (!Array.isArray(data))
    return { candidates: [], errors: [{ field: "file", message: "The file must hold a JSON array of questions." }] };
  const candidates = data.map((item: unknown, i) => {
    const value = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    const right = rightChoice(value.correct);
    return {
      where: `item ${i + 1}`,
      value: { ...value, correct: right.correct },
      codes: Array.isArray(value.checkpoints) ? value.checkpoints.map(String) : [],
      problems: right.problem ? [right.problem] : [],
    };
  });
  return { candidates, errors: [] };
}

/**
 * An upload of own questions (CSV or JSON, docs/organizers.md#the-console): every problem is
 * listed by line (CSV) or item (JSON) and field, and nothing is stored unless there is none.
 */
export async function importOwnQuestions(deps: Deps, input: { eventId: string; fileName: string; text: string }) {
  const event = await organizerEvent(deps, input);
  if (!event) return failed([{ field: "eventId", message: "No such event." }], { imported: 0 });
  const json = /\.json$/i.test(input.fileName);
  if (!json && !/\.csv$/i.test(input.fileName))
    return failed([{ field: "file", message: "Upload a .csv or .json file." }], { imported: 0 });
  const { candidates, errors } = json ? fromJson(input.text.replace(/^\uFEFF/, "")) : fromCsv(input.text);
  if (errors.length) return failed(errors, { imported: 0 });
  if (candidates.length === 0) return failed([{ field: "file", message: "The file holds no questions." }], { imported: 0 });
  const byCode = new Map(
    (await deps.db.select({ id: checkpoints.id, code: checkpoints.code }).from(checkpoints).where(eq(checkpoints.eventId, event.id))).map(
      (c) => [c.code, c.id],
    ),
  );
  const read = candidates.map((c) => {
    const unknownCodes = c.codes.filter((code) => !byCode.has(normalizeCode(code)));
    const checkpointIds = c.codes.flatMap((code) => byCode.get(normalizeCode(code)) ?? []);
    const parsed = parse(ownQuestionSchema, { ...c.value, checkpointIds }, "");
    const problems = [...c.problems, ...(parsed.errors ?? []).map((e) => `${fieldName(e.field)}: ${e.message}`)];
    if (unknownCodes.length) problems.push(`checkpoints: ${unknownCodes.join(", ")} is no checkpoint code of this event.`);
    return { where: c.where, question: parsed.data, problems };
  });
  const readable = read.flatMap((r) => (r.question ? [{ key: r.where, question: r.question }] : []));
  const rules = await ruleProblems(deps.db, event.id, readable);
  const problems = read.flatMap((r) =>
    [...r.problems, ...(rules.get(r.where) ?? []).map((e) => `${fieldName(e.field)}: ${e.message}`)].map((p) => ({
      field: "file",
      message: `${r.where}, ${p}`,
    })),
  );
  if (problems.length) return failed(problems, { imported: 0 });
  const valid = readable.map((r) => ({ id: `own-${randomUUID()}`, question: r.question }));
  await deps.db.transaction((tx) => store(tx, deps, event.id, valid));
  deps.questions.clear();
  return { ok: true, fieldErrors: [], imported: valid.length };
}

/** The file's own name for a field the schema names (`choices.2` → choice_c). */
function fieldName(path: string): string {
  const choice = /^choices\.(\d)$/.exec(path);
  if (choice) return `choice_${(CHOICE_LABELS[Number(choice[1])] ?? "?").toLowerCase()}`;
  return path === "form" ? "record" : path;
}
