import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  formatInr,
  formatPlainRupees,
  formatRupees,
  paiseToRupees,
  rupeesToPaise,
} from './money.ts';

describe('amountInWords', () => {
  // docs/product/external-facts.md [verified] vectors, word for word.
  it.each([
    [100, 'Rupees One Only'],
    [150050, 'Rupees One Thousand Five Hundred and Fifty Paise Only'],
    [10000000, 'Rupees One Lakh Only'],
    [
      123456789,
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    ],
    [
      24874595667,
      'Rupees Twenty Four Crore Eighty Seven Lakh Forty Five Thousand Nine Hundred Fifty Six and Sixty Seven Paise Only',
    ],
    [1000000000000, 'Rupees One Thousand Crore Only'],
    [
      99999999900,
      'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only',
    ],
  ])('in Indian words: %i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [99, 'Rupees Zero and Ninety Nine Paise Only'],
    [1000, 'Rupees Ten Only'],
    [1100, 'Rupees Eleven Only'],
    [1900, 'Rupees Nineteen Only'],
    [2000, 'Rupees Twenty Only'],
    [2105, 'Rupees Twenty One and Five Paise Only'],
    [10000, 'Rupees One Hundred Only'],
    [10100, 'Rupees One Hundred One Only'],
    [100000, 'Rupees One Thousand Only'],
    [1000000, 'Rupees Ten Thousand Only'],
    [1000000000, 'Rupees One Crore Only'],
    [1000000100, 'Rupees One Crore One Only'],
    [
      1234567890005,
      'Rupees One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred and Five Paise Only',
    ],
    [10000000000000, 'Rupees Ten Thousand Crore Only'],
    [100000000000000, 'Rupees One Lakh Crore Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('spells 12,34,56,789.05 with lakh and crore', () => {
    expect(amountInWords(123456789_05)).toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Five Paise Only',
    );
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});

describe('formatInr', () => {
  it.each([
    [0, '₹0.00'],
    [1, '₹0.01'],
    [99, '₹0.99'],
    [100, '₹1.00'],
    [150050, '₹1,500.50'],
    [10000000, '₹1,00,000.00'],
    [1000000000, '₹1,00,00,000.00'],
    [12345678950, '₹12,34,56,789.50'],
    [123456789_05, '₹12,34,56,789.05'],
    [1234567850, '₹1,23,45,678.50'],
    [1000000000000, '₹10,00,00,00,000.00'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it.each([-100, 10.5, Number.NaN])('refuses %s', (paise) => {
    expect(() => formatInr(paise)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it.each([
    ['10.1', 1010],
    ['0.07', 7],
    ['0.1', 10],
    ['1', 100],
    ['1.00', 100],
    [' 250.5 ', 25050],
    ['12345678.05', 1234567805],
    ['007', 700],
    [10.1, 1010],
    [0.07, 7],
    [1.15, 115],
    [4.35, 435], // 4.35 * 100 is 434.99999999999994 in floating point
    [1.005e2, 10050],
    [0, 0],
  ])('%j → %i', (input, paise) => {
    expect(rupeesToPaise(input)).toBe(paise);
  });

  it('matches every 0.00–9.99 without float drift', () => {
    for (let paise = 0; paise < 1000; paise++) {
      const text = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
      expect(rupeesToPaise(text)).toBe(paise);
      expect(rupeesToPaise(Number(text))).toBe(paise);
    }
  });

  it.each([
    '',
    '.',
    '.5',
    '5.',
    '1.234',
    '-1',
    '1,000',
    'abc',
    '1e3',
    '١٢',
    1.234,
    -5,
    Number.NaN,
    1e21,
    '99999999999999999',
  ])('refuses %j', (input) => {
    expect(() => rupeesToPaise(input)).toThrow(RangeError);
  });
});

describe('paiseToRupees', () => {
  it.each([
    [1010, 10.1],
    [7, 0.07],
    [0, 0],
    [100, 1],
    [123456789, 1234567.89],
  ])('%i → %d', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });

  it('round-trips with rupeesToPaise', () => {
    for (const paise of [1, 7, 99, 101, 1010, 435, 115, 123456789_05]) {
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    }
  });

  it.each([-1, 0.5])('refuses %s', (paise) => {
    expect(() => paiseToRupees(paise)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it.each([
    [0, '₹0.00'],
    [0.07, '₹0.07'],
    [10.1, '₹10.10'],
    [1500.5, '₹1,500.50'],
    [123456789.5, '₹12,34,56,789.50'],
  ])('writes %s rupees as formatInr writes its paise: %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
    // The format the console's screens used before (ICU's en-IN currency format) gives the same text.
    expect(formatRupees(rupees)).toBe(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees),
    );
  });

  it('shows a value that is not a rupee amount as it came', () => {
    expect(formatRupees(-5)).toBe('₹-5');
    expect(formatRupees(1.005)).toBe('₹1.005');
  });
});

describe('formatPlainRupees', () => {
  it.each([
    [100, '1.00'],
    [150050, '1500.50'],
    [7, '0.07'],
    [1_000_000_000, '10000000.00'],
  ])('%i paise is the figure %s (a UPI link, the exports)', (paise, rupees) => {
    expect(formatPlainRupees(paise)).toBe(rupees);
  });

  it('refuses what is not whole paise', () => {
    expect(() => formatPlainRupees(10.5)).toThrow(RangeError);
    expect(() => formatPlainRupees(-1)).toThrow(RangeError);
  });
});
