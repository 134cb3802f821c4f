import type { QuestionInput } from "../core/content-schema.ts";
import { checkSvg } from "./svg-check.ts";

/**
 * The authoring rules one question can be checked against on its own (content/README.md): the
 * bank's tests run them on every question and `ops questions import` on every imported one.
 * Rules over a whole set (answer positions, the share of absolutes) live in bank.test.ts.
 */

/** Words that a half-knowing rider learns to strike out when only wrong choices use them. */
export const ABSOLUTE_WORDS = /\b(only|always|never|exactly)\b/i;
const SIDE_WORDS = /\b(left|right)\b/i;
/** Above this, a right answer stands out by length alone. */
const MAX_LENGTH_RATIO = 1.3;
const STOP_WORDS = new Set([
  "that",
  "this",
  "with",
  "from",
  "into",
  "your",
  "they",
  "them",
  "their",
  "what",
  "when",
  "there",
  "have",
  "been",
  "than",
  "then",
  "will",
  "more",
  "less",
  "most",
  "some",
  "each",
  "other",
  "over",
  "very",
  "just",
  "only",
]);

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const normalize = (text: string) => words(text).join(" ");

/** Splits on sentence ends; the bank avoids abbreviations with full stops so this stays honest. */
export const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);

/** The text of the picture's <title>, or "" when it has none. */
export function svgTitle(svg: string): string {
  return /<title>([^<]*)<\/title>/.exec(svg)?.[1]?.trim() ?? "";
}

/**
 * True when `text` gives the right choice away: it holds that choice's wording, or most of the
 * words that set the right choice apart from the wrong ones and the prompt.
 */
export function givesAnswerAway(q: Pick<QuestionInput, "prompt" | "choices" | "correct">, text: string): boolean {
  const right = q.choices[q.correct] ?? "";
  const haystack = ` ${normalize(text)} `;
  if (haystack.includes(` ${normalize(right)} `)) return true;
  const common = new Set([...words(q.prompt), ...q.choices.filter((_, i) => i !== q.correct).flatMap(words)]);
  const telling = [...new Set(words(right))].filter((w) => w.length >= 4 && !STOP_WORDS.has(w) && !common.has(w));
  if (telling.length < 2) return false;
  const found = telling.filter((w) => haystack.includes(` ${w} `)).length;
  return found * 2 >= telling.length;
}

/** Problems with one question, each naming the field; `svg` is the picture's text when it has one. */
export function authoringProblems(q: QuestionInput, svg?: string): string[] {
  const problems: string[] = [];
  const n = sentences(q.explanation).length;
  if (n > 2) problems.push(`explanation: ${n} sentences; keep it to one or two (and no abbreviations with full stops).`);

  const right = q.choices[q.correct] ?? "";
  const wrong = q.choices.filter((_, i) => i !== q.correct);
  const longestWrong = Math.max(...wrong.map((c) => c.length));
  if (right.length > longestWrong * MAX_LENGTH_RATIO && right.length - longestWrong > 8) {
    problems.push(`choices: the right choice is much longer than the others (${right.length} against ${longestWrong} characters).`);
  }
  if (wrong.some((c) => ABSOLUTE_WORDS.test(c)) && !ABSOLUTE_WORDS.test(right)) {
    problems.push("choices: only wrong choices say only, always, never or exactly; reword them, or let the right one say it too.");
  }

  if (q.pictureAlt && givesAnswerAway(q, q.pictureAlt)) problems.push("pictureAlt: describes the answer; describe what the picture shows.");
  if (q.pictureMirrorable) {
    const sided = [q.prompt, ...q.choices, q.explanation, q.pictureAlt ?? ""].find((t) => SIDE_WORDS.test(t));
    if (sided !== undefined)
      problems.push(`pictureMirrorable: a mirrored picture needs side-neutral text, but "${sided}" says left or right.`);
  }
  if (svg !== undefined) {
    for (const p of checkSvg(svg)) problems.push(`picture: ${p}`);
    if (givesAnswerAway(q, svgTitle(svg))) problems.push("picture: its <title> gives the answer away.");
    if (q.pictureMirrorable && /<text[\s>]/.test(svg))
      problems.push("pictureMirrorable: the picture holds <text>, which would read backwards mirrored.");
  }
  return problems;
}
