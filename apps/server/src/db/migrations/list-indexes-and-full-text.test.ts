import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  testDatabases,
  type TestContext,
  type TestDatabase,
} from '../../../test/support/test-app.ts';
import { fixtures } from '../../../test/support/fixtures.ts';
import { eventIdsQuery } from '#src/features/events/repository.ts';
import { galleryIdsQuery, gallerySearchIdsQuery } from '#src/features/gallery/repository.ts';
import { fullTextMatch, searchWords, type FullTextTable } from '#src/shared/full-text.ts';
import type { Db } from '../database.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/** The ids of `table`'s rows whose searched column matches `text` (shared/full-text.ts). */
async function found(db: Db, table: FullTextTable, text: string): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where(fullTextMatch(db, table, searchWords(text)))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

const event = { image: 'a', image_small: 'b', category: 'madhava-seva', status: 1, sdate: null, edate: null };
const picture = { image: 'a', image_small: 'b', category: 'manava-seva' };

describe.each(testDatabases)('migration 0015-list-indexes-and-full-text on %s', (kind: TestDatabase) => {
  it('indexes the names and titles that were there before it, and keeps up with every insert, change and delete', async () => {
    const { db, schema, close } = await createTestDatabase(kind);
    try {
      await migrateTo(db, '0014-volunteer-retention', schema);
      const [before] = await db
        .insertInto('events')
        .values({ ...event, name: 'Karthika Deepotsava' })
        .returning('id')
        .execute();
      await db
        .insertInto('gallery_images')
        .values({ ...picture, title: 'Lamps at the temple tank' })
        .execute();
      await migrateToLatest(db, schema);

      expect(await found(db, 'events', 'deep')).toEqual([before!.id]);
      expect(await found(db, 'gallery_images', 'tank lamp')).toHaveLength(1);

      const [added] = await db
        .insertInto('events')
        .values({ ...event, name: 'Sainik Seva' })
        .returning('id')
        .execute();
      expect(await found(db, 'events', 'sainik')).toEqual([added!.id]);
      await db.updateTable('events').set({ name: 'Army Seva' }).where('id', '=', added!.id).execute();
      expect(await found(db, 'events', 'sainik')).toEqual([]);
      expect(await found(db, 'events', 'army')).toEqual([added!.id]);
      // A change of another column leaves the index as it was.
      await db.updateTable('events').set({ published: 0 }).where('id', '=', added!.id).execute();
      expect(await found(db, 'events', 'army seva')).toEqual([added!.id]);
      await db.deleteFrom('events').where('id', '=', before!.id).execute();
      expect(await found(db, 'events', 'deep')).toEqual([]);
      await db.deleteFrom('gallery_images').execute();
      expect(await found(db, 'gallery_images', 'lamps')).toEqual([]);
    } finally {
      await close();
    }
  });
});

/**
 * Which indexes the public lists and the searches read (docs/decisions/0029-cost-flat-as-content-grows.md). A test
 * table is small enough that reading all of it is cheapest, so PostgreSQL is told to avoid sequential (and, for the
 * lists, bitmap) scans: the plan then shows which index answers the query. Its statistics come from a mix like a
 * real site's.
 */
