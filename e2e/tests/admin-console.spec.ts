import { generate } from 'otplib';
import { CONSOLE_ADMIN_EMAIL } from '../support/console-admin.ts';
import { acceptFailedResponse } from '../support/page-errors.ts';
import { expectAccessible, expectNoAxeViolations } from '../support/a11y.ts';
import { toast } from '../support/toast.ts';
import { expect, signInAs, test, type Page } from './fixtures.ts';
import { extractLink, waitForMail } from '../support/mail.ts';

/*
 * The console's doors (docs/product/console.md). One journey: the first admin's invitation mail (the e2e server has
 * ADMIN_EMAIL, playwright.config.ts), accepting it and enrolling an authenticator (the TOTP computed here with
 * otplib), signing out, a wrong code refused, signing in again. Then short tests, each with a console member the
 * fixtures enrolled (tests/fixtures.ts): an admin's screens, an invitation sent from the Staff screen and accepted,
 * an editor kept out of the rest. axe on every console page.
 */

// Each test seeds its own data and uses its worker's staff session (tests/fixtures.ts): the tests of this file can
// spread over both workers instead of queueing behind its journey.
test.describe.configure({ mode: 'parallel' });

/** The current RFC 6238 code (SHA-1, 6 digits, 30 s) of a base32 secret. */
const totp = (secret: string) => generate({ secret });

/**
 * Codes already given to the server: it refuses a code whose 30-second step was used before, so the next sign-in
 * polls until the authenticator shows a new code (at most one step), as a person would wait for it.
 */
const usedCodes = new Set<string>();
async function unusedTotp(secret: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        code = await totp(secret);
        return usedCodes.has(code);
      },
      { timeout: 40_000, intervals: [500] },
    )
    .toBe(false);
  usedCodes.add(code);
  return code;
}

const fresh = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
const PASSWORD = 'a long console passphrase 42';

/** Accepts the invitation mailed to `email`; returns the TOTP secret and the recovery codes. */
async function acceptInvitation(page: Page, email: string, name: string) {
  const mail = await waitForMail(page.request, { to: email, subject: /invit/i, timeoutMs: 30_000 });
  await page.goto(extractLink(mail, '/admin/invitation/'));
  await expect(page.getByRole('heading', { name: '1. Your name and password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name', { exact: true }).fill(name);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
  const otpauth = (await page.getByTestId('otpauth-url').textContent()) ?? '';
  const secret = new URL(otpauth).searchParams.get('secret');
  expect(secret).toBeTruthy();
  await page.getByLabel('6-digit code').fill(await unusedTotp(secret!));
  await page.getByRole('button', { name: 'Confirm' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: 'I have saved them' }).check();
  await page.getByRole('button', { name: 'Continue to the console' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  return { secret: secret! };
}

/**
 * Signs out: the console goes straight to its sign-in page without asking the server who is signed in (a 401 from
 * /auth/me would be logged and fail the test), and the server has ended the session.
 */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the trust console' })).toBeVisible();
  expect((await page.request.get('/api/admin/auth/me')).status()).toBe(401);
}

async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Code').fill(await unusedTotp(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

test('journey: the first admin enrols with an authenticator from the mailed invitation, signs out and back in with a code', async ({
  page,
  pageErrors,
}) => {
  // Five pages, three scans and two codes of one authenticator, the second maybe 30 s after the first (unusedTotp).
  test.setTimeout(180_000);
  const admin = await acceptInvitation(page, CONSOLE_ADMIN_EMAIL, 'Asha Admin');
  await signOut(page);

  // A wrong code gets the one generic message.
  await page.goto('/admin/sign-in');
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill(CONSOLE_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail, password or code is not right.');
  await acceptFailedResponse(pageErrors, 401, '/api/admin/auth/login');

  await signIn(page, CONSOLE_ADMIN_EMAIL, admin.secret);
  await expectNoAxeViolations(page);
  await signOut(page);
});

// The admin's screens by area, one test each: they spread over both workers, at one console load per area.
const ADMIN_SCREENS = {
  administration: ['Staff', 'Trust settings', 'Audit log', 'Media library'],
  inboxes: ['Messages', 'Volunteers', 'Subscribers', 'Newsletters'],
  'finance and content': [
    'Donations',
    'Donors',
    'E-hundi',
    'Offline gift',
    'Exports',
    'Content',
    'Campaigns',
  ],
} as const;
for (const [area, screens] of Object.entries(ADMIN_SCREENS)) {
  test(`an admin opens the ${area} screens from the console’s navigation, each accessible`, async ({
    page,
    consoleAdmin,
  }) => {
    // Four or five screens, each scanned by axe: over a minute on a loaded two-core machine.
    test.setTimeout(120_000);
    await signInAs(page, consoleAdmin);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Console' });
    for (const screen of screens) {
      await nav.getByRole('link', { name: screen }).click();
      await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('an admin invites an editor from the Staff screen; the mailed invitation enrols an editor', async ({
  page,
  consoleAdmin,
}) => {
  // An invitation sent, mailed and accepted through three pages with an authenticator, axe on each.
  test.setTimeout(120_000);
  const editorEmail = fresh('editor');
  await signInAs(page, consoleAdmin);
  await page.goto('/admin/staff');
  const invite = page.getByRole('form', { name: 'Invite a staff member' });
  await invite.getByLabel('E-mail').fill(editorEmail);
  await invite.getByLabel('Role').selectOption('editor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent.')).toBeVisible();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('cell', { name: editorEmail, exact: true })).toBeVisible();
  // Scanned once the toast has gone: fading in or out, its text reads as low contrast (as in donations.spec.ts).
  await expect(toast(page, 'Invitation sent.')).toBeHidden({ timeout: 10_000 });
  await expectAccessible(page);

  // The editor, in a browser without the admin's session, follows the mail's link.
  await page.context().clearCookies();
  await acceptInvitation(page, editorEmail, 'Ravi Editor');
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Content',
    'Media library',
    'Campaigns',
  ]);
});

test('the console tells an editor the finance, inbox and admin screens are not theirs', async ({
  page,
  consoleEditor,
}) => {
  // Eight screens opened from their address: eight loads of the console on a loaded machine.
  test.setTimeout(120_000);
  await signInAs(page, consoleEditor);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Content',
    'Media library',
    'Campaigns',
  ]);
  for (const screen of [
    '/admin/donations',
    '/admin/ehundi',
    '/admin/offline-gift',
    '/admin/exports',
    '/admin/messages',
    '/admin/staff',
    '/admin/settings',
    '/admin/audit',
  ]) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('the server refuses an editor the finance, inbox and admin API, whatever the console shows', async ({
  page,
  consoleEditor,
}) => {
  await signInAs(page, consoleEditor);
  for (const api of ['/api/admin/settings', '/api/admin/donations', '/api/admin/contact-messages']) {
    expect((await page.request.get(api)).status(), api).toBe(403);
  }
});
