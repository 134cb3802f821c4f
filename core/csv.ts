/** Writing RFC 4180 CSV: the results export and the per-question report (server/ops/csv.ts parses). */

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
