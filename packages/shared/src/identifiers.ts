/**
 * Indian identifiers (docs/product/external-facts.md): mobile numbers, Aadhaar (Verhoeff check digit) and
 * PAN. Pure functions, so the form schemas, the server and the tests all agree on what is valid and how it is
 * stored.
 */

const MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/** '+91 98450-12345', '09845012345', '9845012345' → '+919845012345'; anything else → null. */
export function normalizeIndianMobile(input: string): string | null {
  const match = MOBILE.exec(input.replace(/[\s-]/g, ''));
  return match ? `+91${match[1]}` : null;
}

const PIN_CODE = /^[1-9]\d{5}$/;

/**
 * An Indian PIN code (docs/product/external-facts.md): six digits, the first 1–9 (9 is the Army Postal Service).
 * '560 001' → '560001'; anything else → null.
 */
export function normalizePinCode(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return PIN_CODE.test(digits) ? digits : null;
}

// Verhoeff tables over the dihedral group D5, exactly as docs/product/external-facts.md writes them out.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

/** Runs the Verhoeff walk right to left; `offset` 1 leaves position 0 free for the check digit being generated. */
function verhoeffState(digits: string, offset: 0 | 1): number {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    c = D[c]![P[(i + offset) % 8]![digit]!]!;
  }
  return c;
}

/** The Verhoeff check digit to append to `payload` (digits only). */
export function verhoeffCheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new TypeError('verhoeffCheckDigit expects digits only');
  return INV[verhoeffState(payload, 1)]!;
}

/** True when the last digit of `digits` is the Verhoeff check digit of the rest. */
export function isValidVerhoeff(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffState(digits, 0) === 0;
}

/** Aadhaar as people write it ('2341 2341 2346') → 12 digits, or null when it is not a valid Aadhaar number. */
export function normalizeAadhaar(input: string): string | null {
  return aadhaarProblem(input) === null ? input.replace(/[\s-]/g, '') : null;
}

/**
 * Why a typed Aadhaar number is refused, so the form can say which: `shape` (not 12 digits, or starting with 0
 * or 1) or `checksum` (the right shape, but the Verhoeff check digit does not match: most often a typo).
 */
export function aadhaarProblem(input: string): 'shape' | 'checksum' | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^[2-9]\d{11}$/.test(digits)) return 'shape';
  return isValidVerhoeff(digits) ? null : 'checksum';
}

/** Masking convention of docs/product/external-facts.md: only the last four digits are ever shown. */
export const maskAadhaar = (last4: string) => `XXXX XXXX ${last4}`;

/**
 * PAN: five letters, four digits, a letter; the fourth letter is the holder type
 * (docs/product/external-facts.md).
 */
export const PAN_PATTERN = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;
/** A PAN's shape alone, whatever its fourth letter. */
const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;

export function normalizePan(input: string): string | null {
  const pan = input.replace(/\s/g, '').toUpperCase();
  return PAN_PATTERN.test(pan) ? pan : null;
}

/**
 * Why a typed PAN is refused, so the form can say which: `shape` (not five letters, four digits and a letter) or
 * `holder-type` (the right shape, but the fourth letter is not one of the holder types P, C, H, F, A, T, B, L, J,
 * G).
 */
export function panProblem(input: string): 'shape' | 'holder-type' | null {
  const pan = input.replace(/\s/g, '').toUpperCase();
  if (PAN_PATTERN.test(pan)) return null;
  return PAN_SHAPE.test(pan) ? 'holder-type' : 'shape';
}

/** Lists show a PAN by its last four characters only: 'ABCPE1234F' is shown as 'XXXXXX234F'. */
export const maskPan = (last4: string) => `XXXXXX${last4}`;
