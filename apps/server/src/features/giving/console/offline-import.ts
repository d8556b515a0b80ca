import { CsvError, parse } from 'csv-parse/sync';
import {
  rupeesToPaise,
  FINANCE_MESSAGES,
  TRUSTS,
  TRUST_IDS,
  OFFLINE_GIFT_FIELDS,
  OFFLINE_IMPORT_DUPLICATE_FIELD,
  OFFLINE_IMPORT_MAX_ROWS,
  OFFLINE_IMPORT_REQUIRED_COLUMNS,
  OFFLINE_MODES,
  OFFLINE_MODE_LABELS,
  offlineGiftRequestSchema,
  type OfflineGiftRequest,
  type OfflineImportResult,
  type OfflineImportRowError,
  type TrustId,
} from '@charity/shared';

/** What an import of offline gifts comes to: recorded, or refused with every problem by row and field. */
export type OfflineImportOutcome =
  | { ok: true; result: OfflineImportResult }
  | {
      ok: false;
      message: string;
      errors: { csv: string };
      rows: OfflineImportRowError[];
      /** Set when the only problem is duplicates: confirm_duplicates records the same file. */
      duplicates?: true;
    };

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

/** Each trust's funds as its settings list them: what a file's `fund` column is matched against. */
export type TrustFunds = Record<TrustId, ReadonlyArray<{ key: string; name: string }>>;

/** Fund names compared as a treasurer types them: case and runs of spaces do not make another fund. */
const foldName = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A row's `fund` cell to the fund's key: empty is the general fund (null); otherwise one of the row's trust's
 * funds, by key or by name (a treasurer's sheet says "Elder care", the API "elder-care"). An unknown fund is
 * the row's error, naming the funds it could be. A row without a valid trust is left to the trust's own error.
 */
function fundOfRow(
  record: Record<string, string>,
  funds: TrustFunds,
): { ok: true; key: string | null } | { ok: false; message: string } {
  const cell = (record.fund ?? '').trim();
  if (cell === '') return { ok: true, key: null };
  const trust = TRUST_IDS.find((id) => String(id) === (record.trust ?? '').trim());
  if (trust === undefined) return { ok: true, key: null };
  const found = funds[trust].find((fund) => fund.key === cell || foldName(fund.name) === foldName(cell));
  if (found) return { ok: true, key: found.key };
  const known = funds[trust].map((fund) => `${fund.name} (${fund.key})`);
  return {
    ok: false,
    message:
      known.length > 0
        ? `${TRUSTS[trust].name} has no fund "${cell}": use one of ${known.join(', ')}, or leave it empty for the general fund`
        : `${TRUSTS[trust].name} has no funds: leave this empty for the general fund`,
  };
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
 * row and field by field, never just the first. The optional `fund` column names one of the row's trust's
 * `funds` by key or name (fundOfRow). Row numbers count the header as row 1, as a spreadsheet shows them. Pure: it
 * stores nothing.
 */
export function parseOfflineGiftsCsv(csv: string, funds: TrustFunds): Parsed {
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
    const fund = fundOfRow(record, funds);
    if (!fund.ok) errors.push({ row: info.lines, field: 'fund', message: fund.message });
    const checked = offlineGiftRequestSchema.safeParse({
      ...record,
      ...(record.mode === undefined ? {} : { mode: modeOf(record.mode) }),
      fund: fund.ok ? fund.key : null,
    });
    if (checked.success && fund.ok) {
      gifts.push(checked.data);
      rows.push(info.lines);
      continue;
    }
    if (checked.success) continue;
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

/** A gift as the duplicate check compares it; the same key means the same gift typed twice. */
type GiftIdentity = {
  first_name: string;
  last_name: string;
  trust: number;
  amount_paise: number;
  received_on: string | null;
  reference: string | null;
};

/** Names compared as a treasurer reads them: case, and runs of spaces, do not make a different donor. */
const fold = (text: string | null) => (text ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const identityOf = (gift: GiftIdentity) =>
  JSON.stringify([
    fold(gift.first_name),
    fold(gift.last_name),
    gift.trust,
    gift.amount_paise,
    gift.received_on,
    fold(gift.reference),
  ]);

/** A recorded offline gift as offlineGiftsReceivedOn reads it. */
export type RecordedOfflineGift = {
  reference: string;
  receipt_number: string | null;
  first_name: string;
  last_name: string;
  trust: number;
  amount_paise: number;
  received_on: string | null;
  payment_reference: string | null;
};

/**
 * The rows of a parsed file that repeat an earlier row of the same file, or a gift already recorded: same donor
 * (first and last name), trust, amount, date received and reference (docs/product/giving.md "Offline gifts from a
 * CSV file"). Two such rows are usually one gift typed twice, or a file imported again; they can also be two gifts
 * (two cash gifts of ₹500 on one day), so the treasurer may confirm them (confirm_duplicates). Empty when there is
 * none.
 */
export function duplicateRows(
  parsed: { gifts: OfflineGiftRequest[]; rows: number[] },
  recorded: RecordedOfflineGift[],
): OfflineImportRowError[] {
  const recordedByKey = new Map<string, RecordedOfflineGift>();
  for (const gift of recorded) {
    recordedByKey.set(identityOf({ ...gift, reference: gift.payment_reference }), gift);
  }
  const firstRowByKey = new Map<string, number>();
  const problems: OfflineImportRowError[] = [];
  parsed.gifts.forEach((gift, index) => {
    const row = parsed.rows[index] ?? 0;
    const key = identityOf({ ...gift, amount_paise: rupeesToPaise(gift.amount) });
    const earlier = firstRowByKey.get(key);
    const already = recordedByKey.get(key);
    if (earlier !== undefined) {
      problems.push({
        row,
        field: OFFLINE_IMPORT_DUPLICATE_FIELD,
        message: `Same donor, amount, date and reference as row ${earlier}`,
      });
    } else if (already) {
      problems.push({
        row,
        field: OFFLINE_IMPORT_DUPLICATE_FIELD,
        message: `Same donor, amount, date and reference as the recorded gift ${already.reference}${already.receipt_number ? ` (receipt ${already.receipt_number})` : ''}`,
      });
    }
    if (earlier === undefined) firstRowByKey.set(key, row);
  });
  return problems;
}

/** The 422 of a file whose rows are valid but repeat each other or recorded gifts. */
export const refusedAsDuplicates = (
  rows: OfflineImportRowError[],
): Extract<OfflineImportOutcome, { ok: false }> => ({
  ok: false,
  message: FINANCE_MESSAGES.importDuplicates,
  errors: {
    csv:
      rows.length === 1
        ? '1 row looks like a gift already in the file or already recorded.'
        : `${rows.length} rows look like gifts already in the file or already recorded.`,
  },
  rows,
  duplicates: true,
});
