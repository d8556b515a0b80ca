import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_UNVERIFIED, MESSAGES, paths } from '@charity/shared';
import { toast } from '#src/lib/toast.ts';
import { DONOR, sessionAnswer, USER_ID } from '#src/features/auth/test/auth-fixtures.ts';
import { EMPTY_SITE, on, recordRequests, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

const HINT_KEY = 'sm_signed_in';
/** The server's answer to /me for a logged-in donor. */
const ME = on('GET /api/auth/me', [200, { data: DONOR }]);
/** What the payments page, where a logged-in donor often lands, lists: nothing yet, and no statements. */
const NO_DONATIONS_YET = [
  on('GET /api/user/payment-data', [200, { data: [], meta: { total: 0, page: 1, per_page: 10 } }]),
  on('GET /api/donation/statements', [200, { data: [] }]),
];

/** The current location of the memory router, as one string. */
const locationOf = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeAll(async () => {
  // The pages and the header's account menu are lazy modules; compiling them on first use can take longer than a
  // findBy* query waits, so they are loaded once up front.
  await Promise.all([
    import('#src/app/routes/auth/login.tsx'),
    import('#src/app/routes/auth/register.tsx'),
    import('#src/app/routes/auth/forgot-password.tsx'),
    import('#src/app/routes/auth/verify-user.tsx'),
    import('#src/app/routes/auth/reset-password.tsx'),
    import('#src/app/routes/payment.tsx'),
    import('#src/app/routes/about/about.tsx'),
    import('#src/app/routes/home.tsx'),
    import('#src/features/auth/components/account-menu.tsx'),
  ]);
}, 60_000);

beforeEach(() => {
  window.localStorage.clear();
  spyOnToasts();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('login', () => {
  it('sends an unverified address to its verify page with the info toast, keeping ?next=', async () => {
    server.use(
      on('POST /api/auth/login', [
        403,
        { message: MESSAGES.unverifiedEmail, error_code: AUTH_ERROR_UNVERIFIED, error_id: USER_ID },
      ]),
    );
    const sent = recordRequests();
    const { router, user } = renderApp(`${paths.login}?next=%2Fgallery%2Fimages`);
    await user.type(await screen.findByLabelText('E-mail'), 'Asha@Example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeInTheDocument();
    expect(locationOf(router)).toBe(`${paths.verifyUser(USER_ID)}?next=%2Fgallery%2Fimages`);
    expect(toast.info).toHaveBeenCalledWith(MESSAGES.unverifiedEmail);
    // Reported once, as information: not also as an error toast.
    expect(toast.error).not.toHaveBeenCalled();
    expect(sent.find((r) => r.path === '/api/auth/login')?.body).toEqual({
      email: 'asha@example.org',
      password: 'correct horse',
    });
  });

  it('logs in, says so, shows the donor in the header and returns to ?next=', async () => {
    server.use(on('POST /api/auth/login', [200, sessionAnswer()]));
    const { router, user } = renderApp(`${paths.login}?next=%2Fabout`);
    await user.type(await screen.findByLabelText('E-mail'), DONOR.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.about));
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.loggedIn);
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('button', { name: 'Account: Asha Rao' })).toBeInTheDocument();
    expect(window.localStorage.getItem(HINT_KEY)).toBe('1');
  });

  it('shows a wrong password as the server says, and stays put', async () => {
    server.use(on('POST /api/auth/login', [401, { message: 'Invalid e-mail or password' }]));
    const { router, user } = renderApp(paths.login);
    await user.type(await screen.findByLabelText('E-mail'), DONOR.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid e-mail or password'));
    expect(router.state.location.pathname).toBe(paths.login);
    expect(window.localStorage.getItem(HINT_KEY)).toBeNull();
  });

  it('sends a visitor who is already logged in on to the payments page', async () => {
    window.localStorage.setItem(HINT_KEY, '1');
    server.use(ME, ...NO_DONATIONS_YET);
    const { router } = renderApp(paths.login);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.payment);
  });
});

describe('verify and reset pages without a usable id', () => {
  it.each([
    ['verify, no id', '/auth/verify-user'],
    ['verify, not a user id', '/auth/verify-user/42'],
    ['reset, no id', '/auth/reset-password/'],
    ['reset, not a user id', '/auth/reset-password/not-a-uuid'],
  ])('%s: "Invalid ID" and the login page', async (_what, path) => {
    const sent = recordRequests();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.invalidId, expect.anything());
    expect(sent).toEqual([]);
  });
});

describe('register and verify', () => {
  it('shows every problem of the register form at once, the password confirmation included', async () => {
    const sent = recordRequests();
    const { user } = renderApp(paths.register);
    await user.type(await screen.findByLabelText('Last name'), 'R4o');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'a long secret');
    await user.type(screen.getByLabelText('Confirm password'), 'another secret');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByLabelText('First name')).toHaveAccessibleDescription(
      'Please enter your first name',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Last name may contain only letters and spaces',
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid e-mail address'),
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      expect.stringContaining('The passwords do not match'),
    );
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription(
      'Please accept the terms and conditions',
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('registers, asks for the code, verifies and lands on ?next= logged in', async () => {
    server.use(
      on('POST /api/auth/register', [201, { user: { id: USER_ID }, message: 'ok' }]),
      on(`POST /api/auth/verify-user/${USER_ID}`, [200, sessionAnswer()]),
      ...NO_DONATIONS_YET,
    );
    const sent = recordRequests();
    const { router, user } = renderApp(`${paths.register}?next=%2Fpayment`);
    await user.type(await screen.findByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('E-mail'), DONOR.email);
    await user.type(screen.getByLabelText('Password'), 'a long secret');
    await user.type(screen.getByLabelText('Confirm password'), 'a long secret');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeInTheDocument();
    expect(locationOf(router)).toBe(`${paths.verifyUser(USER_ID)}?next=%2Fpayment`);
    expect(toast.info).toHaveBeenCalledWith(MESSAGES.unverifiedEmail);
    // The phone was left empty: it is not sent, and neither are the confirmation and the tick.
    expect(sent.find((r) => r.path === '/api/auth/register')?.body).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      email: DONOR.email,
      password: 'a long secret',
    });

    // The server has just mailed the code and allows one a minute: the resend waits out that minute.
    expect(screen.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const otp = screen.getByLabelText('OTP');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('maxlength', '6');
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.emailVerified);
    expect(sent.find((r) => r.path.startsWith('/api/auth/verify-user/'))?.body).toEqual({ otp: '123456' });
  });

  it('shows and hides the password on request', async () => {
    recordRequests();
    const { user } = renderApp(paths.register);
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    // Each toggle acts on its own field.
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });
});

