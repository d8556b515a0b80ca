import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** One answer of the page route: the whole HTML document and its status. */
export type PageAnswer = {
  status: number;
  html: string;
  /** Whether every visitor may be given this very answer: a server-rendered 200, nothing tied to a session. */
  shared: boolean;
};

/** A page as served: a shared one with its strong ETag, computed once when it was rendered. */
export type CachedPage = PageAnswer & { etag: string | null };

export type PageCacheOptions = {
  /** What the pages were rendered with (the web build): part of every key and every ETag. */
  buildId: string;
  /** How long a rendered page is reused, in ms; 0 turns the cache off (every request renders). */
  ttlMs: number;
  /** Upper bound of kept pages (distinct URLs); the least recently used goes first. */
  maxEntries: number;
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
export function createPageCache({ buildId, ttlMs, maxEntries }: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, CachedPage>({ max: maxEntries, ttl: Math.max(ttlMs, 1) });
  const inFlight = new Map<string, Promise<CachedPage>>();
  // Bumped by clear(): a render that started before a content write must not keep what it read.
  let generation = 0;

  const withEtag = (answer: PageAnswer): CachedPage => ({
    ...answer,
    etag: answer.shared ? `"${fingerprint(buildId, String(answer.status), answer.html)}"` : null,
  });

  return {
    async get(url, render) {
      if (ttlMs <= 0) return { page: withEtag(await render()), hit: false };
      const key = `${buildId} ${url}`;
      const kept = pages.get(key);
      if (kept) return { page: kept, hit: true };
      let rendering = inFlight.get(key);
      if (!rendering) {
        const startedIn = generation;
        rendering = render()
          .then((answer) => {
            const page = withEtag(answer);
            if (page.shared && startedIn === generation) pages.set(key, page);
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
  };
}
