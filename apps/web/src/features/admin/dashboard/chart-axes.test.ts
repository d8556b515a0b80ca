import { describe, expect, it } from 'vitest';
import {
  DAY_STEPS,
  dayLabel,
  dayTick,
  RUPEE_STEPS,
  rupeeRange,
  rupeeTick,
} from '#src/features/admin/dashboard/components/chart-axes.ts';

/** The dashboard chart's axes (docs/product/console.md "Dashboard"): whole rupees, Indian dates. */
describe('the dashboard chart axes', () => {
  it('steps the rupee axis in whole rupees only, so an empty month never reads ₹0.2', () => {
    expect(RUPEE_STEPS.every((step) => Number.isInteger(step) && step >= 1)).toBe(true);
    expect(RUPEE_STEPS.slice(0, 4)).toEqual([1, 2, 5, 10]);
    // An empty month: 0 to 5 in steps of at least ₹1.
    expect(rupeeRange(0)).toEqual([0, 5]);
    expect(rupeeRange(2500.5)).toEqual([0, 2501]);
    expect([0, 1, 2, 5].map(rupeeTick)).toEqual(['₹0', '₹1', '₹2', '₹5']);
    expect(rupeeTick(150000)).toBe('₹1.5L');
  });

  it('writes dates day first with the short month (04 Sep), never month first, and steps in whole days', () => {
    expect(dayLabel('2026-09-04')).toBe('04 Sep');
    expect(dayTick(Date.parse('2026-11-30T00:00:00Z') / 1000)).toBe('30 Nov');
    expect(DAY_STEPS.every((step) => step % 86_400 === 0)).toBe(true);
  });
});
