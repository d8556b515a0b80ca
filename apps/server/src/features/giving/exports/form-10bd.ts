import { CASH_80G_LIMIT_PAISE, FUND_DONATION_TYPE_LABELS, formatPlainRupees } from '@charity/shared';
import { spreadsheetCsv, type CsvCell } from '#src/shared/spreadsheet-csv.ts';

/**
 * Form 10BD Part B (docs/product/external-facts.md): pure functions, no database. A donation becomes a
 * statement row; one donor's donations of the same type and mode are summed into one row (Rule 18AB(3)).
 *
 * The code values are the portal's wording as external-facts.md gives it; the portal's current CSV template (its
 * Annexure tables) is what a treasurer must check them against before the first upload.
 */

/** Identification codes (external-facts.md): PAN or Aadhaar is required; another ID only when neither exists. */
export const FORM_10BD_ID_CODES = { pan: 'Permanent Account Number', aadhaar: 'Aadhaar Number' } as const;
export const FORM_10BD_SECTION_80G = 'Section 80G';
export const FORM_10BD_MODES = {
  cash: 'Cash',
  kind: 'Kind',
  electronic: 'Electronic modes including account payee cheque/draft',
  others: 'Others',
} as const;
export type Form10bdMode = (typeof FORM_10BD_MODES)[keyof typeof FORM_10BD_MODES];
/** A gift's donation type is its fund's (trust settings); the general fund's is "Others". */
export const FORM_10BD_TYPES = {
  corpus: FUND_DONATION_TYPE_LABELS.corpus,
  specificGrant: FUND_DONATION_TYPE_LABELS.specific_grant,
  others: FUND_DONATION_TYPE_LABELS.others,
} as const;
export type Form10bdType = (typeof FORM_10BD_TYPES)[keyof typeof FORM_10BD_TYPES];

/** Part B's columns, in the portal's order. */
export const FORM_10BD_HEADERS = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

/** One paid donation as the statement needs it (the PAN already decrypted). */
export type Form10bdDonation = {
  receiptNumber: string;
  /** When it was paid (ISO); rows keep the order of their first donation. */
  paidAt: string;
  name: string;
  pan: string | null;
  /** The donor's address, or '' when none is known. */
  address: string;
  amountPaise: number;
  type: Form10bdType;
  mode: Form10bdMode;
};

/** The trust's 80G registration as the statement quotes it on every row. */
export type Form10bdFiling = { urn: string; urnIssuedOn: string };

export type Form10bdRow = {
  serial: number;
  idCode: string;
  idNumber: string;
  name: string;
  address: string;
  type: Form10bdType;
  mode: Form10bdMode;
  amountPaise: number;
  /** The receipts the row adds up, in order. */
  receiptNumbers: string[];
};

/**
 * The mode of receipt of a stored donation: offline cash and kind keep their mode (cash over ₹2,000 and kind
 * are reported, not dropped); cheques, bank transfers, UPI, e-hundi and the online checkout are electronic
 * modes (an account-payee cheque counts as one).
 */
export function form10bdModeOf(gateway: string, method: string | null): Form10bdMode {
  if (gateway === 'offline') {
    if (method === 'cash') return FORM_10BD_MODES.cash;
    if (method === 'kind') return FORM_10BD_MODES.kind;
    if (method === 'cheque' || method === 'bank-transfer' || method === 'upi')
      return FORM_10BD_MODES.electronic;
    return FORM_10BD_MODES.others;
  }
  if (gateway === 'razorpay' || gateway === 'ehundi' || gateway === 'sandbox')
    return FORM_10BD_MODES.electronic;
  return FORM_10BD_MODES.others;
}

/** Cash above ₹2,000: reported, but not deductible under 80G (s.80G(5D)). */
export const isCashOverLimit = (donation: Pick<Form10bdDonation, 'mode' | 'amountPaise'>) =>
  donation.mode === FORM_10BD_MODES.cash && donation.amountPaise > CASH_80G_LIMIT_PAISE;

/**
 * Aggregates donations (oldest first) into Part B rows: one per donor, type and mode, the donor known by their
 * PAN (the site stores no Aadhaar). A donation without an ID cannot be tied to a donor, so it stays a row of its
 * own (the checklist flags it). A row takes the donor's latest name and latest non-empty address.
 */
export function aggregateForm10bd(donations: Iterable<Form10bdDonation>): Form10bdRow[] {
  const rows: Form10bdRow[] = [];
  const byKey = new Map<string, Form10bdRow>();
  for (const donation of donations) {
    const pan = donation.pan?.trim().toUpperCase() || null;
    const key = pan === null ? null : JSON.stringify([pan, donation.type, donation.mode]);
    const existing = key === null ? undefined : byKey.get(key);
    if (existing) {
      existing.amountPaise += donation.amountPaise;
      existing.receiptNumbers.push(donation.receiptNumber);
      existing.name = donation.name;
      if (donation.address.trim() !== '') existing.address = donation.address;
      continue;
    }
    const row: Form10bdRow = {
      serial: rows.length + 1,
      idCode: pan === null ? '' : FORM_10BD_ID_CODES.pan,
      idNumber: pan ?? '',
      name: donation.name,
      address: donation.address,
      type: donation.type,
      mode: donation.mode,
      amountPaise: donation.amountPaise,
      receiptNumbers: [donation.receiptNumber],
    };
    rows.push(row);
    if (key !== null) byKey.set(key, row);
  }
  return rows;
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', the portal's way of writing a date. */
export const portalDate = (iso: string) => iso.split('-').reverse().join('-');

/** Part B as spreadsheet-safe CSV text, the columns in the portal's order. */
export function form10bdCsv(rows: readonly Form10bdRow[], filing: Form10bdFiling | null): string {
  const values: Array<(row: Form10bdRow) => CsvCell> = [
    (row) => row.serial,
    () => '',
    (row) => row.idCode,
    (row) => row.idNumber,
    () => FORM_10BD_SECTION_80G,
    () => filing?.urn ?? '',
    () => (filing ? portalDate(filing.urnIssuedOn) : ''),
    (row) => row.name,
    (row) => row.address,
    (row) => row.type,
    (row) => row.mode,
    (row) => formatPlainRupees(row.amountPaise),
  ];
  return spreadsheetCsv(
    FORM_10BD_HEADERS.map((header, i) => ({ header, value: values[i] ?? (() => '') })),
    rows,
  );
}
