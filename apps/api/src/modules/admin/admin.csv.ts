/**
 * CSV for admin exports (RFC 4180), safe to open in a spreadsheet:
 * - a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, so a
 *   spreadsheet shows it as text instead of running it as a formula (CSV injection);
 * - cells holding a comma, a quote or a line break are quoted, quotes doubled;
 * - lines end with CRLF; the first line is the header.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Only text typed by people is guarded; a number such as -5 is data, not a formula.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: (string | number | boolean | Date | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function toCsv(
  header: string[],
  rows: (string | number | boolean | Date | null | undefined)[][],
): string {
  return csvLine(header) + rows.map(csvLine).join('');
}
