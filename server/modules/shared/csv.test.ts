import { describe, expect, it } from "vitest";
import { CsvSyntaxError, neutralizeFormula, parseCsv, writeCsv } from "./csv.ts";

describe("csv", () => {
  it("round-trips commas, quotes, line breaks and UTF-8", () => {
    const rows = [
      ['Zoë, the "Fast" one', "1", ""],
      ["two\nlines", "ünïcødé 🏍️", "plain"],
    ];
    const text = writeCsv(["a", "b", "c"], rows);
    expect(text).toBe('a,b,c\r\n"Zoë, the ""Fast"" one",1,\r\n"two\nlines",ünïcødé 🏍️,plain\r\n');
    expect(parseCsv(text).map((r) => r.fields)).toEqual([["a", "b", "c"], ...rows]);
  });

  it("reports the line each record starts on, across quoted line breaks", () => {
    const records = parseCsv('h1,h2\n"x\ny",1\n\nz,2');
    expect(records).toEqual([
      { line: 1, fields: ["h1", "h2"] },
      { line: 2, fields: ["x\ny", "1"] },
      { line: 5, fields: ["z", "2"] },
    ]);
  });

  it("accepts LF or CRLF and a byte order mark", () => {
    expect(parseCsv("\uFEFFa,b\r\n1,2\n").map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("names the line of a syntax error", () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(new CsvSyntaxError("a quoted field is not closed.", 2));
    expect(() => parseCsv('a,b\n1,x"y')).toThrow(/line 2: a quote inside an unquoted field/);
    expect(() => parseCsv('a,b\n"x"y,1')).toThrow(/line 2: text after a closing quote/);
  });

  it("neutralizes spreadsheet formulas only where they would run", () => {
    expect(neutralizeFormula("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(neutralizeFormula("-fast")).toBe("'-fast");
    expect(neutralizeFormula("Ann = fast")).toBe("Ann = fast");
  });

  it.each([
    ["Bob;=cmd|'/C calc'!A0", "Bob;'=cmd|'/C calc'!A0"],
    ["Bob,+1", "Bob,'+1"],
    ["Bob\t-2", "Bob\t'-2"],
    ["Bob\n@SUM(A1)", "Bob\n'@SUM(A1)"],
    ["Bob\r=1", "Bob\r'=1"],
    ["Bob; =1", "Bob; '=1"],
    ['Bob;"=1', `Bob;"'=1`],
    ["=1;=2", "'=1;'=2"],
    ["\t=1", "\t'=1"],
    ["\tBob", "'\tBob"],
    ["Ann; Bo", "Ann; Bo"],
    ["Ann-Marie", "Ann-Marie"],
  ])("neutralizes a formula after any separator: %j → %j", (input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });

  it("quotes every cell a spreadsheet could split (comma, semicolon, tab, line break, quote)", () => {
    expect(writeCsv(["name"], [["Bob;=cmd"], ["a\tb"], ["plain"], ["a,b"], ['say "hi"'], ["x\ny"]])).toBe(
      'name\r\n"Bob;=cmd"\r\n"a\tb"\r\nplain\r\n"a,b"\r\n"say ""hi"""\r\n"x\ny"\r\n',
    );
  });

  it("a rider's name cannot become a formula cell however the file is split", () => {
    const name = "Bob;=cmd|'/C calc'!A0";
    const line = writeCsv(["rank", "name"], [[1, neutralizeFormula(name)]]).split("\r\n")[1] as string;
    // Quote-aware (any delimiter): one cell, starting with text. Naive split on , ; or tab: no cell starts a formula.
    expect(parseCsv(line)[0]?.fields).toEqual(["1", "Bob;'=cmd|'/C calc'!A0"]);
    for (const sep of [",", ";", "\t"]) {
      for (const cell of line.split(sep)) expect(cell.replace(/^[\s"]+/, ""), cell).not.toMatch(/^[=+\-@]/);
    }
  });
});
