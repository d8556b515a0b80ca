import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * The media library (docs/product/console.md "Media library", docs/decisions/0054-media-library.md): one row per
 * uploaded file. The table is `media_files` because `media` already holds the site's "media" content records.
 *
 * - `url`: the address a record stores (a picture's widest rendition, or the PDF), unique: the same file
 *   uploaded twice has the same content-hash name and stays one row.
 * - `renditions`: JSON `[{ width, height, url }]`, narrowest first; `media_addresses`: every address of a
 *   file (each rendition's too), one row each, so the public pages find a picture's alt text by whichever
 *   rendition a record stores, in one indexed query; "where it is used" looks for these, and a delete removes
 *   them from storage.
 * - `bytes`, `width`, `height`: null for a file registered from a record that used it before the library existed.
 */
export const mediaLibrary: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

    await db.schema
      .createTable('media_files')
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('url', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'pdf')`))
      .addColumn('renditions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bigint')
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('uploaded_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('uploaded_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('media_files_uploaded')
      .on('media_files')
      .columns(['uploaded_at', 'id'])
      .execute();
    await db.schema
      .createTable('media_addresses')
      .addColumn('address', 'text', (c) => c.primaryKey())
      .addColumn('media_id', 'integer', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('media_addresses_media').on('media_addresses').column('media_id').execute();
  },
};
