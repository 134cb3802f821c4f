import fs from "node:fs";
import path from "node:path";
import { authoringProblems } from "#core/authoring.ts";
import { CHOICE_LABELS, type QuestionInput, questionSchema } from "#core/content-schema.ts";
import { CsvSyntaxError, parseCsv, writeCsv } from "#server/modules/shared/csv.ts";
import { PICTURES_DIR } from "../../content/load.ts";

export const CSV_HEADER = [
  "id",
  "category",
  "difficulty",
  "prompt",
  "choice_a",
  "choice_b",
  "choice_c",
  "choice_d",
  "correct",
  "explanation",
  "basis",
  "picture",
  "picture_alt",
  "picture_mirrorable",
  "concept",
] as const;
const OPTIONAL_COLUMNS = new Set(["choice_c", "choice_d", "picture", "picture_alt", "picture_mirrorable", "concept"]);
const CHOICE_COLUMNS = ["choice_a", "choice_b", "choice_c", "choice_d"] as const;

export type QuestionFormat = "json" | "csv";

interface ParsedQuestions {
  questions: QuestionInput[];
  /** Every mistake, each naming its record or line and the field. Empty means all valid. */
  errors: string[];
}

/** A record before validation, with where it came from for the error messages. */
interface Candidate {
  where: string;
  /** Undefined when the record could not even be read (wrong number of fields). */
  value?: unknown;
  /** Maps a schema path (`choices.2`) to the field name the file uses (`choice_c`). */
  field: (path: PropertyKey[]) => string;
  errors: string[];
}

export function parseQuestionFile(text: string, format: QuestionFormat): ParsedQuestions {
  const candidates: Candidate[] = [];
  const fileErrors: string[] = [];
  // Spreadsheets and Windows editors often start UTF-8 files with a byte order mark.
  if (format === "json") fromJson(text.replace(/^\uFEFF/, ""), candidates, fileErrors);
  else fromCsv(text, candidates, fileErrors);
  if (fileErrors.length > 0) return { questions: [], errors: fileErrors };
  if (candidates.length === 0) return { questions: [], errors: ["The file holds no questions."] };

  const questions: QuestionInput[] = [];
  const errors: string[] = [];
  const seen = new Map<string, string>();
  for (const c of candidates) {
    for (const e of c.errors) errors.push(`${c.where}: ${e}`);
    if (c.value === undefined) continue;
    const result = questionSchema.safeParse(c.value);
    if (!result.success) {
      for (const issue of result.error.issues) errors.push(`${c.where}, field "${c.field(issue.path)}": ${issue.message}`);
      continue;
    }
    const q = result.data;
    const first = seen.get(q.id);
    if (first) errors.push(`${c.where}, field "id": "${q.id}" is already used by ${first}.`);
    else seen.set(q.id, c.where);
    const pictureFile = q.picture ? path.join(PICTURES_DIR, q.picture) : undefined;
    const svg = pictureFile && fs.existsSync(pictureFile) ? fs.readFileSync(pictureFile, "utf8") : undefined;
    if (pictureFile && svg === undefined) {
      errors.push(`${c.where}, field "picture": content/pictures/${q.picture} does not exist; add the SVG there first.`);
    }
    // The bank's own authoring rules (content/README.md), so imported questions meet them too.
    for (const problem of authoringProblems(q, svg)) {
      const [field = "record", message = problem] = problem.split(/: (.*)/s);
      errors.push(`${c.where}, field "${c.field([field])}": ${message}`);
    }
    if (c.errors.length === 0) questions.push(q);
  }
  return errors.length > 0 ? { questions: [], errors } : { questions, errors: [] };
}

function fromJson(text: string, out: Candidate[], errors: string[]): void {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    const line = pos ? text.slice(0, Number(pos[1])).split("\n").length : undefined;
    errors.push(`The file is not valid JSON${line ? ` (line ${line})` : ""}: ${message}`);
    return;
  }
  if (!Array.isArray(data)) {
    errors.push('A JSON question file is an array of questions: [ { "id": ..., "category": ... }, ... ].');
    return;
  }
  const lines = recordLines(text);
  data.forEach((value, i) => {
    const line = lines[i];
    out.push({
      where: `record ${i + 1}${line ? ` (line ${line})` : ""}`,
      value,
      field: (path) => path.map((p, j) => (typeof p === "number" ? `[${p}]` : `${j > 0 ? "." : ""}${String(p)}`)).join("") || "record",
      errors: [],
    });
  });
}

