import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_PAGE_CACHE } from '#src/plugins/web-app.ts';
import { WEB_INDEX_HTML } from './support/fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * Server-side rendering in the web-app plugin, driven by small fake renderer bundles written to a temp folder
 * laid out like a deploy (dist/index.html with dist-server/entry-server.js beside it, where the plugin looks by
 * default). Page rendering does not depend on the database dialect, so SQLite alone is enough here.
 */

const STATE_SCRIPT = '<script id="ssr-state">window.__STATE__={"ok":true}</script>';
const HOSTILE_HTML = '<img src=x onerror=alert(1)><b>ok</b>';

/** What the fake renderers record: every url they were asked to render, per renderer. */
type CallLog = Record<string, string[]>;
const callLog = (): CallLog => {
  const store = globalThis as unknown as { __ssrTestCalls?: CallLog };
  store.__ssrTestCalls ??= {};
  return store.__ssrTestCalls;
};

/**
 * An ES module exporting createPageRenderer whose renderer records its url and then runs `body` (with `url`,
 * `fetch` and `sanitizeHtml` in scope). The calls go to globalThis because the plugin imports the bundle itself.
 */
const rendererModule = (key: string, body: string) => `
export function createPageRenderer({ fetch, sanitizeHtml }) {
  const calls = ((globalThis.__ssrTestCalls ??= {})[${JSON.stringify(key)}] = []);
  return async (url) => {
    calls.push(url);
    ${body}
  };
}
`;

// Long enough that the page is over @fastify/compress's 1 kB threshold. "$&" and "$'" would be expanded by a
// string replacement pattern, so they prove the rendered HTML goes into index.html verbatim.
const FILLER = `<p>Love all, serve all: $& and $' stay as written. ${'Seva for everyone. '.repeat(80)}</p>`;

const RENDERERS = {
  // Proves the in-process API fetch and the stored-HTML sanitiser the server hands to the bundle both work.
  rendering: `
    const response = await fetch('/api/health', { method: 'GET' });
    const health = await response.json();
    const html =
      '<main data-health="' + health.status + '" data-http="' + response.status + '">' +
      '<section id="sanitized">' + sanitizeHtml(${JSON.stringify(HOSTILE_HTML)}) + '</section>' +
      ${JSON.stringify(FILLER)} + '</main>';
    const head = { title: 'About <us> | Sai Mayee Trusts', description: 'Seva & "care"' };
    return { status: 200, html, stateScript: ${JSON.stringify(STATE_SCRIPT)}, head };
  `,
  nothing: 'return null;',
  throwing: "throw new Error('renderer exploded');",
  missingPage: `return { status: 404, html: '<main>Event not found</main>', stateScript: ${JSON.stringify(STATE_SCRIPT)}, head: { title: 'Event not found | Sai Mayee Trusts', robots: 'noindex' } };`,
} as const;
type RendererName = keyof typeof RENDERERS;

type Harness = { ctx: TestContext; logLines: string[]; calls: () => string[]; close: () => Promise<void> };

