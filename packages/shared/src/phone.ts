import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { requiredText } from './forms.ts';

/**
 * Phone numbers of any country (donors abroad give too, ADR 31), parsed and validated with libphonenumber-js
 * and its "min" metadata (the small set meant for browsers: lengths and leading digits per country). A number
 * typed without a country code is read as Indian. Its own module, not identifiers.ts: the metadata is tens of
 * kilobytes, and identifiers.ts reaches every page through the trust settings, while only the giving and
 * register forms need this.
 */

/** The country a number without `+` or `00` is read in. */
export const DEFAULT_PHONE_COUNTRY = 'IN';

/** '98450 12345', '+44 7911 123456', '00971 50 123 4567' → E.164 ('+919845012345'…); anything else → null. */
export function normalizePhone(input: string): string | null {
  // "00" is the international prefix most of the world dials; libphonenumber reads it only with a calling country.
  const text = input.trim().replace(/^00(?=[1-9])/, '+');
  if (!/^[+\d\s().-]+$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.number : null;
}

const INTERNATIONAL_PHONE_MESSAGE =
  'Please enter a valid phone number; for a number outside India, start with + and the country code';

/**
 * A phone number of any country (donors abroad give too; docs/product/giving.md), read as Indian
 * when typed without a country code, stored in E.164 ('+919845012345', '+447911123456'). The donation, e-hundi
 * and register forms take it; contact, volunteer and subscription keep the Indian mobile (forms.ts).
 */
export const internationalPhoneField = requiredText('Please enter your phone number').transform(
  (value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: INTERNATIONAL_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  },
);

/** The register form's phone: optional, but a valid number (any country) when given. */
export const optionalPhoneField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: INTERNATIONAL_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });
