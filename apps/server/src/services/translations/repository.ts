import { sql, type SqlBool, type Expression } from 'kysely';
import { TRANSLATION_LOCALES, type TranslationLocale, type TranslationStatus } from '@charity/shared';
import type { Executor } from '#src/db/executor.ts';

/**
 * The SQL of content translations (migration 0033): one row per resource, record and language. `fields` and
 * `source` are JSON text on both databases.
 */

export type TranslationRow = {
  resource: string;
  record_id: number;
  locale: string;
  fields: string;
  source: string;
  outdated: number;
  published: number;
  updated_at: string;
  updated_by: string | null;
  staff_name: string | null;
};

export async function findTranslations(
  db: Executor,
  resource: string,
  recordId: number,
): Promise<TranslationRow[]> {
  return db
    .selectFrom('content_translations as t')
    .leftJoin('staff', 'staff.id', 't.updated_by')
    .select([
      't.resource',
      't.record_id',
      't.locale',
      't.fields',
      't.source',
      't.outdated',
      't.published',
      't.updated_at',
      't.updated_by',
      'staff.name as staff_name',
    ])
    .where('t.resource', '=', resource)
    .where('t.record_id', '=', recordId)
    .execute();
}

export async function upsertTranslation(
  db: Executor,
  row: Omit<TranslationRow, 'staff_name' | 'outdated' | 'published'> & { published: 0 | 1 },
): Promise<void> {
  await db
    .insertInto('content_translations')
    .values({ ...row, outdated: 0 })
    .onConflict((oc) =>
      oc.columns(['resource', 'record_id', 'locale']).doUpdateSet({
        fields: row.fields,
        source: row.source,
        outdated: 0,
        published: row.published,
        updated_at: row.updated_at,
        updated_by: row.updated_by,
      }),
    )
    .execute();
}

/** Deletes one language's translation (or every language's, without `locale`); the rows deleted. */
export async function deleteTranslations(
  db: Executor,
  resource: string,
  recordId: number,
  locale?: string,
): Promise<number> {
  const result = await db
    .deleteFrom('content_translations')
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .$if(locale !== undefined, (query) => query.where('locale', '=', locale!))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The English of a record changed: every translation of it is now outdated. */
export async function markOutdated(db: Executor, resource: string, recordId: number): Promise<void> {
  await db
    .updateTable('content_translations')
    .set({ outdated: 1 })
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .execute();
}

/** Each record's status in `locale`, for the ids given (the console list's chips). */
export async function statusesOf(
  db: Executor,
  resource: string,
  ids: number[],
): Promise<Array<{ record_id: number; locale: string; outdated: number }>> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('content_translations')
    .select(['record_id', 'locale', 'outdated'])
    .where('resource', '=', resource)
    .where('record_id', 'in', ids)
    .execute();
}

/** The published translations in `locale` of these records (the public reads). */
export async function publishedTranslations(
  db: Executor,
  resource: string,
  locale: TranslationLocale,
  ids: number[],
): Promise<Map<number, Record<string, string | null>>> {
  const found = new Map<number, Record<string, string | null>>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('content_translations')
    .select(['record_id', 'fields'])
    .where('resource', '=', resource)
    .where('locale', '=', locale)
    .where('published', '=', 1)
    .where('record_id', 'in', ids)
    .execute();
  for (const row of rows) found.set(row.record_id, JSON.parse(row.fields) as Record<string, string | null>);
  return found;
}

/** Whether the record has a published translation into every language content is translated into. */
export async function isTranslated(db: Executor, resource: string, recordId: number): Promise<boolean> {
  const rows = await db
    .selectFrom('content_translations')
    .select('locale')
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .where('published', '=', 1)
    .execute();
  return TRANSLATION_LOCALES.every((locale) => rows.some((row) => row.locale === locale));
}

/**
 * The condition a console list adds for `?translation=`: whether the row of `table` has a translation in `locale`
 * and in which state. A correlated subquery on the translations' primary key, so it costs one index probe a row.
 */
export function translationCondition(
  table: string,
  resource: string,
  locale: TranslationLocale,
  status: TranslationStatus,
): Expression<SqlBool> {
  const match = sql`select 1 from content_translations t where t.resource = ${resource} and t.record_id = ${sql.ref(
    `${table}.id`,
  )} and t.locale = ${locale}`;
  if (status === 'missing') return sql<SqlBool>`not exists (${match})`;
  return sql<SqlBool>`exists (${match} and t.outdated = ${status === 'outdated' ? 1 : 0})`;
}
