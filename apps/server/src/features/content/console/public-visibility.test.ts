import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATABLE_RESOURCES, type CreatableResource } from '@charity/shared';
import { createTestApp, testDatabases, type TestContext } from '../../../../test/support/test-app.ts';
import { WEB_INDEX_HTML } from '../../../../test/support/fixtures.ts';
import { sitemapUrls } from '../../../../test/support/sitemap.ts';
import { firstAdmin, member, type Enrolled } from '../../../../test/support/staff-test-kit.ts';
import { contentCall, SAMPLES } from '../../../../test/support/content-test-kit.ts';

const PUBLIC_URL = 'https://charity.example';

type Item = { id: number } & Record<string, unknown>;
type Body = { data: unknown };

/** Where the public site reads each resource, and whether an answer shows the record. */
const PUBLIC_READS: Record<
  CreatableResource,
  Array<{ url: (item: Item) => string; shows: (body: Body, item: Item) => boolean }>
> = (() => {
  const hasId = (body: Body, item: Item) =>
    Array.isArray(body.data) && (body.data as Item[]).some((row) => row.id === item.id);
  const sameTitle = (body: Body, item: Item) =>
    body.data !== null && (body.data as Item | undefined)?.title === item.title;
  return {
    events: [
      { url: (e) => `/api/event/paginate?filter=${String(e.category)}&status=0`, shows: hasId },
      { url: () => '/api/event/paginate', shows: hasId },
      {
        url: (e) => `/api/event/display/${e.id}`,
        shows: (body, e) => (body.data as Item | undefined)?.id === e.id,
      },
    ],
    banners: [{ url: () => '/api/banner/random', shows: hasId }],
    counters: [{ url: () => '/api/counter/random', shows: hasId }],
    'gallery-images': [
      { url: () => '/api/gallery-image/paginate', shows: hasId },
      { url: () => '/api/gallery-image/random', shows: hasId },
    ],
    'gallery-videos': [{ url: () => '/api/gallery-video/paginate', shows: hasId }],
    literature: [{ url: () => '/api/literature/paginate', shows: hasId }],
    media: [{ url: () => '/api/media/paginate', shows: hasId }],
    crosswords: [{ url: () => '/api/crossword/paginate', shows: hasId }],
    testimonials: [{ url: () => '/api/testimonial/filter?filter=1', shows: hasId }],
    popups: [{ url: () => '/api/popup/display', shows: sameTitle }],
    'banner-videos': [{ url: () => '/api/banner-video/display', shows: sameTitle }],
    leaders: [{ url: () => '/api/leader/list', shows: hasId }],
    faqs: [{ url: () => '/api/faq', shows: hasId }],
  };
})();

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-web-'));
  writeFileSync(path.join(dir, 'index.html'), WEB_INDEX_HTML);
  return dir;
}

