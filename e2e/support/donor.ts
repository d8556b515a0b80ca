import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@charity/shared/messages';
import { paths } from '@charity/shared/routes';
import { extractOtp, waitForMail } from './mail.ts';
import { toast } from './toast.ts';

/** The donor the account and donation journeys register as (each with its own fresh e-mail address). */
export const DONOR = { first_name: 'Asha', last_name: 'Rao' } as const;

export const PASSWORD = 'lotus pond 108';

/** The subject of the mail with the code that verifies a new account. */
export const VERIFY_SUBJECT = /verification code/;

/** The offline sandbox's checkout dialog (the e2e server has no Razorpay keys). */
export const SANDBOX_TITLE = 'Test payment — no money moves';

export const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: SANDBOX_TITLE });

/** Registers a donor through the pages, verified with the code from the delivered mail; ends signed in. */
export async function registerDonor(page: Page, email: string): Promise<void> {
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

/**
 * Fills the donation / e-hundi form for the first trust (with PAN) or the second: the address and PIN code the
 * first trust's 80G receipt needs, and the Indian-citizen tick both demo trusts ask for (no FCRA registration).
 */
export async function fillGiftForm(
  form: Locator,
  email: string,
  { trust, amount }: { trust: 1 | 2; amount: string },
) {
  await form.getByLabel('First name').fill(DONOR.first_name);
  await form.getByLabel('Last name').fill(DONOR.last_name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('98450 12345');
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByLabel('Address', { exact: true }).fill('Flat 4, 12 MG Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('PIN code').fill('560001');
  await expect(form.getByLabel('PAN')).toBeHidden();
  await form.getByLabel('Trust').selectOption(String(trust));
  if (trust === 1) await form.getByLabel('PAN').fill('ABCPE1234F');
  else await expect(form.getByLabel('PAN')).toBeHidden();
  await form.getByRole('checkbox', { name: /I am an Indian citizen/ }).check();
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
}