describe.each(testDatabases)('list and search plans on %s', (kind: TestDatabase) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const { db } = ctx.app;
    const day = (i: number) => `20${String(10 + (i % 15))}-0${1 + (i % 9)}-1${i % 10}`;
    await db
      .insertInto('events')
      .values(
        Array.from({ length: 600 }, (_, i) => ({
          ...event,
          name: `Seva ${i}`,
          category: i % 2 === 0 ? 'madhava-seva' : 'manava-seva',
          status: [1, 1, 1, 0, 0, 2][i % 6]!,
          sdate: i % 6 === 5 ? null : day(i),
          edate: i % 6 === 5 ? null : day(i),
        })),
      )
      .execute();
    await db
      .insertInto('gallery_images')
      .values(
        Array.from({ length: 600 }, (_, i) => ({
          ...picture,
          title: `Temple lamps ${i}`,
          category: i % 2 === 0 ? 'madhava-seva' : 'manava-seva',
        })),
      )
      .execute();
    await fixtures.galleryVideo(db);
    await sql.raw(kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  });
  afterAll(() => ctx.close());

  /** The plan of `query`; on PostgreSQL without sequential scans, and for a list without bitmap scans either. */
  async function plan(query: Compilable, { list = true } = {}): Promise<string> {
    const { sql, parameters } = query.compile();
    if (kind === 'sqlite') {
      const result = await ctx.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
      );
      return result.rows.map((row) => row.detail).join('\n');
    }
    return ctx.app.db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      // A list is read in order: a bitmap scan (any index, rows then sorted) is what the list indexes replace.
      if (list) await trx.executeQuery(CompiledQuery.raw('set local enable_bitmapscan = off'));
      const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${sql}`, [...parameters]),
      );
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  const today = '2026-06-01';

  it('reads a recurring event list in its order from events_public_list, without visiting a row', async () => {
    const text = await plan(eventIdsQuery(ctx.app.db, { filter: 'madhava-seva', status: 2 }, today));
    if (kind === 'sqlite') {
      expect(text).toContain('COVERING INDEX events_public_list (published=? AND category=? AND status=?)');
      expect(text).not.toContain('TEMP B-TREE');
    } else {
      expect(text).toMatch(/Index Only Scan (Backward )?using events_public_list/);
      expect(text).not.toContain('Sort');
    }
  });

  it('reads the upcoming and past lists by a range of events_public_list, the date rule checked in the index', async () => {
    for (const status of [0, 1] as const) {
      const text = await plan(eventIdsQuery(ctx.app.db, { filter: 'madhava-seva', status }, today));
      if (kind === 'sqlite') {
        expect(text).toContain('COVERING INDEX events_public_list (published=? AND category=? AND status=?)');
      } else {
        expect(text).toMatch(/Index Only Scan (Backward )?using events_public_list/);
        expect(text).toMatch(/Index Cond: .*status/);
      }
    }
  });

  it('reads a gallery in its order from its list index, without visiting a row', async () => {
    const cases = [
      ['gallery_images', 'all', 'gallery_images_public_all'],
      ['gallery_images', 'madhava-seva', 'gallery_images_public_list'],
      ['gallery_videos', 'all', 'gallery_videos_public_all'],
      ['gallery_videos', 'manava-seva', 'gallery_videos_public_list'],
    ] as const;
    for (const [table, filter, index] of cases) {
      const text = await plan(galleryIdsQuery(ctx.app.db, table, filter));
      if (kind === 'sqlite') {
        expect(text, index).toContain(`COVERING INDEX ${index}`);
        expect(text, index).not.toContain('TEMP B-TREE');
      } else {
        expect(text, index).toMatch(new RegExp(`Index Only Scan (Backward )?using ${index}`));
        expect(text, index).not.toContain('Sort');
      }
    }
  });

  it('searches through the full-text index of gallery titles and event names', async () => {
    const words = searchWords('temple lamp');
    for (const table of ['gallery_images', 'events'] as const) {
      const query =
        table === 'gallery_images'
          ? gallerySearchIdsQuery(ctx.app.db, 'all', words)
          : ctx.app.db
              .selectFrom(table)
              .select('id')
              .where(fullTextMatch(ctx.app.db, table, words));
      // GIN indexes are read by bitmap scans only.
      const text = await plan(query, { list: false });
      if (kind === 'sqlite') {
        expect(text, table).toContain(`${table}_fts VIRTUAL TABLE INDEX`);
      } else {
        const column = table === 'events' ? 'name' : 'title';
        expect(text, table).toContain(`Bitmap Index Scan on ${table}_${column}_search`);
        // Not a walk along a list index testing every title.
        expect(text, table).not.toMatch(/Index (Only )?Scan (Backward )?using \w+_public/);
      }
    }
  });
});
