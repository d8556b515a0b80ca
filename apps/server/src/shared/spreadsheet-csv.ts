import { stringify } from 'csv-stringify/sync';
import { todayInIndia } from '@charity/shared';

/**
 * CSV for the console's exports, safe to open in a spreadsheet (docs/product/console.md, OWASP "CSV injection"): a
 * cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return, which some spreadsheets skip before
 * reading a formula) gets a leading single quote, so it is shown as text and never run as a formula. A phone number
 * such as +919845012345 therefore reads '+919845012345 in the file and as the number's text in the sheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** What a cell may hold. */
export type CsvCell = string | number | null | undefined;

export const spreadsheetSafe = (value: CsvCell): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/**
 * The whole file: a UTF-8 byte order mark (so Excel reads Indian names right), a header row, then one row per
 * record, every cell made spreadsheet-safe and quoted where CSV needs it (RFC 4180, CRLF line ends).
 */
export function spreadsheetCsv<Row>(
  columns: ReadonlyArray<{ header: string; value: (row: Row) => CsvCell }>,
  rows: readonly Row[],
): string {
  return stringify(
    rows.map((row) => columns.map((column) => spreadsheetSafe(column.value(row)))),
    { bom: true, header: true, columns: columns.map((c) => c.header), record_delimiter: 'windows' },
  );
}

/** `Content-Disposition` of a download named `name-YYYY-MM-DD.csv` (the day in India). */
export function csvAttachment(name: string, at: Date): string {
  const day = todayInIndia(at);
  return `attachment; filename="${name}-${day}.csv"`;
}
