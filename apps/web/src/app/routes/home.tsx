import { lazy, Suspense } from 'react';
import { AboutBlock } from '#src/features/home/components/about-block.tsx';
import { BannerSlider } from '#src/features/home/components/banner-slider.tsx';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';
import { useSiteIdentity } from '#src/lib/site-identity.ts';

/*
 * Only the banner and the about block are in the first viewport; the rest (with the form library) and the popup
 * (which appears seconds later) load as separate chunks, so the route's own chunk stays small.
 */
const HomeBelowFold = lazy(() =>
  import('#src/features/home/components/home-below-fold.tsx').then((m) => ({ default: m.HomeBelowFold })),
);
const HomePopup = lazy(() =>
  import('#src/features/home/components/home-popup.tsx').then((m) => ({ default: m.HomePopup })),
);

/** The home page, sections in docs/product/content-and-pages.md's order. */
export function Component() {
  const site = useSiteIdentity();
  useDocumentMeta(site.name, site.tagline);
  return (
    <>
      <BannerSlider />
      <AboutBlock />
      {/* The placeholder keeps the footer from jumping up while the sections load. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeBelowFold />
      </Suspense>
      <Suspense fallback={null}>
        <HomePopup />
      </Suspense>
    </>
  );
}
