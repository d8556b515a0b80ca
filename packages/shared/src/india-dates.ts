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

/** The date in India of a moment as yyyy-mm-dd ('2026-09-04'): what 80G validity and event dates compare against. */
export function isoDateInIndia(date: Date | string): string {
  const { year, month, day } = dateInIndia(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today's date in India (or `now`'s), yyyy-mm-dd: a gift received "today" or an event "past" is so in India. */
export const todayInIndia = (now: Date = new Date()): string => isoDateInIndia(now);

/** The moment a day in India (yyyy-mm-dd) begins, as an ISO instant: India keeps +05:30 all year, no summer time. */
export const startOfIndianDay = (day: string): string => new Date(`${day}T00:00:00+05:30`).toISOString();

/** A calendar date (yyyy-mm-dd, as the trust settings write 80G validity) as 'dd MMM yyyy', with no time zone. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = MONTHS[Number(match?.[2]) - 1];
  if (!match || !month) throw new RangeError(`Not a yyyy-mm-dd date: ${date}`);
  return `${match[3]} ${month} ${match[1]}`;
}
