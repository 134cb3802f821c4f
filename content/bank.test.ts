import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ABSOLUTE_WORDS,
  authoringProblems,
  FIRST_AID_GUIDELINES,
  givesAnswerAway,
  isFirstAid,
  questionSetProblems,
  sentences,
  svgTitle,
} from "../core/authoring.ts";
import { isValidCode } from "../core/checkpoint-code.ts";
import { CATEGORIES, eventSeedSchema, type QuestionInput, questionSchema } from "../core/content-schema.ts";
import { checkSvg } from "../core/svg-check.ts";
import { CATEGORY_FILES, CONTENT_DIR, ContentError, loadBank, PICTURES_DIR, parseQuestions } from "./load.ts";

const bank = loadBank();
const all: QuestionInput[] = [...bank.questions, ...bank.sample];
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"));
const svgOf = (q: QuestionInput) => (q.picture ? fs.readFileSync(path.join(PICTURES_DIR, q.picture), "utf8") : undefined);
const byId = (id: string) => {
  const q = all.find((x) => x.id === id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};
/** A bank question to vary in the checker's tests: checked alone, it has no problems. */
const plain = (over: Partial<QuestionInput> = {}): QuestionInput => ({ ...byId("technique-front-brake"), variantOf: undefined, ...over });

/** The committed answer key: each live question's right choice, by id (content/README.md#keys). */
const KEYS_FILE = "keys.lock.json";
type Keys = Record<string, string>;

/** How the bank differs from the key lock: a moved or changed key, a question missing from it, a stale entry. */
function keyChanges(questions: readonly QuestionInput[], keys: Keys): string[] {
  const problems: string[] = [];
  for (const q of questions) {
    const right = q.choices[q.correct] ?? "";
    const locked = keys[q.id];
    if (locked === undefined) problems.push(`${q.id}: not in ${KEYS_FILE}; add "${q.id}": ${JSON.stringify(right)}.`);
    else if (locked !== right)
      problems.push(
        `${q.id}: the right choice was ${JSON.stringify(locked)} and is now ${JSON.stringify(right)}. If a reorder or an edit moved ` +
          `the key, put it back; if the question now asks or answers something else, give it a new id and retire this one; ` +
          `if only the words changed, update ${KEYS_FILE}.`,
      );
  }
  const live = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(keys)) if (!live.has(id)) problems.push(`${id}: in ${KEYS_FILE} but not in the bank; remove it.`);
  return problems;
}

