import { MONTHLY_MESSAGES } from '@charity/shared/monthly-giving';
import { paths } from '@charity/shared/routes';
import { TRUSTS } from '@charity/shared/site';
import { expectAccessible } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { DONOR, registerDonor, sandboxDialog } from '../support/donor.ts';
import { waitForMail } from '../support/mail.ts';
import { toast } from '../support/toast.ts';
import { expect, test } from './fixtures.ts';

/**
 * Monthly giving end to end (docs/product/giving.md "Monthly giving"): a signed-in donor starts a monthly gift through the offline sandbox (the
 * e2e server has no Razorpay keys; the sandbox charges the first month as Razorpay does when the mandate is
 * authorised), finds it on the payments page beside that month's paid donation and its receipt mail, and cancels
 * it.
 */

test('a donor gives monthly through the sandbox, sees the gift and its first receipt, and cancels it', async ({
  page,
}) => {
  const email = freshAddress('monthly');
  await registerDonor(page, email);

  await page.goto(paths.donation);
  await expect(page.getByRole('heading', { level: 1, name: 'Donation' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Make a donation' });
  const often = form.getByRole('group', { name: 'How often' });
  await expect(often.getByRole('radio', { name: 'Give once' })).toBeChecked();
  await often.getByText('Give monthly').click();
  await expect(often.getByRole('radio', { name: 'Give monthly' })).toBeChecked();
  await form.getByLabel('First name').fill(DONOR.first_name);
  await form.getByLabel('Last name').fill(DONOR.last_name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('98450 12345');
  await form.getByLabel('Trust').selectOption('2');
  // Exact: the suggested-amount chips' group is labelled "Suggested amounts".
  await form.getByLabel('Amount', { exact: true }).fill('501');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  // The second trust takes no foreign contributions: the donor confirms being an Indian citizen.
  await form.getByRole('checkbox', { name: /I am an Indian citizen/ }).check();
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Donate now' }).click();

  const dialog = sandboxDialog(page);
  await expect(dialog.getByText('₹501.00 every month')).toBeVisible();
  await expect(dialog.getByText(TRUSTS[2].name)).toBeVisible();
  await expect(dialog.getByText(/^sub_/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, MONTHLY_MESSAGES.started)).toBeVisible();
  await expect(often.getByRole('radio', { name: 'Give once' })).toBeChecked();

  // The first month was charged when the gift was authorised: a paid donation with its receipt mail.
  const receipt = await waitForMail(page.request, { to: email, subject: /^Your donation receipt/ });
  expect(receipt.subject).toContain(TRUSTS[2].name);

  await page.goto(paths.payment);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const gifts = page.getByRole('list', { name: 'Monthly gifts' });
  const gift = gifts.getByRole('listitem');
  await expect(gift).toHaveCount(1);
  await expect(gift).toContainText('₹501.00 a month');
  await expect(gift).toContainText(TRUSTS[2].name);
  await expect(gift.getByText('Active', { exact: true })).toBeVisible();
  await expect(gift).toContainText('Given1 month');
  await expect(gift).toContainText('Next charge');
  const rows = page
    .getByRole('table', { name: /My donations/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('₹501.00');
  await expect(rows.first().getByText('Paid', { exact: true })).toBeVisible();
  await expect(toast(page, MONTHLY_MESSAGES.started)).toBeHidden({ timeout: 10_000 });
  await expectAccessible(page);

  await gift.getByRole('button', { name: /^Cancel the monthly gift/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this monthly gift?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(page, MONTHLY_MESSAGES.cancelled)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(gift.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(gift.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  // Still cancelled after a reload: the server recorded it.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Monthly gifts' }).getByRole('listitem')).toContainText(
    'Cancelled',
  );
});
