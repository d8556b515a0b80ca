import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, paths } from '@charity/shared';
import { AppProvider } from '#src/app/provider.tsx';
import { routes } from '#src/app/router.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { toast } from '#src/lib/toast.ts';
import { on, recordRequests, server, posts } from '#src/test/api-server.ts';
import { spyOnToasts } from '#src/test/toasts.ts';

beforeAll(async () => {
  await Promise.all([
    import('#src/app/routes/subscription-confirm.tsx'),
    import('#src/app/routes/subscription-unsubscribe.tsx'),
  ]);
}, 60_000);

beforeEach(() => {
  spyOnToasts();
});

/** The whole app at `path`, under StrictMode as in production builds' development twin (main.tsx). */
function renderStrict(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return { router, user: userEvent.setup() };
}

/** Waits for the page itself (lazy module, layout); on a busy machine that can outlast findBy's default second. */
const pageLoaded = (title: string) =>
  screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });

const TOKEN = 'c0nf1rm-t0k3n';

describe('subscription confirmation page', () => {
  it('confirms once on arrival, even under StrictMode, and says so', async () => {
    server.use(on('POST /api/subscription/confirm', [200, { message: 'Your subscription is confirmed.' }]));
    const sent = recordRequests();
    renderStrict(`${paths.subscriptionConfirm}?token=${TOKEN}`);
    await pageLoaded('Confirm Subscription');
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your subscription is confirmed.')).toBeInTheDocument();
    expect(posts(sent)).toEqual([
      { method: 'POST', path: '/api/subscription/confirm', kind: 'json', body: { token: TOKEN } },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', paths.home);
  });

  it('shows and toasts the server’s error, with the way home', async () => {
    server.use(
      on('POST /api/subscription/confirm', [404, { message: 'This confirmation link has expired.' }]),
    );
    renderStrict(`${paths.subscriptionConfirm}?token=${TOKEN}`);
    await pageLoaded('Confirm Subscription');
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This confirmation link has expired.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('This confirmation link has expired.');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });

  it('says "Invalid ID" without calling the server when the link has no token', async () => {
    const sent = recordRequests();
    renderStrict(`${paths.subscriptionConfirm}?token=`);
    await pageLoaded('Confirm Subscription');
    expect(await screen.findByRole('heading', { name: MESSAGES.invalidId })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.invalidId);
    expect(posts(sent)).toEqual([]);
  });
});

describe('unsubscribe page', () => {
  it('changes nothing on arrival; the button unsubscribes and confirms it', async () => {
    server.use(
      on('POST /api/subscription/unsubscribe', [200, { message: 'You will not hear from us again.' }]),
    );
    const sent = recordRequests();
    const { user } = renderStrict(`${paths.subscriptionUnsubscribe}?token=${TOKEN}`);
    await pageLoaded('Unsubscribe');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(posts(sent)).toEqual([]);

    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You will not hear from us again.')).toBeInTheDocument();
    expect(posts(sent)).toEqual([
      { method: 'POST', path: '/api/subscription/unsubscribe', kind: 'json', body: { token: TOKEN } },
    ]);
  });

  it('keeps the button after a failure, with the server’s message', async () => {
    server.use(on('POST /api/subscription/unsubscribe', [404, { message: 'Unknown link.' }]));
    const { user } = renderStrict(`${paths.subscriptionUnsubscribe}?token=${TOKEN}`);
    await pageLoaded('Unsubscribe');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unknown link.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Unknown link.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('says "Invalid ID" when the link has no token', async () => {
    recordRequests();
    renderStrict(paths.subscriptionUnsubscribe);
    await pageLoaded('Unsubscribe');
    expect(await screen.findByRole('heading', { name: MESSAGES.invalidId })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
