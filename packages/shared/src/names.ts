import type { z } from 'zod';

/**
 * Characters no person's name contains, whatever its script: control characters (NUL, escape, line breaks…) and
 * the Unicode bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which can make
 * a name read differently on a receipt, in a list or in a spreadsheet from what is stored ("Trojan Source",
 * docs/product/privacy-and-limits.md "Names"). Letters, marks and spaces of every script stay allowed.
 */
export const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export const NAME_CHARACTERS_MESSAGE =
  'A name cannot contain control characters or text-direction controls; please retype it';

/** Whether a name is free of UNSAFE_NAME_CHARACTERS. */
export const isSafeName = (value: string) => !UNSAFE_NAME_CHARACTERS.test(value);

/**
 * The rule for any name field: `safeName(z.string().trim().min(1, …).max(100, …))`. One home so every form (the
 * offline gift and its CSV import first; the public forms can follow) refuses the same characters with the same
 * words.
 */
export const safeName = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(isSafeName, { message: NAME_CHARACTERS_MESSAGE });
