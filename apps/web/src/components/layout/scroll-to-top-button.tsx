import { lazy, Suspense, useEffect } from 'react';
import { TIMING } from '@charity/shared';
import { useScrolledPast } from '#src/hooks/use-scrolled-past.ts';
import { whenSettled } from '#src/lib/when-idle.ts';

/*
 * No page shows the button before the visitor scrolls, so the button itself is not part of every page's first load
 * (`npm run size`): it loads once the page has settled, as the mobile menu's sheet does, and at the latest when
 * it is first wanted.
 */
const loadControl = () => import('#src/components/layout/scroll-to-top-control.tsx');
const ScrollToTopControl = lazy(() => loadControl().then((m) => ({ default: m.ScrollToTopControl })));

/**
 * docs/product/content-and-pages.md: appears once the page is scrolled past the same threshold that fixes the
 * navbar.
 */
export function ScrollToTopButton() {
  const visible = useScrolledPast(TIMING.navbarFixedAfterPx);
  useEffect(() => whenSettled(() => void loadControl()), []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopControl />
    </Suspense>
  );
}
