import { CsvError, parse } from 'csv-parse/sync';
import {
  FINANCE_MESSAGES,
  OFFLINE_GIFT_FIELDS,
  OFFLINE_IMPORT_MAX_ROWS,
  OFFLINE_IMPORT_REQUIRED_COLUMNS,
  OFFLINE_MODES,
  OFFLINE_MODE_LABELS,
  offlineGiftRequestSchema,
  type OfflineGiftRequest,
  type OfflineImportResult,
  type OfflineImportRowError,
} from '@charity/shared';

/** What an import of offline gifts comes to: recorded, or refused with every problem by row and field. */
export type OfflineImportOutcome =
  | { ok: true; result: OfflineImportResult }
  | { ok: false; message: string; errors: { csv: string }; rows: OfflineImportRowError[] };

type Parsed =
  { ok: true; gifts: OfflineGiftRequest[]; rows: number[] } | Extract<OfflineImportOutcome, { ok: false }>;

/** A header as a treasurer may write it ('First name', 'Received On ') to the API's field name. */
const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** 'Cash', 'Bank transfer', 'In kind' and the API's own values ('bank-transfer') to the mode the schema takes. */
function modeOf(value: string): string {
  const text = value.trim().toLowerCase();
  const byLabel = OFFLINE_MODES.find((mode) => OFFLINE_MODE_LABELS[mode].toLowerCase() === text);
  return byLabel ?? text.replace(/\s+/g, '-');
}

const refused = (rows: OfflineImportRowError[]): Extract<OfflineImportOutcome, { ok: false }> => ({
  ok: false,
  message: FINANCE_MESSAGES.importRefused,
  errors: {
    csv:
      rows.length === 1
        ? 'The file has 1 problem; nothing was recorded.'
        : `The file has ${rows.length} problems; nothing was recorded.`,
  },
  rows,
});

/**
 * Reads a treasurer's CSV of offline gifts (csv-parse): a header row naming the columns (the offline gift form's
 * fields, docs/product/giving.md), then one gift a row. Every row is checked with the single gift's schema
 * (offlineGiftRequestSchema), so a file accepts exactly what the form accepts; all problems are collected, row by
 * row and field by field, never just the first. Row numbers count the header as row 1, as a spreadsheet shows
 * them. Pure: it stores nothing.
 */
export function parseOfflineGiftsCsv(csv: string): Parsed {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map(columnName),
      info: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      return refused([
        { row: line ?? 0, field: 'file', message: `The file is not valid CSV: ${error.message}` },
      ]);
    }
    throw error;
  }

  const first = records[0];
  if (!first)
    return refused([
      { row: 1, field: 'file', message: 'The file has no gifts: a header row, then one gift a row.' },
    ]);
  const columns = Object.keys(first.record);
  const known: readonly string[] = OFFLINE_GIFT_FIELDS;
  const headerErrors: OfflineImportRowError[] = [
    ...columns
      .filter((column) => !known.includes(column))
      .map((column) => ({
        row: 1,
        field: column,
        message: `Unknown column; the columns are ${OFFLINE_GIFT_FIELDS.join(', ')}`,
      })),
    ...OFFLINE_IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.includes(column)).map((column) => ({
      row: 1,
      field: column,
      message: 'This column is missing',
    })),
  ];
  if (headerErrors.length > 0) return refused(headerErrors);
  if (records.length > OFFLINE_IMPORT_MAX_ROWS) {
    return refused([
      {
        row: 0,
        field: 'file',
        message: `The file has ${records.length} gifts; import at most ${OFFLINE_IMPORT_MAX_ROWS} at a time.`,
      },
    ]);
  }

  const gifts: OfflineGiftRequest[] = [];
  const rows: number[] = [];
  const errors: OfflineImportRowError[] = [];
  for (const { record, info } of records) {
    const checked = offlineGiftRequestSchema.safeParse({
      ...record,
      ...(record.mode === undefined ? {} : { mode: modeOf(record.mode) }),
    });
    if (checked.success) {
      gifts.push(checked.data);
      rows.push(info.lines);
      continue;
    }
    // One message a field, the first, as the form shows it.
    const seen = new Set<string>();
    for (const issue of checked.error.issues) {
      const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'row';
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row: info.lines, field, message: issue.message });
    }
  }
  return errors.length > 0 ? refused(errors) : { ok: true, gifts, rows };
}
