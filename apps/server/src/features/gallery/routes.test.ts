import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import { fixtures } from '../../../test/support/fixtures.ts';

type PageBody<T> = { data: T[]; meta: { total: number; page: number; per_page: number } };

describe.each(testDatabases)('gallery on %s', (database) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(database);
    const { db } = ctx.app;
    for (let i = 0; i < 10; i++)
      await fixtures.galleryImage(db, { category: 'madhava-seva', title: `Temple lamps ${i}` });
    for (let i = 0; i < 4; i++)
      await fixtures.galleryImage(db, { category: 'manava-seva', title: `Orphanage lunch ${i}` });
    await fixtures.galleryImage(db, { category: 'manava-seva', title: '100% smiles at the_camp' });
    for (let i = 0; i < 3; i++) await fixtures.galleryVideo(db, { category: 'madhava-seva' });
    for (let i = 0; i < 10; i++) await fixtures.galleryVideo(db, { category: 'manava-seva' });
  });
  afterAll(() => ctx.close());

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

  it('searches titles case-insensitively, within the filter, treating % and _ literally', async () => {
    const lamps = (await ctx.app.inject('/api/gallery-image/paginate?search=TEMPLE%20lamps')).json<
      PageBody<unknown>
    >();
    expect(lamps.meta.total).toBe(10);
    const none = (await ctx.app.inject('/api/gallery-image/paginate?search=temple&filter=manava-seva')).json<
      PageBody<unknown>
    >();
    expect(none).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 9 } });
    const percent = (await ctx.app.inject('/api/gallery-image/paginate?search=100%25')).json<
      PageBody<unknown>
    >();
    expect(percent.meta.total).toBe(1);
    const underscore = (await ctx.app.inject('/api/gallery-image/paginate?search=the_camp')).json<
      PageBody<unknown>
    >();
    expect(underscore.meta.total).toBe(1);
    const wildcardOnly = (await ctx.app.inject('/api/gallery-image/paginate?search=_')).json<
      PageBody<unknown>
    >();
    expect(wildcardOnly.meta.total).toBe(1);
    const blank = (await ctx.app.inject('/api/gallery-image/paginate?search=')).json<PageBody<unknown>>();
    expect(blank.meta.total).toBe(15);
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
