import {
  isTranslationLocale,
  MESSAGES,
  TRANSLATABLE_FIELDS,
  TRANSLATED_RICH_TEXT,
  TRANSLATION_LOCALES,
  TRANSLATION_MESSAGES,
  translationInputSchema,
  type ContentTranslation,
  type TranslatableResource,
  type TranslationLocale,
  type TranslationStatuses,
} from '@charity/shared';
import type { z } from 'zod';
import type { Db } from '#src/db/database.ts';
import { audit } from '#src/services/audit/audit.ts';
import { DomainError, invalidFields } from '#src/shared/domain-error.ts';
import { storedHtmlSanitizer, type HtmlSanitizer } from '#src/shared/stored-html.ts';
import type { Actor } from '#src/shared/actor.ts';
import { findRow, type StoredRow } from '../console/repository.ts';
import { RESOURCE_TABLES } from '../console/resources.ts';
import {
  deleteTranslations,
  findTranslations,
  statusesOf,
  upsertTranslation,
  type TranslationRow,
} from '#src/services/translations/repository.ts';

/**
 * Content translations in the console (docs/product/languages.md "Translating content"; docs/decisions/0076):
 * read, save and delete a record's words in another language, for editors and admins. A save is checked like the
 * English (lengths; rich text sanitised as the English is), records the English it was made from, and is audited
 * under the record's resource in the same transaction, so the record's history shows it.
 */

type Fields = Record<string, string | null>;

/** Whether HTML shows anything: text, or a picture. */
const hasContent = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html);

const notFound = () => new DomainError('not-found', MESSAGES.notFound);
const unknownLocale = () => new DomainError('not-found', TRANSLATION_MESSAGES.unknownLocale);

export type TranslationServiceDeps = {
  db: Db;
  now?: () => Date;
  sanitizer?: () => Promise<HtmlSanitizer>;
};