describe.each(testDatabases)('published and unpublished content on %s', (database) => {
  let ctx: TestContext;
  let editor: Enrolled;
  beforeAll(async () => {
    // The micro-cache and the content cache (list ids, sitemap parts) on, as deployed: a write must clear them
    // for the change to show at once.
    ctx = await createTestApp(database, { PUBLIC_URL, WEB_DIST: fakeWebBuild() }, undefined, {
      microCacheMs: 60_000,
      contentCache: true,
    });
    editor = await member(ctx.app, await firstAdmin(ctx.app), 'editor');
  });
  afterAll(() => ctx.close());

  const admin = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    contentCall(ctx.app, method, url, { token: editor.token, ...(body === undefined ? {} : { body }) });
  const read = async (url: string) => {
    const response = await ctx.app.inject(url);
    return response.statusCode === 200 ? response.json<Body>() : { data: null };
  };

  it.each(CREATABLE_RESOURCES)(
    '%s: shown while published, gone from every public read at once when not or when trashed, back when restored',
    async (resource) => {
      const created = await admin('POST', `/api/admin/${resource}`, SAMPLES[resource].create);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json<{ data: Item }>().data;
      for (const { url, shows } of PUBLIC_READS[resource]) {
        expect(shows(await read(url(item)), item), `${url(item)} while published`).toBe(true);
      }
      await admin('PATCH', `/api/admin/${resource}/${item.id}`, { published: false });
      for (const { url, shows } of PUBLIC_READS[resource]) {
        expect(shows(await read(url(item)), item), `${url(item)} once unpublished`).toBe(false);
      }
      await admin('PATCH', `/api/admin/${resource}/${item.id}`, { published: true });
      for (const { url, shows } of PUBLIC_READS[resource]) {
        expect(shows(await read(url(item)), item), `${url(item)} published again`).toBe(true);
      }
      // Deleted: in the trash, which no public read sees (docs/product/console.md "Trash").
      await admin('DELETE', `/api/admin/${resource}/${item.id}`);
      for (const { url, shows } of PUBLIC_READS[resource]) {
        expect(shows(await read(url(item)), item), `${url(item)} once deleted`).toBe(false);
      }
      const trash = await contentCall(ctx.app, 'GET', '/api/admin/content/trash', { token: editor.token });
      const entry = trash
        .json<{ data: Array<{ id: number; resource: string; record_id: number }> }>()
        .data.find((row) => row.resource === resource && row.record_id === item.id);
      expect(entry, 'the trash entry').toBeDefined();
      await admin('POST', `/api/admin/content/trash/${entry!.id}/restore`);
      for (const { url, shows } of PUBLIC_READS[resource]) {
        expect(shows(await read(url(item)), item), `${url(item)} restored from the trash`).toBe(true);
      }
    },
  );

  it('keeps an unpublished event out of the sitemap, its link preview and the calendar feeds, and its gallery pictures out of its page', async () => {
    const created = await admin('POST', '/api/admin/events', {
      ...SAMPLES.events.create,
      name: 'Hidden Seva Camp',
    });
    const event = created.json<{ data: Item }>().data;
    const pageUrl = `/manava-seva/upcoming-events/${event.id}`;
    const picture = await admin('POST', '/api/admin/gallery-images', {
      ...SAMPLES['gallery-images'].create,
      event_id: event.id,
    });
    const pictureId = picture.json<{ data: Item }>().data.id;
    const eventPictures = async () =>
      (await read(`/api/event/display/${event.id}`)).data as { event_gallery_images: Item[] } | null;

    const sitemap = () => sitemapUrls(ctx.app, PUBLIC_URL);
    expect(await sitemap()).toContain(`${PUBLIC_URL}${pageUrl}`);
    expect((await ctx.app.inject(pageUrl)).body).toContain('Hidden Seva Camp');
    const feed = async () => (await ctx.app.inject('/manava-seva/events.ics')).body;
    const file = `/manava-seva/events/${event.id}.ics`;
    expect(await feed()).toContain('SUMMARY:Hidden Seva Camp');
    expect((await ctx.app.inject(file)).statusCode).toBe(200);
    expect((await eventPictures())?.event_gallery_images.map((row) => row.id)).toEqual([pictureId]);

    await admin('PATCH', `/api/admin/gallery-images/${pictureId}`, { published: false });
    expect((await eventPictures())?.event_gallery_images).toEqual([]);

    await admin('PATCH', `/api/admin/events/${event.id}`, { published: false });
    expect((await sitemap()).filter((url) => url.endsWith(`/${event.id}`))).toEqual([]);
    expect((await ctx.app.inject(pageUrl)).body).not.toContain('Hidden Seva Camp');
    expect(await ctx.app.inject(`/api/event/display/${event.id}`)).toHaveProperty('statusCode', 404);
    expect(await feed()).not.toContain('Hidden Seva Camp');
    expect((await ctx.app.inject(file)).statusCode).toBe(404);
  });

  it('lists an upcoming event whose last day has passed as past, everywhere the public site looks', async () => {
    const event = async (name: string, sdate: string, edate: string | null) =>
      (
        await admin('POST', '/api/admin/events', {
          ...SAMPLES.events.create,
          category: 'madhava-seva',
          status: 0,
          name,
          sdate,
          edate,
        })
      ).json<{ data: Item }>().data;
    const over = await event('Over and done', '2020-02-01', '2020-02-02');
    const ongoing = await event('Still running', '2020-02-01', '2099-02-01');
    const noEnd = await event('One day long ago', '2020-03-01', null);
    expect(over).toMatchObject({ status: 0, listed_status: 1 });
    expect(ongoing).toMatchObject({ status: 0, listed_status: 0 });
    expect(noEnd).toMatchObject({ status: 0, listed_status: 1 });

    const ids = async (url: string) => ((await read(url)).data as Item[]).map((row) => row.id);
    const upcoming = await ids('/api/event/paginate?filter=madhava-seva&status=0');
    expect(upcoming).toContain(ongoing.id);
    expect(upcoming).not.toContain(over.id);
    expect(upcoming).not.toContain(noEnd.id);
    expect(await ids('/api/event/paginate?filter=madhava-seva&status=1')).toEqual(
      expect.arrayContaining([over.id, noEnd.id]),
    );
    const detail = (await read(`/api/event/display/${over.id}`)).data as Item;
    expect(detail.status).toBe(1);
    const sitemap = await sitemapUrls(ctx.app, PUBLIC_URL);
    expect(sitemap).toContain(`${PUBLIC_URL}/madhava-seva/past-events/${over.id}`);
    expect(sitemap).toContain(`${PUBLIC_URL}/madhava-seva/upcoming-events/${ongoing.id}`);
  });
});
