import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuestionInput } from "#core/content-schema.ts";
import type { DbHandle } from "#server/db/client.ts";
import { questions } from "#server/db/schema/index.ts";
import { seedContent } from "#server/db/seed.ts";
import { parseCsv } from "#server/modules/shared/csv.ts";
import { freshDatabase, ops } from "#tests/support/ops.ts";
import { CATEGORY_FILES, CONTENT_DIR } from "../../../content/load.ts";

const q = (id: string, over: Partial<QuestionInput> = {}): QuestionInput => ({
  id,
  category: "GEAR",
  difficulty: 2,
  prompt: `What does the test question ${id} ask about gear?`,
  choices: ["The first, plain answer", 'A "quoted", comma answer', "Zoë's ünïcode answer"],
  correct: 1,
  explanation: "Because the explanation says so, in one clear sentence.",
  basis: "Common riding guidance",
  ...over,
});

let handle: DbHandle;
let dir: string;
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
};
const snapshot = async () => (await handle.db.select().from(questions)).sort((a, b) => a.id.localeCompare(b.id));

beforeAll(async () => {
  handle = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-questions-"));
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("ops questions", () => {
  const bank = [
    q("gear-one"),
    q("gear-two", { category: "HAZARDS", choices: ["Yes", "No"], correct: 0 }),
    q("gear-three", { choices: ["a1", "b2", "c3", "d4"], correct: 3, concept: "chain-slack-check" }),
  ];

  it("imports a JSON file, then reports re-imports as unchanged or updated", async () => {
    const json = file("bank.json", JSON.stringify(bank, null, 2));
    const run = await ops(handle, ["questions", "import", json]);
    expect(run).toMatchObject({ code: 0, err: "" });
    expect(run.out).toContain("Imported 3 questions from");
    expect(run.out).toContain("3 new, 0 updated, 0 unchanged");
    expect(await snapshot()).toHaveLength(3);

    const changed = file("changed.json", JSON.stringify([{ ...bank[0], prompt: "A changed prompt about gear, long enough?" }, bank[1]]));
    expect((await ops(handle, ["questions", "import", changed])).out).toContain("0 new, 1 updated, 1 unchanged");
  });

  it("exports JSON and CSV that import back to the same bank", async () => {
    const json = await ops(handle, ["questions", "export"]);
    expect(json.code).toBe(0);
    const exported = JSON.parse(json.out) as QuestionInput[];
    expect(exported.map((e) => e.id).sort()).toEqual(["gear-one", "gear-three", "gear-two"]);
    expect(exported.find((e) => e.id === "gear-three")).toEqual(bank[2]);

    const csvPath = path.join(dir, "bank.csv");
    const csv = await ops(handle, ["questions", "export", "--out", csvPath]);
    expect(csv.err).toContain(`Wrote 3 questions to ${csvPath}`);
    const records = parseCsv(fs.readFileSync(csvPath, "utf8"));
    expect(records[0]?.fields).toEqual([
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
    ]);
    expect(records.find((r) => r.fields[0] === "gear-three")?.fields.slice(4, 9)).toEqual(["a1", "b2", "c3", "d4", "D"]);
    // A named concept travels through both formats; a question imported without one is its own.
    expect(records.find((r) => r.fields[0] === "gear-three")?.fields.at(-1)).toBe("chain-slack-check");
    expect(records.find((r) => r.fields[0] === "gear-one")?.fields.at(-1)).toBe("");
    expect((await snapshot()).find((r) => r.id === "gear-one")?.concept).toBe("gear-one");

    const before = await snapshot();
    const again = await ops(handle, ["questions", "import", csvPath]);
    expect(again.out).toContain("0 new, 0 updated, 3 unchanged");
    expect(await snapshot()).toEqual(before);
  });

  it("imports CSV with quoted commas, quotes and line breaks", async () => {
    const csv = file(
      "new.csv",
      [
        "id,category,difficulty,prompt,choice_a,choice_b,choice_c,choice_d,correct,explanation,basis,picture,picture_alt",
        'csv-multi,rules,1,"Which lane, in ""most"" places,\nshould you use?",Left,Right,,,b,"Keep to the lane the road rules give you, as others expect it.",Road rules broadly,,',
      ].join("\r\n"),
    );
    const run = await ops(handle, ["questions", "import", csv]);
    expect(run.code).toBe(0);
    const row = (await snapshot()).find((r) => r.id === "csv-multi");
    expect(row).toMatchObject({
      category: "RULES",
      prompt: 'Which lane, in "most" places,\nshould you use?',
      correctChoiceId: "csv-multi:b",
    });
    expect(row?.choices.map((c) => c.text)).toEqual(["Left", "Right"]);
  });

  it("imports the practice set with --sample, from a JSON file with a byte order mark", async () => {
    const json = file("sample.json", `\uFEFF${JSON.stringify([q("sample-one", { category: "RULES" })])}`);
    const run = await ops(handle, ["questions", "import", json, "--sample"]);
    expect(run.out).toContain("into the practice set: 1 new");
    const exported = JSON.parse((await ops(handle, ["questions", "export", "--sample"])).out) as QuestionInput[];
    expect(exported.map((e) => e.id)).toEqual(["sample-one"]);
    expect((await snapshot()).find((r) => r.id === "sample-one")?.isSample).toBe(true);
  });

  it("refuses a JSON file with mistakes: names every one, changes nothing", async () => {
    const before = await snapshot();
    const bad = [
      q("fine-one"),
      { ...q("Bad Id"), difficulty: 7 },
      q("fine-two", { choices: ["Only one"], correct: 0 }),
      q("gear-one", { explanation: "Too short." }),
      q("fine-one"),
      { ...q("no-picture"), picture: "nowhere-to-be-found.svg", pictureAlt: "A picture that does not exist" },
    ];
    const run = await ops(handle, ["questions", "import", file("bad.json", JSON.stringify(bad, null, 2))]);
    expect(run.code).toBe(1);
    expect(run.out).toBe("");
    const lines = run.err.trim().split("\n");
    expect(lines[0]).toMatch(/bad\.json: 6 mistakes; nothing was imported\.$/);
    // Line numbers point at the opening brace of each record in the file.
    expect(lines.slice(1).map((l) => l.trim())).toEqual([
      'record 2 (line 16), field "id": id must be 3–64 lowercase letters, digits or dashes.',
      'record 2 (line 16), field "difficulty": Too big: expected number to be <=3',
      'record 3 (line 30), field "choices": choices must have 2 to 4 entries.',
      'record 4 (line 42), field "explanation": explanation must be at least 20 characters.',
      'record 5 (line 56), field "id": "fine-one" is already used by record 1 (line 2).',
      'record 6 (line 70), field "picture": content/pictures/nowhere-to-be-found.svg does not exist; add the SVG there first.',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses questions that break the bank's authoring rules, naming the field", async () => {
    const before = await snapshot();
    const rules = [
      q("long-right", { choices: ["Short one", "A right answer that goes on and on and on", "Short two"] }),
      q("absolute-tell", { choices: ["It is never needed", "Check it before riding", "It always matters"] }),
      q("alt-tell", {
        choices: ["Slow down early", "Lean harder and brake", "Speed up"],
        correct: 0,
        picture: "gravel-bend.svg",
        pictureAlt: "A rider who slows down early before the gravel.",
      }),
      q("sided-text", {
        picture: "chain-slack.svg",
        pictureAlt: "A drive chain seen from the side, the sprocket on the right the larger.",
        pictureMirrorable: true,
      }),
      q("three-sentences", { explanation: "One sentence here. Another one there. And a third for luck." }),
    ];
    const run = await ops(handle, ["questions", "import", file("rules.json", JSON.stringify(rules, null, 2))]);
    expect(run.code).toBe(1);
    const lines = run.err
      .trim()
      .split("\n")
      .map((l) => l.trim());
    expect(lines[0]).toMatch(/rules\.json: 6 mistakes; nothing was imported\.$/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^record 1 \(line 2\), field "choices": the right choice is much longer than the others/),
      expect.stringMatching(/^record 2 \(line \d+\), field "choices": only wrong choices say only, always, never or exactly/),
      expect.stringMatching(/^record 3 \(line \d+\), field "pictureAlt": describes the answer/),
      expect.stringMatching(/^record 4 \(line \d+\), field "pictureMirrorable": a mirrored picture needs side-neutral text/),
      expect.stringMatching(/^record 4 \(line \d+\), field "pictureMirrorable": the picture holds <text>/),
      expect.stringMatching(/^record 5 \(line \d+\), field "explanation": 3 sentences/),
    ]);
    expect(await snapshot()).toEqual(before);

    const csv = file(
      "rules.csv",
      [
        "id,category,difficulty,prompt,choice_a,choice_b,choice_c,choice_d,correct,explanation,basis,picture,picture_alt,picture_mirrorable",
        'csv-mirror,GEAR,1,"Which gear suits a wet ride?",Waterproofs,Jeans,,,A,Waterproof kit keeps you warm and alert.,Common guidance,,,maybe',
      ].join("\n"),
    );
    const csvRun = await ops(handle, ["questions", "import", csv]);
    expect(csvRun.err).toContain('line 2: field "picture_mirrorable": must be yes, no or empty (got "maybe").');
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a CSV file with mistakes: names every line and column, changes nothing", async () => {
    const before = await snapshot();
    const header = "id,category,difficulty,prompt,choice_a,choice_b,choice_c,choice_d,correct,explanation,basis,picture,picture_alt";
    const good = 'csv-good,GEAR,1,"A good prompt, long enough?",Yes,No,,,A,An explanation that is long enough to pass.,Common guidance,,';
    const text = [
      header,
      good,
      'csv-bad,BIKES,x,"Two\nlines",Yes,,Maybe,,E,Short.,Common guidance,,',
      "csv-short,GEAR,1",
      'csv-alt,GEAR,1,"A good prompt, long enough?",Yes,No,,,B,An explanation that is long enough to pass.,Common guidance,,Alt text without a picture',
    ].join("\n");
    const run = await ops(handle, ["questions", "import", file("bad.csv", text)]);
    expect(run.code).toBe(1);
    const lines = run.err
      .trim()
      .split("\n")
      .map((l) => l.trim());
    expect(lines[0]).toMatch(/bad\.csv: 8 mistakes; nothing was imported\.$/);
    expect(lines.slice(1)).toEqual([
      'line 3: field "correct": must be A, B, C or D (got "E").',
      expect.stringMatching(/^line 3, field "category": category must be one of GEAR, /),
      expect.stringMatching(/^line 3, field "difficulty": .*expected number/),
      'line 3, field "prompt": prompt must be at least 10 characters.',
      'line 3, field "choice_b": choices must not be empty.',
      'line 3, field "explanation": explanation must be at least 20 characters.',
      "line 5: has 3 fields, the header has 13. Quote fields that contain commas.",
      'line 6, field "picture_alt": picture and pictureAlt go together.',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses files it cannot read as questions", async () => {
    const cases: [string, string, RegExp][] = [
      ["broken.json", '[{"id": "x",}]', /The file is not valid JSON \(line 1\)/],
      ["object.json", '{"id": "x"}', /A JSON question file is an array of questions/],
      ["header.csv", "id,category,colour\n", /line 1: unknown column "colour"\.[\s\S]*line 1: missing columns "difficulty", "prompt"/],
      ["quote.csv", 'id,category\n"open', /The file is not valid CSV, line 2: a quoted field is not closed/],
      ["empty.json", "[]", /The file holds no questions/],
    ];
    for (const [name, text, message] of cases) {
      const run = await ops(handle, ["questions", "import", file(name, text)]);
      expect(run.code, name).toBe(1);
      expect(run.err, name).toMatch(message);
    }
    expect((await ops(handle, ["questions", "import", path.join(dir, "missing.json")])).err).toContain("no such file");
    expect((await ops(handle, ["questions", "import", file("bank.txt", "")])).code).toBe(2);
    expect((await ops(handle, ["questions", "export", "--format", "xml"])).code).toBe(2);
  });

  // Six imports and an export of the whole bank, each import running every authoring rule
  // (core/authoring.ts): 14 s alone on this two-core machine, past 30 s beside the other files.
  it("agrees with the server's seeding: the shipped bank files import as unchanged", async () => {
    const seeded = await freshDatabase();
    try {
      await seedContent(seeded.db);
      for (const file of Object.values(CATEGORY_FILES)) {
        const run = await ops(seeded, ["questions", "import", path.join(CONTENT_DIR, file)]);
        expect(run.code, file).toBe(0);
        expect(run.out, file).toMatch(/: 0 new, 0 updated, \d+ unchanged\.\n$/);
      }
      const csv = path.join(dir, "shipped.csv");
      await ops(seeded, ["questions", "export", "--out", csv]);
      expect((await ops(seeded, ["questions", "import", csv])).out).toMatch(/: 0 new, 0 updated, \d{2,} unchanged\.\n$/);
    } finally {
      await seeded.close();
    }
  }, 90_000);
});
