import { formatDateInIndia, formatDateTimeInIndia } from '@charity/shared';

/**
 * The console's formatters, each defined here once: moments, days, file sizes and rupee totals. Money in rupees
 * and paise is @charity/shared's formatRupees; these are only the console's own ways of writing things.
 */

/**
 * A stored moment written by `formatter`, '—' when there is none, and the text as it is when it is not a moment
 * (a contract slip shows rather than breaking the page).
 */
const moment = (formatter: (at: Date) => string) => (at: string | null) => {
  if (!at) return '—';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatter(date);
};

/*
 * How the console writes a stored moment: in India's time zone whatever the browser's, with the same month names
 * as the receipts ('04 Sep 2026', never ICU's 'Sept') (docs/product/console.md).
 */
/** '28 Nov 2026, 7:30 am'. */
export const formatWhen = moment(formatDateTimeInIndia);
/** '28 Nov 2026'. */
export const formatDay = moment(formatDateInIndia);

/**
 * An audit entry's When, to the second, in India's time zone: ICU's en-IN medium style, '4 Sept 2026, 12:10:05 am'
 * (docs/product/console.md "Audit log"). The values inside an entry's changes are formatWhen's.
 */
const toTheSecondInIndia = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});
export const formatWhenToTheSecond = moment((at) => toTheSecondInIndia.format(at));

/**
 * The day of a staff invitation, sign-in or upload as the staff and media screens write it: ICU's en-IN medium
 * date in the reader's own time zone ('3 Sept 2026').
 */
const mediumDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
export const formatLocalDay = moment((at) => mediumDay.format(at));

const MB = 1024 * 1024;
/** A file's size as the console says it: "1.2 MB", "340 kB", or "—" when it is not known. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
/**
 * A dashboard total in whole rupees, Indian grouping: '₹1,50,051'. The dashboard shows sums at a glance; the
 * finance screens, which show single gifts, write paise too (formatRupees).
 */
export const formatWholeRupees = (amount: number): string => wholeRupees.format(amount);
