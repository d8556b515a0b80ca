import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDay,
  formatLocalDay,
  formatWhen,
  formatWhenToTheSecond,
  formatWholeRupees,
} from '#src/features/admin/ui/format.ts';

// 4 September 00:10:05 in India, still 3 September in UTC.
const justAfterMidnightInIndia = '2026-09-03T18:40:05.000Z';

describe("the console's formatters (ui/format.ts)", () => {
  it('writes moments and days in India, as the receipts do', () => {
    expect(formatWhen(justAfterMidnightInIndia)).toBe('4 Sep 2026, 12:10 am');
    expect(formatDay(justAfterMidnightInIndia)).toBe('04 Sep 2026');
  });

  it("writes an audit entry's moment to the second, in India", () => {
    expect(formatWhenToTheSecond(justAfterMidnightInIndia)).toBe('4 Sept 2026, 12:10:05 am');
  });

  it('writes a staff or media day in ICU’s medium style', () => {
    expect(formatLocalDay('2026-09-15T12:00:00.000Z')).toBe('15 Sept 2026');
  });

  it('shows "—" for no moment and the text as it came for one that is not a moment', () => {
    for (const format of [formatWhen, formatDay, formatWhenToTheSecond, formatLocalDay]) {
      expect(format(null)).toBe('—');
      expect(format('soon')).toBe('soon');
    }
  });

  it('writes sizes in kB or MB', () => {
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(100)).toBe('1 kB');
    expect(formatBytes(340 * 1024)).toBe('340 kB');
    expect(formatBytes(6 * 1024 * 1024 + 200_000)).toBe('6.2 MB');
  });

  it('writes dashboard totals in whole rupees with Indian grouping', () => {
    expect(formatWholeRupees(150_050.5)).toBe('₹1,50,051');
    expect(formatWholeRupees(0)).toBe('₹0');
  });
});
