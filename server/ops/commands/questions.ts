import path from "node:path";
import { exportBank, importBank } from "#server/modules/quiz/bank.ts";
import { dispatch, type OpsContext, parseCommand, serviceDeps, stringFlag, UsageError } from "../context.ts";
import { CSV_HEADER, parseQuestionFile, type QuestionFormat, questionsToCsv } from "../question-file.ts";

export const usage = `Usage: npm run ops -- questions <import|export> ...

  questions import <file> [--sample] [--format json|csv]
      Adds or updates questions by id, all or nothing: every record is checked against the
      content rules first; any mistake is listed (record or line, and field) and nothing changes.
      --sample          The questions are the practice set of /sample, not the quiz bank
      --format          json or csv (default: from the file's extension)
  questions export [--format json|csv] [--out <file>] [--sample]
      Writes the quiz bank (or with --sample the practice set); default JSON to stdout.

JSON: an array of { id, category, difficulty, prompt, choices[2-4], correct (0-based index),
      explanation, basis, picture?, pictureAlt?, pictureMirrorable?, concept? } — the format of content/questions/*.json.
CSV:  header ${CSV_HEADER.join(",")}
      (correct is the letter A-D; choice_c, choice_d, picture and picture_alt may be empty).`;

export async function run(args: string[], ctx: OpsContext): Promise<number> {
  return dispatch(args, { import: importQuestions, export: exportQuestions }, usage, ctx);
}

function formatOf(flag: string | undefined, file: string | undefined): QuestionFormat {
  const value = flag ?? (file ? path.extname(file).slice(1).toLowerCase() : "json");
  if (value !== "json" && value !== "csv") {
    throw new UsageError(
      flag
        ? `--format must be json or csv (got "${flag}").`
        : `Cannot tell the format of ${file}; name it .json or .csv, or pass --format.`,
      usage,
    );
  }
  return value;
}

async function importQuestions(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { sample: { type: "boolean" }, format: { type: "string" } }, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const file = parsed.positionals[0] ?? "";
  const format = formatOf(stringFlag(parsed, "format"), file);
  const text = (await ctx.files.read(file)).toString("utf8");
  const { questions: valid, errors } = parseQuestionFile(text, format);
  if (errors.length > 0) {
    ctx.err(`${file}: ${errors.length} mistake${errors.length === 1 ? "" : "s"}; nothing was imported.`);
    for (const e of errors) ctx.err(`  ${e}`);
    return 1;
  }
  const isSample = parsed.values.sample === true;
  const result = await importBank(await serviceDeps(ctx), { questions: valid, isSample });
  ctx.out(
    `Imported ${valid.length} question${valid.length === 1 ? "" : "s"} from ${file}${isSample ? " into the practice set" : ""}: ` +
      `${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged.`,
  );
  return 0;
}

async function exportQuestions(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, { format: { type: "string" }, out: { type: "string" }, sample: { type: "boolean" } }, usage, ctx, {
    min: 0,
    max: 0,
  });
  if (!parsed) return 0;
  const out = stringFlag(parsed, "out");
  const format = formatOf(stringFlag(parsed, "format") ?? (out && /\.csv$/i.test(out) ? "csv" : "json"), undefined);
  const list = await exportBank(await serviceDeps(ctx), { isSample: parsed.values.sample === true });
  const text = format === "csv" ? questionsToCsv(list) : `${JSON.stringify(list, null, 2)}\n`;
  if (!out) {
    ctx.write(text);
    return 0;
  }
  await ctx.files.write(out, text);
  ctx.err(`Wrote ${list.length} question${list.length === 1 ? "" : "s"} to ${out}.`);
  return 0;
}
