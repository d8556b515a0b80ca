import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll } from 'vitest';
import { AppProvider } from '#src/app/provider.tsx';
import { routerBasename, routesFor } from '#src/app/router.tsx';
import { localeOfPath } from '#src/lib/i18n.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { uiStore } from '#src/stores/ui-store.ts';

/**
 * Renders the whole app (providers, layout, real route table) at `path`, in memory; in the path's language, as
 * the browser does (`/kn/...` is Kannada, docs/decisions/0067).
 */
export function renderApp(path: string) {
  uiStore.closeAll();
  const locale = localeOfPath(path);
  const router = createMemoryRouter(routesFor(locale), {
    initialEntries: [path],
    basename: routerBasename(locale),
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={createQueryClient()} locale={locale}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/**
 * How long a console test waits for its screen's first content: the screen's API answers (msw, no network) but
 * the console renders after its session check, and on a loaded two-core machine that takes seconds.
 */
export const FIND = { timeout: 5000 } as const;

/**
 * For a console test file, called once at its top: loads the console before its first test. The console is one lazy
 * route whose chunk imports every screen (app/routes/admin/console.tsx), and transforming it on first use can
 * outlast a findBy* query on a busy machine; loaded here, under a minute's allowance, no test pays for it.
 */
export function preloadConsole(): void {
  beforeAll(async () => {
    await import('#src/app/routes/admin/console.tsx');
  }, 60_000);
}

/** Pretends the window was scrolled to `y` and tells the listeners. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
