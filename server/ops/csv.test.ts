import { describe, expect, it } from "vitest";
import { CsvSyntaxError, neutralizeFormula, parseCsv, writeCsv } from "./csv.ts";

describe("csv", () => {
  it("round-trips commas, quotes, line breaks and UTF-8", () => {
    const rows = [
      ["Zoë, the \"Fast\" one", "1", ""],
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
});
