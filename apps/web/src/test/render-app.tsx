import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '#src/app/provider.tsx';
import { routes } from '#src/app/router.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { uiStore } from '#src/stores/ui-store.ts';

/** Renders the whole app (providers, layout, real route table) at `path`, in memory. */
export function renderApp(path: string) {
  uiStore.closeAll();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/** Pretends the window was scrolled to `y` and tells the listeners. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
