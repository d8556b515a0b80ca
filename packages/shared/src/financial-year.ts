import { dateInIndia, startOfIndianDay, todayInIndia } from './india-dates.ts';

/*
 * India's financial year runs 1 April to 31 March and is written '2026-27' (docs/product/giving.md "Financial
 * years and receipt numbers"). A moment belongs to the year of its date in India, not in UTC: a payment at
 * 2027-03-31T20:00:00Z is 1 April 01:30 IST, so it is in 2027-28. Receipts, exports, the dashboard and the console's
 * year pickers all take the year from here, so they never disagree about a gift paid near midnight on 31 March.
 */

/** The year starting 1 April of `start`, as receipts write it: 2026 → '2026-27', 2099 → '2099-00'. */
const financialYearStarting = (start: number): string =>
  `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** The financial year ('2026-27') a moment belongs to in Asia/Kolkata. Throws a RangeError for an invalid date. */
export function financialYearOf(date: Date | string): string {
  const { year, month } = dateInIndia(date);
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** The financial year in India now (or at `now`). */
export const currentFinancialYear = (now: Date = new Date()): string => financialYearOf(now);

/** 'YYYY-YY' where the second year follows the first, as financialYearOf writes it. */
export function isFinancialYear(fy: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** The year before a financial year: '2026-27' → '2025-26'. */
export const previousFinancialYear = (fy: string): string =>
  financialYearStarting(Number(fy.slice(0, 4)) - 1);

/** The first and the first-after-last moments of a financial year in India, as ISO instants (1 April 00:00 IST). */
export function financialYearBounds(fy: string): { start: string; end: string } {
  const first = Number(fy.slice(0, 4));
  return { start: startOfIndianDay(`${first}-04-01`), end: startOfIndianDay(`${first + 1}-04-01`) };
}

/**
 * The financial year of `today` (a yyyy-mm-dd date in India) and the `count - 1` before it, newest first: the
 * console's year pickers (Form 10BD is filed for a past year).
 */
export function financialYearOptions(today: string = todayInIndia(), count = 6): string[] {
  const [year = 0, month = 0] = today.split('-').map(Number);
  const current = month >= 4 ? year : year - 1;
  return Array.from({ length: count }, (_, i) => financialYearStarting(current - i));
}