/** An app on a fresh temp web build, with the named fake renderer in place (or no renderer file at all). */
async function startApp(renderer: RendererName | null): Promise<Harness> {
  const root = mkdtempSync(path.join(tmpdir(), 'charity-ssr-'));
  // The real bundle lives in apps/web, a "type": "module" package; this stands in for that.
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
  const webDist = path.join(root, 'dist');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), WEB_INDEX_HTML);
  // A unique key per app, so the call counts of one app never mix with another's.
  const key = `${renderer ?? 'none'}-${path.basename(root)}`;
  if (renderer) {
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(root, 'dist-server', 'entry-server.js'),
      rendererModule(key, RENDERERS[renderer]),
    );
  }
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const ctx = await createTestApp('sqlite', { WEB_DIST: webDist }, undefined, {
    logger: { level: 'warn', stream },
  });
  return {
    ctx,
    logLines,
    calls: () => callLog()[key] ?? [],
    async close() {
      await ctx.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A page's headers: a rendered page may be kept by a CDN (docs/decisions/0028); the plain shell is revalidated. */
const expectPageHeaders = (headers: Record<string, unknown>, kind: 'rendered' | 'shell' = 'shell') => {
  expect(headers['content-type']).toMatch(/^text\/html/);
  expect(headers['cache-control']).toBe(kind === 'rendered' ? RENDERED_PAGE_CACHE : 'no-cache');
};

const expectJsonNotFound = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(JSON.parse(res.body)).toEqual({ message: 'Not found' });
};

describe('server-rendered pages', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp('rendering');
  });
  afterAll(() => h.close());

  it('puts the rendered page inside #root, followed by the state script', async () => {
    const res = await h.ctx.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expectPageHeaders(res.headers, 'rendered');
    expect(h.calls()).toContain('/about');

    const { body } = res;
    expect(body).toContain('<div id="root"><main data-health="ok" data-http="200">');
    expect(body).toContain(`${FILLER}</main></div>${STATE_SCRIPT}`);
    // The rest of index.html is untouched around it.
    expect(body.startsWith('<!doctype html>')).toBe(true);
    expect(body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');

    const doc = new JSDOM(body).window.document;
    const root = doc.querySelector('#root');
    expect(root?.nextElementSibling?.id).toBe('ssr-state');
    // The sanitiser stripped the handler and kept the harmless markup.
    const sanitized = doc.querySelector('#sanitized');
    expect(sanitized?.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(sanitized?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(sanitized?.querySelector('b')?.textContent).toBe('ok');
    expect(body).not.toContain('onerror');
    // The page's own title and description replace the shell's, escaped.
    expect(doc.title).toBe('About <us> | Sai Mayee Trusts');
    expect(body).toContain('<title>About &lt;us&gt; | Sai Mayee Trusts</title>');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Seva & "care"');
  });

  it('compresses the page like any other route', async () => {
    const plain = await h.ctx.app.inject('/about');
    const br = await h.ctx.app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expectPageHeaders(br.headers, 'rendered');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await h.ctx.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers HEAD with the page status and no body', async () => {
    const res = await h.ctx.app.inject({ method: 'HEAD', url: '/about' });
    expect(res.statusCode).toBe(200);
    expectPageHeaders(res.headers, 'rendered');
    expect(res.body).toBe('');
  });

  it('passes the query string to the renderer', async () => {
    const res = await h.ctx.app.inject('/about?x=1');
    expect(res.statusCode).toBe(200);
    expect(h.calls().at(-1)).toBe('/about?x=1');
  });

  it('serves unknown pages the plain shell with a 404, without rendering them', async () => {
    const before = h.calls().length;
    const res = await h.ctx.app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expectPageHeaders(res.headers);
    expect(res.body).toBe(WEB_INDEX_HTML);
    expect(h.calls().length).toBe(before);
  });

  it('answers unknown API paths, missing files and non-GET pages with a JSON 404', async () => {
    const before = h.calls().length;
    expectJsonNotFound(await h.ctx.app.inject('/api/nope'));
    expectJsonNotFound(await h.ctx.app.inject('/assets/missing.js'));
    expectJsonNotFound(await h.ctx.app.inject({ method: 'POST', url: '/about' }));
    expect(h.calls().length).toBe(before);
  });
});

describe('a renderer that renders nothing', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp('nothing');
  });
  afterAll(() => h.close());

  it('serves the plain shell', async () => {
    const res = await h.ctx.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expectPageHeaders(res.headers);
    expect(res.body).toBe(WEB_INDEX_HTML);
    expect(h.calls()).toEqual(['/about']);
  });
});

describe('a renderer that throws', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp('throwing');
  });
  afterAll(() => h.close());

  it('serves the plain shell with a 200, and logs the failure as an error', async () => {
    const res = await h.ctx.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expectPageHeaders(res.headers);
    expect(res.body).toBe(WEB_INDEX_HTML);
    expect(h.calls()).toEqual(['/about']);

    const failures = h.logLines
      .map(
        (line) => JSON.parse(line) as { level: number; msg: string; url?: string; err?: { message: string } },
      )
      .filter((entry) => entry.msg.includes('server rendering failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 50, url: '/about', err: { message: 'renderer exploded' } });
  });
});

describe('a renderer that reports a missing page', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp('missingPage');
  });
  afterAll(() => h.close());

  it('serves its page with its status', async () => {
    const res = await h.ctx.app.inject('/madhava-seva/past-events/999999');
    expect(res.statusCode).toBe(404);
    expectPageHeaders(res.headers);
    expect(res.body).toContain(`<div id="root"><main>Event not found</main></div>${STATE_SCRIPT}`);
    // The page's own head: its title, and kept out of search results (docs/product/events.md).
    expect(res.body).toContain('<title>Event not found | Sai Mayee Trusts</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(h.calls()).toEqual(['/madhava-seva/past-events/999999']);
  });
});

describe('without a server renderer bundle', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(null);
  });
  afterAll(() => h.close());

  it('serves the plain shell for known pages', async () => {
    const res = await h.ctx.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expectPageHeaders(res.headers);
    expect(res.body).toBe(WEB_INDEX_HTML);
  });
});
