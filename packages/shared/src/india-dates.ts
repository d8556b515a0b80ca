import { DEFAULT_LOCALE, type Locale } from './locales.ts';

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

const monthNamesByLocale = new Map<string, readonly string[]>();

/**
 * The twelve month names a page in `locale` writes: English keeps 'MMM' (DATE_FORMAT); another language takes its
 * full names from ICU ('ಮಾರ್ಚ್'), set in day-month-year order by the callers ('31 ಮಾರ್ಚ್ 2026'), since ICU's own
 * Kannada pattern puts the month first (docs/product/languages.md "Dates and amounts").
 */
function monthNames(locale: Locale): readonly string[] {
  if (locale === DEFAULT_LOCALE) return MONTHS;
  let names = monthNamesByLocale.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 15)));
    monthNamesByLocale.set(locale, names);
  }
  return names;
}

/** A day of the month as the language writes it: English pads it ('04 Sep'); Kannada does not ('4 ಸೆಪ್ಟೆಂಬರ್'). */
const dayOf = (day: number, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? String(day).padStart(2, '0') : String(day);

/** Year, month (1–12) and day of a moment in Asia/Kolkata; a RangeError for an invalid date. */
export function dateInIndia(date: Date | string): { year: number; month: number; day: number } {
  const at = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const parts = indiaCalendar.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * A moment as its date in India, 'dd MMM yyyy' (DATE_FORMAT): '2026-09-03T20:00:00Z' → '04 Sep 2026'; on a page in
 * another language its month's own name ('4 ಸೆಪ್ಟೆಂಬರ್ 2026').
 */
export function formatDateInIndia(date: Date | string, locale: Locale = DEFAULT_LOCALE): string {
  const { year, month, day } = dateInIndia(date);
  return `${dayOf(day, locale)} ${monthNames(locale)[month - 1] ?? ''} ${year}`;
}

/**
 * `formatDateInIndia` in a site language (docs/product/languages.md "Formatting"): English as above, another
 * language with its own month name in the same order and Latin digits, e.g. kn '31 ಮಾರ್ಚ್ 2026'.
 */
export function formatDateInIndiaIn(locale: string, date: Date | string): string {
  if (locale === 'en') return formatDateInIndia(date);
  const { year, month, day } = dateInIndia(date);
  // Noon UTC of that calendar day is the same day in India; only the month's name is read from ICU.
  const monthName = new Intl.DateTimeFormat(`${locale}-IN`, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
  return `${String(day).padStart(2, '0')} ${monthName} ${year}`;
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
  return formatCalendarDateRange(date);
}

/** The fields of a yyyy-mm-dd date, or null when it is not one. */
function calendarParts(date: string, locale: Locale): { year: string; month: string; day: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = monthNames(locale)[Number(match?.[2]) - 1];
  return match?.[1] && match[3] && month
    ? { year: match[1], month, day: dayOf(Number(match[3]), locale) }
    : null;
}

/**
 * An event's dates (yyyy-mm-dd) as one line of text (docs/product/events.md "Dates"): the start alone as
 * 'dd MMM yyyy' when there is no end, or it is the same day or earlier; '12 – 13 Dec 2026' within one month;
 * both dates in full across months or years ('30 Nov 2026 – 02 Dec 2026'), so neither reads as another year's.
 * A RangeError when the start is not a date; an end that is not one is ignored (the start still holds). A page in
 * another language names the months in it ('12 – 13 ಡಿಸೆಂಬರ್ 2026').
 */
export function formatCalendarDateRange(
  start: string,
  end?: string | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const from = calendarParts(start, locale);
  if (!from) throw new RangeError(`Not a yyyy-mm-dd date: ${start}`);
  const to = end ? calendarParts(end, locale) : null;
  const single = `${from.day} ${from.month} ${from.year}`;
  // yyyy-mm-dd strings order as the dates do.
  if (!to || !end || end <= start) return single;
  const last = `${to.day} ${to.month} ${to.year}`;
  if (from.year === to.year && from.month === to.month) return `${from.day} – ${last}`;
  return `${single} – ${last}`;
}

// ---- Times of day in India (the console's publish schedule, docs/product/console.md "Scheduling") ---------------

/** A date (yyyy-mm-dd) and a time of day (HH:mm, 24-hour) in India as an ISO instant; null when either is malformed. */
export function indiaDateTimeToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00+05:30`);
  return Number.isNaN(at.getTime()) || isoDateInIndia(at) !== date ? null : at.toISOString();
}

/** An instant as the date (yyyy-mm-dd) and time (HH:mm) a clock in India shows: what the form's two inputs hold. */
export function isoToIndiaDateTime(instant: Date | string): { date: string; time: string } {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  // India keeps +05:30 all year: shifting the instant and reading it as UTC gives India's wall clock.
  const shifted = new Date(at.getTime() + 330 * 60_000);
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`Not a date: ${String(instant)}`);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * An instant as India's date and 12-hour time: '2026-12-12T12:30:00Z' → '12 Dec 2026, 6:00 pm'; with `seconds`,
 * '12 Dec 2026, 6:00:00 pm' (the audit log's When). India's offset is whole minutes, so the seconds are UTC's.
 */
export function formatDateTimeInIndia(instant: Date | string, options: { seconds?: boolean } = {}): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const { date, time } = isoToIndiaDateTime(at);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const day = formatCalendarDate(date).replace(/^0/, '');
  const seconds = options.seconds ? `:${String(at.getUTCSeconds()).padStart(2, '0')}` : '';
  return `${day}, ${hour12}:${String(minutes).padStart(2, '0')}${seconds} ${hours < 12 ? 'am' : 'pm'}`;
}
