import type { FastifyBaseLogger } from 'fastify';
import {
  DONATION_MESSAGES,
  DONATION_STATUS,
  PAYMENT_MESSAGES,
  REFUND_MESSAGES,
  THANK_YOU_ERROR_CODES,
  THANK_YOU_LINK_TTL_HOURS,
  TRUSTS,
  fundOf,
  paiseToRupees,
  thankYouPath,
  type Locale,
  type DonationCheckout,
  type DonationRequest,
  type DonationRow,
  type DonationThankYou,
  type Page,
  type PublicUser,
  type SiteSettings,
  todayInIndia,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Payments } from '#src/services/payments/plugin.ts';
import type { FieldCipher, UrlSigner } from '#src/shared/crypto.ts';
import { donorRecord } from '#src/shared/donor-record.ts';
import { newReference } from '#src/shared/reference.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { donationNames } from '../donation-names.ts';
import { donationReceiptPdf } from '../receipts/donation-receipt.ts';
import { checkoutFields, verifySignedCheckout } from '../gateway-checkout.ts';
import { checkGivingRules } from '../giving-rules.ts';
import { campaignForGift } from '../campaigns/gift-campaign.ts';
import { markPaid, type MarkPaidDeps, type PaymentOutcome } from './mark-paid.ts';
import { trustIdOf } from '../receipts/receipt-input.ts';
import type { ImageStore } from '../receipts/trust-images.ts';
import {
  addOrder,
  countOrders,
  findDonation,
  findStoredOrder,
  insertDonationWithOrder,
  latestOrder,
  listOwnedDonations,
  type DonationRecord,
} from '../repository.ts';

export type DonationDeps = MarkPaidDeps & {
  db: Db;
  payments: Payments;
  log: FastifyBaseLogger;
};

/**
 * What the browser's checkout opens with (docs/product/giving.md): the amount in paise, the public key, the
 * trust's name, and the order to pay.
 */
function checkoutOf(
  donation: Parameters<typeof checkoutFields>[0],
  orderId: string,
  payments: Payments,
): DonationCheckout {
  return { ...checkoutFields(donation, payments), order_id: orderId };
}

/**
 * A new donation (docs/product/giving.md step 1). The gateway order comes FIRST: if the gateway is down or
 * refuses, its GatewayError (a DomainError: 422 on the amount, 502 or 503 with a clear message) leaves nothing
 * stored. Then the donation and its order are inserted together, so no row ever lacks an order. Before either, the
 * fund and citizenship rules are checked against the trust's settings (ADR 31).
 */
export async function createDonation(
  deps: DonationDeps,
  form: DonationRequest,
  userId: string | null,
  locale: Locale,
  now: Date = new Date(),
): Promise<DonationCheckout> {
  // A campaign sets the fund (and must take gifts today in India); then the trust's fund and citizenship rules.
  const chosen = await campaignForGift(deps.db, form, todayInIndia(now));
  const gift = { ...form, fund: chosen.fund };
  checkGivingRules(gift, (await readSettings(deps.db)).settings.trusts[form.trust]);
  const reference = newReference('DN');
  const donor = donorRecord(gift, deps.cipher, chosen.campaignId, locale);
  const order = await deps.payments.gateway.createOrder({
    amountPaise: donor.amount_paise,
    receipt: reference,
    notes: { donation_reference: reference, trust: String(form.trust) },
  });
  const donation = {
    reference,
    user_id: userId,
    ...donor,
    gateway: deps.payments.gateway.kind,
    order_id: order.id,
    payment_id: null,
    payment_method: null,
    paid_at: null,
    receipt_fy: null,
    receipt_seq: null,
    receipt_number: null,
    created_at: now.toISOString(),
  };
  const id = await insertDonationWithOrder(deps.db, donation);
  deps.log.info({ donationId: id, reference, orderId: order.id }, 'donation created');
  return checkoutOf({ ...donation, id }, order.id, deps.payments);
}

