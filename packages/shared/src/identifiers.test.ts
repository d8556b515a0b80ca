import { describe, expect, it } from 'vitest';
import {
  isValidVerhoeff,
  maskAadhaar,
  aadhaarProblem,
  maskPan,
  normalizeAadhaar,
  panProblem,
  normalizeIndianMobile,
  normalizePan,
  verhoeffCheckDigit,
} from './identifiers.ts';

describe('Verhoeff (published test vectors)', () => {
  it('generates the check digits', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffCheckDigit('52118513337')).toBe(6);
  });

  it.each([
    '2363',
    '521185133376',
    '234123412346',
    '216618862674',
    '726018159082',
    '501661318603',
    '339099603089',
  ])('accepts %s', (digits) => expect(isValidVerhoeff(digits)).toBe(true));

  it('rejects a wrong check digit and every single-digit change of a valid number', () => {
    expect(isValidVerhoeff('123456789012')).toBe(false);
    const valid = '234123412346';
    for (let i = 0; i < valid.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const changed = `${valid.slice(0, i)}${d}${valid.slice(i + 1)}`;
        expect(isValidVerhoeff(changed), changed).toBe(false);
      }
    }
  });

  it('refuses non-digits', () => {
    expect(isValidVerhoeff('23412341234x')).toBe(false);
    expect(() => verhoeffCheckDigit('12a')).toThrow(TypeError);
  });
});

describe('Aadhaar', () => {
  it('accepts the written forms and strips spaces and hyphens', () => {
    expect(normalizeAadhaar('2341 2341 2346')).toBe('234123412346');
    expect(normalizeAadhaar('2341-2341-2346')).toBe('234123412346');
  });

  it.each([
    ['a failing checksum', '123456789012'],
    ['a leading 1', '123412341234'],
    ['a leading 0', '023412341234'],
    ['11 digits', '23412341234'],
    ['13 digits', '2341234123460'],
    ['a 16-digit VID', '2341234123462341'],
    ['letters', 'abcdabcdabcd'],
  ])('refuses %s', (_, input) => expect(normalizeAadhaar(input)).toBeNull());

  it('masks to the last four digits', () => expect(maskAadhaar('2346')).toBe('XXXX XXXX 2346'));

  it('tells a wrong check digit (a typo) from a wrong shape', () => {
    expect(aadhaarProblem('2341 2341 2346')).toBeNull();
    expect(aadhaarProblem('2341 2341 2345')).toBe('checksum');
    for (const input of ['123412341234', '23412341234', '2341234123460', '2341 2341 234x']) {
      expect(aadhaarProblem(input), input).toBe('shape');
    }
  });
});

describe('Indian mobile numbers', () => {
  it.each([
    ['9845012345', '+919845012345'],
    ['+91 98450 12345', '+919845012345'],
    ['+91-98450-12345', '+919845012345'],
    ['919845012345', '+919845012345'],
    ['09845012345', '+919845012345'],
    ['6000000000', '+916000000000'],
  ])('%s → %s', (input, stored) => expect(normalizeIndianMobile(input)).toBe(stored));

  it.each(['5845012345', '984501234', '98450123456', '+1 9845012345', '98450 1234a', '', '+91'])(
    'refuses %j',
    (input) => expect(normalizeIndianMobile(input)).toBeNull(),
  );
});

describe('PAN', () => {
  it('accepts valid PANs in any case and with spaces', () => {
    expect(normalizePan('abcpe1234f')).toBe('ABCPE1234F');
    expect(normalizePan(' AAATS 1234K ')).toBe('AAATS1234K');
  });

  it.each(['ABCDE1234F', 'ABCP1234F', 'ABCPE12345', '1BCPE1234F', 'ABCPE1234'])('refuses %s', (input) =>
    expect(normalizePan(input)).toBeNull(),
  );

  it('masks to the last four characters', () => expect(maskPan('234F')).toBe('XXXXXX234F'));

  it('tells a wrong holder type (the 4th letter) from a wrong shape', () => {
    expect(panProblem('abcpe1234f')).toBeNull();
    expect(panProblem('ABCDE1234F')).toBe('holder-type');
    expect(panProblem('ABCZE1234F')).toBe('holder-type');
    for (const input of ['ABCP1234F', 'ABCPE12345', '1BCPE1234F', 'ABCPE1234', '']) {
      expect(panProblem(input), input).toBe('shape');
    }
  });
});
