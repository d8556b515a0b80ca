import { isFinancialYear, type TrustId } from '@charity/shared';

/*
 * Receipt numbers: per trust per Indian financial year (docs/product/giving.md "Financial years and receipt
 * numbers"). The year itself (financialYearOf, isFinancialYear) and the dates in India are packages/shared's
 * financial-year.ts and india-dates.ts, which the console and the exports read too.
 */

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
