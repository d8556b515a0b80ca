import { describe, expect, it } from 'vitest';
import {
  currentFinancialYear,
  financialYearBounds,
  financialYearOf,
  financialYearOptions,
  isFinancialYear,
  previousFinancialYear,
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

  it('is the current year at a given moment', () => {
    expect(currentFinancialYear(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28');
    expect(currentFinancialYear()).toBe(financialYearOf(new Date()));
  });
});

describe('isFinancialYear', () => {
  it('recognises a financial year', () => {
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2099-00')).toBe(true);
    expect(isFinancialYear('2026-26')).toBe(false);
    expect(isFinancialYear('2026')).toBe(false);
  });
});

describe('previousFinancialYear', () => {
  it('is the year before, across a century', () => {
    expect(previousFinancialYear('2026-27')).toBe('2025-26');
    expect(previousFinancialYear('2100-01')).toBe('2099-00');
  });
});

describe('financialYearBounds', () => {
  it('runs from 1 April 00:00 IST to the next 1 April 00:00 IST', () => {
    expect(financialYearBounds('2026-27')).toEqual({
      start: '2026-03-31T18:30:00.000Z',
      end: '2027-03-31T18:30:00.000Z',
    });
  });
});

describe('financialYearOptions', () => {
  it('offers the current financial year and the five before it', () => {
    expect(financialYearOptions('2026-03-31')).toEqual([
      '2025-26',
      '2024-25',
      '2023-24',
      '2022-23',
      '2021-22',
      '2020-21',
    ]);
    expect(financialYearOptions('2026-04-01')[0]).toBe('2026-27');
    expect(financialYearOptions('2026-04-01', 2)).toEqual(['2026-27', '2025-26']);
  });
});
