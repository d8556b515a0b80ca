import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read out over the phone cannot be misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;

/**
 * A donation's public reference, 'DN-7KQ2M9XA4T1B': what the gateway gets as the order's `receipt` (at most 40
 * characters) and what the trust and the donor quote. 60 random bits: unguessable and, with the column's unique
 * constraint behind it, never repeated in practice.
 */
export function newDonationReference(): string {
  let reference = 'DN-';
  for (let i = 0; i < LENGTH; i++) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
