import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import type { StaffRole } from '@charity/shared/staff';
import { generate } from 'otplib';
import { MAIL_CATCHER_SMTP_URL } from './mail-catcher-address.ts';

/*
 * A console member of any role, for the journeys that do not depend on the first admin's invitation (which
 * admin-console.spec.ts accepts): invited from the shell as an operator would, then enrolled through the
 * invitation page with a password and an authenticator (docs/product/console.md, "Invitations").
 */

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));

/**
 * `npm run admin -- invite EMAIL ROLE` against the e2e server's database; answers the invitation's path. The CLI
 * also mails the invitation (to the mail catcher), as it would in production.
 */
export async function inviteFromShell(email: string, role: StaffRole): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/cli/admin.ts', 'invite', email, role],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        // The e2e server's settings (playwright.config.ts): the same database, secret and mail.
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_SECRET: 'e2e-secret-that-is-at-least-32-characters-long',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SMTP_URL: MAIL_CATCHER_SMTP_URL,
      },
      timeout: 60_000,
    },
  );
  const url = /https?:\/\/\S+\/admin\/invitation\/\S+/.exec(stdout)?.[0];
  expect(url, stdout).toBeTruthy();
  return new URL(url!).pathname;
}

/** Accepts the invitation at `invitationPath`: name, password, TOTP enrolment, recovery codes; ends in the console. */
export async function enrol(
  page: Page,
  invitationPath: string,
  { name, password }: { name: string; password: string },
): Promise<void> {
  await page.goto(invitationPath);
  await page.getByLabel('Your name', { exact: true }).fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password again').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const otpauth = (await page.getByTestId('otpauth-url').textContent()) ?? '';
  const secret = new URL(otpauth).searchParams.get('secret') ?? '';
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('checkbox', { name: 'I have saved them' }).check();
  await page.getByRole('button', { name: 'Continue to the console' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** A console member enrolled for a test: what signing in again would take, and the session's cookies. */
export type StaffAccount = {
  email: string;
  name: string;
  password: string;
  /** The authenticator's base32 secret, for a test that signs in with a code. */
  secret: string;
  /** The session the enrolment opened (staff sessions last 12 hours: docs/product/console.md). */
  cookies: Cookie[];
};

/**
 * Invites `email` as `role` from the shell and accepts the invitation through the console's API, as the invitation
 * page does (name and password, then a code from the enrolled authenticator); `request` ends up signed in. For
 * tests about something else than enrolling: the journey in admin-console.spec.ts goes through the pages.
 */
export async function enrolThroughApi(
  request: APIRequestContext,
  { email, role, name, password }: { email: string; role: StaffRole; name: string; password: string },
): Promise<StaffAccount> {
  const token = (await inviteFromShell(email, role)).split('/').pop() ?? '';
  const accepted = await request.post(`/api/admin/auth/invitations/${token}`, { data: { name, password } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { otpauth_url } = ((await accepted.json()) as { data: { otpauth_url: string } }).data;
  const secret = new URL(otpauth_url).searchParams.get('secret') ?? '';
  const confirmed = await request.post(`/api/admin/auth/invitations/${token}/totp`, {
    data: { code: await generate({ secret }) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { email, name, password, secret, cookies: (await request.storageState()).cookies };
}
