import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from '#src/app/app.tsx';
import { createAppRouter, loadMatchedRoutes } from '#src/app/router.tsx';
import { readSsrState } from '#src/app/ssr-state.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { afterFirstContentfulPaint, nextTask } from '#src/lib/when-idle.ts';
import '#src/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/*
 * The server renders public pages to HTML (entry-server.tsx) and leaves the data it used in the page; the browser
 * then hydrates that HTML instead of drawing it again. Pages it did not render (or a server without the renderer)
 * arrive with an empty #root, and the app renders from scratch as a plain single-page app.
 */
async function start(root: HTMLElement): Promise<void> {
  const state = readSsrState();
  if (!state || !root.firstElementChild) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  /*
   * Before hydrating, each step in a task of its own: this module's evaluation (React, the router, the app's
   * modules) is already one long task on a phone, and matching the route table, creating the router and
   * hydrating would each lengthen whichever task they ran in (Total Blocking Time, ADR 39).
   *
   * The first step waits for the page's first contentful paint. When this script arrives before the browser has
   * shown the server's HTML (a slow first answer, a busy phone), the route's modules would otherwise be requested,
   * at the high priority of an import(), while the stylesheet, fonts and largest picture are still on their way, and
   * compete with them for a slow link; Lighthouse then counts those scripts as render-blocking and its simulated first
   * paint jumps by their download time (about 600 ms on the home page). The server's HTML is the page: the scripts
   * that bring it to life come after it is on screen, as the entry itself does (vite.config.ts, ADR 35 and 39).
   */
  await afterFirstContentfulPaint();
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  await loadMatchedRoutes(window.location.pathname);
  await nextTask();
  const router = createAppRouter(state.router);
  await nextTask();
  /*
   * As a transition, hydration is done in slices of a few milliseconds with the browser free in between, instead
   * of one long task (React treats a plain hydrateRoot as urgent and never yields). A phone stays responsive while
   * the page comes to life, and Lighthouse's Total Blocking Time counts no such task (ADR 37). An input
   * meanwhile is not lost: React hydrates at once what the visitor touches.
   */
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

void start(container);
