import { lazy, Suspense, useState } from 'react';
import {
  createBrowserRouter,
  data,
  matchRoutes,
  RouterProvider,
  type DataRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import {
  ADMIN_PATH,
  DEFAULT_LOCALE,
  localeBasename,
  NOT_FOUND_MESSAGE,
  paths,
  PREVIEW_PATH,
  type Locale,
} from '@charity/shared';
import { RootLayout } from '#src/app/routes/root.tsx';
import { localeOfPath } from '#src/lib/i18n.ts';
import { parseEventListParams } from '#src/lib/route-params.ts';

/**
 * A path pattern with a trailing optional `:id`, built from the shared path helper so the prefix is not typed
 * twice. Optional so that a missing id reaches the page, which says "Invalid ID" and redirects
 * (docs/product/README.md).
 */
const withIdParam = (build: (id: string) => string) => `${build('')}:id?`;

/** Route `handle` fields this app reads. `ssr: false`: the server leaves the page to the browser (entry-server.tsx). */
export type RouteHandle = { ssr?: boolean };

/** The event routes' patterns, which the server renderer's prefetch (app/ssr-prefetch.ts) also recognises. */
export const EVENT_LIST_ROUTE = '/:category/:list';
export const EVENT_DETAIL_ROUTE = '/:category/:list/:id';
export const PREVIEW_ROUTE = `${PREVIEW_PATH}/:resource/:id`;
/** A campaign's page; more specific than the event lists' `/:category/:list`, so the router prefers it. */
export const CAMPAIGN_ROUTE = `${paths.campaigns}/:slug`;

const notFound = () => data(NOT_FOUND_MESSAGE, { status: 404 });

// The error page is rarely seen, so it is not part of every page's first load (`npm run size`).
const LazyRouteError = lazy(() =>
  import('#src/app/routes/route-error.tsx').then((m) => ({ default: m.RouteError })),
);
const RouteError = () => (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);

/**
 * `/:category/:list` matches any two segments; only docs/product/events.md's categories and lists are pages,
 * the rest are 404s.
 */
const eventRouteGuard = ({ params }: LoaderFunctionArgs) => {
  if (!parseEventListParams(params)) throw notFound();
  return null;
};

/**
 * Every route of docs/product/content-and-pages.md and events.md. Page modules are lazy so the first load carries only the layout and
 * the page asked for. The pathless route below the layout holds the error boundary, so errors and 404s render
 * inside the header and footer; the root's own boundary only catches a failure of the layout itself.
 */
export const routes: RouteObject[] = [
  // The trust console (docs/product/console.md): its own layout, browser-rendered only; its screens are in its chunk.
  {
    id: 'admin',
    path: `${ADMIN_PATH}/:screen?/*`,
    handle: { ssr: false } satisfies RouteHandle,
    lazy: () => import('#src/app/routes/admin/console.tsx'),
    // Opened first, the console is drawn by the browser (no server HTML to keep): nothing until its chunk is in,
    // said explicitly so React Router does not warn about a missing fallback.
    HydrateFallback: () => null,
  },
  {
    id: 'root',
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: () => (
      <main className="min-h-dvh bg-cream">
        <RouteError />
      </main>
    ),
    // While the first page's module loads, the layout itself is the fallback: the header paints at once. The same
    // component as Component, so React keeps it (no remount) when the page arrives.
    HydrateFallback: RootLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () => import('#src/app/routes/home.tsx'),
          },
          { path: paths.about, lazy: () => import('#src/app/routes/about/about.tsx') },
          { path: paths.saiMayeeTrust, lazy: () => import('#src/app/routes/about/sai-mayee-trust.tsx') },
          {
            path: paths.saiMeruMathiTrust,
            lazy: () => import('#src/app/routes/about/sai-meru-mathi-trust.tsx'),
          },
          { path: paths.leadershipTeam, lazy: () => import('#src/app/routes/leadership-team.tsx') },
          { path: paths.media, lazy: () => import('#src/app/routes/media.tsx') },
          { path: paths.testimonial, lazy: () => import('#src/app/routes/testimonial.tsx') },
          { path: paths.galleryImages, lazy: () => import('#src/app/routes/gallery/images.tsx') },
          { path: paths.galleryVideos, lazy: () => import('#src/app/routes/gallery/videos.tsx') },
          { path: paths.volunteer, lazy: () => import('#src/app/routes/volunteer.tsx') },
          { path: paths.faq, lazy: () => import('#src/app/routes/faq.tsx') },
          { path: paths.faqDemo, lazy: () => import('#src/app/routes/faq-demo.tsx') },
          { path: paths.contact, lazy: () => import('#src/app/routes/contact.tsx') },
          { path: paths.army2024, lazy: () => import('#src/app/routes/army2024.tsx') },
          { path: paths.scy2025, lazy: () => import('#src/app/routes/scy2025.tsx') },
          { path: paths.termsCondition, lazy: () => import('#src/app/routes/legal/terms-condition.tsx') },
          { path: paths.privacyPolicy, lazy: () => import('#src/app/routes/legal/privacy-policy.tsx') },
          {
            path: paths.refundPolicy,
            lazy: () => import('#src/app/routes/legal/donation-refund-policy.tsx'),
          },
          { path: paths.disclaimer, lazy: () => import('#src/app/routes/legal/disclaimer.tsx') },
          { path: paths.findUs, lazy: () => import('#src/app/routes/find-us.tsx') },
          { path: paths.literature, lazy: () => import('#src/app/routes/literature.tsx') },
          { path: paths.crossword, lazy: () => import('#src/app/routes/crossword.tsx') },
          { path: paths.donation, lazy: () => import('#src/app/routes/donation.tsx') },
          {
            path: paths.donationThankYou,
            // Its URL carries a signed token: the browser's alone, never rendered nor kept by the server.
            handle: { ssr: false } satisfies RouteHandle,
            // In the donation page's chunk: one more lazy file would cost every page's first load its name.
            lazy: () => import('#src/app/routes/donation.tsx').then((m) => ({ Component: m.ThankYouPage })),
          },
          { path: paths.eHundi, lazy: () => import('#src/app/routes/e-hundi.tsx') },
          // docs/product/giving.md "Campaigns, the donor wall and dedications".
          { path: paths.campaigns, lazy: () => import('#src/app/routes/campaigns/campaign-list.tsx') },
          { path: CAMPAIGN_ROUTE, lazy: () => import('#src/app/routes/campaigns/campaign-detail.tsx') },
          {
            path: paths.payment,
            // Decided by the visitor's session, which the server does not look at (app/ssr-state.ts).
            handle: { ssr: false } satisfies RouteHandle,
            lazy: () => import('#src/app/routes/payment.tsx'),
          },
          {
            path: paths.subscriptionConfirm,
            lazy: () => import('#src/app/routes/subscription-confirm.tsx'),
          },
          {
            path: paths.subscriptionUnsubscribe,
            lazy: () => import('#src/app/routes/subscription-unsubscribe.tsx'),
          },
          { path: paths.login, lazy: () => import('#src/app/routes/auth/login.tsx') },
          { path: paths.register, lazy: () => import('#src/app/routes/auth/register.tsx') },
          { path: paths.forgotPassword, lazy: () => import('#src/app/routes/auth/forgot-password.tsx') },
          {
            path: withIdParam(paths.resetPassword),
            lazy: () => import('#src/app/routes/auth/reset-password.tsx'),
          },
          { path: withIdParam(paths.verifyUser), lazy: () => import('#src/app/routes/auth/verify-user.tsx') },
          {
            path: EVENT_LIST_ROUTE,
            loader: eventRouteGuard,
            lazy: () => import('#src/app/routes/events/event-list.tsx'),
          },
          {
            path: EVENT_DETAIL_ROUTE,
            loader: eventRouteGuard,
            lazy: () => import('#src/app/routes/events/event-detail.tsx'),
          },
          // A saved record's preview (docs/product/console.md "Preview"): an event, a page or a FAQ question.
          { path: PREVIEW_ROUTE, lazy: () => import('#src/app/routes/preview.tsx') },
          {
            path: '*',
            loader: () => {
              throw notFound();
            },
            // Never rendered (the loader always throws); present so the router does not warn about an empty leaf.
            Component: () => null,
          },
        ],
      },
    ],
  },
];

