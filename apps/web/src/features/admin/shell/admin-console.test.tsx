import { screen, within, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { adminPaths, STAFF_MESSAGES } from '@charity/shared';
import { routes, type RouteHandle } from '#src/app/router.tsx';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { recordUrls, server } from '#src/test/api-server.ts';
import { SIGN_IN_FAILED } from '#src/features/admin/shell/components/sign-in-form.tsx';
import { FORBIDDEN_TEXT } from '#src/features/admin/ui/forbidden.tsx';
import type { StaffRole } from '@charity/shared';

/*
 * The console against a stubbed admin API (the suite's one msw server, test/api-server.ts). Any request without a
 * handler fails the test, so "nothing was sent" is checked too.
 */
preloadConsole();

const LAKSHMI_ID = '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e01';
const staffAs = (role: StaffRole) => ({
  id: LAKSHMI_ID,
  name: 'Lakshmi',
  email: 'lakshmi@example.org',
  role,
});

const signedInAs = (role: StaffRole) => [
  http.get('/api/admin/auth/me', () => HttpResponse.json({ data: staffAs(role) })),
  http.get('/api/admin/dashboard', () =>
    HttpResponse.json({ data: { role, financial_year: '2026-27', contact_messages_new: 3 } }),
  ),
];

describe('console route', () => {
  it.each([
    adminPaths.dashboard,
    adminPaths.signIn,
    adminPaths.staff,
    adminPaths.invitation('a-token'),
    '/admin/no/such/page',
  ])('routes %s to the console, which the server leaves to the browser', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    // One match: the console's own route, not the public layout (whose /:category/:list/:id takes 3 segments).
    expect(matches).toHaveLength(1);
    expect((matches[0]?.route.handle as RouteHandle | undefined)?.ssr).toBe(false);
  });
});

describe('console sign-in', () => {
  it('sends a visitor without a session to sign in, and shows one generic error for a wrong sign-in', async () => {
    let sent: unknown;
    server.use(
      http.get('/api/admin/auth/me', () => HttpResponse.json({ message: 'Sign in first.' }, { status: 401 })),
      http.post('/api/admin/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Wrong e-mail, password or code.' }, { status: 401 });
      }),
    );
    const { user, router } = renderApp(adminPaths.staff);
    await screen.findByRole('heading', { name: 'Sign in to the trust console' }, FIND);
    expect(router.state.location.pathname).toBe(adminPaths.signIn);
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(adminPaths.staff)}`);

    await user.type(screen.getByLabelText('E-mail'), 'lakshmi@example.org');
    await user.type(screen.getByLabelText('Password'), 'a wrong password');
    await user.type(screen.getByLabelText('Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_FAILED);
    expect(sent).toEqual({ email: 'lakshmi@example.org', password: 'a wrong password', code: '123456' });
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('checks the fields before sending anything', async () => {
    server.use(
      http.get('/api/admin/auth/me', () => HttpResponse.json({ message: 'Sign in first.' }, { status: 401 })),
    );
    const { user } = renderApp(adminPaths.signIn);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, FIND));
    expect(await screen.findByText('Please enter your e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('invitation', () => {
  it('says a link that is no longer valid is so, instead of a form that would fail', async () => {
    server.use(
      http.get('/api/admin/auth/invitations/tok-gone', () =>
        HttpResponse.json({ message: STAFF_MESSAGES.invitationInvalid }, { status: 404 }),
      ),
    );
    renderApp(adminPaths.invitation('tok-gone'));
    expect(await screen.findByRole('alert', {}, FIND)).toHaveTextContent(STAFF_MESSAGES.invitationInvalid);
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });

  it("shows the server's reason for refusing a password under the password field", async () => {
    const reason = `${STAFF_MESSAGES.passwordWeak} ${STAFF_MESSAGES.passwordPersonal}`;
    server.use(
      http.get('/api/admin/auth/invitations/tok-weak', () =>
        HttpResponse.json({
          data: { email: 'new@example.org', role: 'editor', expires_at: '2026-12-01T00:00:00Z' },
        }),
      ),
      http.post('/api/admin/auth/invitations/tok-weak', () =>
        HttpResponse.json(
          { message: 'Please check the form.', errors: { password: reason } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(adminPaths.invitation('tok-weak'));
    await screen.findByRole('heading', { name: '1. Your name and password' }, FIND);
    // The page says which role is offered, in the shared words of the role.
    expect(await screen.findByTestId('invitation-role', {}, FIND)).toHaveTextContent(
      'You are invited as Editor: public content, campaigns and uploads.',
    );
    await user.type(screen.getByLabelText('Your name'), 'Lakshmi');
    await user.type(screen.getByLabelText('Password'), 'saimayeetrust');
    await user.type(screen.getByLabelText('Password again'), 'saimayeetrust');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: '1. Your name and password' })).toBeInTheDocument();
  });

  it('takes name and password, then shows the QR code and URL, then the recovery codes once', async () => {
    const otpauth =
      'otpauth://totp/Trust%20console:new%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Trust%20console';
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd`);
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/auth/invitations/tok-1', () =>
        HttpResponse.json({
          data: { email: 'new@example.org', role: 'admin', expires_at: '2026-12-01T00:00:00Z' },
        }),
      ),
      http.post('/api/admin/auth/invitations/tok-1', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { otpauth_url: otpauth } });
      }),
      http.post('/api/admin/auth/invitations/tok-1/totp', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        if (body.code !== '654321') {
          return HttpResponse.json(
            { message: 'The code is not right.', errors: { code: 'The code is not right.' } },
            { status: 422 },
          );
        }
        return HttpResponse.json({
          access_token: 'not-kept',
          staff: staffAs('admin'),
          data: { recovery_codes: codes },
        });
      }),
      ...signedInAs('admin'),
    );
    const { user, router } = renderApp(adminPaths.invitation('tok-1'));
    await screen.findByRole('heading', { name: '1. Your name and password' }, FIND);
    await user.type(screen.getByLabelText('Your name'), 'Lakshmi');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Password again'), 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(STAFF_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Password again'));
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Password again'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: '2. Your authenticator app' });
    expect(sent).toEqual([{ name: 'Lakshmi', password: 'correct horse battery' }]);
    expect(screen.getByText(otpauth)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());

    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is not right.', { selector: 'p' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    const next = screen.getByRole('button', { name: 'Continue to the console' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved them' }));
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.dashboard));
    expect(await screen.findByText('New contact messages', {}, FIND)).toBeInTheDocument();
  }, 30_000);
});

