import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import etag from '@fastify/etag';
import { LRUCache } from 'lru-cache';
import { isLocale, negotiateLocale, type Locale } from '@charity/shared/locales';
import { newCacheStats, type CacheStats } from '#src/shared/cache-stats.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache-Control for a successful answer of this route; routes without it are `no-store`. */
    cacheControl?: string;
  }
  interface FastifyInstance {
    /** This instance's micro-cache of public answers (docs/decisions/0005-micro-cache.md). */
    microCache: MicroCache;
  }
}

export type MicroCache = {
  /**
   * Forgets every kept answer: after a content change, this instance's next reads show it at once. The console's
   * content writes call it; so does everything else kept from public content (the rendered pages of
   * plugins/web-app.ts), through `onClear`.
   */
  clear: () => void;
  /** Runs `listener` on every `clear()`. */
  onClear: (listener: () => void) => void;
  /**
   * The answer kept for a GET of `url` while it is fresh: what this instance would answer it with now. The server
   * renderer reads its API answers here first (plugins/web-app.ts), skipping a whole request through the app.
   */
  peek: (url: string) => { payload: string; contentType: string } | undefined;
  /** Look-ups of cacheable requests that were answered from the cache, and those that were not (GET /metrics). */
  stats: CacheStats;
};

/** Public content changes rarely: browsers and a CDN may keep it a minute and revalidate with the ETag after. */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** "Random" picks change per request by design; keep them briefly so a CDN still absorbs bursts. */
export const RANDOM_CONTENT_CACHE = 'public, max-age=30';

/** Upper bound of micro-cached answers (distinct URLs) per instance. */
const MICRO_CACHE_ENTRIES = 2000;
/**
 * Upper bound of their payloads per instance, in characters (an events page is about 2,000): distinct URLs (page
 * numbers, filters) cannot make the cache hold more than this (docs/decisions/0044).
 */
const MICRO_CACHE_CHARS = 4 * 1024 * 1024;

export type HttpCacheOptions = {
  /**
   * How long one instance reuses a public answer it has just produced, in ms (0: never). The answer is already
   * declared cacheable for a minute, so repeating it for a couple of seconds changes nothing a visitor can see,
   * and a burst of identical requests costs one database round trip (docs/decisions/0005-micro-cache.md).
   */
  microCacheMs: number;
};

type CachedAnswer = { payload: string; contentType: string };

/**
 * What an answer is kept under: its URL and the language it was answered in (request.locale), since content comes in
 * the caller's language and a call without `?locale=` takes it from Accept-Language (docs/product/languages.md
 * "Translating content"). English keeps the bare URL.
 */
export const answerKey = (locale: Locale, url: string): string =>
  locale === 'en' ? url : `${locale} ${url}`;

/** The language of a URL called with no Accept-Language (the server renderer's calls): its `?locale=` or English. */
const localeOfUrl = (url: string): Locale => {
  const query = url.split('?', 2)[1];
  return query === undefined ? 'en' : negotiateLocale(new URLSearchParams(query).get('locale'), undefined);
};

export type AnswerStore = {
  get: (url: string) => CachedAnswer | undefined;
  set: (url: string, answer: CachedAnswer) => void;
  clear: () => void;
  /** Stops the sweep of expired answers. */
  close: () => void;
  /** What is kept now: answers, and their payloads' characters. */
  size: () => { answers: number; chars: number };
};

/**
 * The kept answers: each for `ttlMs`, at most `maxEntries` of them and `maxChars` of payload together, the least
 * recently used dropped first. Expired answers are swept out once per TTL, so the memory goes back after a burst
 * instead of waiting for the next one (docs/decisions/0044); close() stops the sweep.
 */
export function createAnswerStore({
  ttlMs,
  maxEntries,
  maxChars,
}: {
  ttlMs: number;
  maxEntries: number;
  maxChars: number;
}): AnswerStore {
  const answers = new LRUCache<string, CachedAnswer>({
    max: maxEntries,
    maxSize: maxChars,
    sizeCalculation: (answer) => Math.max(1, answer.payload.length),
    ttl: ttlMs,
    // The clock read on every look-up, as the Map this replaced did: lru-cache's default caches it for a
    // millisecond with a timer, one timer a millisecond under load.
    ttlResolution: 0,
  });
  const sweep = setInterval(() => answers.purgeStale(), Math.max(ttlMs, 1000));
  sweep.unref();
  return {
    get: (url) => answers.get(url),
    set: (url, answer) => {
      answers.set(url, answer);
    },
    clear: () => answers.clear(),
    close: () => clearInterval(sweep),
    size: () => ({ answers: answers.size, chars: answers.calculatedSize }),
  };
}

/**
 * ETag on every answer (a repeat visit gets a bodyless 304), Cache-Control from the route's config so API answers
 * are never cached by accident (README.md), and a short per-instance micro-cache of public answers.
 * Registered before compression, so the ETag and the cache see the uncompressed body.
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance, { microCacheMs }: HttpCacheOptions) => {
    await app.register(etag, { weak: true });
    const answers =
      microCacheMs > 0
        ? createAnswerStore({
            ttlMs: microCacheMs,
            maxEntries: MICRO_CACHE_ENTRIES,
            maxChars: MICRO_CACHE_CHARS,
          })
        : null;
    app.addHook('onClose', async () => answers?.close());
    const clearListeners: Array<() => void> = [];
    const stats = newCacheStats();
    app.decorate('microCache', {
      stats,
      clear: () => {
        answers?.clear();
        for (const listener of clearListeners) listener();
      },
      onClear: (listener) => {
        clearListeners.push(listener);
      },
      peek: (url) => {
        const kept = answers?.get(answerKey(localeOfUrl(url), url));
        return kept ? { payload: kept.payload, contentType: kept.contentType } : undefined;
      },
    } satisfies MicroCache);
    const cacheable = (method: string, cacheControl: string | undefined) =>
      microCacheMs > 0 && method === 'GET' && cacheControl !== undefined;

    app.addHook('onRequest', async (request, reply) => {
      if (!cacheable(request.method, request.routeOptions.config.cacheControl)) return;
      const hit = answers?.get(answerKey(request.locale, request.url));
      if (!hit) {
        stats.misses++;
        return;
      }
      stats.hits++;
      reply.header('content-type', hit.contentType).header('x-cache', 'hit');
      return reply.send(hit.payload);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      const cacheControl = request.routeOptions.config.cacheControl;
      const ok = reply.statusCode === 200;
      reply.header('cache-control', cacheControl && ok ? cacheControl : 'no-store');
      // Without `?locale=` the answer's language came from Accept-Language: a shared cache must keep them apart.
      if (cacheControl && !isLocale((request.query as Record<string, unknown> | undefined)?.locale))
        reply.header('vary', 'Accept-Language');
      if (
        ok &&
        typeof payload === 'string' &&
        cacheable(request.method, cacheControl) &&
        !reply.hasHeader('x-cache')
      ) {
        answers?.set(answerKey(request.locale, request.url), {
          payload,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        });
      }
      return payload;
    });
  },
  { name: 'http-cache' },
);
