import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { type Category, eventSeedSchema, type QuestionInput, questionSchema, retiredSchema } from "../core/content-schema.ts";

/** The folder holding the bank; pictures are served from `pictures/` under it. */
export const CONTENT_DIR = fileURLToPath(new URL(".", import.meta.url));
export const PICTURES_DIR = path.join(CONTENT_DIR, "pictures");

/** One file per category, so a reviewer reads one topic at a time. */
export const CATEGORY_FILES: Record<Category, string> = {
  GEAR: "questions/gear.json",
  TECHNIQUE: "questions/technique.json",
  HAZARDS: "questions/hazards.json",
  MAINTENANCE: "questions/maintenance.json",
  RULES: "questions/rules.json",
  GROUP_FIRST_AID: "questions/group-first-aid.json",
};
export const SAMPLE_FILE = "sample.json";
export const DEMO_EVENT_FILE = "demo-event.json";
export const RETIRED_FILE = "retired.json";

export type DemoEvent = z.infer<typeof eventSeedSchema>;

export interface Bank {
  /** The event pool, every category. */
  questions: QuestionInput[];
  /** The /sample practice round; never drawn into an attempt. */
  sample: QuestionInput[];
  demoEvent: DemoEvent;
  /** Ids of questions taken out of the bank, to be set inactive where a database still has them. */
  retired: string[];
}

export class ContentError extends Error {}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
}

/** Validates a parsed question file (an array of questions); `source` names it in errors. */
export function parseQuestions(data: unknown, source: string): QuestionInput[] {
  if (!Array.isArray(data)) throw new ContentError(`${source}: expected an array of questions.`);
  const problems: string[] = [];
  data.forEach((item: unknown, i) => {
    const parsed = questionSchema.safeParse(item);
    const id = (item as { id?: unknown } | null)?.id;
    if (!parsed.success) problems.push(`${typeof id === "string" ? id : `question ${i + 1}`}: ${formatIssues(parsed.error)}`);
  });
  if (problems.length > 0) throw new ContentError(`${source}: ${problems.join(" | ")}`);
  const result = z.array(questionSchema).safeParse(data);
  if (!result.success) throw new ContentError(`${source}: ${formatIssues(result.error)}`);
  const seen = new Set<string>();
  for (const q of result.data) {
    if (seen.has(q.id)) throw new ContentError(`${source}: question id ${q.id} appears twice.`);
    seen.add(q.id);
  }
  return result.data;
}

function readJson(dir: string, file: string): unknown {
  const full = path.join(dir, file);
  try {
    return JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (err) {
    throw new ContentError(`${file}: ${(err as Error).message}`);
  }
}

/**
 * Reads and validates the whole bank. Throws a ContentError naming the file and field, so a
 * broken bank stops the server at start instead of serving a half-valid quiz.
 */
export function loadBank(dir: string = CONTENT_DIR): Bank {
  const questions: QuestionInput[] = [];
  for (const [category, file] of Object.entries(CATEGORY_FILES)) {
    for (const q of parseQuestions(readJson(dir, file), file)) {
      if (q.category !== category) throw new ContentError(`${file}: ${q.id} has category ${q.category}.`);
      questions.push(q);
    }
  }
  const sample = parseQuestions(readJson(dir, SAMPLE_FILE), SAMPLE_FILE);
  const event = eventSeedSchema.safeParse(readJson(dir, DEMO_EVENT_FILE));
  if (!event.success) throw new ContentError(`${DEMO_EVENT_FILE}: ${formatIssues(event.error)}`);
  const retired = retiredSchema.safeParse(readJson(dir, RETIRED_FILE));
  if (!retired.success) throw new ContentError(`${RETIRED_FILE}: ${formatIssues(retired.error)}`);

  const ids = new Set<string>();
  for (const q of [...questions, ...sample]) {
    if (ids.has(q.id)) throw new ContentError(`question id ${q.id} appears twice in the bank.`);
    ids.add(q.id);
    if (q.picture && !fs.existsSync(path.join(dir, "pictures", q.picture))) {
      throw new ContentError(`${q.id}: picture ${q.picture} is missing from pictures/.`);
    }
  }
  for (const { id } of retired.data) {
    if (ids.has(id)) throw new ContentError(`${RETIRED_FILE}: ${id} is retired but still in the bank.`);
  }
  return { questions, sample, demoEvent: event.data, retired: retired.data.map((r) => r.id) };
}
