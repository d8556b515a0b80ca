import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { generate } from 'otplib';
import { MESSAGES } from '@charity/shared/messages';
import { paths } from '@charity/shared/routes';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { DONOR, PASSWORD, VERIFY_SUBJECT } from '../support/donor.ts';
import { toast } from '../support/toast.ts';
import { expect, test, type Page } from './fixtures.ts';
import { extractOtp, waitForMail } from './mail.ts';

/*
 * A treasurer's year in the console (issue 13, docs/product/giving.md "The console's finance area"): a finance
 * member invited from the shell (`npm run admin -- invite`, so this journey does not depend on the first admin's
 * invitation that admin-console.spec.ts accepts) records a cash gift, reconciles an e-hundi entry, refunds a
 * donation and downloads the Form 10BD CSV; the donor then sees "Refunded" and downloads a yearly statement.
 * axe scans every screen.
 */

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const CONSOLE_PASSWORD = 'a long treasurer passphrase 42';
const SANDBOX_TITLE = 'Test payment — no money moves';

/** Today in India, yyyy-mm-dd (the console's dates are days in India). */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
/** This financial year, as receipts write it. */
const thisFinancialYear = () => {
  const [year = 0, month = 0] = todayInIndia().split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** Scans once transitions are over (a toast half faded in reads as low contrast). */
async function expectAccessible(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
  await expectNoAxeViolations(page);
}

/** `npm run admin -- invite EMAIL finance` against the e2e server's database; answers the invitation's path. */
function inviteFromShell(email: string): string {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/admin.ts', 'invite', email, 'finance'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        // The e2e server's settings (playwright.config.ts): the same database and secret.
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_SECRET: 'e2e-secret-that-is-at-least-32-characters-long',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  const url = /https?:\/\/\S+\/admin\/invitation\/\S+/.exec(run.stdout)?.[0];
  expect(url, run.stdout).toBeTruthy();
  return new URL(url!).pathname;
}

/** Accepts the invitation: name, password, TOTP enrolment, recovery codes; ends in the console. */
async function enrol(page: Page, invitationPath: string) {
  await page.goto(invitationPath);
  await page.getByLabel('Your name', { exact: true }).fill('Tara Treasurer');
  await page.getByLabel('Password', { exact: true }).fill(CONSOLE_PASSWORD);
  await page.getByLabel('Password again').fill(CONSOLE_PASSWORD);
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

/** Registers a donor through the pages (verified by the mailed code); ends signed in. */
async function registerDonor(page: Page, email: string) {
  await page.goto(paths.register);
  const form = page.getByRole('form', { name: 'Create your donor account' });
  await form.getByLabel('First name').fill(DONOR.first_name);
  await form.getByLabel('Last name').fill(DONOR.last_name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
  const otp = extractOtp(await waitForMail(page.request, { to: email, subject: VERIFY_SUBJECT }));
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, MESSAGES.emailVerified)).toBeVisible();
}

/** A PAN of the donor's own, to find (or not) in Form 10BD, which aggregates by PAN. */
const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
const DONOR_PAN = `${letter()}${letter()}${letter()}P${letter()}${String(Math.floor(Math.random() * 9000) + 1000)}${letter()}`;

/** A donation to the first trust through the sandbox checkout, paid. */
async function donate(page: Page, email: string, amount: string) {
  await page.goto(paths.donation);
  const form = page.getByRole('form', { name: 'Make a donation' });
  await form.getByLabel('First name').fill(DONOR.first_name);
  await form.getByLabel('Last name').fill(DONOR.last_name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('98450 12345');
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('Trust').selectOption('1');
  await form.getByLabel('PAN').fill(DONOR_PAN);
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Donate now' }).click();
  const dialog = page.getByRole('dialog', { name: SANDBOX_TITLE });
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, MESSAGES.donationSuccessful)).toBeVisible();
}

const screenHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function openScreen(page: Page, link: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link }).click();
  await expect(screenHeading(page, link)).toBeVisible();
}

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

