import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@charity/shared';
import { contentCall, SAMPLES } from './support/content-test-kit.ts';
import { firstAdmin, member, type Enrolled } from './support/staff-test-kit.ts';
import { RENDERED_PAGE_CACHE } from '#src/plugins/web-app.ts';
import { WEB_INDEX_HTML } from './support/fixtures.ts';
import { createTestApp, testDatabases, useTestApp } from './support/test-app.ts';

/**
 * The cache of server-rendered pages (plugins/page-cache.ts, docs/decisions/0028) in the app as deployed: the
 * micro-cache on, and a renderer bundle that draws the upcoming Manava Seva events from the API in process, so a
 * content write changes what it renders. The renderer leaves /payment and the console to the browser as the real
 * one does (`handle: { ssr: false }`), and reports a missing event with a 404.
 */

const LIST_API = '/api/event/paginate?filter=manava-seva&status=0';

type RendererState = { calls: string[]; active: number; maxActive: number };
const rendererState = (key: string): RendererState => {
  const store = globalThis as unknown as { __pageCacheTest?: Record<string, RendererState> };
  store.__pageCacheTest ??= {};
  return (store.__pageCacheTest[key] ??= { calls: [], active: 0, maxActive: 0 });
};

// Each render takes a few milliseconds of waiting, so renders asked for together overlap unless something stops
// them; the state records how many ran at once.
const rendererModule = (key: string) => `
export function createPageRenderer({ fetch }) {
  const state = ((globalThis.__pageCacheTest ??= {})[${JSON.stringify(key)}] ??= { calls: [], active: 0, maxActive: 0 });
  return async (url) => {
    state.calls.push(url);
    const pathname = url.split('?')[0];
    if (pathname === '/payment' || pathname.startsWith('/admin')) return null;
    state.active += 1;
    state.maxActive = Math.max(state.maxActive, state.active);
    try {
      await new Promise((resolve) => setTimeout(resolve, 15));
      if (pathname === '/manava-seva/upcoming-events/999999') {
        return { status: 404, html: '<main>Event not found</main>', stateScript: '', head: {}, renders: 1 };
      }
      const response = await fetch(${JSON.stringify(LIST_API)}, { method: 'GET' });
      const { data } = await response.json();
      const names = data.map((event) => '<h2>' + event.name + '</h2>').join('');
      return { status: 200, html: '<main>' + names + '</main>', stateScript: '', head: {}, renders: 1 };
    } finally {
      state.active -= 1;
    }
  };
}
`;

