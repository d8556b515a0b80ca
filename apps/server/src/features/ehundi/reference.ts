import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read out over the phone cannot be misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;

/**
 * An e-hundi entry's reference, 'EH-7KQ2M9XA4T1B': the UPI request's transaction reference (`tr`) and note, so
 * the trust can match the money on its bank statement to the entry. 60 random bits, under the column's unique
 * constraint. (The donations feature has its own 'DN-' twin: features do not import each other.)
 */
export function newEhundiReference(): string {
  let reference = 'EH-';
  for (let i = 0; i < LENGTH; i++) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
