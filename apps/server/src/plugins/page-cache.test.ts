import { afterEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache, encodedBody, type PageAnswer, type PageCacheOptions } from './page-cache.ts';

/** A renderer that counts its calls and answers `page <url> #<n>`; `release()` lets held renders finish. */
function renderer(answer: Partial<PageAnswer> = {}) {
  const calls: string[] = [];
  let hold: Promise<void> | null = null;
  let release = () => {};
  return {
    calls,
    holdRenders() {
      hold = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    for: (url: string) => async (): Promise<PageAnswer> => {
      const n = calls.push(url);
      if (hold) await hold;
      return { status: 200, html: `page ${url} #${n}`, shared: true, ...answer };
    },
  };
}

function cache(options: Partial<PageCacheOptions> = {}) {
  let clock = 1_000;
  const pages = createPageCache({
    buildId: 'build-1',
    ttlMs: 2_000,
    maxEntries: 10,
    maxBytes: 1024 * 1024,
    now: () => clock,
    ...options,
  });
  return { pages, advance: (ms: number) => (clock += ms) };
}

describe('the rendered-page cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a URL once and serves the same page, with the same strong ETag, until it expires', async () => {
    const { pages, advance } = cache();
    const r = renderer();
    const first = await pages.get('/about', r.for('/about'));
    const second = await pages.get('/about', r.for('/about'));
    expect(r.calls).toEqual(['/about']);
    expect(first.hit).toBe(false);
    expect(second).toEqual({ page: first.page, hit: true });
    expect(first.page.etag).toMatch(/^"[\w-]{20,}"$/);

    advance(2_001);
    const third = await pages.get('/about', r.for('/about'));
    expect(third.hit).toBe(false);
    expect(third.page.body.toString()).toBe('page /about #2');
    expect(third.page.etag).not.toBe(first.page.etag);
  });

  it('keeps each query string apart', async () => {
    const { pages } = cache();
    const r = renderer();
    await pages.get('/gallery/images?page=1', r.for('/gallery/images?page=1'));
    await pages.get('/gallery/images?page=2', r.for('/gallery/images?page=2'));
    await pages.get('/gallery/images', r.for('/gallery/images'));
    const again = await pages.get('/gallery/images?page=2', r.for('/gallery/images?page=2'));
    expect(r.calls).toEqual(['/gallery/images?page=1', '/gallery/images?page=2', '/gallery/images']);
    expect(again.page.body.toString()).toBe('page /gallery/images?page=2 #2');
  });

  it('renders once for every request that asks while the render is under way', async () => {
    const { pages } = cache();
    const r = renderer();
    r.holdRenders();
    const waiting = Array.from({ length: 5 }, () => pages.get('/', r.for('/')));
    r.release();
    const answers = await Promise.all(waiting);
    expect(r.calls).toEqual(['/']);
    expect(new Set(answers.map((answer) => answer.page.body.toString()))).toEqual(new Set(['page / #1']));
  });

  it('forgets every page on clear(), and does not keep a render that started before it', async () => {
    const { pages } = cache();
    const r = renderer();
    await pages.get('/', r.for('/'));
    pages.clear();
    await pages.get('/', r.for('/'));
    expect(r.calls).toEqual(['/', '/']);

    r.holdRenders();
    const before = pages.get('/about', r.for('/about'));
    // A content write lands while /about is being rendered from what was there before it.
    pages.clear();
    const after = pages.get('/about', r.for('/about'));
    r.release();
    expect((await before).page.body.toString()).toBe('page /about #3');
    expect((await after).page.body.toString()).toBe('page /about #4');
    expect((await pages.get('/about', r.for('/about'))).page.body.toString()).toBe('page /about #4');
    expect(r.calls).toHaveLength(4);
  });

  it('never keeps an answer that is not the same for everyone', async () => {
    const { pages } = cache();
    const r = renderer({ shared: false, status: 404 });
    const first = await pages.get('/madhava-seva/past-events/999', r.for('/madhava-seva/past-events/999'));
    await pages.get('/madhava-seva/past-events/999', r.for('/madhava-seva/past-events/999'));
    expect(r.calls).toHaveLength(2);
    expect(first.page.etag).toBeNull();
  });

  it('gives the same page another ETag under another build', async () => {
    const one = cache().pages;
    const two = cache({ buildId: 'build-2' }).pages;
    const a = await one.get('/', async () => ({ status: 200, html: 'same', shared: true }));
    const b = await two.get('/', async () => ({ status: 200, html: 'same', shared: true }));
    expect(a.page.etag).not.toBe(b.page.etag);
  });

  it('keeps no more HTML than maxBytes: the least recently used pages go first', async () => {
    const { pages } = cache({ maxBytes: 100 });
    const r = renderer();
    // 'page /a #1' and the like: 10 bytes and more each, so ten of them are more than 100 bytes.
    const urls = Array.from({ length: 10 }, (_, i) => `/${'x'.repeat(i)}`);
    for (const url of urls) await pages.get(url, r.for(url));
    const last = urls.at(-1)!;
    expect((await pages.get(last, r.for(last))).hit).toBe(true);
    expect((await pages.get(urls[0]!, r.for(urls[0]!))).hit).toBe(false);
  });

  it('compresses a kept page once per encoding and gives every request that asks the same copy', async () => {
    const { pages } = cache();
    const html = '<p>Annadanam at the ashram</p>'.repeat(200);
    const { page } = await pages.get('/', async () => ({ status: 200, html, shared: true }));
    const [br, again] = await Promise.all([encodedBody(page, 'br'), encodedBody(page, 'br')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(br.length).toBeLessThan(html.length / 10);
    expect(gunzipSync(await encodedBody(page, 'gzip')).toString()).toBe(html);
  });

  it('counts the compressed copies in maxBytes: a copy made pushes the least recently used page out', async () => {
    const html = (n: number) => `<p>page ${n}</p>`.repeat(100);
    const bytes = Buffer.byteLength(html(1));
    // Room for two pages' HTML, not for two pages and a copy of one of them.
    const { pages } = cache({ maxBytes: bytes * 2 + 10 });
    await pages.get('/one', async () => ({ status: 200, html: html(1), shared: true }));
    const { page } = await pages.get('/two', async () => ({ status: 200, html: html(2), shared: true }));
    expect(pages.size()).toEqual({ pages: 2, bytes: bytes * 2 });
    const br = await encodedBody(page, 'br');
    expect(pages.size()).toEqual({ pages: 1, bytes: bytes + br.length });
    expect((await pages.get('/two', async () => ({ status: 200, html: 'again', shared: true }))).hit).toBe(
      true,
    );
    expect((await pages.get('/one', async () => ({ status: 200, html: 'again', shared: true }))).hit).toBe(
      false,
    );
  });

  it('keeps a compressed copy of exactly its own size, not a view of a larger buffer', async () => {
    const { pages } = cache();
    const html = '<p>Annadanam at the ashram</p>'.repeat(200);
    const { page } = await pages.get('/', async () => ({ status: 200, html, shared: true }));
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = await encodedBody(page, encoding);
      expect(copy.buffer.byteLength).toBe(copy.length);
    }
  });

  it('keeps no more pages than maxEntries', async () => {
    const { pages } = cache({ maxEntries: 3 });
    const r = renderer();
    for (const url of ['/a', '/b', '/c', '/d']) await pages.get(url, r.for(url));
    expect(pages.size().pages).toBe(3);
    expect((await pages.get('/a', r.for('/a'))).hit).toBe(false);
  });

  it('drops expired pages by itself, without waiting for a request to find them', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { pages, advance } = cache();
    const r = renderer();
    await pages.get('/a', r.for('/a'));
    await pages.get('/b', r.for('/b'));
    expect(pages.size().pages).toBe(2);
    advance(2_001);
    vi.advanceTimersByTime(2_000);
    expect(pages.size()).toEqual({ pages: 0, bytes: 0 });
    pages.close();
  });

  it('renders every request when turned off', async () => {
    const { pages } = cache({ ttlMs: 0 });
    const r = renderer();
    await pages.get('/', r.for('/'));
    await pages.get('/', r.for('/'));
    expect(r.calls).toEqual(['/', '/']);
  });
});
