import type { APIRequestContext } from '@playwright/test';
import { MESSAGES } from '@charity/shared/messages';
import { paths } from '@charity/shared/routes';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { DONOR, PASSWORD, VERIFY_SUBJECT } from '../support/donor.ts';
import { acceptFailedResponse } from '../support/page-errors.ts';
import { toast } from '../support/toast.ts';
import { expect, test, type Page } from './fixtures.ts';
import { extractOtp, waitForMail } from '../support/mail.ts';

/**
 * Donor accounts end to end (docs/product/accounts.md): the web pages against the real server and database, with
 * every code read from a mail the server delivered over SMTP to the loopback mail catcher. Every auth page is
 * scanned with axe.
 */

const RESET_SUBJECT = /password reset code/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: `Account: ${DONOR.first_name} ${DONOR.last_name}` });

/** Registers through the API (not the subject of the test that calls it); returns the new user's id. */
async function registerByApi(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/register', {
    data: { ...DONOR, email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** A verified account made through the API, with the code from its mail. */
async function verifiedAccount(request: APIRequestContext, who: string): Promise<string> {
  const email = freshAddress(who);
  const id = await registerByApi(request, email);
  const otp = extractOtp(await waitForMail(request, { to: email, subject: VERIFY_SUBJECT }));
  const response = await request.post(`/api/auth/verify-user/${id}`, { data: { otp } });
  expect(response.status()).toBe(200);
  return email;
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Login to your account' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('register, verify with the code from the mail, see the profile bar, log out', async ({
  page,
  request,
}) => {
  const email = freshAddress('register');
  await page.goto(paths.register);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Create your donor account' });
  await form.getByLabel('First name').fill(DONOR.first_name);
  await form.getByLabel('Last name').fill(DONOR.last_name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone (optional)').fill('98450 12345');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(new RegExp(`/auth/verify-user/${UUID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
  await expect(toast(page, MESSAGES.unverifiedEmail)).toBeVisible();
  // The code has just been mailed and the server allows one a minute: the resend button waits it out.
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectNoAxeViolations(page);

  const otp = extractOtp(await waitForMail(request, { to: email, subject: VERIFY_SUBJECT }));
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(toast(page, MESSAGES.emailVerified)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.payment);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(accountButton(page)).toBeVisible();
  // The server knows the session too (the HttpOnly cookie, which the page's requests share).
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My donations' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL((url) => url.pathname === paths.home);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('login of an unverified account leads to its verify page, where the mailed code works', async ({
  page,
  request,
  pageErrors,
}) => {
  const email = freshAddress('unverified');
  const id = await registerByApi(request, email);

  await page.goto(paths.login);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await logIn(page, email, PASSWORD);

  await expect(page).toHaveURL((url) => url.pathname === paths.verifyUser(id));
  await expect(toast(page, MESSAGES.unverifiedEmail)).toBeVisible();
  await acceptFailedResponse(pageErrors, 403, '/api/auth/login');

  // The server mails at most one code a minute per account, so a login right after registering leaves the
  // registration's code as the live one: the newest code in the mailbox is the one to enter.
  const otp = extractOtp(await waitForMail(request, { to: email, subject: VERIFY_SUBJECT }));
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, MESSAGES.emailVerified)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.payment);
  await expect(accountButton(page)).toBeVisible();
});

test('forgot password, reset with the code from the mail, then only the new password works', async ({
  page,
  request,
  pageErrors,
}) => {
  const email = await verifiedAccount(request, 'forgot');
  const newPassword = 'banyan tree 2025';

  await page.goto(paths.login);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();

  await expect(page).toHaveURL(new RegExp(`/auth/reset-password/${UUID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(toast(page, MESSAGES.resetOtpSent)).toBeVisible();
  await expectNoAxeViolations(page);

  const otp = extractOtp(await waitForMail(request, { to: email, subject: RESET_SUBJECT }));
  await page.getByLabel('OTP').fill(otp);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(toast(page, MESSAGES.passwordReset)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.login);

  await logIn(page, email, PASSWORD);
  await acceptFailedResponse(pageErrors, 401, '/api/auth/login');
  await expect(page).toHaveURL((url) => url.pathname === paths.login);
  await expect(accountButton(page)).toBeHidden();

  await logIn(page, email, newPassword);
  await expect(toast(page, MESSAGES.loggedIn)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.payment);
  await expect(accountButton(page)).toBeVisible();
});

test('the payments page sends a visitor to login and back', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'guard');

  await page.goto(paths.payment);
  await expect(page).toHaveURL(
    (url) => url.pathname === paths.login && url.searchParams.get('next') === paths.payment,
  );
  await logIn(page, email, PASSWORD);

  await expect(toast(page, MESSAGES.loggedIn)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.payment && url.search === '');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  // A logged-in donor who opens an auth page is sent on too.
  await page.goto(paths.register);
  await expect(page).toHaveURL((url) => url.pathname === paths.payment);
});
