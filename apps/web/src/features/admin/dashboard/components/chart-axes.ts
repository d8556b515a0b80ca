import { formatCalendarDate } from '@charity/shared';

/**
 * The dashboard chart's axes (docs/product/console.md "Dashboard"): whole rupees only (an empty month must not read
 * ₹0.2, ₹0.4…) and dates as India writes them, 'dd MMM', never the US month-first style.
 */

const DAY_SECONDS = 86_400;

/** The steps the rupee axis may take: whole rupees, 1-2-5 up to a crore. */
export const RUPEE_STEPS: number[] = [1, 2, 5]
  .flatMap((unit) => Array.from({ length: 8 }, (_, power) => unit * 10 ** power))
  .sort((a, b) => a - b);

/** The steps the date axis may take: whole days (1, 2, 7, 14 days), never hours. */
export const DAY_STEPS: number[] = [1, 2, 7, 14].map((days) => days * DAY_SECONDS);

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A rupee tick: '₹0', '₹500', '₹1.5K', '₹2L'. */
export const rupeeTick = (value: number): string => rupees.format(value);

/** A calendar date (yyyy-mm-dd) as 'dd MMM', the chart's and the days table's style: '2026-09-04' → '04 Sep'. */
export const dayLabel = (date: string): string => formatCalendarDate(date).slice(0, 6);

/** A date tick, from the chart's x value (a UTC midnight in seconds standing for a calendar date in India): '04 Sep'. */
export const dayTick = (seconds: number): string =>
  dayLabel(new Date(seconds * 1000).toISOString().slice(0, 10));

/** The rupee axis's range: from 0 to the highest day, and at least to ₹5 so an empty month shows ₹0…₹5. */
export const rupeeRange = (max: number): [number, number] => [0, Math.max(Math.ceil(max), 5)];

/**
 * The axes as the chart takes them: handed to it by the dashboard, so the lazily loaded chart module imports nothing
 * from the console's chunk (a shared module would make the console chunk a dependency of the chart's).
 */
export const CHART_AXES = { DAY_STEPS, RUPEE_STEPS, dayTick, rupeeTick, rupeeRange };
export type ChartAxes = typeof CHART_AXES;
