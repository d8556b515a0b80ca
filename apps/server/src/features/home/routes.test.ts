import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { fixtures } from '../../../test/support/fixtures.ts';
import { HOME_GALLERY_COUNT } from './repository.ts';

describe.each(testDatabases)('home reads on %s', (database) => {
  const ctx = useTestApp(database);

  it('answers empty lists, a 404 banner video and a null popup before any content exists', async () => {
    for (const url of ['/api/banner/random', '/api/counter/random', '/api/gallery-image/random']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ data: [] });
    }
    const video = await ctx.app.inject('/api/banner-video/display');
    expect(video.statusCode).toBe(404);
    expect(video.json<{ message: string }>().message).toBeTruthy();
    expect((await ctx.app.inject('/api/popup/display')).json()).toEqual({ data: null });
  });

  describe('with content', () => {
    beforeAll(async () => {
      const { db } = ctx.app;
      for (let i = 0; i < 3; i++) await fixtures.banner(db);
      for (const [title, counter, sort_order] of [
        ['Meals served', 125000, 1],
        ['Children cared for', 86, 2],
        ['Temples restored', 14, 3],
        ['Volunteers', 200, 4],
        ['Hidden fifth', 1, 5],
      ] as const) {
        await fixtures.counter(db, { title, counter, sort_order });
      }
      for (let i = 0; i < 12; i++) await fixtures.galleryImage(db);
      await fixtures.bannerVideo(db, { title: 'Old video' });
      await fixtures.bannerVideo(db, {
        title: 'A day at the ashram',
        video: 'https://www.youtube.com/embed/new1',
      });
      await fixtures.popup(db, { title: 'Retired popup', active: 0 });
      await fixtures.popup(db, { title: 'Army-2024 seva', link: '/army2024' });
    });

    it('returns every banner with image, small image and quote', async () => {
      const res = await ctx.app.inject('/api/banner/random');
      const { data } = res.json<{ data: { image: string; image_small: string; quote: string }[] }>();
      expect(data).toHaveLength(3);
      for (const banner of data) {
        expect(banner.image).toMatch(/^\/uploads\//);
        expect(banner.image_small).toMatch(/^\/uploads\//);
        expect(banner.quote).toBeTruthy();
      }
      expect(res.headers['cache-control']).toBe('public, max-age=30');
    });

    it('returns four counters as integers in their curated order', async () => {
      const { data } = (await ctx.app.inject('/api/counter/random')).json<{
        data: { title: string; counter: number }[];
      }>();
      expect(data).toHaveLength(4);
      expect(data.every((c) => Number.isInteger(c.counter))).toBe(true);
      // Higher sort_order first.
      const order = ['Hidden fifth', 'Volunteers', 'Temples restored', 'Children cared for', 'Meals served'];
      const positions = data.map((c) => order.indexOf(c.title));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    it(`returns ${HOME_GALLERY_COUNT} distinct gallery images`, async () => {
      const { data } = (await ctx.app.inject('/api/gallery-image/random')).json<{ data: { id: number }[] }>();
      expect(data).toHaveLength(HOME_GALLERY_COUNT);
      expect(new Set(data.map((i) => i.id)).size).toBe(HOME_GALLERY_COUNT);
    });

    it('shows a picture filed twice only once, and never an unpublished one', async () => {
      // Its own database: the strip draws from every published image, and this needs to know them all.
      const own = await createTestApp(database);
      try {
        const { db } = own.app;
        const twice = {
          image: '/uploads/images/same-1200.webp',
          image_small: '/uploads/images/same-720.webp',
        };
        await fixtures.galleryImage(db, { ...twice, title: 'In the event gallery' });
        await fixtures.galleryImage(db, { ...twice, title: 'In the general gallery' });
        await fixtures.galleryImage(db, { title: 'Another picture' });
        await fixtures.galleryImage(db, { title: 'Withdrawn', published: 0 });
        const { data } = (await own.app.inject('/api/gallery-image/random')).json<{
          data: { title: string; image: string }[];
        }>();
        // The oldest row of the twice-filed picture stands for it.
        expect(data.map((i) => i.title).sort()).toEqual(['Another picture', 'In the event gallery']);
      } finally {
        await own.close();
      }
    });

    it('displays the newest banner video and the newest active popup', async () => {
      const video = (await ctx.app.inject('/api/banner-video/display')).json<{
        data: { title: string; video: string };
      }>();
      expect(video.data).toMatchObject({
        title: 'A day at the ashram',
        video: 'https://www.youtube.com/embed/new1',
      });
      const popup = (await ctx.app.inject('/api/popup/display')).json<{
        data: { title: string; link: string };
      }>();
      expect(popup.data).toMatchObject({ title: 'Army-2024 seva', link: '/army2024' });
    });
  });
});