/** The line each element of the top-level array starts on, so JSON errors point into the file. */
function recordLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n") line++;
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    if (depth === 1 && ch !== undefined && !/[\s,\]]/.test(ch)) {
      lines.push(line);
      if (ch === '"') continue;
    }
    if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
  }
  return lines;
}

function fromCsv(text: string, out: Candidate[], errors: string[]): void {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) errors.push(`The file is not valid CSV, ${err.message}`);
    else throw err;
    return;
  }
  const [head, ...rows] = records;
  if (!head) return;
  const header = head.fields.map((h) => h.trim().toLowerCase());
  const unknown = header.filter((h) => !CSV_HEADER.some((c) => c === h));
  const missing = CSV_HEADER.filter((h) => !OPTIONAL_COLUMNS.has(h) && !header.includes(h));
  const repeated = header.filter((h, i) => header.indexOf(h) !== i);
  if (unknown.length) errors.push(`line 1: unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((h) => `"${h}"`).join(", ")}.`);
  if (missing.length) errors.push(`line 1: missing column${missing.length > 1 ? "s" : ""} ${missing.map((h) => `"${h}"`).join(", ")}.`);
  if (repeated.length) errors.push(`line 1: column "${repeated[0]}" appears twice.`);
  if (errors.length) {
    errors.push(`The header line is: ${CSV_HEADER.join(",")}`);
    return;
  }
  for (const r of rows) {
    const where = `line ${r.line}`;
    if (r.fields.length !== header.length) {
      const message = `has ${r.fields.length} fields, the header has ${header.length}. Quote fields that contain commas.`;
      out.push({ where, field: () => "record", errors: [message] });
      continue;
    }
    const cell = (name: string) => (header.includes(name) ? (r.fields[header.indexOf(name)] ?? "").trim() : "");
    out.push(csvCandidate(where, cell));
  }
}

function csvCandidate(where: string, cell: (name: string) => string): Candidate {
  const errors: string[] = [];
  const texts = CHOICE_COLUMNS.map(cell);
  let count = texts.length;
  while (count > 0 && texts[count - 1] === "") count--;
  const difficulty = cell("difficulty");
  const correct = cell("correct").toUpperCase();
  const labels: readonly string[] = CHOICE_LABELS;
  const correctIndex = labels.indexOf(correct);
  if (correctIndex < 0) errors.push(`field "correct": must be A, B, C or D (got "${cell("correct")}").`);
  const mirrorable = cell("picture_mirrorable").toLowerCase();
  if (!["", "yes", "no"].includes(mirrorable))
    errors.push(`field "picture_mirrorable": must be yes, no or empty (got "${cell("picture_mirrorable")}").`);
  const value = {
    id: cell("id"),
    category: cell("category").toUpperCase(),
    difficulty: /^\d+$/.test(difficulty) ? Number(difficulty) : difficulty,
    prompt: cell("prompt"),
    choices: texts.slice(0, Math.max(count, 2)),
    // An unreadable letter is reported above; 0 keeps the schema from repeating it.
    correct: Math.max(correctIndex, 0),
    explanation: cell("explanation"),
    basis: cell("basis"),
    picture: cell("picture") || undefined,
    pictureAlt: cell("picture_alt") || undefined,
    pictureMirrorable: mirrorable === "yes" || undefined,
    concept: cell("concept") || undefined,
  };
  const field = (path: PropertyKey[]) => {
    const [head, index] = path;
    if (head === "choices") return typeof index === "number" ? (CHOICE_COLUMNS[index] ?? "choice_d") : "choice_a";
    if (head === "pictureAlt") return "picture_alt";
    if (head === "pictureMirrorable") return "picture_mirrorable";
    return String(head ?? "record");
  };
  return { where, value, field, errors };
}

export function questionsToCsv(questions: QuestionInput[]): string {
  return writeCsv(
    [...CSV_HEADER],
    questions.map((q) => [
      q.id,
      q.category,
      q.difficulty,
      q.prompt,
      ...CHOICE_COLUMNS.map((_, i) => q.choices[i] ?? ""),
      CHOICE_LABELS[q.correct] ?? "",
      q.explanation,
      q.basis,
      q.picture ?? "",
      q.pictureAlt ?? "",
      q.pictureMirrorable ? "yes" : "",
      q.concept ?? "",
    ]),
  );
}