/**
 * Reopens the checkout of an unpaid donation (the payments page's Pay). The latest order is reused while the
 * gateway can still take a payment for it; otherwise a fresh order is made and kept beside the old ones, so a late
 * payment of an old order is still recognised. A captured payment found on the latest order (its webhook never
 * came) marks the donation paid right here instead of letting the donor pay twice.
 */
export async function payAgain(
  deps: DonationDeps,
  donation: DonationRecord,
  now: Date = new Date(),
): Promise<DonationCheckout> {
  if (donation.status === DONATION_STATUS.paid) {
    throw new DomainError('conflict', DONATION_MESSAGES.alreadyPaid);
  }
  const { gateway } = deps.payments;
  const latest = await latestOrder(deps.db, donation.id);
  if (latest && latest.gateway === gateway.kind && (await stillPayable(deps, donation, latest.order_id))) {
    return checkoutOf(donation, latest.order_id, deps.payments);
  }

  const orders = await countOrders(deps.db, donation.id);
  const order = await gateway.createOrder({
    amountPaise: donation.amount_paise,
    // Razorpay asks for a unique receipt per order; the donation's reference stays in the notes.
    receipt: `${donation.reference}-${orders + 1}`,
    notes: { donation_reference: donation.reference, trust: String(donation.trust) },
  });
  await addOrder(deps.db, donation.id, { orderId: order.id, gateway: gateway.kind }, now);
  deps.log.info({ donationId: donation.id, orderId: order.id }, 'fresh order for a donation paid again');
  return checkoutOf(donation, order.id, deps.payments);
}

/**
 * Whether the gateway still takes a payment for this order. Razorpay orders stay payable (`created`,
 * `attempted`) until a payment is captured (docs/product/external-facts.md), so the order's payments tell: a
 * captured one means the order is paid, and the donation is recorded as paid with it (then 409). The sandbox
 * keeps no state and can pay any order of an unpaid donation. An order the gateway does not know (say, made
 * with other keys) is not payable; an unreachable gateway is a 503, never a second order the donor might pay
 * as well.
 */
async function stillPayable(deps: DonationDeps, donation: DonationRecord, orderId: string): Promise<boolean> {
  const { gateway } = deps.payments;
  if (!gateway.fetchOrderPayments) return true;
  let payments;
  try {
    payments = await gateway.fetchOrderPayments(orderId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'unavailable') throw error;
    deps.log.warn({ err: error, donationId: donation.id, orderId }, 'order not usable; making a fresh one');
    return false;
  }
  const captured = payments.find((payment) => payment.status === 'captured');
  if (captured) {
    await deps.db.transaction().execute((trx) =>
      markPaid(trx, deps, {
        orderId,
        paymentId: captured.id,
        method: captured.method,
        source: 'reconcile',
      }),
    );
    throw new DomainError('conflict', DONATION_MESSAGES.alreadyPaid);
  }
  // A refunded payment leaves the order `paid` at Razorpay: it takes nothing more.
  return !payments.some((payment) => payment.status === 'refunded');
}

/**
 * Checks what checkout's handler received (docs/product/external-facts.md): the HMAC is recomputed over the
 * order id as WE stored it and the payment id, with the gateway's secret, compared in constant time. A bad
 * signature, or one made for another order, changes nothing. A good one marks the donation paid exactly once
 * (markPaid); a repeat, or a webhook that came first, gets the same answer.
 */
