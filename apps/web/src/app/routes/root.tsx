import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '#src/components/layout/footer.tsx';
import { Header } from '#src/components/layout/header.tsx';
import { NavigationProgress } from '#src/components/layout/navigation-progress.tsx';
import { ScrollToTopButton } from '#src/components/layout/scroll-to-top-button.tsx';
import { uiStore } from '#src/stores/ui-store.ts';

/** Closes the mobile menu, sidebar and profile bar whenever the location changes (SPEC §2). */
function useCloseOverlaysOnNavigate() {
  const { key } = useLocation();
  useEffect(() => {
    uiStore.closeAll();
  }, [key]);
}

/** The shared layout around every page: header, page body, footer, and the scroll helpers. */
export function RootLayout({ children }: { children?: ReactNode }) {
  useCloseOverlaysOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-strong"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ScrollToTopButton />
      {/* New pages open at the top; back and forward restore where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