describe("question files", () => {
  it.each(Object.entries(CATEGORY_FILES))("%s: every entry passes the schema and sits in its own file", (category, file) => {
    const data = readJson(file) as unknown[];
    expect(Array.isArray(data)).toBe(true);
    for (const q of data) {
      const result = questionSchema.safeParse(q);
      expect(result.success, `${file}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      expect((q as QuestionInput).category).toBe(category);
    }
  });

  it("the sample file passes the schema and the demo event its own", () => {
    for (const q of readJson("sample.json") as unknown[]) expect(questionSchema.safeParse(q).success).toBe(true);
    expect(eventSeedSchema.safeParse(readJson("demo-event.json")).success).toBe(true);
  });

  it("every category has at least 20 questions, 150 in all", () => {
    for (const c of CATEGORIES) expect(bank.questions.filter((q) => q.category === c).length, c).toBeGreaterThanOrEqual(20);
    expect(bank.questions.length).toBeGreaterThanOrEqual(150);
  });

  it("at least 35 questions are hard, 25 medium and 25 easy, and every category has a hard one", () => {
    expect(bank.questions.filter((q) => q.difficulty === 3).length).toBeGreaterThanOrEqual(35);
    for (const c of CATEGORIES)
      expect(
        bank.questions.some((q) => q.category === c && q.difficulty === 3),
        c,
      ).toBe(true);
    for (const d of [1, 2]) expect(bank.questions.filter((q) => q.difficulty === d).length, `difficulty ${d}`).toBeGreaterThanOrEqual(25);
  });

  it("the bank and the sample pass every check of content/README.md, one by one and as a set", () => {
    expect(questionSetProblems(all, { svgOf })).toEqual({});
  });

  it("absolutes do not mark wrong choices: right choices say only, always, never or exactly at least as often", () => {
    let right = 0;
    let wrong = 0;
    let wrongTotal = 0;
    for (const q of bank.questions) {
      q.choices.forEach((c, i) => {
        if (i === q.correct) right += Number(ABSOLUTE_WORDS.test(c));
        else {
          wrongTotal++;
          wrong += Number(ABSOLUTE_WORDS.test(c));
        }
      });
    }
    expect(wrong / wrongTotal).toBeLessThanOrEqual(right / bank.questions.length);
  });

  it("each question has 2–4 distinct choices and exactly one correct one", () => {
    for (const q of all) {
      expect(q.choices.length, q.id).toBeGreaterThanOrEqual(2);
      expect(q.choices.length, q.id).toBeLessThanOrEqual(4);
      expect(Number.isInteger(q.correct) && q.correct >= 0 && q.correct < q.choices.length, q.id).toBe(true);
      const normalized = q.choices.map((c) => c.trim().toLowerCase());
      expect(new Set(normalized).size, q.id).toBe(q.choices.length);
    }
  });

  it("explanations are one or two sentences, at most 320 characters, and name a basis", () => {
    for (const q of all) {
      const n = sentences(q.explanation).length;
      expect(n >= 1 && n <= 2, `${q.id} has ${n} sentences`).toBe(true);
      expect(q.explanation.length, q.id).toBeLessThanOrEqual(320);
      expect(q.basis.length, q.id).toBeGreaterThanOrEqual(5);
    }
  });

  it("the correct answer is spread over positions and does not stand out by length", () => {
    const byIndex = [0, 0, 0, 0];
    let longest = 0;
    for (const q of bank.questions) {
      byIndex[q.correct] = (byIndex[q.correct] ?? 0) + 1;
      const lengths = q.choices.map((c) => c.length);
      const max = Math.max(...lengths);
      if (lengths[q.correct] === max && lengths.filter((l) => l === max).length === 1) longest++;
    }
    for (const count of byIndex) expect(count / bank.questions.length).toBeLessThanOrEqual(0.3);
    // By chance the right answer is the longest about a quarter of the time; well above that, a
    // rider could guess by length.
    expect(longest / bank.questions.length).toBeLessThanOrEqual(0.33);
  });

  it("a broken question is rejected with the file and field named", () => {
    const bad = { ...bank.questions[0], id: "broken-one", correct: 7 };
    expect(() => parseQuestions([bad], "x.json")).toThrow(ContentError);
    expect(() => parseQuestions([bad], "x.json")).toThrow(/x\.json: broken-one: correct: correct must point/);
    const twice = [bank.questions[0], bank.questions[0]];
    expect(() => parseQuestions(twice, "y.json")).toThrow(/appears twice/);
  });
});

describe("the set checks an organizer's questions go through too", () => {
  it("report problems by question id, and nothing for a clean set", () => {
    expect(questionSetProblems([plain()])).toEqual({});
    const problems = questionSetProblems([
      plain(),
      plain({ id: "copy-one" }),
      plain({ id: "no-concept", prompt: "Another prompt, long enough?", concept: undefined }),
    ]);
    expect(Object.keys(problems).sort()).toEqual(["copy-one", "no-concept"]);
    expect(problems["copy-one"]?.join("\n")).toMatch(/^prompt: technique-front-brake asks the same\./m);
    expect(problems["copy-one"]?.join("\n")).toMatch(/^concept: technique-front-brake teaches front-brake-weight-transfer too/m);
    expect(problems["no-concept"]).toEqual(["concept: name the fact this question teaches (content/README.md#concepts)."]);
  });

  it("a twin is refused unless marked as a variant of the concept's first question, and the mark must hold", () => {
    const twin = plain({ id: "twin", prompt: "Which brake stops you hardest on a dry road?" });
    expect(questionSetProblems([plain(), twin]).twin).toEqual([
      'concept: technique-front-brake teaches front-brake-weight-transfer too; teach another fact, or mark a deliberate variant with "variantOf": "technique-front-brake".',
    ]);
    expect(questionSetProblems([plain(), { ...twin, variantOf: "technique-front-brake" }])).toEqual({});
    const chained = plain({ id: "chained", prompt: "A third prompt, long enough?", variantOf: "twin" });
    expect(questionSetProblems([plain(), { ...twin, variantOf: "technique-front-brake" }, chained]).chained).toEqual([
      "variantOf: twin is itself a variant; name technique-front-brake.",
    ]);
    expect(questionSetProblems([{ ...twin, variantOf: "nowhere" }]).twin).toEqual(["variantOf: nowhere is not a question of this set."]);
    expect(questionSetProblems([plain(), { ...twin, concept: "other-fact", variantOf: "technique-front-brake" }]).twin).toEqual([
      "variantOf: technique-front-brake teaches front-brake-weight-transfer, not other-fact.",
    ]);
  });

  it("a first-aid question names a current guideline and its year, wherever it is filed", () => {
    const cpr = byId("first-aid-cpr-rate");
    expect(isFirstAid(cpr)).toBe(true);
    const old = questionSetProblems([{ ...cpr, basis: "ERC 2021 resuscitation guidelines" }])[cpr.id];
    expect(old).toEqual([`basis: a first-aid question names its guideline and year: ${FIRST_AID_GUIDELINES.join(", or ")}.`]);
    // Filed as group riding, a question about a casualty is still first aid.
    const hidden = plain({ id: "group-roadside", prompt: "A casualty is bleeding from the leg. What first?", basis: "Club lore" });
    expect(questionSetProblems([hidden])["group-roadside"]?.join()).toMatch(/^basis: a first-aid question/);
    expect(isFirstAid(byId("group-staggered"))).toBe(false);
    for (const q of all.filter(isFirstAid))
      expect(
        FIRST_AID_GUIDELINES.some((g) => q.basis.includes(g)),
        q.id,
      ).toBe(true);
    expect(all.filter(isFirstAid).length).toBeGreaterThanOrEqual(18);
  });

  it("a prompt holding the right choice's words, or a right choice alone in hedging, is a giveaway", () => {
    const brake = plain();
    const right = brake.choices[brake.correct] ?? "";
    expect(questionSetProblems([plain({ prompt: `Is it ${right.toLowerCase()}?` })])[brake.id]).toEqual([
      "prompt: holds the right choice's own words; ask without naming the answer.",
    ]);
    const hedged = brake.choices.map((c, i) => (i === brake.correct ? `Usually ${c.toLowerCase()}` : c));
    expect(questionSetProblems([plain({ choices: hedged })])[brake.id]?.join()).toMatch(
      /^choices: the right choice is the only hedged one/,
    );
    const bothHedged = hedged.map((c, i) => (i === (brake.correct + 1) % hedged.length ? `Often ${c.toLowerCase()}` : c));
    expect(questionSetProblems([plain({ choices: bothHedged })])[brake.id]?.join() ?? "").not.toMatch(/hedged/);
  });

  it("a figure in one unit system needs the other beside it, and a legal rule says where it holds", () => {
    const speed = plain({ explanation: "At 100 km/h you cover 28 metres (92 ft) every second. Slow down." });
    expect(questionSetProblems([speed])[speed.id]).toEqual(['explanation: km/h needs mph beside it, as in "100 km/h (60 mph)".']);
    const both = plain({ explanation: "At 100 km/h (62 mph) you cover 28 m (92 ft) every second. Slow down." });
    expect(questionSetProblems([both])).toEqual({});
    const cold = plain({ prompt: "It is 2 °C outside. What should you wear?" });
    expect(questionSetProblems([cold])[cold.id]).toEqual(['prompt: °C needs °F beside it, as in "100 km/h (60 mph)".']);
    const law = plain({ explanation: "Riding between lanes is legal, so do it whenever traffic stops." });
    expect(questionSetProblems([law])[law.id]?.join()).toMatch(/speaks of the law; say where it holds/);
    expect(questionSetProblems([{ ...law, explanation: "Where the law allows it, riding between lanes saves time." }])).toEqual({});
  });
});

describe("the answer key is pinned", () => {
  const keys = readJson(KEYS_FILE) as Keys;

  it(`every live question's right choice is the one ${KEYS_FILE} holds for its id`, () => {
    expect(keyChanges(all, keys)).toEqual([]);
  });

  it("a reorder that leaves `correct` behind, or a new right answer, is caught and named", () => {
    const sweep = byId("group-sweep-rider-2");
    const reordered = { ...sweep, choices: [...sweep.choices.slice(0, 2), sweep.choices[3], sweep.choices[2]] as string[] };
    const [moved] = keyChanges([reordered], { [sweep.id]: keys[sweep.id] ?? "" });
    expect(moved).toContain(
      `${sweep.id}: the right choice was "Riding last and helping anyone who stops" and is now "Closing gaps by passing slow riders"`,
    );
    expect(keyChanges([{ ...sweep, id: "group-sweep-rider-3" }], keys).join("\n")).toMatch(
      /group-sweep-rider-3: not in keys\.lock\.json[\s\S]*group-sweep-rider-2: in keys\.lock\.json but not in the bank/,
    );
  });

  it("a retired id never comes back: the key lock and the bank leave it out", () => {
    for (const id of bank.retired) expect(keys[id], id).toBeUndefined();
    expect(bank.retired).toContain("group-sweep-rider");
  });
});

describe("concepts: no twins in one ride", () => {
  it("every live question names its concept; a shared one is a documented variant", () => {
    for (const q of all) expect(q.concept, q.id).toMatch(/^[a-z0-9-]{3,64}$/);
    const variants = all.filter((q) => q.variantOf);
    for (const v of variants) expect(byId(v.variantOf ?? "").concept, v.id).toBe(v.concept);
    expect(new Set(bank.questions.map((q) => q.concept)).size).toBeGreaterThanOrEqual(130);
  });

  it("the review's near-duplicates and softer overlaps share a concept or are gone", () => {
    // content/README.md, "Concepts": each pair is one fact seen twice, so a ride serves one of them.
    const pairs = [
      ["rules-two-second-gap", "rules-wet-gap"],
      ["rules-signal-timing", "rules-cancel-indicator"],
      ["group-staggered", "group-when-single-file"],
      ["first-aid-cpr-rate", "first-aid-30-2"],
      ["maintenance-brake-fluid", "maintenance-fluid-level-drop"],
      ["maintenance-pressure-cold", "maintenance-pressure-source"],
      ["technique-relaxed-arms", "technique-tank-slapper"],
      ["gear-helmet-after-crash", "gear-helmet-age"],
      ["technique-front-brake", "technique-squeeze-front"],
      ["technique-brake-before-bend", "technique-brake-or-swerve"],
      ["gear-tinted-visor-night", "sample-scratched-visor"],
    ] as const;
    for (const [a, b] of pairs) expect(byId(b).concept, `${a} and ${b}`).toBe(byId(a).concept);
    const gone = [
      "technique-look-through",
      "hazards-manhole-rain",
      "technique-cornering-abs",
      "gear-heat-symptoms",
      "first-aid-helmet",
      "first-aid-drabc",
    ];
    for (const id of gone) expect(bank.retired, id).toContain(id);
  });
});

describe("pictures", () => {
  const withPictures = all.filter((q) => q.picture);

  it("at least 35 event questions carry a picture, each with alt text", () => {
    expect(bank.questions.filter((q) => q.picture).length).toBeGreaterThanOrEqual(35);
    for (const q of withPictures) expect(q.pictureAlt?.length ?? 0, q.id).toBeGreaterThanOrEqual(20);
  });

  it("every referenced picture exists, is a safe SVG with a viewBox and title, and is at most 2 KB", () => {
    for (const q of withPictures) {
      const file = path.join(PICTURES_DIR, q.picture ?? "");
      expect(fs.existsSync(file), q.picture).toBe(true);
      expect(fs.statSync(file).size, q.picture).toBeLessThanOrEqual(2 * 1024);
      expect(checkSvg(fs.readFileSync(file, "utf8")), q.picture).toEqual([]);
    }
  });

  it("no picture is shared between questions and none lies unused", () => {
    const used = withPictures.map((q) => q.picture);
    expect(new Set(used).size).toBe(used.length);
    const files = fs.readdirSync(PICTURES_DIR).filter((f) => f.endsWith(".svg"));
    expect(files.sort()).toEqual([...used].sort());
  });

  it("neither a picture's <title> nor its alt text holds the right answer, and mirrorable pictures hold no <text>", () => {
    for (const q of withPictures) {
      const svg = svgOf(q) ?? "";
      expect(svgTitle(svg).length, q.id).toBeGreaterThan(0);
      expect(givesAnswerAway(q, svgTitle(svg)), `${q.id} title`).toBe(false);
      expect(givesAnswerAway(q, q.pictureAlt ?? ""), `${q.id} alt`).toBe(false);
      if (q.pictureMirrorable) expect(svg, q.id).not.toMatch(/<text[\s>]/);
    }
    expect(all.filter((q) => q.pictureMirrorable).length).toBeGreaterThanOrEqual(10);
  });

  it("the authoring checks catch a telling alt text, a mirrored picture with text and a side-bound prompt", () => {
    const seen = all.find((q) => q.id === "gear-be-seen") as QuestionInput;
    // An alt text that names the answer's bright jacket and light helmet.
    expect(givesAnswerAway(seen, "One rider in black blends in, one in a bright jacket and light helmet stands out.")).toBe(true);
    expect(givesAnswerAway(seen, seen.pictureAlt ?? "")).toBe(false);
    const withText = { ...seen, pictureMirrorable: true, prompt: "The rider on the left wears dark clothing. What would help most?" };
    const problems = authoringProblems(
      withText,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><title>Road</title><text>2 s</text></svg>',
    );
    expect(problems.join("\n")).toMatch(/side-neutral text/);
    expect(problems.join("\n")).toMatch(/holds <text>/);
  });

  it("the checker rejects scripts, handlers, external references and malformed markup", () => {
    const head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>t</title>';
    expect(checkSvg(`${head}<rect width="1" height="1"/></svg>`)).toEqual([]);
    expect(checkSvg(`${head}<script>alert(1)</script></svg>`).join()).toMatch(/script/);
    expect(checkSvg(`${head}<rect onclick="x()"/></svg>`).join()).toMatch(/handler/);
    expect(checkSvg(`${head}<use href="https://x.test/a.svg#b"/></svg>`).join()).toMatch(/external/);
    expect(checkSvg(`${head}<foreignObject/></svg>`).join()).toMatch(/not allowed/);
    expect(checkSvg(`${head}<g></svg>`).join()).toMatch(/well-formed/);
    expect(checkSvg('<svg xmlns="http://www.w3.org/2000/svg"><title>t</title></svg>').join()).toMatch(/viewBox/);
  });
});

describe("the figures people read", () => {
  it("content/README.md states the bank's size, pictures and concepts as they are", () => {
    const readme = fs.readFileSync(path.join(CONTENT_DIR, "README.md"), "utf8");
    const figure = (pattern: RegExp) => Number(pattern.exec(readme)?.[1]);
    expect(figure(/\*\*(\d+) event questions\*\*/)).toBe(bank.questions.length);
    expect(figure(/\*\*(\d+) with a picture\*\*/)).toBe(bank.questions.filter((q) => q.picture).length);
    expect(figure(/\((\d+) of them\s+mirrorable\)/)).toBe(bank.questions.filter((q) => q.pictureMirrorable).length);
    expect(figure(/\*\*(\d+) concepts\*\*/)).toBe(new Set(bank.questions.map((q) => q.concept)).size);
    expect(figure(/(\d+) deliberate variants/)).toBe(bank.questions.filter((q) => q.variantOf).length);
    expect(figure(/(\d+) retired\./)).toBe(bank.retired.length);
    for (const c of CATEGORIES) expect(figure(new RegExp(`${c} (\\d+)`)), c).toBe(bank.questions.filter((q) => q.category === c).length);
    for (const [d, word] of [
      [1, "easy"],
      [2, "medium"],
      [3, "hard"],
    ] as const)
      expect(figure(new RegExp(`(\\d+) ${word}`)), word).toBe(bank.questions.filter((q) => q.difficulty === d).length);
  });
});

describe("sample set and demo event", () => {
  it("the sample has exactly 3 questions, none of them in the event pool, one with a picture", () => {
    expect(bank.sample).toHaveLength(3);
    for (const q of bank.sample) expect(q.id.startsWith("sample-"), q.id).toBe(true);
    const poolIds = new Set(bank.questions.map((q) => q.id));
    expect(bank.sample.some((q) => poolIds.has(q.id))).toBe(false);
    expect(bank.sample.some((q) => q.picture)).toBe(true);
  });

  it("retired questions name a reason and are gone from the bank and the sample", () => {
    expect(bank.retired.length).toBeGreaterThan(0);
    const ids = new Set(all.map((q) => q.id));
    for (const id of bank.retired) expect(ids.has(id), id).toBe(false);
    const withRetired = fs.mkdtempSync(path.join(os.tmpdir(), "bank-"));
    fs.cpSync(CONTENT_DIR, withRetired, { recursive: true });
    const first = bank.questions[0] as QuestionInput;
    fs.writeFileSync(path.join(withRetired, "retired.json"), JSON.stringify([{ id: first.id, reason: "Still in the bank." }]));
    expect(() => loadBank(withRetired)).toThrow(new RegExp(`retired\\.json: ${first.id} is retired but still in the bank`));
    fs.rmSync(withRetired, { recursive: true, force: true });
  });

  it("the demo event has three checkpoints with valid, distinct, documented codes", () => {
    expect(bank.demoEvent.name).toBe("Demo Ride");
    expect(bank.demoEvent.drivesOn).toBe("RIGHT");
    const codes = bank.demoEvent.checkpoints.map((c) => c.code);
    expect(codes).toEqual(["GEAR2345", "BEND6789", "CAFE4567"]);
    for (const code of codes) expect(isValidCode(code), code).toBe(true);
    for (const c of bank.demoEvent.checkpoints) {
      expect(c.questionCount).toBe(5);
      expect(c.secondsPerQuestion).toBe(20);
    }
  });
});