export async function verifyPayment(
  deps: DonationDeps,
  input: { orderId: string; paymentId: string; signature: string },
): Promise<PaymentOutcome> {
  const stored = await verifySignedCheckout(deps, {
    find: () => findStoredOrder(deps.db, input.orderId),
    verify: (order) =>
      deps.payments.verifyCheckout({
        orderId: order.order_id,
        paymentId: input.paymentId,
        signature: input.signature,
      }),
    logFields: (order) => ({
      donationId: order.donation_id,
      orderId: order.order_id,
      paymentId: input.paymentId,
    }),
    logMessage: 'payment verification failed: signature does not match',
    messages: {
      notFound: PAYMENT_MESSAGES.orderNotFound,
      verificationFailed: DONATION_MESSAGES.verificationFailed,
    },
  });
  const outcome = await deps.db.transaction().execute((trx) =>
    markPaid(trx, deps, {
      orderId: stored.order_id,
      paymentId: input.paymentId,
      method: null,
      source: 'verify',
    }),
  );
  if (!outcome) throw new DomainError('not-found', PAYMENT_MESSAGES.orderNotFound);
  return outcome;
}

/** A donation as the payments page lists it: rupees, the PAN masked, the status, trust and fund by name. */
export function toDonationRow(donation: DonationRecord, settings: SiteSettings): DonationRow {
  return {
    ...donationNames(donation, settings),
    id: donation.id,
    first_name: donation.first_name,
    last_name: donation.last_name,
    email: donation.email,
    phone: donation.phone,
    amount: paiseToRupees(donation.amount_paise),
    city: donation.city,
    state: donation.state,
    trust: donation.trust,
    fund: donation.fund,
    order_id: donation.order_id,
    status: donation.status,
    receipt_number: donation.receipt_number,
    created_at: donation.created_at,
    paid_at: donation.paid_at,
    refunded_at: donation.refunded_at,
  };
}

/**
 * One page of the donor's payments page (`GET /api/user/payment-data`), newest first; an unpaid checkout only
 * while it can still sensibly be paid at `now` (listOwnedDonations).
 */
export async function myDonations(
  db: Db,
  user: PublicUser,
  page: number,
  now: Date = new Date(),
): Promise<Page<DonationRow>> {
  const [donations, { settings }] = await Promise.all([
    listOwnedDonations(db, user, page, now),
    readSettings(db),
  ]);
  return { data: donations.data.map((donation) => toDonationRow(donation, settings)), meta: donations.meta };
}

/** The signed link's purpose; a token made for anything else (an unsubscribe link, say) opens no receipt. */
const RECEIPT_LINK_PURPOSE = 'donation-receipt';
/** Long enough to open the tab, short enough that a copied or logged URL soon stops working. */
export const RECEIPT_LINK_TTL_SECONDS = 5 * 60;

/**
 * The short-lived signed URL of a paid donation's receipt PDF (docs/product/giving.md): the browser opens it
 * in a new tab, without the session, so the token in the URL is the permission.
 */
export function receiptLink(
  signer: UrlSigner,
  publicUrl: string,
  donation: DonationRecord,
  now: Date = new Date(),
): string {
  if (donation.status !== DONATION_STATUS.paid) {
    throw new DomainError('conflict', DONATION_MESSAGES.receiptNotReady);
  }
  // A refunded donation has no certificate on the payments page (docs/product/giving.md).
  if (donation.refunded_at !== null) throw new DomainError('conflict', REFUND_MESSAGES.receiptCancelled);
  const token = signer.sign(RECEIPT_LINK_PURPOSE, String(donation.id), RECEIPT_LINK_TTL_SECONDS, now);
  return `${publicUrl}/api/donation/certificate/${donation.id}/pdf?token=${encodeURIComponent(token)}`;
}

/**
 * The receipt PDF behind a signed link; 403 for a token that is wrong, altered or expired. A link signed just
 * before a refund (it lives 5 minutes) opens the receipt as it now is: stamped CANCELLED.
 */
export async function receiptPdf(
  deps: { db: Db; cipher: FieldCipher; images: ImageStore },
  signer: UrlSigner,
  donationId: number,
  token: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  if (!signer.verify(RECEIPT_LINK_PURPOSE, String(donationId), token)) {
    throw new DomainError('forbidden', DONATION_MESSAGES.receiptLinkInvalid);
  }
  const donation = await findDonation(deps.db, donationId);
  if (!donation || donation.status !== DONATION_STATUS.paid)
    throw new DomainError('not-found', DONATION_MESSAGES.notFound);
  return donationReceiptPdf(deps, donation);
}