/** A temp web build (index.html and the renderer bundle beside it, as deployed); `edition` marks the bundle. */
function webBuild(key: string, edition = '') {
  const root = mkdtempSync(path.join(tmpdir(), 'charity-page-cache-'));
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist', 'index.html'), WEB_INDEX_HTML);
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), `${rendererModule(key)}// ${edition}\n`);
  return { webDist: path.join(root, 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe.each(testDatabases)('the rendered-page cache on %s', (database) => {
  const key = `${database}-${Math.random().toString(36).slice(2)}`;
  const build = webBuild(key);
  const renders = () => rendererState(key).calls;
  const ctx = useTestApp(database, {
    env: { WEB_DIST: build.webDist },
    options: { microCacheMs: 60_000 },
  });
  let editor: Enrolled;
  beforeAll(async () => {
    editor = await member(ctx.app, await firstAdmin(ctx.app), 'editor');
  });
  afterAll(async () => {
    build.remove();
  });

  const rendersOf = (url: string) => renders().filter((asked) => asked === url).length;
  const addEvent = async (name: string) => {
    const created = await contentCall(ctx.app, 'POST', '/api/admin/events', {
      token: editor.token,
      body: { ...SAMPLES.events.create, name },
    });
    expect(created.statusCode, created.body).toBe(201);
  };

  it('renders a page once and serves it again with its strong ETag and public cache headers', async () => {
    const url = '/manava-seva/upcoming-events';
    const first = await ctx.app.inject(url);
    const second = await ctx.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(rendersOf(url)).toBe(1);
    expect(second.headers['x-cache']).toBe('hit');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(RENDERED_PAGE_CACHE);
    expect(second.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a revalidation with the same ETag with a bodyless 304', async () => {
    const url = '/manava-seva/upcoming-events';
    const { headers } = await ctx.app.inject(url);
    const revalidated = await ctx.app.inject({ url, headers: { 'if-none-match': String(headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(rendersOf(url)).toBe(1);
  });

  it('sends a kept page compressed as the browser asks, each encoding with its own ETag', async () => {
    const url = '/manava-seva/upcoming-events?compressed=1';
    const plain = await ctx.app.inject(url);
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    const etags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(etags.size).toBe(3);
    expect(rendersOf(url)).toBe(1);

    const revalidated = await ctx.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // The identity bytes are not the brotli ones.
    const mismatched = await ctx.app.inject({ url, headers: { 'if-none-match': String(br.headers.etag) } });
    expect(mismatched.statusCode).toBe(200);
  });

  it('keeps each query string apart', async () => {
    await ctx.app.inject('/manava-seva/upcoming-events?page=1');
    await ctx.app.inject('/manava-seva/upcoming-events?page=2');
    await ctx.app.inject('/manava-seva/upcoming-events?page=1');
    expect(rendersOf('/manava-seva/upcoming-events?page=1')).toBe(1);
    expect(rendersOf('/manava-seva/upcoming-events?page=2')).toBe(1);
  });

  it('shows a content write at once: the console clears the pages with the API answers', async () => {
    const url = '/manava-seva/upcoming-events?after=write';
    const before = await ctx.app.inject(url);
    expect(before.body).not.toContain('Lamp Lighting at Dawn');
    await addEvent('Lamp Lighting at Dawn');
    const after = await ctx.app.inject(url);
    expect(after.body).toContain('<h2>Lamp Lighting at Dawn</h2>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(rendersOf(url)).toBe(2);
    // Kept again until the next write.
    await ctx.app.inject(url);
    expect(rendersOf(url)).toBe(2);
  });

  it('never renders nor keeps the thank-you page, whose URL carries a token, and tells crawlers noindex', async () => {
    // The test renderer would draw it (it leaves only /payment and the console alone): the server itself refuses.
    const url = `${paths.donationThankYou}?token=1.2.abcdefghijklmnopqrstuvwxyz`;
    const first = await ctx.app.inject(url);
    const second = await ctx.app.inject(url);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('<div id="root"></div>');
    }
    expect(rendersOf(url)).toBe(0);
    expect(String(second.headers.etag)).toMatch(/^W\//);
  });

  it('never keeps /payment, a console page or a page that is not found', async () => {
    for (const url of ['/payment', '/admin/events', '/manava-seva/upcoming-events/999999']) {
      const first = await ctx.app.inject(url);
      const second = await ctx.app.inject(url);
      expect(rendersOf(url), url).toBe(2);
      expect(second.headers['x-cache'], url).toBeUndefined();
      expect(second.headers['cache-control'], url).toBe('no-cache');
      expect(first.statusCode, url).toBe(url.endsWith('999999') ? 404 : 200);
      // @fastify/etag's weak tag at most: nothing a CDN could keep as this page.
      expect(String(second.headers.etag), url).toMatch(/^W\//);
    }
  });

  it('gives a visitor with a session the same page: the server renders nothing from it', async () => {
    const url = '/manava-seva/upcoming-events?session=1';
    const anonymous = await ctx.app.inject(url);
    const signedIn = await ctx.app.inject({ url, cookies: { sm_session: 'someone' } });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(rendersOf(url)).toBe(1);
  });

  it('renders one page for many requests at once, and at most two different pages at a time', async () => {
    const same = await Promise.all(
      Array.from({ length: 6 }, () => ctx.app.inject('/manava-seva/upcoming-events?together=1')),
    );
    expect(same.every((res) => res.statusCode === 200)).toBe(true);
    expect(rendersOf('/manava-seva/upcoming-events?together=1')).toBe(1);

    rendererState(key).maxActive = 0;
    const urls = Array.from({ length: 6 }, (_, i) => `/manava-seva/upcoming-events?apart=${i}`);
    const apart = await Promise.all(urls.map((url) => ctx.app.inject(url)));
    expect(apart.map((res) => res.statusCode)).toEqual(urls.map(() => 200));
    for (const url of urls) expect(rendersOf(url), url).toBe(1);
    expect(rendererState(key).maxActive).toBe(2);
  });
});

describe('the rendered-page cache across builds', () => {
  it('never answers a page of one build with what another build rendered', async () => {
    const key = `builds-${Math.random().toString(36).slice(2)}`;
    // The same shell and the same rendered HTML: only the server renderer's bundle differs, as after a deploy that
    // changed how pages render but not (yet) what this one shows.
    const oldBuild = webBuild(key, 'build 1');
    const newBuild = webBuild(key, 'build 2');
    const url = '/manava-seva/upcoming-events';
    const oldApp = await createTestApp('sqlite', { WEB_DIST: oldBuild.webDist }, undefined, {
      microCacheMs: 60_000,
    });
    const newApp = await createTestApp('sqlite', { WEB_DIST: newBuild.webDist }, undefined, {
      microCacheMs: 60_000,
    });
    try {
      const old = await oldApp.app.inject(url);
      expect(old.statusCode).toBe(200);
      // A CDN or browser holding the old build's page asks the new build whether it is still current: it is not.
      const asked = await newApp.app.inject({ url, headers: { 'if-none-match': String(old.headers.etag) } });
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toBe(old.body);
      expect(asked.headers.etag).not.toBe(old.headers.etag);
    } finally {
      await oldApp.close();
      await newApp.close();
      oldBuild.remove();
      newBuild.remove();
    }
  });
});
