/**
 * How often a cache answered from what it kept (hits) and how often it had to make the answer (misses), since the
 * process started. Plain counters the caches bump on every look-up, read by GET /metrics when it is scraped
 * (docs/decisions/0043-metrics-doctor-and-scheduled-backups.md): two increments cost nothing per request.
 */
export type CacheStats = { hits: number; misses: number };

export const newCacheStats = (): CacheStats => ({ hits: 0, misses: 0 });
