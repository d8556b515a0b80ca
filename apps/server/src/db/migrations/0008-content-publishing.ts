import type { Kysely, Migration } from 'kysely';

/** Every table the console edits as content (docs/product/console.md, content). */
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
] as const;

/**
 * Content can be unpublished (kept, but never shown publicly). Rows that exist are published, so the
 * site looks the same the day this runs. `sort_order` already exists on every content table (0001).
 */
export const contentPublishing: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of CONTENT_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    }
    // The public event lists filter on it beside category and status.
    await db.schema
      .createIndex('events_published_list')
      .on('events')
      .columns(['published', 'category', 'status', 'sdate'])
      .execute();
  },
};
