import { describe, expect, it } from 'vitest';
import { formatReceiptNumber } from './financial-year.ts';

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
});
