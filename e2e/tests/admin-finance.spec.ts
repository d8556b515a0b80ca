import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator } from '@playwright/test';
import { MESSAGES } from '@charity/shared/messages';
import { paths } from '@charity/shared/routes';
import { expectAccessible } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { DONOR, registerDonor, sandboxDialog } from '../support/donor.ts';
import { toast } from '../support/toast.ts';
import { expect, signInAs, test, type Page } from './fixtures.ts';

/*
 * A treasurer's year in the console (docs/product/giving.md "The console's finance area"). One journey across the
 * donor's pages and the console: a donor gives twice, the treasurer refunds one gift and downloads the Form 10BD
 * CSV, the donor sees "Refunded" and downloads a yearly statement. Then short tests, each seeding what it needs
 * through the API: the dashboard's figures, a cash gift recorded, an e-hundi entry reconciled. The treasurer is
 * the worker's finance member (tests/fixtures.ts). axe scans every screen.
 */

// Each test seeds its own data and uses its worker's staff session (tests/fixtures.ts): the tests of this file can
// spread over both workers instead of queueing behind its journey.
test.describe.configure({ mode: 'parallel' });

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
  await form.getByLabel('Trust').selectOption('1');
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByLabel('PAN').fill(DONOR_PAN);
  // The 80G receipt's address, and the tick of a trust without FCRA registration.
  await form.getByLabel('Address', { exact: true }).fill('Flat 4, 12 MG Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('PIN code').fill('560001');
  await form.getByRole('checkbox', { name: /I am an Indian citizen/ }).check();
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Donate now' }).click();
  const dialog = sandboxDialog(page);
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

/** An e-hundi entry as the public form posts it, waiting for its bank credit; answers its reference. */
async function postEhundiEntry(request: APIRequestContext, pan: string): Promise<string> {
  const entry = await request.post('/api/e-hundi/create', {
    form: {
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: freshAddress('hundi'),
      phone: '98450 12345',
      amount: '501',
      city: 'Mysuru',
      state: 'Karnataka',
      trust: '1',
      pan,
      address: '7 Chamundi Road',
      pin_code: '570001',
      indian_citizen: 'on',
    },
  });
  expect(entry.status()).toBe(201);
  return ((await entry.json()) as { data: { reference: string } }).data.reference;
}

/** A bank credit's UTR no other entry has used. */
const freshUtr = () => `412${Date.now().toString().slice(-9)}`;

test('journey: a donor gives twice; finance refunds one and downloads Form 10BD; the donor sees Refunded and a statement', async ({
  page,
  consoleFinance,
}) => {
  // Two checkouts, the console's refund and export, the donor's pages and two downloads, axe on each screen.
  test.setTimeout(240_000);
  const donorEmail = freshAddress('finance-donor');
  const fy = thisFinancialYear();

  // A donor with two paid gifts to the first trust; one will be refunded.
  await registerDonor(page, donorEmail);
  await donate(page, donorEmail, '1500.50');
  await donate(page, donorEmail, '2100');
  await signInAs(page, consoleFinance);

  // What Form 10BD reports besides: a cash gift and a reconciled e-hundi entry, through the console's API.
  const cash = await page.request.post('/api/admin/donations/offline', {
    data: {
      first_name: 'Meena',
      last_name: 'Iyer',
      address: '12 Temple Street, Mysuru 570001',
      trust: '1',
      amount: '1500',
      mode: 'cash',
      received_on: todayInIndia(),
    },
  });
  expect(cash.status(), await cash.text()).toBe(201);
  const reference = await postEhundiEntry(page.request, 'ABCPK1234Q');
  const entries = await page.request.get('/api/admin/ehundi-entries', { params: { q: reference } });
  const [entry] = ((await entries.json()) as { data: { id: number }[] }).data;
  const reconciled = await page.request.post(`/api/admin/ehundi-entries/${entry?.id}/reconcile`, {
    data: { utr: freshUtr(), received_on: todayInIndia(), amount: '501' },
  });
  expect(reconciled.status(), await reconciled.text()).toBe(200);

  // The donor's 2,100 refunded.
  await page.goto('/admin');
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

test('finance lands on the dashboard with the last 30 days’ figures', async ({
  page,
  consoleFinance,
}, testInfo) => {
  await signInAs(page, consoleFinance);
  await page.goto('/admin');
  await expect(screenHeading(page, 'Dashboard')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last 30 days' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Donations received in the last 30 days/ })).toBeVisible();
  // This year's run of year-end statements (docs/product/giving.md "Year-end statements").
  await expect(page.getByText(/^Year-end statements \d{4}-\d{2}:/)).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
  }
});

test('finance records a cash gift and its receipt is issued', async ({ page, consoleFinance }) => {
  await signInAs(page, consoleFinance);
  await page.goto('/admin');
  await openScreen(page, 'Offline gift');
  const gift = page.getByRole('form', { name: 'Record an offline gift' });
  // Not the journey's Meena Iyer: Form 10BD adds up one donor's gifts, and the journey checks hers.
  await field(gift, 'First name').fill('Lalitha');
  await field(gift, 'Last name').fill('Menon');
  await field(gift, 'Address').fill('3 Temple Street, Mysuru 570001');
  await field(gift, 'Amount').fill('1500');
  await gift.getByRole('button', { name: 'Record and receipt' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Receipt SMT\/.+ issued for Lalitha Menon/ }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('finance reconciles an e-hundi entry with its bank credit', async ({ page, consoleFinance }) => {
  // Not the journey's PAN: Form 10BD adds up one PAN's gifts, and the journey checks that one's.
  const reference = await postEhundiEntry(page.request, 'ABCPL5678R');
  await signInAs(page, consoleFinance);
  await page.goto('/admin');
  await openScreen(page, 'E-hundi');
  await page.getByRole('button', { name: `Reconcile ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reconcile an e-hundi entry' });
  await field(dialog, 'UTR').fill(freshUtr());
  await field(dialog, 'Received on').fill(todayInIndia());
  await field(dialog, 'Amount received').fill('501');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reconcile' }).click();
  await expect(toast(page, 'Reconciled: the donation is paid and its receipt is on its way.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectAccessible(page);
});

/** A surname of letters only (names take letters) that no other test or run uses, to find its gifts by. */
const freshSurname = () =>
  `Tot${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('the donations list with any status adds up only received gifts, not a pending checkout', async ({
  page,
  consoleFinance,
}) => {
  const surname = freshSurname();
  // A pending checkout, as the donation form starts one before the donor pays (never paid here).
  const checkout = await page.request.post('/api/donation/create', {
    data: {
      first_name: 'Kamala',
      last_name: surname,
      email: freshAddress('pending'),
      phone: '9845012345',
      amount: '700',
      city: 'Mysuru',
      state: 'Karnataka',
      trust: 1,
      pan: 'ABCPT1234Q',
      address: '5 Temple Street',
      pin_code: '570001',
      indian_citizen: true,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  await signInAs(page, consoleFinance);
  // A received cash gift by the same family name.
  const gift = await page.request.post('/api/admin/donations/offline', {
    data: {
      first_name: 'Meera',
      last_name: surname,
      address: '5 Temple Street, Mysuru 570001',
      trust: '1',
      amount: '1500',
      mode: 'cash',
      received_on: todayInIndia(),
    },
  });
  expect(gift.status(), await gift.text()).toBe(201);

  await page.goto(`/admin/donations?q=${surname}`);
  await expect(screenHeading(page, 'Donations')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  const rows = page
    .getByRole('table', { name: /^Donations/ })
    .getByRole('row')
    .filter({ hasText: surname });
  await expect(rows).toHaveCount(2);
  // ₹1,500 received, not ₹2,200: the pending ₹700 is named apart and left out of the sum.
  await expect(page.getByRole('status').filter({ hasText: 'received from' })).toHaveText(
    '₹1,500.00 received from 1 donation; 1 pending (unpaid), not counted',
  );
  await expectAccessible(page);
});
