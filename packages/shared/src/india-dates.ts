/**
 * Dates of payments and receipts are dates in India, whatever the reader's or the server's time zone
 * (docs/product/giving.md "Receipt branding and dates"): a payment at 2026-09-03T20:00:00Z is 4 September 01:30
 * IST, and the receipt, the donor's payments page and the console all say 04 Sep 2026. One formatter, so they agree.
 */

const indiaCalendar = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

// Spelt here rather than taken from ICU, whose en-GB short September is "Sept" and would break 'dd MMM yyyy'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Year, month (1–12) and day of a moment in Asia/Kolkata; a RangeError for an invalid date. */
export function dateInIndia(date: Date | string): { year: number; month: number; day: number } {
  const at = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const parts = indiaCalendar.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** A moment as its date in India, 'dd MMM yyyy' (DATE_FORMAT): '2026-09-03T20:00:00Z' → '04 Sep 2026'. */
export function formatDateInIndia(date: Date | string): string {
  const { year, month, day } = dateInIndia(date);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1] ?? ''} ${year}`;
}
