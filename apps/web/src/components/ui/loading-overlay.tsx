import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * docs/product/README.md: a full-screen loading overlay during each call. It counts every running query and
 * mutation except those that opt out with `meta: { overlay: false }` (the blog strip shows its own spinner).
 * The overlay blocks clicks at once, so a form cannot be sent twice, but only fades in after a moment so fast
 * calls do not flash.
 */
export function LoadingOverlay() {
  const fetching = useIsFetching({ predicate: (query) => query.meta?.overlay !== false });
  const mutating = useIsMutating({ predicate: (mutation) => mutation.meta?.overlay !== false });
  const t = useT();
  if (fetching + mutating === 0) return null;
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      data-testid="loading-overlay"
      className="fixed inset-0 z-[100] grid cursor-wait place-items-center bg-cream/75 backdrop-blur-[2px] animate-[fade-in_200ms_ease-out_150ms_both]"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white/90 px-8 py-6 shadow-card">
        <Spinner />
        <span className="text-sm font-semibold text-maroon">{t(m['listing.loading'])}</span>
      </div>
    </div>
  );
}
