/**
 * What an instance derives from the content tables and reuses until the content changes: the ordered ids of each
 * public list and the sitemap's parts (docs/decisions/0029-cost-flat-as-content-grows.md). Each entry lives for
 * the time its reader asks, and clear() forgets them all at once: console writes call it, so this instance shows
 * a change at once; another instance (several share one PostgreSQL) sees it when its entry expires.
 */
export type ContentCache = {
  /**
   * The value kept under `key`, or what `load` makes, kept for `ttlMs`. Callers that ask while a load is under way
   * share it, so an expired list is read once however many visitors want it. A failed load is not kept.
   */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry: after a content change, this instance's next reads load afresh. */
  clear(): void;
};

export type ContentCacheOptions = {
  /** false: every get() loads (tests, so a read sees the rows a test has just written). */
  enabled: boolean;
  /** Upper bound of entries; the keys are few (lists × filters × the day), this only guards a bug. */
  maxEntries?: number;
  now?: () => number;
};

type Entry = { value: Promise<unknown>; expires: number };

export function createContentCache({
  enabled,
  maxEntries = 1000,
  now = Date.now,
}: ContentCacheOptions): ContentCache {
  const entries = new Map<string, Entry>();

  function evict() {
    const at = now();
    for (const [key, entry] of entries) if (entry.expires <= at) entries.delete(key);
    if (entries.size >= maxEntries) entries.clear();
  }

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const kept = entries.get(key);
      if (kept && kept.expires > now()) return kept.value as Promise<T>;
      if (entries.size >= maxEntries) evict();
      const value = load();
      const entry: Entry = { value, expires: now() + ttlMs };
      entries.set(key, entry);
      // A failure is answered to the callers that shared it, then forgotten, so the next request tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * How long a public list's ids are reused. Reading them again costs one index-only scan (a few ms at 20,000
 * rows), so this is about how soon another instance shows a change, not about load: public answers may already be
 * a minute old in browsers and CDNs (docs/decisions/0005-micro-cache.md).
 */
export const LIST_IDS_TTL_MS = 10_000;
