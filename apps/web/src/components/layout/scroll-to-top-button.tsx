import { ArrowUp } from 'lucide-react';
import { TIMING } from '@charity/shared';
import { useScrolledPast } from '#src/hooks/use-scrolled-past.ts';
import { scrollBehavior } from '#src/lib/motion.ts';

/**
 * docs/product/content-and-pages.md: appears once the page is scrolled past the same threshold that fixes the
 * navbar.
 */
export function ScrollToTopButton() {
  const visible = useScrolledPast(TIMING.navbarFixedAfterPx);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
      className="fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-white shadow-header transition-colors animate-fade-in hover:bg-primary-strong sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