/**
 * The route table of a language's pages (docs/decisions/0067): every page of the site, under the language's
 * prefix as the router's basename (so every link on a Kannada page stays under /kn), but the console, which is
 * English only: under /kn its paths fall to the 404 route.
 */
export const routesFor = (locale: Locale): RouteObject[] =>
  locale === DEFAULT_LOCALE ? routes : routes.filter((route) => route.id !== 'admin');

/** The router's basename for a language; undefined for English (no prefix). */
export const routerBasename = (locale: Locale): string | undefined => localeBasename(locale) || undefined;

/**
 * Loads the page modules of the routes matching `pathname` into the route table, so a router created afterwards
 * can hydrate server-rendered HTML at once. Without this the router would first render HydrateFallback (the
 * layout alone) over the server's page, a hydration mismatch.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const locale = localeOfPath(pathname);
  const lazyMatches = (matchRoutes(routesFor(locale), pathname, routerBasename(locale)) ?? []).filter(
    (match) => match.route.lazy,
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrationData` is the server's loader results when the page was rendered there. */
export const createAppRouter = (hydrationData?: HydrationState): DataRouter => {
  const locale = localeOfPath(window.location.pathname);
  return createBrowserRouter(routesFor(locale), {
    basename: routerBasename(locale),
    ...(hydrationData ? { hydrationData } : {}),
  });
};

/**
 * The router's provider: the router main.tsx created before hydrating (outside React's render, which cannot yield
 * in the middle of it), or one made on first render.
 */
export function AppRouter({ router }: { router?: DataRouter }) {
  // Created once per mount, not at import time, so tests can import `routes` without touching window.location.
  const [current] = useState(() => router ?? createAppRouter());
  return <RouterProvider router={current} />;
}
