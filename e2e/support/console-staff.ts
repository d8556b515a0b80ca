import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
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
