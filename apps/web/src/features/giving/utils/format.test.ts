import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay as formatFinanceDate } from '#src/features/admin/ui/format.ts';
import { formatDate } from './format.ts';

/*
 * Payment dates are dates in India (docs/product/giving.md "Receipt branding and dates"), whatever the browser's
 * time zone. The web tests' config sets no TZ, so this file sets one itself: UTC, where the old date-fns
 * formatting showed the day before for a payment made in India between midnight and 05:30.
 */
describe.each(['UTC', 'America/Los_Angeles'])('payment dates in a browser on %s', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  // 4 September 00:10 in India, still 3 September in UTC (18:40) and in California.
  const justAfterMidnightInIndia = '2026-09-03T18:40:00.000Z';

  it('is really running in that zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    expect(new Date(justAfterMidnightInIndia).getDate()).toBe(3);
  });

  it("shows the Indian date, as the receipt prints it, on the donor's payments page", () => {
    expect(formatDate(justAfterMidnightInIndia)).toBe('04 Sep 2026');
    // 23:59 in India on 31 March is still the old financial year's last day.
    expect(formatDate('2027-03-31T18:29:00.000Z')).toBe('31 Mar 2027');
    expect(formatDate('2027-03-31T18:30:00.000Z')).toBe('01 Apr 2027');
  });

  it('shows the same date in the console’s finance tables', () => {
    expect(formatFinanceDate(justAfterMidnightInIndia)).toBe('04 Sep 2026');
    expect(formatFinanceDate(null)).toBe('—');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
