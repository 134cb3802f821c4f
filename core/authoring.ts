import type { QuestionInput } from "./content-schema.ts";
import { checkSvg } from "./svg-check.ts";

/**
 * The rules of content/README.md that a machine can check, in core/ so that the bank's test
 * (content/), `ops questions import` and the organizer's console (server/modules/organizer) run the
 * same ones. `questionSetProblems` checks a set of questions one by one and across the set;
 * `authoringProblems` checks one question alone. The bank's balance (answer positions, the share
 * of absolutes, counts) is checked in content/bank.test.ts.
 */

/** Words that a half-knowing rider learns to strike out when only wrong choices use them. */
export const ABSOLUTE_WORDS = /\b(only|always|never|exactly)\b/i;
const SIDE_WORDS = /\b(left|right)\b/i;
/**
 * Hedges a careful right answer tends to carry and a made-up wrong one does not. "Can" and "may"
 * are left out: too common in plain wrong choices to tell anything.
 */
const HEDGE_WORDS = /\b(usually|generally|typically|probably|mostly|often|sometimes|likely|might|could|depending|depends)\b/i;
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

/**
 * Problems with one question alone, each "field: message"; `svg` is the picture's text when it has
 * one. A concept is not asked for here: it matters across a set (`questionSetProblems`).
 */
