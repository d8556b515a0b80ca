import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach } from 'vitest';
import {
  MESSAGES,
  paths,
  SANDBOX_KEY_ID,
  TRUSTS,
  type DonationCheckout,
  type DonationRow,
  type DonationThankYou,
  type EhundiEntry,
  type VerifyPaymentResponse,
} from '@charity/shared';
import type { Reply } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

/** Answers and helpers shared by the donation feature's tests. */

/** `GET /api/auth/me` of the signed-in donor the payments page tests sign in as. */
export const SIGNED_IN_DONOR: Reply<'GET /api/auth/me'> = [
  200,
  {
    data: {
      id: '0b7c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
      email: 'asha@example.org',
      first_name: 'Asha',
      last_name: 'Rao',
      phone: null,
      email_verified: true,
    },
  },
];

export const ORDER_ID = 'order_IluGWxBm9U8zJ8';
const PAYMENT_ID = 'pay_IH4NVgf4Dreq1l';
const SIGNATURE = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';

export const checkoutFor = (overrides: Partial<DonationCheckout> = {}): DonationCheckout => ({
  id: 41,
  order_id: ORDER_ID,
  amount: 50_100,
  currency: 'INR',
  key: SANDBOX_KEY_ID,
  gateway: 'sandbox',
  name: TRUSTS[1].name,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  phone: '+919845012345',
  ...overrides,
});

export const handlerResponse = {
  razorpay_order_id: ORDER_ID,
  razorpay_payment_id: PAYMENT_ID,
  razorpay_signature: SIGNATURE,
};

export const THANK_YOU_TOKEN = '41.1900000000.thankYouSignatureThankYouSignature';

export const verifiedAnswer: VerifyPaymentResponse = {
  message: MESSAGES.donationSuccessful,
  data: {
    id: 41,
    status: 1,
    receipt_number: 'SMT/2025-26/000001',
    thank_you_token: THANK_YOU_TOKEN,
    thank_you_url: `http://localhost:3000/donation/thank-you?token=${THANK_YOU_TOKEN}`,
  },
};

export const thankYouAnswer: DonationThankYou = {
  id: 41,
  amount: 501,
  trust: 1,
  trust_name: TRUSTS[1].name,
  fund_name: null,
  receipt_number: 'SMT/2025-26/000001',
  paid_at: '2025-08-15T10:30:00.000Z',
  first_name: 'Asha',
  email: 'asha@example.org',
  receipt_url: 'http://localhost:3000/api/donation/certificate/41/pdf?token=1900000000.receiptSignature',
};

export const declined = {
  message: 'The payment failed and no money was taken. Please try again.',
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed',
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: ORDER_ID, payment_id: PAYMENT_ID },
  },
};

export const row = (overrides: Partial<DonationRow> = {}): DonationRow => ({
  id: 7,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  phone: '+919845012345',
  amount: 1500,
  city: 'Bengaluru',
  state: 'Karnataka',
  trust: 1,
  trust_name: TRUSTS[1].name,
  fund: null,
  fund_name: 'General fund',
  pan: 'XXXXXX234F',
  order_id: ORDER_ID,
  status: 0,
  status_name: 'Pending',
  receipt_number: null,
  created_at: '2025-08-15T10:30:00.000Z',
  paid_at: null,
  refunded_at: null,
  ...overrides,
});

export const ehundiEntry: EhundiEntry = {
  id: 3,
  reference: 'EH-2025-000003',
  amount: 251,
  trust: 2,
  trust_name: TRUSTS[2].name,
  upi_vpa: TRUSTS[2].upiVpa,
  upi_link: `upi://pay?pa=${TRUSTS[2].upiVpa}&pn=Sai%20Meru%20Mathi%20Trust&am=251.00&cu=INR&tr=EH-2025-000003`,
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};

/**
 * The hooks of a test file about the donation page: the lazy page (and any other lazy pages the file visits)
 * compiled once first (compiling it on first use can outlast a findBy* query), and each test with a clear
 * localStorage and the toasts spied on.
 */
export function setUpDonationPageTests(...otherPages: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    await import('#src/app/routes/donation.tsx');
    for (const load of otherPages) await load();
  }, 60_000);

  beforeEach(() => {
    window.localStorage.clear();
    spyOnToasts();
  });
}

/** Renders the app on the donation page and waits for it to show. */
export async function openDonation() {
  const view = renderApp(paths.donation);
  await screen.findByRole('heading', { level: 1, name: 'Donation' }, { timeout: 5000 });
  return view;
}

/** Sends the donation form as the donor does. */
export const submitDonation = async (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Donate now' }));

/** The Indian-citizen tick a trust without FCRA registration asks for (both demo trusts). */
export const citizenTick = () => screen.getByRole('checkbox', { name: /I am an Indian citizen/ });

/**
 * Fills every field of the donation / e-hundi form validly; trust 1 (with PAN) unless told otherwise, the general
 * fund, the address and PIN code (required for trust 1's 80G receipt), and the Indian-citizen tick.
 */
export async function fillDonationForm(
  user: UserEvent,
  { trust = '1', amount = '501' }: { trust?: '1' | '2'; amount?: string } = {},
) {
  await user.type(screen.getByLabelText('First name'), 'Asha');
  await user.type(screen.getByLabelText('Last name'), 'Rao');
  await user.type(screen.getByLabelText('E-mail'), 'Asha@Example.org');
  await user.type(screen.getByLabelText('Phone'), '98450 12345');
  await user.selectOptions(screen.getByLabelText('Trust'), trust);
  await user.type(screen.getByLabelText('Amount'), amount);
  if (trust === '1') await user.type(screen.getByLabelText('PAN'), 'abcpe1234f');
  await user.type(screen.getByLabelText('Address'), 'Flat 4, 12 MG Road');
  await user.type(screen.getByLabelText('City'), 'Bengaluru');
  await user.type(screen.getByLabelText('State'), 'Karnataka');
  await user.type(screen.getByLabelText('PIN code'), '560 001');
  await user.click(citizenTick());
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

/** What the form sends for `fillDonationForm` (canonical values; PAN only with trust 1). */
export const sentDonation = (trust: 1 | 2 = 1) => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  phone: '+919845012345',
  amount: '501',
  city: 'Bengaluru',
  state: 'Karnataka',
  trust,
  ...(trust === 1 ? { pan: 'ABCPE1234F' } : {}),
  fund: null,
  address: 'Flat 4, 12 MG Road',
  pin_code: '560001',
  indian_citizen: true,
  // No campaign, off the wall, no dedication: the donation page gives to no campaign (docs/product/giving.md
  // "Campaigns, the donor wall and dedications").
  campaign: null,
  wall: false,
  wall_name: null,
  dedication_kind: null,
  dedication_name: null,
});

/**
 * Makes `matchMedia` answer `matches(query)` (jsdom has no layout to measure); the rest of the answer is the
 * stand-in test/setup.ts installs. Returns the undo.
 */
export function stubMatchMedia(matches: (query: string) => boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: matches(query) });
  return () => {
    window.matchMedia = original;
  };
}
