/** RFC 4180 CSV: the questions file format and the results export. */

interface CsvRecord {
  /** 1-based line of the file where the record starts (a quoted field may span lines). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** Parses the whole text; accepts CRLF or LF line ends and a UTF-8 byte order mark. */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    // A blank line is no record (a trailing newline is common; RFC 4180 allows one).
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' && field === "") {
      const start = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError("a quoted field is not closed.", start);
        const c = text[i];
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === "\n") line++;
        field += c;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
        throw new CsvSyntaxError("text after a closing quote; write a quote inside a quoted field as two quotes.", line);
      }
      continue;
    }
    if (ch === ",") {
      endField();
      i++;
    } else if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
      recordLine = line;
    } else if (ch === '"') {
      throw new CsvSyntaxError("a quote inside an unquoted field; quote the whole field and double the quote.", line);
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}

/** Quoted when a spreadsheet could split the cell: on a comma, semicolon or tab (by locale), or a line break. */
function quote(value: string): string {
  return /[",;\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// The start of the cell, or of any piece a spreadsheet might cut it into (after , ; tab or a line
// break, in case it ignores the quotes), then any spaces or quotes, then a formula character.
const FORMULA_START = /([,;\t\r\n]|^)([ "]*)(?=[=+\-@\t\r])/g;

/**
 * A spreadsheet runs a cell starting with = + - @ (or tab, CR, which some trim) as a formula. Text
 * a rider typed (a display name) gets an apostrophe before every such start, at the beginning and
 * after every separator it contains, so no way of opening the export can run anything (OWASP CSV
 * injection): `Bob;=cmd` → `Bob;'=cmd`. writeCsv quotes such a cell too.
 */
export function neutralizeFormula(value: string): string {
  return value.replace(FORMULA_START, "$1$2'");
}

/** CRLF line ends as RFC 4180 says; the caller adds a BOM if a spreadsheet needs one. */
export function writeCsv(header: string[], rows: (string | number)[][]): string {
  return `${[header, ...rows].map((r) => r.map((v) => quote(String(v))).join(",")).join("\r\n")}\r\n`;
}
