import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  testDatabases,
  useTestApp,
  type TestContext,
} from '../../../test/support/test-app.ts';
import { fixtures } from '../../../test/support/fixtures.ts';

type PageBody<T> = { data: T[]; meta: { total: number; page: number; per_page: number } };

describe.each(testDatabases)('gallery on %s', (database) => {
  const ctx = useTestApp(database);
  beforeAll(async () => {
    const { db } = ctx.app;
    for (let i = 0; i < 10; i++)
      await fixtures.galleryImage(db, { category: 'madhava-seva', title: `Temple lamps ${i}` });
    for (let i = 0; i < 4; i++)
      await fixtures.galleryImage(db, { category: 'manava-seva', title: `Orphanage lunch ${i}` });
    await fixtures.galleryImage(db, { category: 'manava-seva', title: '100% smiles at the_camp' });
    // Not published: found by no search, and not counted in the lists below.
    await fixtures.galleryImage(db, { category: 'madhava-seva', title: 'Temple lamps hidden', published: 0 });
    for (let i = 0; i < 3; i++) await fixtures.galleryVideo(db, { category: 'madhava-seva' });
    for (let i = 0; i < 10; i++) await fixtures.galleryVideo(db, { category: 'manava-seva' });
  });

  it('pages all images by default, newest first', async () => {
    const body = (await ctx.app.inject('/api/gallery-image/paginate')).json<
      PageBody<{ id: number; title: string }>
    >();
    expect(body.meta).toEqual({ total: 15, page: 1, per_page: 9 });
    expect(body.data).toHaveLength(9);
    expect(body.data[0]?.title).toBe('100% smiles at the_camp');
    const ids = body.data.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const last = (await ctx.app.inject('/api/gallery-image/paginate?page=2')).json<PageBody<unknown>>();
    expect(last.data).toHaveLength(6);
  });

  it('filters images by category', async () => {
    const madhava = (await ctx.app.inject('/api/gallery-image/paginate?filter=madhava-seva')).json<
      PageBody<{ category: string }>
    >();
    expect(madhava.meta.total).toBe(10);
    expect(madhava.data.every((i) => i.category === 'madhava-seva')).toBe(true);
    const all = (await ctx.app.inject('/api/gallery-image/paginate?filter=all')).json<PageBody<unknown>>();
    expect(all.meta.total).toBe(15);
  });

  const search = async (text: string, more = '') => {
    const res = await ctx.app.inject(`/api/gallery-image/paginate?search=${encodeURIComponent(text)}${more}`);
    expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
    return res.json<PageBody<{ id: number; title: string }>>();
  };

  it('searches titles case-insensitively, within the filter', async () => {
    expect((await search('TEMPLE lamps')).meta.total).toBe(10);
    expect(await search('temple', '&filter=manava-seva')).toEqual({
      data: [],
      meta: { total: 0, page: 1, per_page: 9 },
    });
    const blank = (await ctx.app.inject('/api/gallery-image/paginate?search=')).json<PageBody<unknown>>();
    expect(blank.meta.total).toBe(15);
  });

  it('finds every word typed as the start of a word of the title, in any order', async () => {
    await fixtures.galleryImage(ctx.app.db, { title: 'Café seva for the elders' });
    await fixtures.galleryImage(ctx.app.db, { title: 'ದೀಪೋತ್ಸವ by the tank' });
    expect((await search('temp')).meta.total).toBe(10);
    expect((await search('lam tem')).meta.total).toBe(10);
    expect((await search('orph')).meta.total).toBe(4);
    expect((await search('lunch 3')).data.map((image) => image.title)).toEqual(['Orphanage lunch 3']);
    // Every word must match: no title has both.
    expect((await search('temple lunch')).meta.total).toBe(0);
    // Inside a word is not the start of one.
    expect((await search('emple')).meta.total).toBe(0);
    // Punctuation separates words, as it does in the title.
    expect((await search('100%')).meta.total).toBe(1);
    expect((await search('the_camp')).meta.total).toBe(1);
    expect((await search('CAFÉ')).data.map((image) => image.title)).toEqual(['Café seva for the elders']);
    expect((await search('ದೀಪ')).data.map((image) => image.title)).toEqual(['ದೀಪೋತ್ಸವ by the tank']);
  });

  it('pages search results newest first', async () => {
    const first = await search('lamps');
    expect(first.meta).toEqual({ total: 10, page: 1, per_page: 9 });
    const ids = first.data.map((image) => image.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await search('lamps', '&page=2');
    expect(second.data).toHaveLength(1);
    expect(ids).not.toContain(second.data[0]?.id);
  });

  it('leaves unpublished pictures out of search results', async () => {
    expect((await search('hidden')).meta.total).toBe(0);
    expect((await search('temple lamps')).meta.total).toBe(10);
  });

  it.each([
    ['"', 0],
    ["'", 0],
    ['*', 0],
    ['-', 0],
    ['%', 0],
    ['_', 0],
    ['\\', 0],
    ['()', 0],
    [':*', 0],
    ['&|!', 0],
    ['\u0301', 0],
    ['🙏', 0],
    ['AND', 0],
    ['OR NOT', 0],
    ['NEAR(temple lamps)', 0],
    ['temple"', 10],
    ['"temple', 10],
    ['temple*', 10],
    ['-temple', 10],
    ['temple AND lamps', 0],
    ["temple's", 0],
    ['lamps:*', 10],
    ["'lamps' & 'temple'", 10],
    ['te mp le', 0],
  ])('answers %j as plain words: %i found, never an error', async (text, total) => {
    expect((await search(text)).meta.total).toBe(total);
  });

  it('pages and filters videos', async () => {
    const manava = (await ctx.app.inject('/api/gallery-video/paginate?filter=manava-seva&page=2')).json<
      PageBody<{ video: string; category: string }>
    >();
    expect(manava.meta).toEqual({ total: 10, page: 2, per_page: 9 });
    expect(manava.data).toHaveLength(1);
    expect(manava.data[0]?.video).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
    const all = (await ctx.app.inject('/api/gallery-video/paginate')).json<PageBody<unknown>>();
    expect(all.meta.total).toBe(13);
  });

  it.each([
    ['/api/gallery-image/paginate?filter=madhava', 'filter'],
    ['/api/gallery-image/paginate?page=0', 'page'],
    [`/api/gallery-image/paginate?search=${'x'.repeat(101)}`, 'search'],
    ['/api/gallery-video/paginate?filter=Madhava%20Seva', 'filter'],
    ['/api/gallery-video/paginate?page=two', 'page'],
  ])('answers 422 for %s', async (url, field) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toEqual([field]);
  });
});

describe.each(testDatabases)('gallery ids on %s', (database) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The content cache on, as deployed: a list's or a search's ids are read once and reused.
    ctx = await createTestApp(database, {}, undefined, { contentCache: true });
  });
  afterAll(() => ctx.close());

  const totals = async () =>
    Promise.all(
      ['/api/gallery-image/paginate', '/api/gallery-image/paginate?search=lotus'].map(
        async (url) => (await ctx.app.inject(url)).json<PageBody<unknown>>().meta.total,
      ),
    );

  it('keeps the ids of a list and of a search until the content changes', async () => {
    await fixtures.galleryImage(ctx.app.db, { title: 'Lotus pond' });
    expect(await totals()).toEqual([1, 1]);
    // Straight into the database, past the console: this instance keeps what it read.
    await fixtures.galleryImage(ctx.app.db, { title: 'Lotus garland' });
    expect(await totals()).toEqual([1, 1]);
    // What every console write does (features/content/console/routes.ts; app.ts ties the two caches).
    ctx.app.microCache.clear();
    expect(await totals()).toEqual([2, 2]);
  });
});
