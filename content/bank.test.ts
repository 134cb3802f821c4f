import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isValidCode } from "../core/checkpoint-code.ts";
import { CATEGORIES, eventSeedSchema, type QuestionInput, questionSchema } from "../core/content-schema.ts";
import { CATEGORY_FILES, CONTENT_DIR, ContentError, loadBank, PICTURES_DIR, parseQuestions } from "./load.ts";
import { checkSvg } from "./svg-check.ts";

const bank = loadBank();
const all: QuestionInput[] = [...bank.questions, ...bank.sample];
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"));

/** Splits on sentence ends; the bank avoids abbreviations so this stays honest. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);

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

  it("every category has at least 12 questions, 72 in all", () => {
    for (const c of CATEGORIES) expect(bank.questions.filter((q) => q.category === c).length, c).toBeGreaterThanOrEqual(12);
    expect(bank.questions.length).toBeGreaterThanOrEqual(72);
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
    for (const count of byIndex) expect(count / bank.questions.length).toBeLessThanOrEqual(0.4);
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

  it("at least 15 event questions carry a picture, each with alt text", () => {
    expect(bank.questions.filter((q) => q.picture).length).toBeGreaterThanOrEqual(15);
    for (const q of withPictures) expect(q.pictureAlt?.length ?? 0, q.id).toBeGreaterThanOrEqual(20);
  });

  it("every referenced picture exists, is a safe SVG with a viewBox and title, and is at most 8 KB", () => {
    for (const q of withPictures) {
      const file = path.join(PICTURES_DIR, q.picture ?? "");
      expect(fs.existsSync(file), q.picture).toBe(true);
      expect(fs.statSync(file).size, q.picture).toBeLessThanOrEqual(8 * 1024);
      expect(checkSvg(fs.readFileSync(file, "utf8")), q.picture).toEqual([]);
    }
  });

  it("no picture is shared between questions and none lies unused", () => {
    const used = withPictures.map((q) => q.picture);
    expect(new Set(used).size).toBe(used.length);
    const files = fs.readdirSync(PICTURES_DIR).filter((f) => f.endsWith(".svg"));
    expect(files.sort()).toEqual([...used].sort());
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

  it("the demo event has three checkpoints with valid, distinct, documented codes", () => {
    expect(bank.demoEvent.name).toBe("Demo Ride");
    const codes = bank.demoEvent.checkpoints.map((c) => c.code);
    expect(codes).toEqual(["GEAR2345", "BEND6789", "CAFE4567"]);
    for (const code of codes) expect(isValidCode(code), code).toBe(true);
    for (const c of bank.demoEvent.checkpoints) {
      expect(c.questionCount).toBe(5);
      expect(c.secondsPerQuestion).toBe(20);
    }
  });
});