describe('console layout', () => {
  const sidebarLinks = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Console' }, FIND);
    return within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
  };

  it('shows an editor only the screens an editor can use', async () => {
    server.use(...signedInAs('editor'));
    renderApp(adminPaths.dashboard);
    expect(await sidebarLinks()).toEqual(['Dashboard', 'Content', 'Media library', 'Campaigns']);
  });

  it('shows an admin every screen', async () => {
    server.use(...signedInAs('admin'));
    renderApp(adminPaths.dashboard);
    expect(await sidebarLinks()).toEqual([
      'Dashboard',
      'Content',
      'Media library',
      'Campaigns',
      'Donations',
      'Donors',
      'E-hundi',
      'Offline gift',
      'Exports',
      'Form 10BE',
      'Messages',
      'Volunteers',
      'Subscribers',
      'Newsletters',
      'Staff',
      'Trust settings',
      'Audit log',
    ]);
  });

  it('folds the sidebar behind a Menu button that Escape and a chosen link close, focus handled', async () => {
    server.use(...signedInAs('admin'));
    const { user, router } = renderApp(adminPaths.dashboard);
    // jsdom applies no media queries: what is pinned is the disclosure the phone-width CSS reads (data-state).
    const button = await screen.findByRole('button', { name: 'Menu' }, FIND);
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(screen.getByRole('navigation', { name: 'Console' }));
    expect(menu).toHaveAttribute('data-state', 'closed');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-state', 'closed');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(menu!).getByRole('link', { name: 'Content' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.content));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('lights the screen’s link, and names it in the top bar, on the pages below it too', async () => {
    server.use(...signedInAs('editor'));
    renderApp(adminPaths.contentNew('events'));
    const nav = await screen.findByRole('navigation', { name: 'Console' }, FIND);
    expect(within(nav).getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Media library' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Menu' }).previousElementSibling).toHaveTextContent(
      'Trust consoleContent',
    );
  });

  it('says "no access" inside the layout when the API answers 403', async () => {
    server.use(
      ...signedInAs('admin'),
      http.get('/api/admin/settings', () =>
        HttpResponse.json({ message: 'Your role may not do this.' }, { status: 403 }),
      ),
    );
    renderApp(adminPaths.settings);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: FORBIDDEN_TEXT }, FIND)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
  });

  it('says "no access" without asking the API when the role cannot use the screen', async () => {
    server.use(...signedInAs('editor'));
    renderApp(adminPaths.audit);
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TEXT }, FIND)).toBeInTheDocument();
  });

  it('signs out and returns to sign-in', async () => {
    let signedOut = false;
    server.use(
      ...signedInAs('admin'),
      http.post('/api/admin/auth/logout', () => {
        signedOut = true;
        return HttpResponse.json({ message: STAFF_MESSAGES.signedOut });
      }),
    );
    const { user, router } = renderApp(adminPaths.dashboard);
    const signOutButton = await screen.findByRole('button', { name: 'Sign out' }, FIND);
    const asked = recordUrls();
    await user.click(signOutButton);
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.signIn));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the trust console' }, FIND),
    ).toBeInTheDocument();
    expect(signedOut).toBe(true);
    // The sign-out itself, and no second "who is signed in?" (its 401 would be an error in the browser's console).
    const authCalls = asked.map((url) => url.pathname).filter((path) => path.startsWith('/api/admin/auth/'));
    expect(authCalls).toEqual(['/api/admin/auth/logout']);
  });
});
