import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read out over the phone cannot be misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;

/**
 * A public reference, `<prefix>-` and 12 characters, e.g. 'DN-7KQ2M9XA4T1B': what the donor and the trust quote
 * and what goes to the gateway (an order's `receipt`, at most 40 characters; a UPI request's `tr`). 60 random
 * bits: unguessable and, with the column's unique constraint behind it, never repeated in practice.
 */
export function newReference(prefix: string): string {
  let reference = `${prefix}-`;
  for (let i = 0; i < LENGTH; i++) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
