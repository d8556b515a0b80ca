import {
  DEFAULT_LOCALE,
  isTranslationLocale,
  TRANSLATABLE_FIELDS,
  type Locale,
  type TranslatableResource,
} from '@charity/shared';
import type { Executor } from '#src/db/executor.ts';
import { publishedTranslations } from './repository.ts';

/** What every public record gains (docs/product/languages.md): the language of its text, and the fields left in English. */
export type Localised = { locale: Locale; untranslated?: string[] };

const hasText = (value: unknown) => typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * Public records in `locale` (docs/product/languages.md "Translating content"): each translated field of a
 * record's published translation replaces its English, field by field; a field the translation leaves empty stays
 * English and is named in `untranslated`, so the page marks it `lang="en"`. A record with no published translation
 * (and every record of an English request) keeps its English and says `locale: "en"`. One query for all of them.
 */
export async function localise<T extends { id: number }>(
  db: Executor,
  resource: TranslatableResource,
  locale: Locale,
  records: T[],
): Promise<Array<T & Localised>> {
  if (!isTranslationLocale(locale) || records.length === 0)
    return records.map((record) => ({ ...record, locale: DEFAULT_LOCALE }));
  const translations = await publishedTranslations(
    db,
    resource,
    locale,
    records.map((record) => record.id),
  );
  return records.map((record) => {
    const translation = translations.get(record.id);
    if (!translation) return { ...record, locale: 'en' as Locale };
    const next: Record<string, unknown> = { ...record };
    const untranslated: string[] = [];
    let translated = 0;
    for (const field of TRANSLATABLE_FIELDS[resource]) {
      if (!(field in record)) continue;
      const value = translation[field];
      if (hasText(value)) {
        next[field] = value;
        translated++;
      } else if (hasText(record[field as keyof T])) {
        untranslated.push(field);
      }
    }
    if (translated === 0) return { ...record, locale: 'en' as Locale };
    return { ...(next as T), locale, ...(untranslated.length > 0 ? { untranslated } : {}) };
  });
}

/** One record in `locale`, as `localise` does for many. */
export async function localiseOne<T extends { id: number }>(
  db: Executor,
  resource: TranslatableResource,
  locale: Locale,
  record: T,
): Promise<T & Localised> {
  const [localised] = await localise(db, resource, locale, [record]);
  return localised!;
}
