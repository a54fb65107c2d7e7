/**
 * CSV cells for answers a person opens in a spreadsheet (the analytics report, the token list):
 * RFC 4180 quoting, and a text cell that starts like a formula (`=`, `+`, `-`, `@`, or a tab or
 * carriage return before one) gets a leading `'`, so no spreadsheet runs it.
 */
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated, as RFC 4180 has it). */
export function csvLine(cells: (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
