import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Facts about the installation itself, one row per key. The first is `demo_seeded_at`: demo content goes into a
 * database once, so a trust that deletes every demo event never gets the demo back at the next start
 * (docs/product/content-and-pages.md, docs/decisions/0013-demo-content-only-when-asked.md).
 */
export const siteState: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

    await db.schema
      .createTable('site_state')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', pg ? 'timestamptz' : 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    // Before this table, "seeded" meant "has events": a database that has them was seeded (or filled by hand),
    // and must not be seeded again once its events are deleted.
    await sql`
      insert into site_state (key, value)
      select 'demo_seeded_at', 'before-site-state' where exists (select 1 from events)
    `.execute(db);
  },
};
