import { PAYMENTS_TEST_MODE_NOTICE } from '@charity/shared/giving';
import { paths } from '@charity/shared/routes';
import { expectAccessible } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { fillGiftForm, sandboxDialog } from '../support/donor.ts';
import { pdfText } from '../support/pdf.ts';
import { startTestModeServer, TEST_MODE_URL, type TestModeServer } from '../support/test-mode-server.ts';
import { expect, test, type Page } from './fixtures.ts';

/**
 * Payments test mode end to end (docs/product/privacy-and-limits.md "Payments test mode", docs/decisions/
 * 0040-payments-test-mode.md): a production server without Razorpay keys, started with PAYMENTS_SANDBOX=true, says
 * "no money is taken" on every giving page and numbers its receipts in the TEST/ series, marked not valid. These
 * tests run against a second server of their own (support/test-mode-server.ts); the suite's is never in test mode.
 */

let server: TestModeServer | undefined;

test.beforeAll(async () => {
  // The built server's start on a loaded two-core machine, with room to spare.
  test.setTimeout(120_000);
  server = await startTestModeServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ baseURL: TEST_MODE_URL });

const notice = (page: Page) => page.getByRole('status').filter({ hasText: PAYMENTS_TEST_MODE_NOTICE.title });

test('a gift in test mode: the donation and thank-you pages say no money is taken, and the receipt PDF is a TEST one', async ({
  page,
}) => {
  await page.goto(paths.donation);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(PAYMENTS_TEST_MODE_NOTICE.detail);
  const form = page.getByRole('form', { name: 'Make a donation' });
  // The notice is the page's, whichever way the donor gives.
  const often = form.getByRole('group', { name: 'How often' });
  await often.getByText('Give monthly').click();
  await expect(often.getByRole('radio', { name: 'Give monthly' })).toBeChecked();
  await expect(notice(page)).toBeVisible();
  await often.getByText('Give once').click();
  await expectAccessible(page);

  await fillGiftForm(form, freshAddress('test-mode'), { trust: 1, amount: '1500.50' });
  await form.getByRole('button', { name: 'Donate now' }).click();
  const dialog = sandboxDialog(page);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/donation\/thank-you\?token=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you, Asha!' })).toBeVisible();
  await expect(notice(page)).toBeVisible();
  const receiptNumber = page.getByText(/^TEST\/SMT\/\d{4}-\d{2}\/\d{6}$/);
  await expect(receiptNumber).toBeVisible();

  const href = await page.getByRole('link', { name: 'Download your receipt (PDF)' }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^${TEST_MODE_URL}/api/donation/certificate/\\d+/pdf\\?`));
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('TEST — NOT A VALID RECEIPT');
  expect(text).toContain(await receiptNumber.textContent());
  expect(text).not.toContain('eligible for deduction under section 80G');
});

test('the e-hundi page and its QR dialog say no money is taken', async ({ page }) => {
  await page.goto(paths.eHundi);
  await expect(notice(page)).toBeVisible();
  const form = page.getByRole('form', { name: 'Offer into the e-hundi' });
  await fillGiftForm(form, freshAddress('test-mode-ehundi'), { trust: 2, amount: '251' });
  await form.getByRole('button', { name: 'Get the QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan the QR code to pay' });
  await expect(dialog.getByRole('status').filter({ hasText: PAYMENTS_TEST_MODE_NOTICE.title })).toBeVisible();
});
