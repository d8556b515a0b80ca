import { describe, expect, it } from 'vitest';
import { TIMING } from '@charity/shared';
import { imageFirst } from '#src/features/home/utils/blog-layout.ts';
import { counterValueAt, easeOutCubic, formatCount } from '#src/features/home/utils/counter.ts';
import {
  doublePopupTime,
  MAX_TIMER_MS,
  POPUP_TIME_KEY,
  popupDelayMs,
  readPopupTime,
} from '#src/features/home/utils/popup-delay.ts';

const memoryStore = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
};

describe('popup delay', () => {
  it('defaults to twice TIMING.popupDefaultDelayMs (5000 ms)', () => {
    expect(readPopupTime(memoryStore())).toBe(TIMING.popupDefaultDelayMs);
    expect(popupDelayMs(memoryStore())).toBe(5000);
    expect(popupDelayMs(undefined)).toBe(5000);
  });

  it('reads the stored popuptime and ignores garbage', () => {
    expect(popupDelayMs(memoryStore({ [POPUP_TIME_KEY]: '10000' }))).toBe(20000);
    expect(readPopupTime(memoryStore({ [POPUP_TIME_KEY]: 'soon' }))).toBe(2500);
    expect(readPopupTime(memoryStore({ [POPUP_TIME_KEY]: '-4' }))).toBe(2500);
  });

  it('never asks for a delay setTimeout would overflow (and fire at once)', () => {
    // Twenty-one closes from the default.
    const store = memoryStore({ [POPUP_TIME_KEY]: String(2500 * 2 ** 21) });
    expect(popupDelayMs(store)).toBe(MAX_TIMER_MS);
  });

  it('doubles and saves popuptime on each close', () => {
    const store = memoryStore();
    expect(doublePopupTime(store)).toBe(5000);
    expect(store.data.get(POPUP_TIME_KEY)).toBe('5000');
    expect(doublePopupTime(store)).toBe(10000);
    expect(popupDelayMs(store)).toBe(20000);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(popupDelayMs(broken)).toBe(5000);
    expect(doublePopupTime(broken)).toBe(5000);
  });
});

describe('counter easing', () => {
  it('starts at 0, ends exactly on the target and only rises', () => {
    expect(counterValueAt(1234, 0, 5000)).toBe(0);
    expect(counterValueAt(1234, 5000, 5000)).toBe(1234);
    expect(counterValueAt(1234, 9000, 5000)).toBe(1234);
    let last = 0;
    for (let t = 0; t <= 5000; t += 250) {
      const value = counterValueAt(1234, t, 5000);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });

  it('eases out and clamps', () => {
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('groups digits the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(123456789)).toBe('12,34,56,789');
    expect(formatCount(-1234567)).toBe('-12,34,567');
    // A fraction is dropped: a counter shows whole numbers.
    expect(formatCount(1234.99)).toBe('1,234');
    expect(formatCount(-0.5)).toBe('0');
  });

  it("formats exactly as ICU's en-IN formatter does, for every length of number", () => {
    const icu = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, roundingMode: 'trunc' });
    const values = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 16; digits += 1) {
      const low = 10 ** (digits - 1);
      values.push(low, low * 9 + 7, -low - 3);
      // A few arbitrary numbers of this length, the same ones on every run.
      for (let k = 1; k <= 5; k += 1) values.push(Math.trunc(low + ((low * 9 - 1) * k) / 7));
    }
    for (const value of values) expect(formatCount(value), String(value)).toBe(icu.format(value));
  });
});

describe('blog row sides', () => {
  it('puts the image first on odd indexes', () => {
    expect([0, 1, 2, 3].map(imageFirst)).toEqual([false, true, false, true]);
  });
});
