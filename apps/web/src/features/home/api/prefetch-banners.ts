/** The banner list's address, shared by its query (get-banners.ts) and the first-load prefetch below. */
export const BANNERS_PATH = '/api/banner/random';

let prefetched = false;

/**
 * The banner is the home page's largest paint, and without help its request waits for the home page's code (and
 * zod) to download and render. The home route's loader (app/router.tsx) calls this on the first load, so the
 * request runs while that code downloads; the answer is cacheable (public, 30 s), so the banner query's own
 * request is then served from the browser's HTTP cache. This module imports nothing, so the entry stays small.
 * Only the first load: later visits to home already have the banners in the query cache.
 */
export function prefetchBanners(): void {
  if (prefetched) return;
  prefetched = true;
  // Read to the end so the whole answer is stored; a failure is the banner query's to report, not this hint's.
  void fetch(BANNERS_PATH, { credentials: 'include', headers: { accept: 'application/json' } })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
