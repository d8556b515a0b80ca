import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { ScrollRestoration, useLocation, useOutlet } from 'react-router';
import { Header } from '#src/components/layout/header.tsx';
import { LoginLink } from '#src/components/layout/login-link.tsx';
import { NavigationProgress } from '#src/components/layout/navigation-progress.tsx';
import { ScrollToTopButton } from '#src/components/layout/scroll-to-top-button.tsx';
import { uiStore } from '#src/stores/ui-store.ts';
import { useSessionHint } from '#src/lib/session-hint.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/*
 * The footer is below the first screen on every page, so it is not part of the first load (`npm run size`): its
 * chunk is fetched as soon as the layout renders, beside the page's own chunk.
 */
const Footer = lazy(() => import('#src/components/layout/footer.tsx').then((m) => ({ default: m.Footer })));

/*
 * The header's account control needs the session query and the API client, neither of which the first load
 * should carry. Visitors without a session (the session hint, lib/session-hint.ts) never load it: the header's
 * plain "Login" link is all they need, and it also stands in while the menu loads.
 */
const AccountMenu = lazy(() =>
  import('#src/features/auth/components/account-menu.tsx').then((m) => ({ default: m.AccountMenu })),
);

/** Closes the mobile menu, sidebar and profile bar whenever the location changes (docs/product/content-and-pages.md). */
function useCloseOverlaysOnNavigate() {
  const { key } = useLocation();
  useEffect(() => {
    uiStore.closeAll();
  }, [key]);
}

/**
 * The shared layout around every page: header, page body, footer, and the scroll helpers. The router also renders
 * it while the first page's module is still loading (HydrateFallback in router.tsx), so the header paints
 * without waiting for the page; the footer waits for the page, or it would show at once and then be pushed
 * down by the content (a layout shift).
 */
/**
 * Marks the document once the app has taken over the server's HTML (hydrated) or drawn the page itself. Until then
 * a server-rendered page shows everything but its buttons do nothing yet; the e2e suite waits for this before it
 * clicks (e2e/tests/fixtures.ts).
 */
function useMarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}

export function RootLayout({ children }: { children?: ReactNode }) {
  useMarkAppReady();
  useCloseOverlaysOnNavigate();
  const signedIn = useSessionHint();
  const t = useT();
  const outlet = useOutlet();
  const page = children ?? outlet;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-strong"
      >
        {t(m['layout.skipToContent'])}
      </a>
      <NavigationProgress />
      <Header
        account={
          signedIn ? (
            <Suspense fallback={<LoginLink />}>
              <AccountMenu />
            </Suspense>
          ) : undefined
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {page}
      </main>
      {page ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
      <ScrollToTopButton />
      {/* New pages open at the top; back and forward restore where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
