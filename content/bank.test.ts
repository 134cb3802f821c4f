import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isValidCode } from "../core/checkpoint-code.ts";
import { CATEGORIES, eventSeedSchema, type QuestionInput, questionSchema } from "../core/content-schema.ts";
import { ABSOLUTE_WORDS, authoringProblems, givesAnswerAway, sentences, svgTitle } from "./authoring.ts";
import { CATEGORY_FILES, CONTENT_DIR, ContentError, loadBank, PICTURES_DIR, parseQuestions } from "./load.ts";
import { checkSvg } from "./svg-check.ts";

const bank = loadBank();
const all: QuestionInput[] = [...bank.questions, ...bank.sample];
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"));
const svgOf = (q: QuestionInput) => (q.picture ? fs.readFileSync(path.join(PICTURES_DIR, q.picture), "utf8") : undefined);

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

  it("every category has at least 15 questions, 110 in all", () => {
    for (const c of CATEGORIES) expect(bank.questions.filter((q) => q.category === c).length, c).toBeGreaterThanOrEqual(15);
    expect(bank.questions.length).toBeGreaterThanOrEqual(110);
  });

  it("at least 25 questions are hard, and every category has a hard one", () => {
    expect(bank.questions.filter((q) => q.difficulty === 3).length).toBeGreaterThanOrEqual(25);
    for (const c of CATEGORIES)
      expect(
        bank.questions.some((q) => q.category === c && q.difficulty === 3),
        c,
      ).toBe(true);
    for (const d of [1, 2]) expect(bank.questions.filter((q) => q.difficulty === d).length, `difficulty ${d}`).toBeGreaterThanOrEqual(25);
  });

  it("every question follows the authoring rules of content/README.md", () => {
    for (const q of all) expect(authoringProblems(q, svgOf(q)), q.id).toEqual([]);
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

  it("ids and prompts are unique across the bank and the sample", () => {
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    expect(new Set(all.map((q) => q.prompt.toLowerCase())).size).toBe(all.length);
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

describe("pictures", () => {
  const withPictures = all.filter((q) => q.picture);

  it("at least 25 event questions carry a picture, each with alt text", () => {
    expect(bank.questions.filter((q) => q.picture).length).toBeGreaterThanOrEqual(25);
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
    // The alt text the review found: it named the answer's bright jacket and light helmet.
    expect(givesAnswerAway(seen, "One rider in black blends in, one in an amber jacket and white helmet stands out.")).toBe(true);
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
