import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { newCacheStats, type CacheStats } from '#src/shared/cache-stats.ts';

/** One answer of the page route: the whole HTML document and its status. */
export type PageAnswer = {
  status: number;
  html: string;
  /** Whether every visitor may be given this very answer: a server-rendered 200, nothing tied to a session. */
  shared: boolean;
};

/**
 * A page as served: its bytes, encoded once (writing a 60 kB string to a socket re-encodes it every time, which
 * was a third of a cached page's cost), and for a shared one its strong ETag, computed once as well.
 */
export type CachedPage = {
  status: number;
  shared: boolean;
  body: Buffer;
  etag: string | null;
  /** The body compressed, each encoding made on first use and kept with the page (in flight while it is made). */
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
  /** The bytes of the compressed copies made so far: the page cache counts them with the body. */
  encodedBytes: number;
  /** Called when a compressed copy has been made, so the cache that keeps the page counts its bytes. */
  onEncoded?: () => void;
};

/** The encodings a kept page is sent in besides identity, best first (what @fastify/compress offers too). */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A kept page's body in `encoding`, compressed once per page rather than once per request: a 60 kB page is 10 kB
 * in brotli, so a visitor's browser gets it compressed for the cost of the identity one. Brotli at quality 5
 * (@fastify/compress uses 4 per request) takes a millisecond or two once per page and render, on libuv's thread
 * pool rather than the event loop, so requests for other pages (and /api/health) are not kept waiting meanwhile
 * (docs/decisions/0036). Every request that asks while it is being made waits for the same copy.
 */
export function encodedBody(page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
  page.encoded[encoding] ??= (
    encoding === 'br'
      ? brotli(page.body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : gzipAsync(page.body)
  ).then((compressed) => {
    // A copy of exactly its size: zlib hands back a view of its 64 kB output chunk, so a 10 kB copy kept with
    // the page held 64 kB, and the cache, counting only the HTML, held three times its budget (docs/decisions/0044).
    const exact = Buffer.allocUnsafeSlow(compressed.length);
    compressed.copy(exact);
    page.encodedBytes += exact.length;
    page.onEncoded?.();
    return exact;
  });
  return page.encoded[encoding];
}

/**
 * The ETag of a page in `encoding`: a strong validator names exact bytes, so each encoding has its own, or a cache
 * could answer a revalidation of the brotli bytes with the gzip ones.
 */
export const encodedEtag = (etag: string, encoding: PageEncoding) => `${etag.slice(0, -1)}-${encoding}"`;

export type PageCacheOptions = {
  /** What the pages were rendered with (the web build): part of every key and every ETag. */
  buildId: string;
  /** How long a rendered page is reused, in ms; 0 turns the cache off (every request renders). */
  ttlMs: number;
  /** Upper bound of kept pages (distinct URLs); the least recently used goes first. */
  maxEntries: number;
  /**
   * Upper bound of the kept pages' bytes, their HTML and its compressed copies together: what bounds the cache's
   * memory when many distinct URLs are asked for (a crawler, query strings), whatever their size.
   */
  maxBytes: number;
  /** The clock, in ms (tests move it); default performance.now. */
  now?: () => number;
};

export type PageCache = {
  /**
   * The page for `url`: the kept one while it is fresh, else `render()`'s answer, rendered once for every request
   * that asks for the same URL meanwhile (single flight). Only shared answers are kept, and only if no `clear()`
   * came while they were being rendered.
   */
  get: (url: string, render: () => Promise<PageAnswer>) => Promise<{ page: CachedPage; hit: boolean }>;
  /** Forgets every kept page and every render in flight: the next request renders afresh. */
  clear: () => void;
  /** Requests answered with a kept page, and those that rendered or waited for a render (GET /metrics). */
  stats: CacheStats;
  /** Stops the sweep of expired pages (the app's close). */
  close: () => void;
  /** What is kept now: pages, and their bytes as the bound counts them. */
  size: () => { pages: number; bytes: number };
};

/** A short fingerprint of some text (a build's files, a page). */
export const fingerprint = (...parts: string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 27);
};

/**
 * The rendered-HTML cache of one instance (docs/decisions/0028). A public page is the same for every visitor (the
 * server never renders anything from a session), so it is kept by its full URL, query string included, like the
 * API's micro-cache keeps answers (ADR 5), and cleared by the same signal (`app.microCache.clear()`).
 */
export function createPageCache({ buildId, ttlMs, maxEntries, maxBytes, now }: PageCacheOptions): PageCache {
  // Each page in an entry of its own, so that setting a new entry for the same page (a compressed copy made) has
  // lru-cache count its size again: it does not for the very value it already holds.
  const pages = new LRUCache<string, { page: CachedPage }>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: ({ page }) => Math.max(1, page.body.length + page.encodedBytes),
    ttl: Math.max(ttlMs, 1),
    // Read the clock on every look-up rather than once per millisecond: cheaper than a timer, and exact.
    ttlResolution: 0,

    ...(now ? { perf: { now } } : {}),
  });
  // Expired pages are dropped by a sweep once per TTL, not when the cache next fills: after a burst of distinct
  // URLs the process goes back to its idle size instead of holding the last burst's pages until the next one.
  const sweep = ttlMs > 0 ? setInterval(() => pages.purgeStale(), Math.max(ttlMs, 1000)) : undefined;
  sweep?.unref();
  const inFlight = new Map<string, Promise<CachedPage>>();
  // Bumped by clear(): a render that started before a content write must not keep what it read.
  let generation = 0;
  const stats = newCacheStats();

  const toPage = ({ status, shared, html }: PageAnswer): CachedPage => ({
    status,
    shared,
    body: Buffer.from(html),
    etag: shared ? `"${fingerprint(buildId, String(status), html)}"` : null,
    encoded: {},
    encodedBytes: 0,
  });

  return {
    stats,
    async get(url, render) {
      if (ttlMs <= 0) return { page: toPage(await render()), hit: false };
      const key = `${buildId} ${url}`;
      const kept = pages.get(key)?.page;
      if (kept) {
        stats.hits++;
        return { page: kept, hit: true };
      }
      stats.misses++;
      let rendering = inFlight.get(key);
      if (!rendering) {
        const startedIn = generation;
        rendering = render()
          .then((answer) => {
            const page = toPage(answer);
            if (page.shared && startedIn === generation) {
              pages.set(key, { page });
              // Counted again with each compressed copy, which may push older pages out.
              page.onEncoded = () => {
                if (pages.peek(key)?.page === page) pages.set(key, { page }, { noUpdateTTL: true });
              };
            }
            return page;
          })
          .finally(() => {
            if (inFlight.get(key) === rendering) inFlight.delete(key);
          });
        inFlight.set(key, rendering);
      }
      return { page: await rendering, hit: false };
    },
    clear() {
      generation += 1;
      pages.clear();
      inFlight.clear();
    },
    close() {
      clearInterval(sweep);
    },
    size: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  };
}
