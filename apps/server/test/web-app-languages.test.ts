import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_INDEX_HTML } from './support/fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/*
 * The languages of the served pages (docs/product/languages.md, docs/decisions/0067): `<html lang>` from the URL,
 * hreflang alternates, canonical and og:locale on every public page, the console English only, and the page
 * cache keeping each language's page apart. A fake renderer bundle stands in for the web app's (it echoes the
 * URL it was asked for); pages do not depend on the database dialect, so SQLite alone is enough here.
 */

const SITE = 'https://trusts.example';

const RENDERER = `
export function createPageRenderer() {
  const calls = (globalThis.__languageTestCalls ??= []);
  return async (url) => {
    calls.push(url);
    return { status: 200, html: '<main data-url="' + url + '">page</main>', stateScript: '', head: { title: 'Page' } };
  };
}
`;
const calls = () => (globalThis as unknown as { __languageTestCalls?: string[] }).__languageTestCalls ?? [];

describe('pages in two languages', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'charity-languages-'));
    writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist', 'index.html'), WEB_INDEX_HTML);
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
    ctx = await createTestApp('sqlite', { WEB_DIST: path.join(root, 'dist'), PUBLIC_URL: SITE }, undefined, {
      microCacheMs: 60_000,
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await ctx.app.inject(url);
    const document = new JSDOM(res.body).window.document;
    const hreflang: Record<string, string | null> = Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href'),
      ]),
    );
    return {
      res,
      lang: document.documentElement.getAttribute('lang'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
      hreflang,
      rendered: document.querySelector('main')?.getAttribute('data-url'),
    };
  };

  it('serves the Kannada home page at /kn with lang="kn", its canonical and its alternates', async () => {
    const kn = await page('/kn');
    expect(kn.res.statusCode).toBe(200);
    expect(kn.lang).toBe('kn');
    expect(kn.canonical).toBe(`${SITE}/kn`);
    expect(kn.ogLocale).toBe('kn_IN');
    expect(kn.hreflang).toEqual({ en: `${SITE}/`, kn: `${SITE}/kn`, 'x-default': `${SITE}/` });
    // The renderer is asked for the Kannada URL: it picks the language from it.
    expect(kn.rendered).toBe('/kn');
  });

  it('lists the same alternates on the English page, which stays lang="en"', async () => {
    const en = await page('/about');
    expect(en.lang).toBe('en');
    expect(en.canonical).toBe(`${SITE}/about`);
    expect(en.ogLocale).toBe('en_IN');
    expect(en.hreflang).toEqual({
      en: `${SITE}/about`,
      kn: `${SITE}/kn/about`,
      'x-default': `${SITE}/about`,
    });
  });

  it('keeps the query string in the alternates', async () => {
    const kn = await page('/kn/madhava-seva/past-events?page=2');
    expect(kn.res.statusCode).toBe(200);
    expect(kn.hreflang.en).toBe(`${SITE}/madhava-seva/past-events?page=2`);
    expect(kn.hreflang.kn).toBe(`${SITE}/kn/madhava-seva/past-events?page=2`);
    expect(kn.canonical).toBe(`${SITE}/kn/madhava-seva/past-events?page=2`);
  });

  it('points a Kannada event page, whose record is not translated, at the English page, with no alternates', async () => {
    const kn = await page('/kn/madhava-seva/upcoming-events/2');
    expect(kn.res.statusCode).toBe(200);
    expect(kn.lang).toBe('kn');
    expect(kn.canonical).toBe(`${SITE}/madhava-seva/upcoming-events/2`);
    expect(kn.ogLocale).toBe('en_IN');
    expect(kn.hreflang).toEqual({});
    const en = await page('/madhava-seva/upcoming-events/2');
    expect(en.hreflang).toEqual({});
  });

  it('gives a translated event its own Kannada page: canonical, og:locale and alternates in both languages', async () => {
    await ctx.app.db
      .insertInto('content_translations')
      .values({
        resource: 'events',
        record_id: 3,
        locale: 'kn',
        fields: JSON.stringify({ name: 'ಕಾರ್ಯಕ್ರಮ' }),
        source: JSON.stringify({ name: 'Event' }),
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
    const kn = await page('/kn/madhava-seva/upcoming-events/3');
    expect(kn.canonical).toBe(`${SITE}/kn/madhava-seva/upcoming-events/3`);
    expect(kn.ogLocale).toBe('kn_IN');
    expect(kn.hreflang).toEqual({
      en: `${SITE}/madhava-seva/upcoming-events/3`,
      kn: `${SITE}/kn/madhava-seva/upcoming-events/3`,
      'x-default': `${SITE}/madhava-seva/upcoming-events/3`,
    });
    expect((await page('/madhava-seva/upcoming-events/3')).hreflang.kn).toBe(
      `${SITE}/kn/madhava-seva/upcoming-events/3`,
    );
  });

  it('answers /kn/admin and an unknown Kannada path with a 404 in Kannada, unrendered and without alternates', async () => {
    for (const url of ['/kn/admin', '/kn/admin/events', '/kn/no-such-page', '/kn/preview/events/1']) {
      const before = calls().length;
      const kn = await page(url);
      expect(kn.res.statusCode, url).toBe(404);
      expect(kn.lang, url).toBe('kn');
      expect(kn.hreflang, url).toEqual({});
      expect(kn.canonical, url).toBeUndefined();
      expect(calls().length, url).toBe(before);
    }
    // The console itself is English, as before.
    expect((await page('/admin')).res.statusCode).toBe(200);
  });

  it('keeps each language of a page apart in the page cache (keyed by the whole path)', async () => {
    const english = await page('/leadership-team');
    const kannada = await page('/kn/leadership-team');
    const again = await page('/kn/leadership-team');
    expect(english.rendered).toBe('/leadership-team');
    expect(kannada.rendered).toBe('/kn/leadership-team');
    expect(kannada.lang).toBe('kn');
    expect(again.res.headers['x-cache']).toBe('hit');
    expect(again.lang).toBe('kn');
    expect(calls().filter((url) => url.endsWith('/leadership-team'))).toEqual([
      '/leadership-team',
      '/kn/leadership-team',
    ]);
  });
});
