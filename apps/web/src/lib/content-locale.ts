import { DEFAULT_LOCALE, type Locale } from '@charity/shared';

/*
 * Content in the page's language (docs/product/languages.md "Translating content"). The trusts' words come from
 * the API in the language asked for, field by field where translated, English otherwise; the page's language is
 * passed to each query (the server renderer prefetches for the request's URL, so nothing global holds it).
 */

/** The query string a content read adds: `?locale=kn` on a Kannada page, nothing on an English one (URLs unchanged). */
export const contentLocaleQuery = (locale: Locale): { locale?: Locale } =>
  locale === DEFAULT_LOCALE ? {} : { locale };

/** The part of a query key that keeps each language's answer apart; empty for English, so its keys are as before. */
export const localeKey = (locale: Locale): Locale[] => (locale === DEFAULT_LOCALE ? [] : [locale]);

type LocalisedRecord = { locale?: Locale | undefined; untranslated?: string[] | undefined };

/**
 * The `lang` an element showing `field` of `record` needs on a page in `pageLocale`: `en` where the text fell back
 * to English on a page in another language (so screen readers and search engines read it as English), else none
 * (it inherits the page's). Without `field`, the record as a whole: English when nothing of it was translated.
 */
export function contentLang(
  pageLocale: Locale,
  record: LocalisedRecord | undefined,
  field?: string,
): 'en' | undefined {
  if (pageLocale === DEFAULT_LOCALE || !record) return undefined;
  if (record.locale === undefined || record.locale === DEFAULT_LOCALE) return 'en';
  return field !== undefined && record.untranslated?.includes(field) ? 'en' : undefined;
}
