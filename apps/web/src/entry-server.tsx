import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LOCALES, splitLocalePath, type CreatePageRenderer, type Locale } from '@charity/shared';
import { AppProvider } from '#src/app/provider.tsx';
import { routerBasename, routesFor, type RouteHandle } from '#src/app/router.tsx';
import { prefetchPage } from '#src/app/ssr-prefetch.ts';
import { ssrStateScript } from '#src/app/ssr-state.ts';
import { DocumentMetaContext, type DocumentMeta } from '#src/hooks/use-document-meta.ts';
import { setApiTransport } from '#src/lib/api-client.ts';
import { setServerHtmlSanitizer } from '#src/lib/sanitize-html.ts';

/**
 * Server rendering of the public pages (ADR 8). The API server imports this bundle (built by `vite build --ssr`
 * into dist-server/) and asks it for each page's HTML, so a visitor on a slow phone sees the page, and its
 * largest image starts downloading, before any of the app's JavaScript has arrived; the browser then hydrates it
 * (main.tsx).
 *
 * The pages fetch their data with TanStack Query hooks, which do not fetch while rendering on a server. So the
 * queries the matched routes are known to read (app/ssr-prefetch.ts) are fetched first (in process, through the
 * API's own routes), and the page is rendered once with the answers (docs/decisions/0028). A query that list
 * misses is still found: the render created it, so it is fetched and the page rendered again, and a query found
 * only then (one that depends on another's answer) gets one more round. Whatever is not answered in time, or
 * fails, is left for the browser: it is removed before the final render, so the HTML shows it loading, exactly
 * what the browser's first render will show.
 */

/** Rounds of render-then-fetch after the prefetch: for queries it missed, and one more for dependent ones. */
const MAX_FETCH_ROUNDS = 2;
/** A page waits at most this long for its data; a slow call is left to the browser rather than delay the page. */
const DATA_BUDGET_MS = 1500;

/**
 * The page's HTML. `prerender` (unlike renderToString) waits for lazily loaded components, so below-the-fold
 * sections are included. Its Node-stream form: reading the web-stream form chunk by chunk and decoding each was a
 * tenth of a render's CPU (docs/decisions/0028). React would move a large finished section out of place and put it back with an inline
 * script, which the CSP refuses; an unlimited chunk size keeps every section in place, so the HTML has no script.
 * Any error while rendering (a component that needs the browser, say) rejects: a half-rendered page would be
 * redrawn by the browser with a console error, so the whole page is left to the browser instead.
 */
async function renderToString(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  if (errors.length > 0) throw errors[0];
  const chunks: Uint8Array[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks).toString('utf8');
}

const withinBudget = (work: Promise<unknown>, deadline: number) =>
  Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
  ]);

/** The bundle's one export (`PAGE_RENDERER_EXPORT`), typed by the contract in @charity/shared. */
export const createPageRenderer: CreatePageRenderer = (options) => {
  setApiTransport(options.fetch);
  setServerHtmlSanitizer(options.sanitizeHtml);
  // One route table per language: a Kannada page is its English path under /kn, the basename (docs/decisions/0067).
  const handlers = new Map(
    LOCALES.map((locale) => [
      locale,
      createStaticHandler(routesFor(locale), { basename: routerBasename(locale) }),
    ]),
  );

  return async (url) => {
    const request = new Request(new URL(url, 'http://localhost'), { method: 'GET' });
    // The page's language from its URL, for this render alone: passed down by context, never set globally.
    const locale: Locale = splitLocalePath(new URL(request.url).pathname).locale;
    const handler = handlers.get(locale);
    if (!handler) return null;
    const context = await handler.query(request);
    // A redirect or a thrown response: not a page to render here; the browser app handles it.
    if (context instanceof Response) return null;
    // Error pages (unknown paths, bad segments) stay client-rendered: RR's error objects need its own inline
    // hydration script, which the CSP does not allow. The server still sends their 404 status.
    if (context.errors) return null;
    // Pages that depend on who is signed in: the server never looks at the session, so the browser renders them.
    if (context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.ssr === false)) {
      return null;
    }

    // No error reporting (toasts) and no retries on the server: a failed call is simply left to the browser.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } },
    });
    const router = createStaticRouter(handler.dataRoutes, context);
    // Filled while rendering; a fresh one per pass, so the last (complete) render decides.
    let head: DocumentMeta = {};
    const app = () => (
      <StrictMode>
        <DocumentMetaContext value={head}>
          <AppProvider queryClient={queryClient} locale={locale}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </DocumentMetaContext>
      </StrictMode>
    );
    let renders = 0;
    const render = () => {
      head = {};
      renders += 1;
      return renderToString(app());
    };
    // Anything without an answer now is the browser's to load; the HTML must show it as the browser will.
    const dropUnanswered = () => {
      for (const query of queryClient.getQueryCache().getAll()) {
        if (query.state.status !== 'success') {
          void query.cancel({ silent: true });
          queryClient.getQueryCache().remove(query);
        }
      }
    };

    const deadline = Date.now() + DATA_BUDGET_MS;
    const pageUrl = new URL(request.url);
    await withinBudget(prefetchPage(queryClient, context.matches, pageUrl), deadline);
    // What was prefetched has had its chance, answered or not: the rounds below do not ask for it again.
    const attempted = new Set(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    );
    dropUnanswered();
    let html = await render();
    for (let round = 0; round < MAX_FETCH_ROUNDS; round += 1) {
      const pending = queryClient
        .getQueryCache()
        .getAll()
        .filter(
          (query) =>
            query.state.status === 'pending' &&
            query.meta?.ssr !== false &&
            // A disabled query (`enabled: false`) waits for something only the browser has; leave it alone.
            (query.options as { enabled?: unknown }).enabled !== false &&
            !attempted.has(query.queryHash),
        );
      if (pending.length === 0 || Date.now() >= deadline) break;
      for (const query of pending) attempted.add(query.queryHash);
      await withinBudget(Promise.allSettled(pending.map((query) => query.fetch())), deadline);
      dropUnanswered();
      html = await render();
    }

    const queries = dehydrate(queryClient);
    queryClient.clear();
    // A page may ask for its own status: an unknown event's "not found" page is a 404 (docs/product/events.md).
    const { status, ...pageHead } = head;
    return {
      status: status ?? context.statusCode,
      html,
      renders,
      head: pageHead,
      stateScript: ssrStateScript({
        router: { loaderData: context.loaderData, actionData: context.actionData },
        queries,
      }),
    };
  };
};
