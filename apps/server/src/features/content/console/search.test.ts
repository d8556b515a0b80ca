import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListMeta } from '@charity/shared';
import { createTestApp, testDatabases, type TestContext } from '../../../../test/support/test-app.ts';
import { fixtures } from '../../../../test/support/fixtures.ts';
import { firstAdmin, member, type Enrolled } from '../../../../test/support/staff-test-kit.ts';
import { contentCall } from '../../../../test/support/content-test-kit.ts';

type List = { data: Array<{ id: number; name?: string; title?: string }>; meta: ListMeta };

/**
 * The console's search box (docs/product/console.md): events and gallery images, the tables that grow with the
 * trusts' history, search through the full-text index (every word typed starts a word of the name or title); the
 * other lists look for the text anywhere.
 */
describe.each(testDatabases)('the console search on %s', (database) => {
  let ctx: TestContext;
  let editor: Enrolled;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp(database);
    editor = await member(ctx.app, await firstAdmin(ctx.app), 'editor');
    const { db } = ctx.app;
    ids.blanket = await fixtures.event(db, { name: 'Winter Blanket Drive', category: 'manava-seva' });
    ids.hidden = await fixtures.event(db, { name: 'Winter Clothes Drive', published: 0 });
    ids.deepa = await fixtures.event(db, { name: 'Karthika Deepotsava', category: 'madhava-seva' });
    ids.lamps = await fixtures.galleryImage(db, { title: 'Lamps at dusk' });
    await fixtures.galleryImage(db, { title: 'Relief kits' });
    await fixtures.counter(db, { title: 'Meals served' });
  });
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const res = await contentCall(ctx.app, 'GET', `/api/admin/${query}`, { token: editor.token });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res.json<List>();
  };
  const found = async (query: string) => (await list(query)).data.map((row) => row.id);

  it('finds events by the start of each word, in any order, unpublished ones too', async () => {
    expect(await found('events?q=blank')).toEqual([ids.blanket]);
    expect(await found('events?q=DRIVE%20win&sort=name')).toEqual([ids.blanket, ids.hidden]);
    expect(await found('events?q=drive&published=false')).toEqual([ids.hidden]);
    expect(await found('events?q=drive&category=manava-seva')).toEqual([ids.blanket]);
    expect(await found('events?q=lanket')).toEqual([]);
    expect(await found('events?q=winter%20deep')).toEqual([]);
  });

  it('pages and counts the matches', async () => {
    const page = await list('events?q=drive&per_page=1&page=2&sort=name');
    expect(page.meta).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(page.data.map((row) => row.id)).toEqual([ids.hidden]);
    // The total rides on the page's rows; a page past the last one, and a word nothing has, still count.
    expect((await list('events?q=drive&per_page=1&page=5')).meta).toMatchObject({ total: 2, page: 5 });
    expect((await list('events?q=drive&category=manava-seva&per_page=1&page=3')).meta.total).toBe(1);
    expect((await list('events?q=nothinglikeit')).meta.total).toBe(0);
    expect((await list('gallery-images?q=lamp&per_page=1&page=2')).meta.total).toBe(1);
  });

  it('finds gallery images the same way', async () => {
    expect(await found('gallery-images?q=lamp')).toEqual([ids.lamps]);
    expect(await found('gallery-images?q=dusk%20LAMPS')).toEqual([ids.lamps]);
  });

  it('still looks for the text anywhere in the smaller lists', async () => {
    expect((await list('counters?q=eals%20ser')).meta.total).toBe(1);
  });

  it.each(['"', '*', '-', 'AND', 'NOT drive', 'NEAR(', "'", '%', ':*', '\\'])(
    'answers %j with a list, never an error',
    async (text) => {
      const q = encodeURIComponent(text);
      for (const resource of ['events', 'gallery-images', 'counters']) {
        const result = await list(`${resource}?q=${q}`);
        expect(Array.isArray(result.data)).toBe(true);
      }
    },
  );
});
