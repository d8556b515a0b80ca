import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import { fixtures } from '../../../test/support/fixtures.ts';

type PageBody<T> = { data: T[]; meta: { total: number; page: number; per_page: number } };

describe.each(testDatabases)('crossword, literature, media and testimonials on %s', (database) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(database);
    const { db } = ctx.app;
    for (let i = 0; i < 11; i++) await fixtures.crossword(db);
    await fixtures.literature(db, {
      title: 'Sai Satcharitra',
      is_pdf: 1,
      file: '/uploads/literature/satcharitra.pdf',
    });
    await fixtures.literature(db, {
      title: 'Sri Sai Gurucharitra',
      is_pdf: 0,
      file: 'https://books.example/gurucharitra',
    });
    await fixtures.media(db, { type: 1, media: '/uploads/media/news.webp' });
    await fixtures.media(db, { type: 2, media: 'https://www.youtube.com/embed/news1' });
    for (let i = 0; i < 3; i++) await fixtures.testimonial(db, { kind: 1 });
    for (let i = 0; i < 2; i++)
      await fixtures.testimonial(db, { kind: 2, testimonial: `https://www.youtube.com/embed/t${i}` });
  });
  afterAll(() => ctx.close());

  it('pages crosswords, 9 per page, with the exact total', async () => {
    const first = (await ctx.app.inject('/api/crossword/paginate')).json<PageBody<{ image: string }>>();
    expect(first.meta).toEqual({ total: 11, page: 1, per_page: 9 });
    expect(first.data).toHaveLength(9);
    const second = (await ctx.app.inject('/api/crossword/paginate?page=2')).json<PageBody<unknown>>();
    expect(second.data).toHaveLength(2);
  });

  it('returns literature with is_pdf as a boolean', async () => {
    const body = (await ctx.app.inject('/api/literature/paginate')).json<
      PageBody<{ title: string; is_pdf: boolean; file: string }>
    >();
    expect(body.meta.total).toBe(2);
    const byTitle = Object.fromEntries(body.data.map((item) => [item.title, item]));
    expect(byTitle['Sai Satcharitra']).toMatchObject({
      is_pdf: true,
      file: '/uploads/literature/satcharitra.pdf',
    });
    expect(byTitle['Sri Sai Gurucharitra']).toMatchObject({ is_pdf: false });
  });

  it('returns media with its type and URL', async () => {
    const body = (await ctx.app.inject('/api/media/paginate')).json<
      PageBody<{ type: number; media: string }>
    >();
    expect(body.data.map((m) => m.type).sort()).toEqual([1, 2]);
  });

  it('filters testimonials by kind: 1 words, 2 videos', async () => {
    const words = (await ctx.app.inject('/api/testimonial/filter?filter=1')).json<{
      data: { kind: number; author: string }[];
    }>();
    expect(words.data).toHaveLength(3);
    expect(words.data.every((t) => t.kind === 1 && t.author)).toBe(true);
    const videos = (await ctx.app.inject('/api/testimonial/filter?filter=2')).json<{
      data: { testimonial: string }[];
    }>();
    expect(videos.data).toHaveLength(2);
    expect(videos.data.every((t) => t.testimonial.startsWith('https://www.youtube.com/embed/'))).toBe(true);
  });

  it.each([
    '/api/testimonial/filter',
    '/api/testimonial/filter?filter=3',
    '/api/testimonial/filter?filter=words',
    '/api/crossword/paginate?page=0',
    '/api/literature/paginate?page=x',
    '/api/media/paginate?page=1.5',
  ])('answers 422 for %s', async (url) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string; errors: object }>()).toMatchObject({
      message: expect.any(String) as string,
    });
  });
});
