import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCalendarDateRange,
  formatDateInIndia,
  formatDateInIndiaIn,
  isoDateInIndia,
  startOfIndianDay,
  todayInIndia,
} from './india-dates.ts';

describe('dates in India', () => {
  it.each([
    ['2026-09-03T20:00:00Z', '04 Sep 2026'], // 01:30 the next day in India; "Sep", never ICU's "Sept"
    ['2027-03-31T18:29:59Z', '31 Mar 2027'],
    ['2027-03-31T18:30:00Z', '01 Apr 2027'],
    ['2026-01-05T00:00:00+05:30', '05 Jan 2026'],
    ['2026-12-31T12:00:00Z', '31 Dec 2026'],
  ])('%s is %s in India', (at, text) => {
    expect(formatDateInIndia(at)).toBe(text);
  });

  it('prints a calendar date as it is written, whatever the time zone', () => {
    expect(formatCalendarDate('2022-04-01')).toBe('01 Apr 2022');
    expect(formatCalendarDate('2027-03-31')).toBe('31 Mar 2027');
    expect(formatCalendarDate('2027-09-30')).toBe('30 Sep 2027');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDateInIndia('soon')).toThrow(RangeError);
    expect(() => isoDateInIndia('soon')).toThrow(RangeError);
    expect(() => formatCalendarDate('2027-13-01')).toThrow(RangeError);
    expect(() => formatCalendarDate('31/03/2027')).toThrow(RangeError);
  });

  it('writes the day in India as yyyy-mm-dd', () => {
    expect(isoDateInIndia('2026-09-03T20:00:00Z')).toBe('2026-09-04');
    expect(isoDateInIndia('2026-09-03T18:29:59Z')).toBe('2026-09-03');
    expect(todayInIndia(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    // The same answer as the formatter the pages used before: en-CA writes yyyy-mm-dd.
    const now = new Date();
    expect(todayInIndia()).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now));
  });

  it('starts a day in India at 00:00 IST', () => {
    expect(startOfIndianDay('2026-04-01')).toBe('2026-03-31T18:30:00.000Z');
  });

  it('writes the dates of an event as one range, the month and year once when they are shared', () => {
    expect(formatCalendarDateRange('2026-12-12', '2026-12-13')).toBe('12 – 13 Dec 2026');
    expect(formatCalendarDateRange('2026-11-30', '2026-12-02')).toBe('30 Nov 2026 – 02 Dec 2026');
    expect(formatCalendarDateRange('2026-12-31', '2027-01-01')).toBe('31 Dec 2026 – 01 Jan 2027');
    // One day, no end, an end before the start or not a date: the start alone.
    expect(formatCalendarDateRange('2026-12-12', '2026-12-12')).toBe('12 Dec 2026');
    expect(formatCalendarDateRange('2026-12-12', null)).toBe('12 Dec 2026');
    expect(formatCalendarDateRange('2026-12-12')).toBe('12 Dec 2026');
    expect(formatCalendarDateRange('2026-12-12', '2026-12-11')).toBe('12 Dec 2026');
    expect(formatCalendarDateRange('2026-12-12', 'soon')).toBe('12 Dec 2026');
    expect(() => formatCalendarDateRange('soon', '2026-12-12')).toThrow(RangeError);
  });

  it('writes dates on a Kannada page day, month name, year (docs/product/languages.md)', () => {
    expect(formatCalendarDateRange('2026-03-31', null, 'kn')).toBe('31 ಮಾರ್ಚ್ 2026');
    expect(formatCalendarDateRange('2026-12-05', '2026-12-06', 'kn')).toBe('5 – 6 ಡಿಸೆಂಬರ್ 2026');
    expect(formatCalendarDateRange('2026-11-30', '2026-12-02', 'kn')).toBe('30 ನವೆಂಬರ್ 2026 – 2 ಡಿಸೆಂಬರ್ 2026');
    // The payment's day in India, not UTC's.
    expect(formatDateInIndia('2026-09-03T20:00:00Z', 'kn')).toBe('4 ಸೆಪ್ಟೆಂಬರ್ 2026');
    // English is unchanged by the other language having been asked first.
    expect(formatCalendarDateRange('2026-03-31', null, 'en')).toBe('31 Mar 2026');
  });
});

describe('times of day in India', () => {
  it('turns India date and time into an instant and back, and formats it on a 12-hour clock', async () => {
    const { indiaDateTimeToIso, isoToIndiaDateTime, formatDateTimeInIndia } =
      await import('./india-dates.ts');
    expect(indiaDateTimeToIso('2026-12-12', '18:00')).toBe('2026-12-12T12:30:00.000Z');
    expect(indiaDateTimeToIso('2026-12-13', '00:15')).toBe('2026-12-12T18:45:00.000Z');
    expect(indiaDateTimeToIso('2026-02-30', '10:00')).toBeNull();
    expect(indiaDateTimeToIso('2026-12-12', '6pm')).toBeNull();
    expect(isoToIndiaDateTime('2026-12-12T18:45:00Z')).toEqual({ date: '2026-12-13', time: '00:15' });
    expect(formatDateTimeInIndia('2026-12-12T12:30:00Z')).toBe('12 Dec 2026, 6:00 pm');
    expect(formatDateTimeInIndia('2026-12-12T18:45:00Z')).toBe('13 Dec 2026, 12:15 am');
    expect(formatDateTimeInIndia('2026-12-12T18:45:07Z', { seconds: true })).toBe('13 Dec 2026, 12:15:07 am');
    expect(formatDateTimeInIndia('2026-01-05T06:35:00Z')).toBe('5 Jan 2026, 12:05 pm');
  });
});

describe('dates in India in a language', () => {
  it('writes the day, the month in the language and the year, with Latin digits', () => {
    expect(formatDateInIndiaIn('kn', '2026-03-31T10:00:00Z')).toBe('31 ಮಾರ್ಚ್ 2026');
    // The date in India, not in UTC: 20:00 UTC is the next morning there.
    expect(formatDateInIndiaIn('kn', '2026-09-03T20:00:00Z')).toBe('04 ಸೆಪ್ಟೆಂಬರ್ 2026');
  });

  it('is the usual dd MMM yyyy in English', () => {
    expect(formatDateInIndiaIn('en', '2026-09-03T20:00:00Z')).toBe('04 Sep 2026');
  });
});
