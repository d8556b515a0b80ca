import { newCacheStats, type CacheStats } from '#src/shared/cache-stats.ts';

/**
 * What an instance derives from the content tables and reuses until the content changes: the ordered ids of each
 * public list and gallery search, and the sitemap's parts (docs/decisions/0029-cost-flat-as-content-grows.md).
 * Each entry lives for the time its reader asks, and clear() forgets them all at once: app.ts calls it whenever the
 * micro-cache is cleared, which every console content write does, so this instance shows a change at once; another
 * instance (several share one PostgreSQL) sees it when its entry expires.
 */
export type ContentCache = {
  /**
   * The value kept under `key`, or what `load` makes, kept for `ttlMs`. Callers that ask while a load is under way
   * share it, so an expired list is read once however many visitors want it. A failed load is not kept. `size`
   * tells roughly how many bytes the value holds, so the cache stays within its budget.
   */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>, size?: (value: T) => number): Promise<T>;
  /** Forgets every entry: after a content change, this instance's next reads load afresh. */
  clear(): void;
  /** Look-ups answered from a kept (or loading) entry, and those that had to load (GET /metrics). */
  readonly stats: CacheStats;
};

export type ContentCacheOptions = {
  /** false: every get() loads (tests, so a read sees the rows a test has just written). */
  enabled: boolean;
  /** Upper bound of entries: lists × filters × the day, plus one per recent search text. */
  maxEntries?: number;
  /** Upper bound of the values' sizes together, in bytes as `size` reckons them. */
  maxBytes?: number;
  now?: () => number;
};

type Entry = { value: Promise<unknown>; expires: number; bytes: number };

/** What a list of ids weighs: a number each (V8 keeps small integers in 8 bytes or less). */
export const idsSize = (ids: readonly number[]): number => ids.length * 8;

export function createContentCache({
  enabled,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
}: ContentCacheOptions): ContentCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const stats = newCacheStats();

  function remove(key: string, entry: Entry) {
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** Drops expired entries, then the oldest (a Map keeps insertion order) until the bounds hold. */
  function makeRoom() {
    const at = now();
    for (const [key, entry] of entries) if (entry.expires <= at) remove(key, entry);
    for (const [key, entry] of entries) {
      if (entries.size < maxEntries && bytes <= maxBytes) break;
      remove(key, entry);
    }
  }

  return {
    stats,
    get<T>(key: string, ttlMs: number, load: () => Promise<T>, size?: (value: T) => number): Promise<T> {
      if (!enabled) return load();
      const kept = entries.get(key);
      if (kept && kept.expires > now()) {
        stats.hits++;
        return kept.value as Promise<T>;
      }
      stats.misses++;
      if (kept) remove(key, kept);
      if (entries.size >= maxEntries) makeRoom();
      const value = load();
      const entry: Entry = { value, expires: now() + ttlMs, bytes: 0 };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          // Counted once known, if still kept (clear() may have come in between).
          if (entries.get(key) !== entry || !size) return;
          entry.bytes = size(loaded);
          bytes += entry.bytes;
          if (bytes > maxBytes) makeRoom();
        },
        // A failure is answered to the callers that shared it, then forgotten, so the next request tries again.
        () => {
          if (entries.get(key) === entry) remove(key, entry);
        },
      );
      return value;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

/**
 * How long a public list's ids are reused. Reading them again costs one index-only scan (a few ms at 20,000
 * rows), so this is about how soon another instance shows a change, not about load: public answers may already be
 * a minute old in browsers and CDNs (docs/decisions/0005-micro-cache.md).
 */
export const LIST_IDS_TTL_MS = 10_000;
