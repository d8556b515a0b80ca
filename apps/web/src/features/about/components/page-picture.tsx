import type { ReactNode } from 'react';
import type { SitePage } from '@charity/shared';

/**
 * A fixed page's picture (docs/product/content-and-pages.md "Pages as content"): the one an editor chose, with the
 * media library's alt text (decorative without one: the page's words say what it is about), or else the page's
 * built-in illustration, as before pictures were content.
 */
export function PagePicture({
  page,
  fallback,
  className,
}: {
  page: SitePage;
  fallback: ReactNode;
  className: string;
}) {
  if (!page.image) return fallback;
  return (
    <img
      src={page.image}
      srcSet={page.image_small ? `${page.image_small} 720w, ${page.image} 1200w` : undefined}
      sizes="(min-width: 1024px) 50vw, 100vw"
      alt={page.image_alt ?? ''}
      loading="lazy"
      decoding="async"
      className={`${className} object-cover`}
    />
  );
}