test('finance records a cash gift, reconciles e-hundi, refunds, downloads 10BD; the donor sees Refunded and a statement', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const donorEmail = freshAddress('finance-donor');
  const fy = thisFinancialYear();

  // A donor with two paid gifts to the first trust; one will be refunded.
  await registerDonor(page, donorEmail);
  await donate(page, donorEmail, '1500.50');
  await donate(page, donorEmail, '2100');

  // An e-hundi entry waiting for its bank credit.
  const entry = await page.request.post('/api/e-hundi/create', {
    form: {
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: freshAddress('hundi'),
      phone: '98450 12345',
      amount: '501',
      city: 'Mysuru',
      state: 'Karnataka',
      trust: '1',
      pan: 'ABCPK1234Q',
    },
  });
  expect(entry.status()).toBe(201);
  const { reference } = ((await entry.json()) as { data: { reference: string } }).data;

  // The treasurer joins and lands on the dashboard with its finance figures.
  await enrol(page, inviteFromShell(freshAddress('treasurer')));
  await expect(screenHeading(page, 'Dashboard')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last 30 days' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Donations received in the last 30 days/ })).toBeVisible();
  await expectAccessible(page);

  // A cash gift.
  await openScreen(page, 'Offline gift');
  const gift = page.getByRole('form', { name: 'Record an offline gift' });
  await field(gift, 'First name').fill('Meena');
  await field(gift, 'Last name').fill('Iyer');
  await field(gift, 'Address').fill('12 Temple Street, Mysuru 570001');
  await field(gift, 'Amount').fill('1500');
  await gift.getByRole('button', { name: 'Record and receipt' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Receipt SMT\/.+ issued for Meena Iyer/ }),
  ).toBeVisible();
  await expectAccessible(page);

  // The e-hundi entry, reconciled with its bank credit.
  await openScreen(page, 'E-hundi');
  await page.getByRole('button', { name: `Reconcile ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reconcile an e-hundi entry' });
  await field(dialog, 'UTR').fill(`412${Date.now().toString().slice(-9)}`);
  await field(dialog, 'Received on').fill(todayInIndia());
  await field(dialog, 'Amount received').fill('501');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reconcile' }).click();
  await expect(toast(page, 'Reconciled: the donation is paid and its receipt is on its way.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectAccessible(page);

  // The donor's 2,100 refunded.
  await openScreen(page, 'Donations');
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(donorEmail);
  await page.getByRole('button', { name: 'Filter' }).click();
  const table = page.getByRole('table', { name: /Donations, page/ });
  const row = table.getByRole('row').filter({ hasText: '2,100' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: 'Refund this donation' });
  await field(refund, 'Reason for the refund').fill('Given twice by mistake');
  await refund.getByRole('checkbox', { name: /I confirm this refund/ }).check();
  await expectAccessible(page);
  await refund.getByRole('button', { name: /^Refund ₹2,100/ }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByRole('region', { name: 'Refund' })).toContainText('Given twice by mistake');
  await expectAccessible(page);

  // Form 10BD for the year, downloaded.
  await openScreen(page, 'Exports');
  await expect(page.getByRole('heading', { name: 'Form 10BD checklist' })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Form 10BD Part B (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`form-10bd-SMT-${fy}.csv`);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('Sl. No.');
  // The cash gift and the reconciled entry are reported; the sandbox's test payments never are (no money moved).
  const lines = csv.split(/\r?\n/);
  expect(
    lines.some((line) => line.includes('Meena Iyer') && line.endsWith(',Cash,1500.00')),
    csv,
  ).toBe(true);
  expect(
    lines.some((line) => line.includes('ABCPK1234Q') && line.endsWith(',501.00')),
    csv,
  ).toBe(true);
  expect(csv).not.toContain(DONOR_PAN);

  // The donor's payments page: the refund tagged, and the year's statement.
  await page.goto(paths.payment);
  const donations = page.getByRole('table', { name: /My donations/ });
  await expect(donations.getByRole('row').filter({ hasText: '₹2,100.00' })).toContainText('Refunded');
  await expect(donations.getByRole('row').filter({ hasText: '₹1,500.50' })).toContainText('Paid');
  const statements = page.getByRole('list', { name: 'Yearly statements' });
  await expect(statements.getByRole('listitem')).toContainText(['1 receipt, ₹1,500.50']);
  await expectAccessible(page);
  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    statements.getByRole('link', { name: `Download statement for Sai Mayee Trust, ${fy}` }).click(),
  ]);
  expect(statement.suggestedFilename()).toBe(`statement-SMT-${fy}.pdf`);
  expect(
    readFileSync((await statement.path()) ?? '')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