/** The thank-you link's purpose: a receipt or unsubscribe token opens no thank-you page, and the reverse. */
const THANK_YOU_LINK_PURPOSE = 'donation-thank-you';
const THANK_YOU_TOKEN = /^(\d{1,10})\.(\d{1,12})\.([\w-]{20,100})$/;

/**
 * The thank-you page's token for a paid donation (docs/decisions/0033-signed-thank-you-link.md):
 * `<donation id>.<expiry>.<HMAC>`, signed like the receipt links, so the page survives a reload on any instance
 * without a session or a stored row, and nobody can open another donor's page by changing the id.
 */
export function thankYouLink(
  signer: UrlSigner,
  publicUrl: string,
  donationId: number,
  now: Date = new Date(),
): { token: string; url: string } {
  const signature = signer.sign(
    THANK_YOU_LINK_PURPOSE,
    String(donationId),
    THANK_YOU_LINK_TTL_HOURS * 60 * 60,
    now,
  );
  const token = `${donationId}.${signature}`;
  return { token, url: `${publicUrl}${thankYouPath(token)}` };
}

/**
 * The donation a thank-you token names; a 403 that says whether the link expired or is wrong (a made-up,
 * altered or truncated one). The expiry is told apart by checking the signature as of the moment it expired.
 */
function thankYouDonationId(signer: UrlSigner, token: string, now: Date): number {
  const match = THANK_YOU_TOKEN.exec(token);
  const invalid = () =>
    new DomainError('forbidden', DONATION_MESSAGES.thankYouInvalid, {
      error_code: THANK_YOU_ERROR_CODES.invalid,
    });
  if (!match?.[1] || !match[2] || !match[3]) throw invalid();
  const [, id, expires, mac] = match;
  const signature = `${expires}.${mac}`;
  if (signer.verify(THANK_YOU_LINK_PURPOSE, id, signature, now)) return Number(id);
  const atExpiry = new Date(Number(expires) * 1000);
  if (signer.verify(THANK_YOU_LINK_PURPOSE, id, signature, atExpiry)) {
    throw new DomainError('forbidden', DONATION_MESSAGES.thankYouExpired, {
      error_code: THANK_YOU_ERROR_CODES.expired,
    });
  }
  throw invalid();
}

/**
 * What the thank-you page shows for a valid token: the gift, its receipt number and a fresh short-lived receipt
 * link (receiptLink: 409 for a refunded donation, whose receipt is cancelled). An unpaid donation (a token can
 * only be made once it is paid, so only a donation the console changed) is a 409 with a clear message.
 */
export async function thankYou(
  deps: { db: Db },
  signer: UrlSigner,
  publicUrl: string,
  token: string,
  now: Date = new Date(),
): Promise<DonationThankYou> {
  const donationId = thankYouDonationId(signer, token, now);
  const donation = await findDonation(deps.db, donationId);
  if (!donation) throw new DomainError('not-found', DONATION_MESSAGES.notFound);
  if (donation.status !== DONATION_STATUS.paid || !donation.receipt_number || !donation.paid_at) {
    throw new DomainError('conflict', DONATION_MESSAGES.thankYouUnpaid);
  }
  const { settings } = await readSettings(deps.db);
  return {
    id: donation.id,
    amount: paiseToRupees(donation.amount_paise),
    trust: donation.trust,
    trust_name: TRUSTS[trustIdOf(donation.trust)].name,
    // A gift to the general fund names no fund: the page then leaves the line out.
    fund_name:
      donation.fund === null ? null : fundOf(settings.trusts[trustIdOf(donation.trust)], donation.fund).name,
    receipt_number: donation.receipt_number,
    paid_at: donation.paid_at,
    first_name: donation.first_name,
    email: donation.email,
    receipt_url: receiptLink(signer, publicUrl, donation, now),
  };
}