export function authoringProblems(q: QuestionInput, svg?: string): string[] {
  const problems: string[] = [...wordingProblems(q)];
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
  if (wrong.length >= 2 && HEDGE_WORDS.test(right) && !wrong.some((c) => HEDGE_WORDS.test(c))) {
    problems.push("choices: the right choice is the only hedged one (usually, often, might…); hedge a wrong one too, or neither.");
  }
  if (right && ` ${normalize(q.prompt)} `.includes(` ${normalize(right)} `)) {
    problems.push("prompt: holds the right choice's own words; ask without naming the answer.");
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

/**
 * The current edition of each guideline a first-aid question may name in its basis: riders learn
 * what the councils teach today, and a reviewer checks the question against that edition.
 */
export const FIRST_AID_GUIDELINES = [
  "ERC Guidelines 2025",
  "AHA Guidelines 2025",
  "AHA and Red Cross Guidelines for First Aid 2024",
] as const;
/** Words only a first-aid question uses, so one filed anywhere cannot skip its guideline. */
const FIRST_AID_WORDS =
  /\b(casualty|cpr|chest compressions?|rescue breaths?|defibrillator|aed|tourniquet|recovery position|bleeding|burns?|fractured?|anaphyla\w*|auto-injector|unresponsive|concussion|first aid|heat exhaustion|hypothermia)\b/i;

/** A first-aid question: named so (`first-aid-` id or concept), or asking about first aid. */
export function isFirstAid(q: Pick<QuestionInput, "id" | "concept" | "prompt" | "choices">): boolean {
  return (
    q.id.startsWith("first-aid-") ||
    Boolean(q.concept?.startsWith("first-aid-")) ||
    FIRST_AID_WORDS.test([q.prompt, ...q.choices].join(" "))
  );
}

/**
 * A figure in one unit system needs the other beside it in the same text, so every rider reads
 * it in their own: each pair is [this unit, the other system's unit it asks for].
 */
const UNIT_PAIRS: [RegExp, RegExp, string][] = [
  [/\d\s*°C\b/, /°F/, "°C needs °F"],
  [/\d\s*°F\b/, /°C/, "°F needs °C"],
  [/\d\s*km\/h\b/, /\bmph\b/, "km/h needs mph"],
  [/\d\s*mph\b/, /\bkm\/h\b/, "mph needs km/h"],
  [/\d\s*(m|metres?|meters?)\b/, /\b(ft|feet|foot)\b/, "metres need feet"],
  [/\d\s*(ft|feet|foot)\b/, /\d\s*(m|metres?|meters?)\b/, "feet need metres"],
  [/\d\s*(km|kilometres?|kilometers?)\b(?!\/)/, /\bmiles?\b/, "kilometres need miles"],
  [/\d\s*miles?\b/, /\b(km|kilometres?|kilometers?)\b/, "miles need kilometres"],
  [/\d\s*(cm|mm|centimetres?|millimetres?)\b/, /\binch(es)?\b/, "cm and mm need inches"],
  [/\d\s*(kg|kilos?|kilograms?)\b/, /\b(lb|pounds?)\b/, "kilograms need pounds"],
  [/\d\s*bar\b/, /\bpsi\b/, "bar needs psi"],
  [/\d\s*(litres?|liters?)\b/, /\bgallons?\b/, "litres need gallons"],
];

/** Where the law differs by country, the question must say whose law it means. */
const LAW_WORDS = /\b(law|laws|legal|legally|illegal|unlawful|offence|offense|fined|licen[cs]e|highway code)\b/i;
const JURISDICTION = [
  /\b(most|many|some|every|other) countr(y|ies)\b|\bwhere (the law|it is) allow|\blocal (law|rules)\b/i,
  /\b(US|USA|UK|EU|Ireland|Australia|Australian|New Zealand|Canada|Europe|European|Wyoming|California|Germany|France)\b/,
];

/** Problems of one question that need words or a basis a machine can look for. */
function wordingProblems(q: QuestionInput): string[] {
  const problems: string[] = [];
  if (isFirstAid(q) && !FIRST_AID_GUIDELINES.some((g) => q.basis.includes(g)))
    problems.push(`basis: a first-aid question names its guideline and year: ${FIRST_AID_GUIDELINES.join(", or ")}.`);
  const fields: [string, string][] = [
    ["prompt", q.prompt],
    ...q.choices.map((c, i): [string, string] => [`choices[${i}]`, c]),
    ["explanation", q.explanation],
    ["pictureAlt", q.pictureAlt ?? ""],
  ];
  for (const [field, text] of fields) {
    for (const [unit, other, message] of UNIT_PAIRS) {
      if (unit.test(text) && !other.test(text)) problems.push(`${field}: ${message} beside it, as in "100 km/h (60 mph)".`);
    }
  }
  const all = [q.prompt, ...q.choices, q.explanation].join(" ");
  if (LAW_WORDS.test(all) && !JURISDICTION.some((j) => j.test(all)))
    problems.push('explanation: it speaks of the law; say where it holds ("in most countries", "in the UK", "where the law allows").');
  return problems;
}

/** Concepts shared without a variantOf marking, and variantOf links that do not hold. */
function conceptProblems(questions: readonly QuestionInput[], report: (id: string, problem: string) => void): void {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const roots = new Map<string, string>();
  for (const q of questions) {
    if (!q.concept) continue;
    if (q.variantOf !== undefined) {
      const of = byId.get(q.variantOf);
      if (!of) report(q.id, `variantOf: ${q.variantOf} is not a question of this set.`);
      else if (of.concept !== q.concept) report(q.id, `variantOf: ${of.id} teaches ${of.concept ?? "no concept"}, not ${q.concept}.`);
      else if (of.variantOf !== undefined) report(q.id, `variantOf: ${of.id} is itself a variant; name ${of.variantOf}.`);
      continue;
    }
    const first = roots.get(q.concept);
    if (first)
      report(
        q.id,
        `concept: ${first} teaches ${q.concept} too; teach another fact, or mark a deliberate variant with "variantOf": "${first}".`,
      );
    else roots.set(q.concept, q.id);
  }
}

/**
 * Every problem of a set of questions, by question id: the rules of content/README.md that a
 * machine can check, on each question and across the set (ids, prompts, pictures, concepts). The
 * bank's tests run it on the whole bank; an organizer's own questions go through it too.
 * `svgOf` returns a question's picture text (undefined when it has none or it is missing).
 */
export function questionSetProblems(
  questions: readonly QuestionInput[],
  opts: { svgOf?: (q: QuestionInput) => string | undefined } = {},
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const report = (id: string, problem: string) => {
    problems[id] = [...(problems[id] ?? []), problem];
  };
  const firstWith = new Map<string, string>();
  const once = (key: string, id: string, problem: (first: string) => string) => {
    const first = firstWith.get(key);
    if (first === undefined) firstWith.set(key, id);
    else report(id, problem(first));
  };
  for (const q of questions) {
    if (!q.concept) report(q.id, "concept: name the fact this question teaches (content/README.md#concepts).");
    for (const p of authoringProblems(q, opts.svgOf?.(q))) report(q.id, p);
    once(`id:${q.id}`, q.id, () => "id: used by another question of the set.");
    once(`prompt:${normalize(q.prompt)}`, q.id, (first) => `prompt: ${first} asks the same.`);
    if (q.picture) once(`picture:${q.picture}`, q.id, (first) => `picture: ${first} shows it already; draw one for this question.`);
  }
  conceptProblems(questions, report);
  return problems;
}
