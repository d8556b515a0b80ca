import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatCalendarDate,
  formatIstDate,
  formatReceiptNumber,
  isFinancialYear,
} from './financial-year.ts';

describe('financialYearOf', () => {
  it.each([
    // 1 April 01:30 IST: the new year has begun in India though it is still 31 March in UTC.
    ['2027-03-31T20:00:00Z', '2027-28'],
    // 31 March 23:59:59 IST is the last second of the old year; 00:00 IST on 1 April is the first of the new.
    ['2027-03-31T18:29:59.999Z', '2026-27'],
    ['2027-03-31T18:30:00Z', '2027-28'],
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    ['2026-12-31T20:00:00Z', '2026-27'], // 1 January IST: same financial year
    ['2026-01-15T10:00:00Z', '2025-26'],
    ['2099-06-01T00:00:00Z', '2099-00'],
    ['2009-05-01T00:00:00Z', '2009-10'],
  ])('%s → %s', (at, fy) => {
    expect(financialYearOf(at)).toBe(fy);
    expect(financialYearOf(new Date(at))).toBe(fy);
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf('not a date')).toThrow(RangeError);
    expect(() => financialYearOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatReceiptNumber', () => {
  it('prefixes each trust, names the year and pads the serial to six digits', () => {
    expect(formatReceiptNumber(1, '2026-27', 42)).toBe('SMT/2026-27/000042');
    expect(formatReceiptNumber(2, '2026-27', 7)).toBe('SMMT/2026-27/000007');
    expect(formatReceiptNumber(1, '2099-00', 999999)).toBe('SMT/2099-00/999999');
    expect(formatReceiptNumber(1, '2026-27', 1234567)).toBe('SMT/2026-27/1234567');
  });

  it.each([
    ['2026-28', 1],
    ['2026', 1],
    ['26-27', 1],
    ['2026-27', 0],
    ['2026-27', -3],
    ['2026-27', 1.5],
  ])('refuses fy %s with serial %s', (fy, seq) => {
    expect(() => formatReceiptNumber(1, fy, seq)).toThrow(RangeError);
  });

  it('recognises a financial year', () => {
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2099-00')).toBe(true);
    expect(isFinancialYear('2026-26')).toBe(false);
  });
});

describe('receipt dates', () => {
  it.each([
    ['2026-09-03T20:00:00Z', '04 Sep 2026'], // 01:30 the next day in India; "Sep", never ICU's "Sept"
    ['2027-03-31T18:29:59Z', '31 Mar 2027'],
    ['2027-03-31T18:30:00Z', '01 Apr 2027'],
    ['2026-01-05T00:00:00+05:30', '05 Jan 2026'],
    ['2026-12-31T12:00:00Z', '31 Dec 2026'],
  ])('%s is %s in India', (at, text) => {
    expect(formatIstDate(at)).toBe(text);
  });

  it('prints a calendar date as it is written, whatever the time zone', () => {
    expect(formatCalendarDate('2022-04-01')).toBe('01 Apr 2022');
    expect(formatCalendarDate('2027-03-31')).toBe('31 Mar 2027');
    expect(formatCalendarDate('2027-09-30')).toBe('30 Sep 2027');
  });

  it('refuses what is not a date', () => {
    expect(() => formatIstDate('soon')).toThrow(RangeError);
    expect(() => formatCalendarDate('2027-13-01')).toThrow(RangeError);
    expect(() => formatCalendarDate('31/03/2027')).toThrow(RangeError);
  });
});
