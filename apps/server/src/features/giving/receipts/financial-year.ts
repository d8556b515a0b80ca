import type { TrustId } from '@charity/shared';

/*
 * Dates on receipts are dates in India. Receipts are numbered per trust per Indian financial year (1 April –
 * 31 March, docs/product/external-facts.md), and the year is decided by the date in India, not in UTC: a
 * payment at 2027-03-31T20:00:00Z is 1 April 01:30 IST, so it belongs to FY 2027-28 and its receipt is dated
 * 01 Apr 2027.
 */
const indiaCalendar = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** Year, month (1–12) and day of a moment in Asia/Kolkata; a RangeError for an invalid date. */
function dateInIndia(date: Date | string): { year: number; month: number; day: number } {
  const at = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const parts = indiaCalendar.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

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

// Spelt here rather than taken from ICU, whose en-GB short September is "Sept" and would break 'dd MMM yyyy'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A moment as its date in India, 'dd MMM yyyy' (DATE_FORMAT): '2026-09-03T20:00:00Z' → '04 Sep 2026'. */
export function formatIstDate(date: Date | string): string {
  const { year, month, day } = dateInIndia(date);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** A calendar date (yyyy-mm-dd, as the trust settings write 80G validity) as 'dd MMM yyyy', with no time zone. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = MONTHS[Number(match?.[2]) - 1];
  if (!match || !month) throw new RangeError(`Not a yyyy-mm-dd date: ${date}`);
  return `${match[3]} ${month} ${match[1]}`;
}
