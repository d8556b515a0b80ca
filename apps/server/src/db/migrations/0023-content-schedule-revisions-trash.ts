import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/** Every publishable content table (features/content/console/resources.ts). */
const CONTENT_TABLES = [
  'events',
  'banners',
  'counters',
  'gallery_images',
  'gallery_videos',
  'literature',
  'media',
  'crosswords',
  'testimonials',
  'popups',
  'banner_videos',
  'leaders',
] as const;

/**
 * The console's content gains a publish schedule, revisions and a trash (docs/product/console.md "Scheduling",
 * "Revisions", "Trash"; docs/decisions/0053-content-revisions-and-trash.md).
 *
 * - `publish_at` / `unpublish_at` on every content table: when the schedule job publishes or withdraws the row.
 * - `content_revisions`: each save of a record, the whole record as JSON and the fields it changed.
 * - `content_trash`: a deleted record's row as JSON until it is restored or purged after 30 days. The row leaves its
 *   table, so every public read, feed, the sitemap and search ignore it without a filter of their own.
 */
export const contentScheduleRevisionsTrash: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
    const serial = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        );

    for (const table of CONTENT_TABLES) {
      await db.schema.alterTable(table).addColumn('publish_at', ts).execute();
      await db.schema.alterTable(table).addColumn('unpublish_at', ts).execute();
    }

    await serial('content_revisions')
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('record', 'text', (c) => c.notNull())
      .addColumn('changed', 'text', (c) => c.notNull())
      .addColumn('staff_id', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('content_revisions_record')
      .on('content_revisions')
      .columns(['resource', 'record_id', 'id'])
      .execute();

    await serial('content_trash')
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('record', 'text', (c) => c.notNull())
      // What deleting the record undid and restoring it puts back (an event's gallery items), as JSON.
      .addColumn('links', 'text')
      .addColumn('deleted_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('deleted_at', ts, (c) => c.notNull())
      .addUniqueConstraint('content_trash_record', ['resource', 'record_id'])
      .execute();
    await db.schema.createIndex('content_trash_deleted').on('content_trash').column('deleted_at').execute();
  },
};
