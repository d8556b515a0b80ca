import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '@charity/shared';
import { readSettings, writeSettings } from '#src/services/settings/settings.ts';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import { fixtures, WEB_INDEX_HTML } from '../../../test/support/fixtures.ts';
import { eventIdFromUrl } from './link-preview.ts';

const PUBLIC_URL = 'https://charity.example';
const HOSTILE_NAME = `Seva camp </script><b>&"'`;

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-web-'));
  writeFileSync(path.join(dir, 'index.html'), WEB_INDEX_HTML);
  return dir;
}

const head = (html: string) => new JSDOM(html).window.document;
const content = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');

describe.each(testDatabases)('event link previews on %s', (database) => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp(database, { PUBLIC_URL, WEB_DIST: fakeWebBuild() });
    const { db } = ctx.app;
    ids.hostile = await fixtures.event(db, {
      name: HOSTILE_NAME,
      category: 'madhava-seva',
      status: 0,
      sdate: '2099-12-20',
      edate: '2099-12-21',
      image: '/uploads/camp-1200.webp',
      description1: `<p>Meals &amp; songs<script>alert(1)</script> for&nbsp;300 devotees &#8211; ${'and more seva '.repeat(20)}</p>`,
    });
    ids.recurring = await fixtures.event(db, {
      category: 'manava-seva',
      status: 2,
      sdate: null,
      edate: null,
      description1: 'null',
    });
  });
  afterAll(() => ctx.close());

  it('writes the title, description, OpenGraph, Twitter and canonical tags, escaped', async () => {
    const url = `/madhava-seva/upcoming-events/${ids.hostile}`;
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The name never appears unescaped, so it cannot close a tag or an attribute.
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain(
      '<title>Seva camp &lt;/script&gt;&lt;b&gt;&amp;&quot;&#39; | Sai Mayee Trusts</title>',
    );
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('<div id="root"></div>');

    const doc = head(res.body);
    const title = `${HOSTILE_NAME} | Sai Mayee Trusts`;
    expect(doc.title).toBe(title);
    const description = content(doc, 'meta[name="description"]') ?? '';
    expect(description.startsWith('Meals & songs for 300 devotees – and more seva')).toBe(true);
    expect(description).not.toContain('alert');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(content(doc, 'meta[property="og:title"]')).toBe(title);
    expect(content(doc, 'meta[property="og:description"]')).toBe(description);
    expect(content(doc, 'meta[property="og:image"]')).toBe(`${PUBLIC_URL}/uploads/camp-1200.webp`);
    expect(content(doc, 'meta[property="og:type"]')).toBe('website');
    expect(content(doc, 'meta[property="og:url"]')).toBe(`${PUBLIC_URL}${url}`);
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}${url}`);
    // Everything went into <head>, none of it into <body>.
    expect(doc.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(6);
    expect(doc.body.querySelectorAll('meta, link, title')).toHaveLength(0);
  });

  it('adds Event JSON-LD that cannot close its script element', async () => {
    const res = await ctx.app.inject(`/madhava-seva/upcoming-events/${ids.hostile}`);
    const open = '<script type="application/ld+json">';
    const start = res.body.indexOf(open) + open.length;
    const raw = res.body.slice(start, res.body.indexOf('</script>', start));
    expect(raw).not.toMatch(/[<>]/);
    expect(raw).toContain('\\u003c/script\\u003e');
    const jsonLd = JSON.parse(raw) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: HOSTILE_NAME,
      startDate: '2099-12-20',
      endDate: '2099-12-21',
      image: [`${PUBLIC_URL}/uploads/camp-1200.webp`],
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: SITE.name, address: SITE.address },
      organizer: { '@type': 'Organization', name: SITE.name },
    });
    expect(jsonLd.description).toBe(content(head(res.body), 'meta[name="description"]'));
    // The page's own script is still the last and only other one.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
  });

  it('points the canonical URL at the list of the event’s status, whatever list the link named', async () => {
    const res = await ctx.app.inject(`/madhava-seva/recurring-events/${ids.recurring}?page=2`);
    const doc = head(res.body);
    const canonical = `${PUBLIC_URL}/manava-seva/recurring-events/${ids.recurring}`;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    // A "null" description counts as absent (docs/product/content-and-pages.md): the site's tagline stands
    // in.
    expect(content(doc, 'meta[name="description"]')).toBe(SITE.tagline);
    const open = '<script type="application/ld+json">';
    const start = res.body.indexOf(open) + open.length;
    const jsonLd = JSON.parse(res.body.slice(start, res.body.indexOf('</script>', start))) as object;
    // Recurring events have no dates, so none are claimed.
    expect(jsonLd).not.toHaveProperty('startDate');
    expect(jsonLd).not.toHaveProperty('endDate');
  });

  it('names the organisation as the trust settings say, once an admin has renamed it', async () => {
    const { db } = ctx.app;
    const { settings } = await readSettings(db);
    const renamed = { ...settings.site, name: 'Sai Trusts of Bengaluru', tagline: 'Seva since 1990' };
    await writeSettings(db, { ...settings, site: renamed }, null, new Date());
    try {
      const doc = head((await ctx.app.inject(`/manava-seva/recurring-events/${ids.recurring}`)).body);
      expect(doc.title).toMatch(/ \| Sai Trusts of Bengaluru$/);
      expect(content(doc, 'meta[property="og:site_name"]')).toBe('Sai Trusts of Bengaluru');
      // The recurring event's description reads "null": the saved tagline stands in.
      expect(content(doc, 'meta[name="description"]')).toBe('Seva since 1990');
    } finally {
      await writeSettings(db, settings, null, new Date());
    }
  });

  it('serves the plain index.html for a missing event and for every other page', async () => {
    for (const [url, status] of [
      ['/madhava-seva/past-events/999999', 200],
      ['/madhava-seva/past-events/99999999999', 200],
      ['/madhava-seva/past-events/0', 200],
      ['/', 200],
      ['/about', 200],
      // Not pages of the site: the app's "Page not found", with a 404 status.
      [`/madhava-seva/other-events/${ids.hostile}`, 404],
      [`/madhava-seva/upcoming-events/${ids.hostile}/extra`, 404],
    ] as const) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toBe(WEB_INDEX_HTML);
    }
  });

  it('gives an event list only the link to its calendar feed', async () => {
    const res = await ctx.app.inject('/madhava-seva/past-events');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      WEB_INDEX_HTML.replace(
        /\s*<\/head>/i,
        `\n    <link rel="alternate" type="text/calendar" title="Madhava Seva events (Sai Mayee Trusts)" href="${PUBLIC_URL}/madhava-seva/events.ics" />\n  </head>`,
      ),
    );
  });
});

describe('eventIdFromUrl', () => {
  it.each([
    ['/madhava-seva/past-events/12', 12],
    ['/manava-seva/upcoming-events/7/', 7],
    ['/manava-seva/recurring-events/3?page=1', 3],
    ['/madhava-seva/past-events/2147483648', null],
    ['/madhava-seva/past-events/abc', null],
    ['/other/past-events/1', null],
    ['/madhava-seva/past-events', null],
  ])('%s -> %s', (url, id) => {
    expect(eventIdFromUrl(url)).toBe(id);
  });
});
