import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * The Leadership page's people become content the console edits, like banners and counters (the same
 * columns every content table has: sort_order, published, created_at). The portrait is optional (null draws the
 * initials), and `team` places the person on the organisation chart.
 */
export const leaders: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    await db.schema
      .createTable('leaders')
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) =>
        c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('team', 'text', (c) =>
        c.notNull().check(sql`team in ('founder', 'mayee', 'merumathi', 'coordinator')`),
      )
      .addColumn('image', 'text')
      .addColumn('image_small', 'text')
      .execute();
    // The public page reads the published rows in the site's order.
    await db.schema
      .createIndex('leaders_site_order')
      .on('leaders')
      .columns(['published', 'sort_order'])
      .execute();
  },
};
