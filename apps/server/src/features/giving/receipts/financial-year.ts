import { dateInIndia, formatDateInIndia, type TrustId } from '@charity/shared';

/*
 * Dates on receipts are dates in India. Receipts are numbered per trust per Indian financial year (1 April –
 * 31 March, docs/product/external-facts.md), and the year is decided by the date in India, not in UTC: a
 * payment at 2027-03-31T20:00:00Z is 1 April 01:30 IST, so it belongs to FY 2027-28 and its receipt is dated
 * 01 Apr 2027.
 */

/** The financial year ('2026-27') a moment belongs to in Asia/Kolkata. Throws a RangeError for an invalid date. */
export function financialYearOf(date: Date | string): string {
  const { year, month } = dateInIndia(date);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The date in India ('2026-09-04') of a moment; what an 80G validity period is compared against. */
export function isoDateInIndia(date: Date | string): string {
  const { year, month, day } = dateInIndia(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-YY' where the second year follows the first, as financialYearOf writes it. */
export function isFinancialYear(fy: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/**
 * Receipt-number prefixes: the initials of each trust's name (Sai Mayee Trust, Sai Meru Mathi Trust), so a
 * number alone tells which trust's series it belongs to. Never change one once receipts have been issued.
 */
export const RECEIPT_PREFIXES: Record<TrustId, string> = { 1: 'SMT', 2: 'SMMT' };

/** Width of the zero-padded serial: 999,999 receipts per trust per year is far beyond any year's donations. */
const SEQ_DIGITS = 6;

/** The printed receipt number: 'SMT/2026-27/000042' (trust 1) or 'SMMT/2026-27/000007' (trust 2). */
export function formatReceiptNumber(trust: TrustId, fy: string, seq: number): string {
  if (!isFinancialYear(fy)) throw new RangeError(`Not a financial year like 2026-27: ${fy}`);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Not a receipt serial: ${seq}`);
  return `${RECEIPT_PREFIXES[trust]}/${fy}/${String(seq).padStart(SEQ_DIGITS, '0')}`;
}

/**
 * The prefix of the receipts a sandbox in production issues (test mode, docs/decisions/0040-payments-test-mode.md):
 * `TEST/SMT/2026-27/000001`, counted apart from the trust's real series and printed as not a valid receipt.
 */
export const TEST_RECEIPT_PREFIX = 'TEST/';

/** Whether a receipt number is a test-mode one: the number alone says so, whatever the server runs now. */
export const isTestReceipt = (receiptNumber: string) => receiptNumber.startsWith(TEST_RECEIPT_PREFIX);

/** A moment as its date in India, 'dd MMM yyyy' (DATE_FORMAT): the shared formatter the web pages use too. */
export const formatIstDate = formatDateInIndia;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar date (yyyy-mm-dd, as the trust settings write 80G validity) as 'dd MMM yyyy', with no time zone. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = MONTHS[Number(match?.[2]) - 1];
  if (!match || !month) throw new RangeError(`Not a yyyy-mm-dd date: ${date}`);
  return `${match[3]} ${month} ${match[1]}`;
}
