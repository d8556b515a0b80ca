import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import type { ContentResource } from './admin-content.ts';

/**
 * Translations of the trusts' content (docs/product/languages.md "Translating content"; docs/decisions/0076): an
 * editor writes the Kannada words of a record beside its English ones. Each resource lists the fields a visitor
 * reads; a translation holds any of them, and a field it leaves empty is shown in English (field by field).
 */
export const TRANSLATABLE_FIELDS = {
  pages: ['title', 'body', 'meta_description'],
  events: ['name', 'description1', 'description2', 'description3'],
  faqs: ['question', 'answer'],
  banners: ['quote'],
  testimonials: ['testimonial', 'role'],
} as const satisfies Partial<Record<ContentResource, readonly string[]>>;

export type TranslatableResource = keyof typeof TRANSLATABLE_FIELDS;
export const TRANSLATABLE_RESOURCES = Object.keys(TRANSLATABLE_FIELDS) as TranslatableResource[];
export const isTranslatableResource = (value: string): value is TranslatableResource =>
  Object.hasOwn(TRANSLATABLE_FIELDS, value);

/** The translated fields that are rich text (sanitised HTML like their English; the console's RichTextField). */
export const TRANSLATED_RICH_TEXT: ReadonlySet<string> = new Set([
  'body',
  'description1',
  'description2',
  'description3',
  'answer',
]);

/** The languages content is translated into: every language of the site but English, which the records are in. */
export const TRANSLATION_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE,
);
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];
export const isTranslationLocale = (value: unknown): value is TranslationLocale =>
  typeof value === 'string' && (TRANSLATION_LOCALES as string[]).includes(value);

/**
 * Where a record's translation stands: none yet; made from English words that have changed since (`outdated`); or
 * made from the English as it is (`current`). The console's lists filter by it (`?translation=`).
 */
export const TRANSLATION_STATUSES = ['missing', 'outdated', 'current'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];
export const translationStatusFilter = z
  .enum(TRANSLATION_STATUSES, { error: 'translation must be missing, outdated or current' })
  .optional();

export const TRANSLATION_MESSAGES = {
  saved: 'Translation saved',
  deleted: 'Translation deleted',
  empty: 'Please translate at least one field; an empty field shows the English.',
  emptyRichText: 'Nothing would be left of this text once cleaned; leave it empty to show the English.',
  unknownLocale: 'Content is translated into Kannada (kn) only',
} as const;

const LIMITS: Record<string, number> = {
  title: 200,
  name: 200,
  meta_description: 300,
  question: 300,
  quote: 500,
  testimonial: 2000,
  role: 100,
};
const RICH_LIMIT = 50_000;

/** One translated field: text, or null/empty for "not translated, show the English". */
const translatedField = (field: string) => {
  const max = TRANSLATED_RICH_TEXT.has(field) ? RICH_LIMIT : (LIMITS[field] ?? 2000);
  return z
    .string({ error: 'Please enter text, or leave the field empty' })
    .trim()
    .max(max, `At most ${max.toLocaleString('en-IN')} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value));
};

const fieldShape = (resource: TranslatableResource) =>
  Object.fromEntries(TRANSLATABLE_FIELDS[resource].map((field) => [field, translatedField(field)])) as Record<
    string,
    ReturnType<typeof translatedField>
  >;

const textShape = (resource: TranslatableResource) =>
  Object.fromEntries(TRANSLATABLE_FIELDS[resource].map((field) => [field, z.string().nullable()])) as Record<
    string,
    z.ZodNullable<z.ZodString>
  >;

/** PUT body: the translated fields (any may be empty) and whether visitors see it (default yes). */
export const translationInputSchema = (resource: TranslatableResource) =>
  z.object({ ...fieldShape(resource), published: z.boolean().default(true) });
export type TranslationInput = { published?: boolean } & Record<string, string | null | boolean | undefined>;

/** A saved translation as the admin API answers it. */
export const translationSchema = (resource: TranslatableResource) =>
  z.object({
    ...textShape(resource),
    locale: z.enum(TRANSLATION_LOCALES as [TranslationLocale, ...TranslationLocale[]]),
    published: z.boolean(),
    status: z.enum(['outdated', 'current']),
    /** The English fields as they were when the translation was saved, so the editor can see what changed. */
    source: z.record(z.string(), z.string().nullable()),
    updated_at: z.string(),
    updated_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  });
export type ContentTranslation = {
  locale: TranslationLocale;
  published: boolean;
  status: 'outdated' | 'current';
  source: Record<string, string | null>;
  updated_at: string;
  updated_by: { id: string; name: string } | null;
} & Record<string, string | null | boolean | object>;

export const translationParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  locale: z.string().max(10),
});

/** GET …/translations: every language's translation of the record, null where there is none. */
export const translationsResponseSchema = (resource: TranslatableResource) =>
  z.object({
    data: z.object(
      Object.fromEntries(
        TRANSLATION_LOCALES.map((locale) => [locale, translationSchema(resource).nullable()]),
      ) as Record<TranslationLocale, z.ZodNullable<ReturnType<typeof translationSchema>>>,
    ),
  });

/** GET …/translations/{locale}: the one translation, or null when there is none yet. */
export const translationResponseSchema = (resource: TranslatableResource) =>
  z.object({ data: translationSchema(resource).nullable(), message: z.string().optional() });

/** GET /api/admin/{resource}/translation-status?ids=1,2,3: each record's status in each language (the lists' chips). */
export const translationStatusQuerySchema = z.object({
  ids: z
    .string()
    .max(1200)
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'ids must be up to 100 record ids separated by commas')
    .transform((value) => [...new Set(value.split(',').map(Number))]),
});
export const translationStatusResponseSchema = z.object({
  data: z.record(
    z.string(),
    z.object(
      Object.fromEntries(
        TRANSLATION_LOCALES.map((locale) => [locale, z.enum(TRANSLATION_STATUSES)]),
      ) as Record<
        TranslationLocale,
        z.ZodEnum<{ missing: 'missing'; outdated: 'outdated'; current: 'current' }>
      >,
    ),
  ),
});
export type TranslationStatuses = Record<string, Record<TranslationLocale, TranslationStatus>>;

/**
 * What a public record says about its language (docs/product/languages.md): `locale` is the language its text is
 * in (`kn`, or `en` where nothing was translated), and `untranslated` the fields that still fell back to English in
 * a translated record, so the page marks them `lang="en"`.
 */
export const publicLocaleFields = {
  locale: z.enum(LOCALES as [Locale, ...Locale[]]).optional(),
  untranslated: z.array(z.string()).optional(),
};
