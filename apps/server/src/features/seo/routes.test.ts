import { mkdtempSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localisedPath } from '@charity/shared';
import {
  createTestApp,
  testDatabases,
  useTestApp,
  type TestContext,
} from '../../../test/support/test-app.ts';
import { fixtures } from '../../../test/support/fixtures.ts';
import { sitemapLocs, sitemapUrls } from '../../../test/support/sitemap.ts';
import { SITEMAP_PART_URLS } from './routes.ts';

const PUBLIC_URL = 'https://charity.example/seva&co';

/** A web build that ships its own robots.txt and sitemap.xml, which the server's must win over. */
function webBuildWithSeoFiles(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset>stale</urlset>');
  return dir;
}

describe.each(testDatabases)('sitemap and robots on %s', (database) => {
  const ctx = useTestApp(database, { env: { PUBLIC_URL, WEB_DIST: webBuildWithSeoFiles() } });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = ctx.app;
    ids.past = await fixtures.event(db, { category: 'madhava-seva', status: 1 });
    ids.upcoming = await fixtures.event(db, {
      category: 'manava-seva',
      status: 0,
      sdate: '2099-01-10',
      edate: '2099-01-10',
    });
    ids.recurring = await fixtures.event(db, {
      category: 'manava-seva',
      status: 2,
      sdate: null,
      edate: null,
    });
    ids.unpublished = await fixtures.event(db, { category: 'madhava-seva', status: 1, published: 0 });
  });

  it('serves a sitemap index naming the pages part and the events part, as valid escaped XML', async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.body).not.toContain('stale');
    // jsdom's XML parser rejects malformed XML, so this also proves the escaping.
    const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...doc.querySelectorAll('sitemap > loc')].map((loc) => loc.textContent)).toEqual([
      `${PUBLIC_URL}/sitemap-pages.xml`,
      `${PUBLIC_URL}/sitemap-events-1.xml`,
    ]);
    expect(res.body).toContain('<loc>https://charity.example/seva&amp;co/sitemap-pages.xml</loc>');
  });

  it('lists every public page and every event under the list of its status across its parts', async () => {
    for (const part of ['/sitemap-pages.xml', '/sitemap-events-1.xml']) {
      const res = await ctx.app.inject(part);
      expect(res.statusCode, part).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
      expect(doc.documentElement.localName).toBe('urlset');
      expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    }
    expect((await ctx.app.inject('/sitemap-pages.xml')).body).toContain(
      '<loc>https://charity.example/seva&amp;co/about</loc>',
    );

    const locs = await sitemapUrls(ctx.app, PUBLIC_URL);
    // Each page, then its Kannada version; event pages in English only while events are not translated.
    const pages = [
      '/',
      '/about',
      '/about/sai-mayee-trust',
      '/about/sai-meru-mathi-trust',
      '/leadership-team',
      '/media',
      '/testimonial',
      '/gallery/images',
      '/gallery/videos',
      '/volunteer',
      '/faq',
      '/contact',
      '/army2024',
      '/scy2025',
      '/terms-condition',
      '/privacy-policy',
      '/donation-refund-policy',
      '/disclaimer',
      '/find-us',
      '/literature',
      '/crossword',
      '/donation',
      '/e-hundi',
      '/campaigns',
      '/madhava-seva/past-events',
      '/madhava-seva/upcoming-events',
      '/madhava-seva/recurring-events',
      '/manava-seva/past-events',
      '/manava-seva/upcoming-events',
      '/manava-seva/recurring-events',
    ].flatMap((p) => [p, localisedPath('kn', p)]);
    const expected = [
      ...pages,
      `/madhava-seva/past-events/${ids.past}`,
      `/manava-seva/upcoming-events/${ids.upcoming}`,
      `/manava-seva/recurring-events/${ids.recurring}`,
    ].map((p) => `${PUBLIC_URL}${p}`);
    expect(locs).toEqual(expected);
    expect(locs).not.toContain(`${PUBLIC_URL}/madhava-seva/past-events/${ids.unpublished}`);
    for (const hidden of ['/payment', '/auth/', '/faq-demo', '/donation/thank-you']) {
      expect(
        locs.some((loc) => loc.includes(hidden)),
        hidden,
      ).toBe(false);
    }
  });

  it('names each page’s languages as alternates, English also as x-default', async () => {
    const xml = (await ctx.app.inject('/sitemap-pages.xml')).body;
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const about = [...doc.querySelectorAll('url')].find(
      (url) => url.querySelector('loc')?.textContent === `${PUBLIC_URL}/kn/about`,
    );
    expect(about).toBeDefined();
    const links = [...about!.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['en', `${PUBLIC_URL}/about`],
      ['kn', `${PUBLIC_URL}/kn/about`],
      ['x-default', `${PUBLIC_URL}/about`],
    ]);
    // The home page's Kannada address has no trailing slash, as the page itself names it.
    expect(xml).toContain(`<loc>${PUBLIC_URL.replaceAll('&', '&amp;')}/kn</loc>`);
  });

  it('answers 404 for an event part it does not name, and 422 for part 0', async () => {
    expect((await ctx.app.inject('/sitemap-events-2.xml')).statusCode).toBe(404);
    expect((await ctx.app.inject('/sitemap-events-999999.xml')).statusCode).toBe(404);
    expect((await ctx.app.inject('/sitemap-events-0.xml')).statusCode).toBe(422);
  });

  it('serves robots.txt that keeps crawlers out of the API, auth and payment, and names the sitemap', async () => {
    const res = await ctx.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /auth/');
    expect(lines).toContain('Disallow: /payment');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('answers HEAD too', async () => {
    for (const url of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-events-1.xml']) {
      expect((await ctx.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(200);
    }
  });
});

describe.each(testDatabases)('sitemap parts on %s', (database) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The content cache on, as deployed: parts are built once and kept until a content change.
    ctx = await createTestApp(database, { PUBLIC_URL }, undefined, { contentCache: true });
  });
  afterAll(() => ctx.close());

  it(`puts ${SITEMAP_PART_URLS} events in a part, oldest first, and names as many parts as it takes`, async () => {
    const { db } = ctx.app;
    const total = SITEMAP_PART_URLS + 50;
    const row = (n: number) =>
      ({
        name: `Seva ${n}`,
        image: '/uploads/a.webp',
        image_small: '/uploads/a-small.webp',
        category: 'manava-seva',
        status: 2,
        sdate: null,
        edate: null,
        // Every 1000th event unpublished: it must not count towards a part or appear in one.
        published: n % 1000 === 0 ? 0 : 1,
      }) as const;
    for (let from = 1; from <= total; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, total - from + 1) }, (_, i) => row(from + i));
      await db.insertInto('events').values(batch).execute();
    }
    const published = total - Math.floor(total / 1000);
    const parts = Math.ceil(published / SITEMAP_PART_URLS);
    expect(parts).toBe(2);

    const index = sitemapLocs((await ctx.app.inject('/sitemap.xml')).body);
    expect(index).toEqual([
      `${PUBLIC_URL}/sitemap-pages.xml`,
      ...Array.from({ length: parts }, (_, i) => `${PUBLIC_URL}/sitemap-events-${i + 1}.xml`),
    ]);
    const first = sitemapLocs((await ctx.app.inject('/sitemap-events-1.xml')).body);
    expect(first).toHaveLength(Math.min(published, SITEMAP_PART_URLS));
    const ids = (await sitemapUrls(ctx.app, PUBLIC_URL))
      .filter((url) => url.includes('/recurring-events/'))
      .map((url) => Number(url.split('/').pop()));
    expect(ids).toHaveLength(published);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(published);
    const unpublished = await db.selectFrom('events').select('id').where('published', '=', 0).execute();
    for (const { id } of unpublished) expect(ids).not.toContain(id);
    expect((await ctx.app.inject(`/sitemap-events-${parts + 1}.xml`)).statusCode).toBe(404);
  });

  it('sends a part compressed as the crawler accepts, the same XML in each encoding', async () => {
    const plain = await ctx.app.inject({
      url: '/sitemap-events-1.xml',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        url: '/sitemap-events-1.xml',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('keeps its index and parts until the content changes, then builds them afresh', async () => {
    const before = (await ctx.app.inject('/sitemap-events-1.xml')).body;
    const beforeIndex = (await ctx.app.inject('/sitemap.xml')).body;
    // Straight into the database, past the console: nothing tells this instance, so it keeps what it built.
    const { db } = ctx.app;
    await db.updateTable('events').set({ published: 0 }).where('published', '=', 1).execute();
    expect((await ctx.app.inject('/sitemap-events-1.xml')).body).toBe(before);
    expect((await ctx.app.inject('/sitemap.xml')).body).toBe(beforeIndex);
    // What every console write does (features/content/console/routes.ts, app.ts; public-visibility.test.ts goes
    // through the console).
    ctx.app.microCache.clear();
    expect(sitemapLocs((await ctx.app.inject('/sitemap.xml')).body)).toEqual([
      `${PUBLIC_URL}/sitemap-pages.xml`,
    ]);
    expect((await ctx.app.inject('/sitemap-events-1.xml')).statusCode).toBe(404);
  });
});
