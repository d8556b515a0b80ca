import type { Kysely, Migration } from 'kysely';

/**
 * Translations of the trusts' content (docs/product/languages.md "Translating content";
 * docs/decisions/0076-content-translations.md): one row per record and language, whatever the resource.
 *
 * - `fields`: the translated fields as JSON (`{"title": "…", "body": "<p>…</p>"}`); a field left out or null is
 *   shown in English.
 * - `source`: the English of those fields when the translation was saved, so the console can show what changed.
 * - `outdated`: 1 once an English field a visitor reads changed after the save (the content service sets it in the
 *   transaction of the English change); a save of the translation sets it back to 0. A flag rather than a
 *   comparison at read time, so the console's lists can filter on it in SQL.
 * - `published`: 0 keeps the translation from visitors (they read the English) while the editor works on it.
 *
 * No foreign key to the record, whose table depends on `resource`: deleting a record sends it to the trash with its
 * translations left in place (a restore brings both back); deleting it for good deletes them. The times are ISO
 * text written from the service's clock on both databases, so tests can fix the clock. A SQLite site's backup copies
 * the database file, so translations are in it; a PostgreSQL site's pg_dump takes every table.
 */
export const contentTranslations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_translations')
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('outdated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .addPrimaryKeyConstraint('content_translations_pk', ['resource', 'record_id', 'locale'])
      .execute();
  },
};
