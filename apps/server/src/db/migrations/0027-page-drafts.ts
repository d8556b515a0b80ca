import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * A page's unpublished changes (docs/product/console.md "Drafts of pages"; docs/decisions/0065-drafts-of-pages.md):
 * at most one draft per page, the page's editable fields as the editor saved them, with who and when. The public
 * site reads `pages` only, so a draft is seen by nobody but staff (the console and the page's preview) until
 * "Publish changes" copies it into `pages` and drops it. A page's row is never deleted; the cascade is for tidiness.
 */
export const pageDrafts: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    await db.schema
      .createTable('page_drafts')
      .addColumn('page_id', 'integer', (c) => c.primaryKey().references('pages.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('meta_description', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('image_small', 'text')
      .addColumn('saved_at', ts, (c) =>
        c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
      )
      .addColumn('saved_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .execute();
  },
};
