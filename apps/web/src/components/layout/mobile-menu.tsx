import { lazy, Suspense, useEffect } from 'react';
import { Menu } from 'lucide-react';
import { uiStore, useUiState } from '#src/stores/ui-store.ts';
import { whenSettled } from '#src/lib/when-idle.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/*
 * The dialog machinery (focus trap, scroll lock) loads after the page, while the browser is idle, and at the
 * latest on the first tap; the button itself is plain so it costs nothing up front.
 */
const loadSheet = () => import('#src/components/layout/mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/** The "Open menu" button shown below 1024 px, and the menu sheet it opens. */
export function MobileMenu() {
  const open = useUiState((s) => s.mobileMenuOpen);
  const t = useT();

  useEffect(() => {
    if (window.matchMedia('(min-width: 1024px)').matches) return;
    return whenSettled(() => void loadSheet());
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label={t(m['header.openMenu'])}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onClick={() => uiStore.set({ mobileMenuOpen: true })}
        className="inline-flex size-11 items-center justify-center rounded-full text-maroon hover:bg-primary-soft lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* Mounted only while open; on unmount Radix's focus scope hands focus back to this button. */}
      <Suspense fallback={null}>{open ? <MobileMenuSheet /> : null}</Suspense>
    </>
  );
}
