import {
  adminDonationDetailSchema,
  adminDonationSchema,
  adminEhundiEntrySchema,
  type AdminDonation,
  type AdminDonationDetail,
  type AdminEhundiEntry,
} from '@charity/shared';

/*
 * Builders of the finance API's bodies for console tests: a whole, valid record with the test's few differences as
 * overrides, so a test shows only what it is about. Each goes through the shared schema the server's answers are
 * checked against (packages/shared/src/finance.ts), so a fixture cannot drift from the API as the schema changes.
 */

/** The donation's receipt as the detail reads it: numbered, dated when paid, its PDF behind the staff cookie. */
function receiptOf(donation: AdminDonationDetail): AdminDonationDetail['receipt'] {
  if (!donation.receipt_number || !donation.paid_at) return null;
  return {
    number: donation.receipt_number,
    // Receipt numbers read TRUST/FINANCIAL-YEAR/SERIAL (docs/product/giving.md).
    financial_year: donation.receipt_number.split('/')[1] ?? '',
    date: donation.paid_at,
    download_url: `/api/admin/donations/${donation.id}/receipt`,
    not_deductible: null,
    cancelled: donation.refunded_at !== null,
  };
}

/**
 * `GET /api/admin/donations/{id}`'s donation: by default a paid online gift (Razorpay, UPI) to the first trust, with
 * its order and its receipt. Unless overridden, the receipt follows the overrides (number, payment date, id, and
 * cancelled once refunded).
 */
export function adminDonationDetail(overrides: Partial<AdminDonationDetail> = {}): AdminDonationDetail {
  const donation: AdminDonationDetail = {
    id: 64,
    reference: 'DN-7KQ2M9XA4T1B',
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.org',
    phone: '+919845012345',
    amount: 1100,
    trust: 1,
    trust_name: 'Sai Mayee Trust',
    fund: null,
    fund_name: 'General fund',
    pan: 'XXXXXX234F',
    status: 1,
    status_name: 'Paid',
    gateway: 'razorpay',
    payment_method: 'upi',
    payment_id: 'pay_IH4NVgf4Dreq1l',
    payment_reference: null,
    receipt_number: 'SMT/2026-27/000021',
    created_at: '2026-11-23T10:00:00.000Z',
    paid_at: '2026-11-23T10:01:00.000Z',
    refunded_at: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    address: null,
    pin_code: null,
    description: null,
    received_on: null,
    campaign: null,
    dedication: null,
    ehundi_entry: null,
    orders: [
      { order_id: 'order_IEIaMR65cu6nz3', gateway: 'razorpay', created_at: '2026-11-23T10:00:00.000Z' },
    ],
    gateway_events: [],
    receipt: null,
    refund: null,
    mails: [],
    ...overrides,
  };
  if (!('receipt' in overrides)) donation.receipt = receiptOf(donation);
  return adminDonationDetailSchema.parse(donation);
}

/**
 * A cash, cheque or bank gift recorded in the console (docs/product/giving.md "Offline gifts"): no gateway order,
 * the day it was received, and by default a cheque with its number.
 */
export function offlineGiftDetail(overrides: Partial<AdminDonationDetail> = {}): AdminDonationDetail {
  return adminDonationDetail({
    id: 51,
    reference: 'OF-7KQ2M9XA4T1B',
    first_name: 'Meena',
    last_name: 'Iyer',
    email: 'meena@example.org',
    phone: null,
    amount: 5000,
    pan: 'XXXXXX234K',
    gateway: 'offline',
    payment_method: 'cheque',
    payment_id: null,
    payment_reference: '004512',
    receipt_number: 'SMT/2026-27/000013',
    paid_at: '2026-11-23T06:30:00.000Z',
    city: null,
    state: null,
    address: '12 Temple Street, Mysuru',
    received_on: '2026-11-23',
    campaign: null,
    dedication: null,
    orders: [],
    ...overrides,
  });
}

/** A donation refunded by `by` for `reason`: tagged Refunded, its receipt cancelled (status stays 1). */
export function refundedDonation(
  donation: AdminDonationDetail,
  refund: Partial<NonNullable<AdminDonationDetail['refund']>> = {},
): AdminDonationDetail {
  const at = refund.at ?? '2026-11-24T09:00:00.000Z';
  return adminDonationDetail({
    ...donation,
    status_name: 'Refunded',
    refunded_at: at,
    receipt: donation.receipt ? { ...donation.receipt, cancelled: true } : null,
    refund: { at, reason: 'Paid twice', by: 'Lakshmi', refund_id: 'rfnd_FS8TWyPrCsa0OB', ...refund },
  });
}

/** A donation as `GET /api/admin/donations` lists it: the detail's list fields (a detail, or overrides of the default). */
export function adminDonationRow(
  from: AdminDonationDetail | Partial<AdminDonationDetail> = {},
): AdminDonation {
  // The list schema is the detail's without its history; parsing drops the rest (zod strips unknown keys).
  return adminDonationSchema.parse(adminDonationDetail(from));
}

/** An e-hundi entry as the console lists it: by default pending, waiting for its bank credit. */
export function adminEhundiEntry(overrides: Partial<AdminEhundiEntry> = {}): AdminEhundiEntry {
  return adminEhundiEntrySchema.parse({
    id: 7,
    reference: 'EH-7KQ2M9XA4T1B',
    first_name: 'Ravi',
    last_name: 'Kumar',
    email: 'ravi@example.org',
    phone: '+919845012345',
    amount: 501,
    trust: 1,
    trust_name: 'Sai Mayee Trust',
    pan: 'XXXXXX234Q',
    created_at: '2026-11-20T10:00:00.000Z',
    status: 'pending',
    donation_id: null,
    received_amount: null,
    utr: null,
    received_on: null,
    campaign: null,
    dedication: null,
    reconciled_at: null,
    receipt_number: null,
    ...overrides,
  });
}