export function createTranslationService({
  db,
  now = () => new Date(),
  sanitizer = storedHtmlSanitizer,
}: TranslationServiceDeps) {
  const englishOf = (resource: TranslatableResource, row: StoredRow): Fields =>
    Object.fromEntries(
      TRANSLATABLE_FIELDS[resource].map((field) => {
        const value = row[field];
        return [field, typeof value === 'string' ? value : null];
      }),
    );

  const toTranslation = (resource: TranslatableResource, row: TranslationRow): ContentTranslation => {
    const fields = JSON.parse(row.fields) as Fields;
    return {
      ...Object.fromEntries(TRANSLATABLE_FIELDS[resource].map((field) => [field, fields[field] ?? null])),
      locale: row.locale as TranslationLocale,
      published: row.published === 1,
      status: row.outdated === 1 ? 'outdated' : 'current',
      source: JSON.parse(row.source) as Fields,
      updated_at: row.updated_at,
      updated_by: row.updated_by ? { id: row.updated_by, name: row.staff_name ?? '' } : null,
    };
  };

  async function recordOf(resource: TranslatableResource, id: number): Promise<StoredRow> {
    const row = await findRow(db, RESOURCE_TABLES[resource], id);
    if (!row) throw notFound();
    return row;
  }

  /** Every language's translation of the record, null where there is none. */
  async function readAll(
    resource: TranslatableResource,
    id: number,
  ): Promise<Record<TranslationLocale, ContentTranslation | null>> {
    await recordOf(resource, id);
    const rows = await findTranslations(db, resource, id);
    return Object.fromEntries(
      TRANSLATION_LOCALES.map((locale) => {
        const row = rows.find((candidate) => candidate.locale === locale);
        return [locale, row ? toTranslation(resource, row) : null];
      }),
    ) as Record<TranslationLocale, ContentTranslation | null>;
  }

  async function read(
    resource: TranslatableResource,
    id: number,
    locale: string,
  ): Promise<ContentTranslation | null> {
    if (!isTranslationLocale(locale)) throw unknownLocale();
    return (await readAll(resource, id))[locale];
  }

  /** The body checked and its rich text cleaned; a field error on the right field otherwise. */
  async function validate(
    resource: TranslatableResource,
    body: unknown,
  ): Promise<{ fields: Fields; published: boolean }> {
    const parsed = (
      translationInputSchema(resource) as unknown as z.ZodType<
        { published: boolean } & Record<string, unknown>
      >
    ).safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = typeof issue.path[0] === 'string' ? issue.path[0] : '_';
        errors[key] ??= issue.message;
      }
      throw invalidFields(errors);
    }
    const { published, ...rest } = parsed.data;
    const fields: Fields = {};
    for (const field of TRANSLATABLE_FIELDS[resource]) {
      const value = rest[field];
      fields[field] = typeof value === 'string' ? value : null;
    }
    const rich = TRANSLATABLE_FIELDS[resource].filter(
      (field) => TRANSLATED_RICH_TEXT.has(field) && fields[field] !== null,
    );
    if (rich.length > 0) {
      const sanitize = await sanitizer();
      for (const field of rich) {
        const clean = sanitize(fields[field]!).trim();
        if (!hasContent(clean)) {
          // Empty markup (an editor's empty paragraph) is an empty field: the English shows. Text that cleans to
          // nothing (a script) was meant as a translation: say so rather than show the English unasked.
          if (hasContent(fields[field]!))
            throw invalidFields({ [field]: TRANSLATION_MESSAGES.emptyRichText });
          fields[field] = null;
        } else fields[field] = clean;
      }
    }
    if (Object.values(fields).every((value) => value === null)) {
      throw invalidFields({ [TRANSLATABLE_FIELDS[resource][0]]: TRANSLATION_MESSAGES.empty });
    }
    return { fields, published };
  }

  async function save(
    resource: TranslatableResource,
    id: number,
    locale: string,
    body: unknown,
    actor: Actor,
  ): Promise<ContentTranslation> {
    if (!isTranslationLocale(locale)) throw unknownLocale();
    const { fields, published } = await validate(resource, body);
    return db.transaction().execute(async (trx) => {
      const record = await findRow(trx, RESOURCE_TABLES[resource], id);
      if (!record) throw notFound();
      const before = (await findTranslations(trx, resource, id)).find((row) => row.locale === locale);
      const at = now().toISOString();
      await upsertTranslation(trx, {
        resource,
        record_id: id,
        locale,
        fields: JSON.stringify(fields),
        source: JSON.stringify(englishOf(resource, record)),
        published: published ? 1 : 0,
        updated_at: at,
        updated_by: actor.staffId,
      });
      const after = (await findTranslations(trx, resource, id)).find((row) => row.locale === locale)!;
      const saved = toTranslation(resource, after);
      await audit.record(
        trx,
        {
          ...actor,
          action: `translate-${locale}`,
          resource,
          recordId: id,
          before: before ? toTranslation(resource, before) : null,
          after: saved,
        },
        now(),
      );
      return saved;
    });
  }

  async function remove(
    resource: TranslatableResource,
    id: number,
    locale: string,
    actor: Actor,
  ): Promise<void> {
    if (!isTranslationLocale(locale)) throw unknownLocale();
    await db.transaction().execute(async (trx) => {
      const before = (await findTranslations(trx, resource, id)).find((row) => row.locale === locale);
      if (!before || (await deleteTranslations(trx, resource, id, locale)) === 0) throw notFound();
      await audit.record(
        trx,
        {
          ...actor,
          action: `delete-translation-${locale}`,
          resource,
          recordId: id,
          before: toTranslation(resource, before),
        },
        now(),
      );
    });
  }

  /** Each record's status in each language: `missing` where there is no translation. */
  async function statuses(resource: TranslatableResource, ids: number[]): Promise<TranslationStatuses> {
    const rows = await statusesOf(db, resource, ids);
    const result: TranslationStatuses = {};
    for (const id of ids) {
      result[String(id)] = Object.fromEntries(
        TRANSLATION_LOCALES.map((locale) => {
          const row = rows.find((candidate) => candidate.record_id === id && candidate.locale === locale);
          return [locale, row ? (row.outdated === 1 ? 'outdated' : 'current') : 'missing'];
        }),
      ) as TranslationStatuses[string];
    }
    return result;
  }

  return { readAll, read, save, remove, statuses, validate };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