describe('forgot password', () => {
  it('mails a reset code and goes to the reset page with the info toast, keeping ?next=', async () => {
    server.use(on('POST /api/auth/forgot-password', [200, { user: { id: USER_ID }, message: 'ok' }]));
    const sent = recordRequests();
    const { router, user } = renderApp(`${paths.forgotPassword}?next=%2Fpayment`);
    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveAttribute('autocapitalize', 'none');
    await user.type(email, 'Asha@Example.org');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(locationOf(router)).toBe(`${paths.resetPassword(USER_ID)}?next=%2Fpayment`);
    expect(toast.info).toHaveBeenCalledWith(MESSAGES.resetOtpSent);
    expect(sent.find((r) => r.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'asha@example.org',
    });
    // The code has just been mailed: the resend waits out the server's minute here too.
    expect(screen.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('sends an unverified address to its verify page instead, reported once', async () => {
    server.use(
      on('POST /api/auth/forgot-password', [
        403,
        { message: MESSAGES.unverifiedEmail, error_code: AUTH_ERROR_UNVERIFIED, error_id: USER_ID },
      ]),
    );
    const { router, user } = renderApp(paths.forgotPassword);
    await user.type(await screen.findByLabelText('E-mail'), DONOR.email);
    await user.click(screen.getByRole('button', { name: 'Send the code' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeInTheDocument();
    expect(locationOf(router)).toBe(paths.verifyUser(USER_ID));
    expect(toast.info).toHaveBeenCalledWith(MESSAGES.unverifiedEmail);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('Resend OTP', () => {
  it('mails a new code, then waits 60 s with a visible countdown before allowing another', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(on(`GET /api/auth/resend-otp/${USER_ID}`, [200, { message: MESSAGES.otpSent }]));
    const sent = recordRequests();
    renderApp(paths.verifyUser(USER_ID));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const resends = () => sent.filter((r) => r.path.startsWith('/api/auth/resend-otp/')).length;

    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.otpSent));
    const button = screen.getByRole('button', { name: 'Resend OTP in 60 s' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(resends()).toBe(1);

    await user.click(button);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 1 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(resends()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const again = screen.getByRole('button', { name: 'Resend OTP' });
    expect(again).not.toHaveAttribute('aria-disabled');
    await user.click(again);
    await waitFor(() => expect(resends()).toBe(2));
  });
});

describe('payments page guard', () => {
  it('sends a visitor without a session to login with ?next=, without asking the server', async () => {
    const sent = recordRequests();
    const { router } = renderApp(paths.payment);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(locationOf(router)).toBe(`${paths.login}?next=%2Fpayment`);
    expect(sent).toEqual([]);
  });

  it('sends a visitor whose session has ended to login too, and forgets the hint', async () => {
    window.localStorage.setItem(HINT_KEY, '1');
    server.use(on('GET /api/auth/me', [401, { message: 'Please log in' }]));
    const { router } = renderApp(paths.payment);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(locationOf(router)).toBe(`${paths.login}?next=%2Fpayment`);
    expect(window.localStorage.getItem(HINT_KEY)).toBeNull();
    // A 401 from /me is the normal "not logged in" answer, not an error to show.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the payments page to a logged-in donor', async () => {
    window.localStorage.setItem(HINT_KEY, '1');
    server.use(ME, ...NO_DONATIONS_YET);
    const { router } = renderApp(paths.payment);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.payment);
  });
});

describe('header profile bar', () => {
  it('shows "Login" to a visitor who is not logged in', async () => {
    recordRequests();
    renderApp(paths.about);
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Login' })).toHaveAttribute('href', paths.login);
  });

  it('opens a menu from the keyboard with "My donations" and "Logout"; logout goes home', async () => {
    window.localStorage.setItem(HINT_KEY, '1');
    // Logout leads to the home page, whose content does not matter here.
    server.use(ME, on('POST /api/auth/logout', [200, { message: 'ok' }]), ...EMPTY_SITE);
    const sent = recordRequests();
    const { router, user } = renderApp(paths.about);
    const header = within(screen.getByRole('banner'));
    const account = await header.findByRole('button', { name: 'Account: Asha Rao' });

    account.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My donations' })).toHaveAttribute(
      'href',
      paths.payment,
    );
    expect(within(menu).getByText(DONOR.email)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(sent.some((r) => r.method === 'POST' && r.path === '/api/auth/logout')).toBe(true);
    expect(await header.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem(HINT_KEY)).toBeNull();
  });

  it('closes when the donor follows a link', async () => {
    window.localStorage.setItem(HINT_KEY, '1');
    // The link leads to the home page, whose content does not matter here.
    server.use(ME, ...NO_DONATIONS_YET, ...EMPTY_SITE);
    const { router, user } = renderApp(paths.about);
    await user.click(await screen.findByRole('button', { name: 'Account: Asha Rao' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My donations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payment));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
