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

// The writer is pure and shared with the server (the console's report download): core/csv.ts.
export { neutralizeFormula, writeCsv } from "#core/csv.ts";
