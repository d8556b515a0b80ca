import type { Banner } from '@charity/shared';

/*
 * The banner picture's responsive attributes, shared by the slide (banner-slider.tsx) and the first-load
 * prefetch (api/prefetch-banners.ts): the browser only reuses the prefetched file if both ask for the same one.
 */

/** The two renditions the server makes of every banner (packages/shared content.ts). */
export const bannerSrcSet = ({ image, image_small }: Pick<Banner, 'image' | 'image_small'>): string =>
  `${image_small} 640w, ${image} 1600w`;

/** The banner spans the window at every width. */
export const BANNER_SIZES = '100vw';
