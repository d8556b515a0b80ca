import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import { fixtures } from '../../../test/support/fixtures.ts';

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
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp(database, { PUBLIC_URL, WEB_DIST: webBuildWithSeoFiles() });
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
  });
  afterAll(() => ctx.close());

  it('lists every public page and every event under the list of its status, as valid escaped XML', async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.body).not.toContain('stale');

    // jsdom's XML parser rejects malformed XML, so this also proves the escaping.
    const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...doc.querySelectorAll('url > loc')].map((loc) => loc.textContent);
    expect(res.body).toContain('<loc>https://charity.example/seva&amp;co/about</loc>');

    const expected = [
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
      '/madhava-seva/past-events',
      '/madhava-seva/upcoming-events',
      '/madhava-seva/recurring-events',
      '/manava-seva/past-events',
      '/manava-seva/upcoming-events',
      '/manava-seva/recurring-events',
      `/madhava-seva/past-events/${ids.past}`,
      `/manava-seva/upcoming-events/${ids.upcoming}`,
      `/manava-seva/recurring-events/${ids.recurring}`,
    ].map((p) => `${PUBLIC_URL}${p}`);
    expect(locs).toEqual(expected);
    for (const hidden of ['/payment', '/auth/', '/faq-demo']) {
      expect(
        locs.some((loc) => loc?.includes(hidden)),
        hidden,
      ).toBe(false);
    }
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
    const res = await ctx.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
  });
});
