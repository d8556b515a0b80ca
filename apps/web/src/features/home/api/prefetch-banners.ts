import { BANNER_SIZES, bannerSrcSet } from '#src/features/home/utils/banner-image.ts';

/** The banner list's address, shared by its query (get-banners.ts) and the first-load prefetch below. */
export const BANNERS_PATH = '/api/banner/random';

let prefetched = false;

/** The first banner's two renditions, read without zod (see below); null when the answer is not as expected. */
function firstBanner(body: unknown): { image: string; image_small: string } | null {
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data))
    return null;
  const first: unknown = body.data[0];
  if (typeof first !== 'object' || first === null) return null;
  const { image, image_small } = first as Record<string, unknown>;
  return typeof image === 'string' && typeof image_small === 'string' ? { image, image_small } : null;
}

/**
 * The banner is the home page's largest paint, and without help its request waits for the home page's code (and
 * zod) to download and render. The home route's loader (app/router.tsx) calls this on the first load, so the
 * request, and then the first banner picture, download while that code does. The answer is cacheable (public,
 * 30 s), so the banner query's own request is served from the browser's HTTP cache, and the slide finds its
 * picture already there. This module imports no library, so the entry stays small; the banner query still
 * validates the answer. Only the first load: later visits to home already have the banners in the query cache.
 */
export function prefetchBanners(): void {
  if (prefetched) return;
  prefetched = true;
  // A failure is the banner query's to report, not this hint's.
  void fetch(BANNERS_PATH, { credentials: 'include', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const banner = firstBanner(body);
      if (!banner) return;
      // Same srcset and sizes as the slide, so the browser picks (and later reuses) the same file.
      const picture = new Image();
      picture.fetchPriority = 'high';
      picture.sizes = BANNER_SIZES;
      picture.srcset = bannerSrcSet(banner);
      picture.src = banner.image;
    })
    .catch(() => undefined);
}
