import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { DONATION_STATUS } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import type { Db } from '#src/db/database.ts';
import type { Payments } from '#src/services/payments/plugin.ts';
import { enqueueMail, type MailAttachment } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { receiptInputOf } from '../receipts/receipt-input.ts';
import { receiptMail } from '../receipts/receipt-mail.ts';
import { assignReceiptNumber, type AssignedReceipt } from '../receipts/receipt-numbers.ts';
import { donationReceiptPdf } from '../receipts/donation-receipt.ts';
import type { ImageStore } from '../receipts/trust-images.ts';
import { newReference } from '#src/shared/reference.ts';
import type { DonorRecord } from '#src/shared/donor-record.ts';
import { findDonation, findDonationByOrder, type DonationRecord } from '../repository.ts';
import { attachDonor } from '../donors/donor-matching.ts';

/** A payment of one of our gateway orders, as the browser's verify call, a webhook or a reconciliation saw it. */
export type PaymentReport = {
  orderId: string;
  paymentId: string;
  /** upi, card… when the gateway said (webhooks, reconciliation); null from checkout's handler. */
  method: string | null;
  /** Who reported it, for the logs. */
  source: 'verify' | 'webhook' | 'reconcile';
};

export type PaymentOutcome = {
  donationId: number;
  receiptNumber: string;
  /** True only for the one report that turned the donation paid (and queued its receipt mail). */
  newlyPaid: boolean;
};

export type MarkPaidDeps = {
  cipher: FieldCipher;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** In test mode a sandbox gift's receipt is a TEST one (docs/decisions/0040-payments-test-mode.md). */
  payments: Pick<Payments, 'testMode'>;
};

/** Whether a gift through `gateway` gets a TEST receipt: the sandbox's, while production runs in test mode. */
const testReceipt = (payments: Pick<Payments, 'testMode'>, gateway: string) =>
  payments.testMode && gateway === 'sandbox';

/**
 * Marks the donation that owns `report.orderId` paid, EXACTLY ONCE however many reports arrive and in whatever
 * order (verify, order.paid, payment.captured, redeliveries, all at the same time): the conditional UPDATE
 * `… WHERE id = ? AND status = 0` succeeds for one transaction only (PostgreSQL makes a racing one wait on the row
 * lock and then re-check the condition; SQLite runs transactions one at a time). Only that transaction assigns
 * the receipt number and queues the receipt mail, both inside the caller's transaction, so the payment, its
 * number and its mail commit together or not at all. Every other report gets the same answer and changes
 * nothing, except filling in the payment method the first report did not know.
 * Returns null when the order is not ours. See docs/decisions/0007-payments-exactly-once.md.
 */
export async function markPaid(
  trx: Transaction<Database>,
  { cipher, log, payments }: MarkPaidDeps,
  report: PaymentReport,
  now: Date = new Date(),
): Promise<PaymentOutcome | null> {
  const donation = await findDonationByOrder(trx, report.orderId);
  if (!donation) return null;

  const paidAt = now.toISOString();
  const flipped = await trx
    .updateTable('donations')
    .set({
      status: DONATION_STATUS.paid,
      payment_id: report.paymentId,
      payment_method: report.method,
      // The order actually paid becomes the donation's order, even when it was an older one (pay again).
      order_id: report.orderId,
      paid_at: paidAt,
      updated_at: paidAt,
    })
    .where('id', '=', donation.id)
    .where('status', '=', DONATION_STATUS.unpaid)
    .executeTakeFirst();

  if (flipped.numUpdatedRows === 1n) {
    const receipt = await issueReceipt(trx, cipher, donation.id, {
      test: testReceipt(payments, donation.gateway),
    });
    log.info(
      {
        donationId: donation.id,
        orderId: report.orderId,
        paymentId: report.paymentId,
        source: report.source,
      },
      `donation paid, receipt ${receipt.number}`,
    );
    return { donationId: donation.id, receiptNumber: receipt.number, newlyPaid: true };
  }

  // Already paid, by this payment (a repeat) or by another one.
  const current = await findDonation(trx, donation.id);
  if (!current?.receipt_number) throw new Error(`Paid donation ${donation.id} has no receipt number`);
  if (current.payment_id !== report.paymentId) {
    // The donor paid twice (two tabs, or an old order after a new one): the trust must refund one of them.
    log.warn(
      {
        donationId: donation.id,
        paidWith: current.payment_id,
        alsoPaidWith: report.paymentId,
        orderId: report.orderId,
        source: report.source,
      },
      'second payment for an already paid donation: refund it',
    );
  } else if (current.payment_method === null && report.method !== null) {
    await trx
      .updateTable('donations')
      .set({ payment_method: report.method, updated_at: paidAt })
      .where('id', '=', donation.id)
      .where('payment_method', 'is', null)
      .execute();
  }
  return { donationId: donation.id, receiptNumber: current.receipt_number, newlyPaid: false };
}

/** One charge of a monthly gift, as `subscription.charged` reports it. */
export type SubscriptionCharge = {
  /** The monthly gift's donor, trust and gateway, copied onto the donation. */
  subscription: DonorRecord & {
    user_id: string | null;
    gateway: string;
    subscription_id: string;
  };
  paymentId: string;
  /** What was charged, paise: the receipt states what was received. */
  amountPaise: number;
  method: string | null;
  /** The order Razorpay made for the charge's invoice, when it says. */
  orderId: string | null;
  source: 'webhook' | 'sandbox';
};

/**
 * Records one monthly charge as a PAID donation, EXACTLY ONCE per payment however many times and in whatever order
 * it is reported: the insert is keyed on donations.payment_id, which is unique, so a second report (a redelivery
 * with another event id, two deliveries racing) inserts nothing and gets the same answer; PostgreSQL makes a racing
 * insert wait for the first transaction and then skip. The one insert that lands issues the receipt exactly as a
 * checkout payment does (issueReceipt: number from the trust's series, thank-you mail), in the caller's
 * transaction. The charge's invoice order is kept in donation_orders, so its order.paid / payment.captured find a
 * paid donation instead of an unknown order.
 */
export async function recordSubscriptionCharge(
  trx: Transaction<Database>,
  { cipher, log, payments }: MarkPaidDeps,
  charge: SubscriptionCharge,
  now: Date = new Date(),
): Promise<PaymentOutcome> {
  const at = now.toISOString();
  const { user_id, gateway, subscription_id, ...donor } = charge.subscription;
  const inserted = await trx
    .insertInto('donations')
    .values({
      ...donor,
      reference: newReference('DN'),
      user_id,
      amount_paise: charge.amountPaise,
      status: DONATION_STATUS.paid,
      gateway,
      order_id: null,
      payment_id: charge.paymentId,
      payment_method: charge.method,
      paid_at: at,
      subscription_id,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();

  if (inserted) {
    if (charge.orderId) {
      await trx
        .insertInto('donation_orders')
        .values({ order_id: charge.orderId, donation_id: inserted.id, gateway, created_at: at })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    }
    const receipt = await issueReceipt(trx, cipher, inserted.id, {
      test: testReceipt(payments, gateway),
    });
    log.info(
      {
        donationId: inserted.id,
        subscriptionId: subscription_id,
        paymentId: charge.paymentId,
        source: charge.source,
      },
      `monthly charge paid, receipt ${receipt.number}`,
    );
    return { donationId: inserted.id, receiptNumber: receipt.number, newlyPaid: true };
  }

  const current = await trx
    .selectFrom('donations')
    .selectAll()
    .where('payment_id', '=', charge.paymentId)
    .executeTakeFirst();
  if (!current?.receipt_number) throw new Error(`Payment ${charge.paymentId} has no receipted donation`);
  return { donationId: current.id, receiptNumber: current.receipt_number, newlyPaid: false };
}

/**
 * What follows a donation becoming paid, for every way it can: the checkout (markPaid above), an e-hundi
 * reconciliation and an offline gift. Inside the caller's transaction, after `status` and `paid_at` are set:
 * draws the receipt number from the trust's series, gives the gift its donor, and queues the thank-you mail (only when the donor gave an
 * e-mail), so the payment, its number and its mail commit together or not at all; the mail worker draws the
 * receipt PDF when it sends the mail.
 */
export async function issueReceipt(
  trx: Transaction<Database>,
  cipher: FieldCipher,
  donationId: number,
  /** A TEST receipt outside the trust's series (assignReceiptNumber); offline and e-hundi gifts never are. */
  options: { test?: boolean } = {},
): Promise<AssignedReceipt> {
  const receipt = await assignReceiptNumber(trx, donationId, options);
  // The gift joins its donor (docs/product/giving.md "Donors") in the same transaction, so the console's donor
  // list never misses a paid gift nor counts one that rolled back.
  await attachDonor(trx, cipher, donationId);
  const paid = await findDonation(trx, donationId);
  if (!paid) throw new Error(`Donation ${donationId} vanished while being marked paid`);
  if (paid.email !== '') await queueReceiptMail(trx, cipher, paid);
  return receipt;
}

/**
 * Queues the thank-you mail with the paid donation's receipt to the donor's e-mail, inside the caller's
 * transaction: on payment (issueReceipt) and when finance resends it (refund-service.ts). The PDF is NOT drawn
 * here: it takes a tenth of a second or more, and the transaction holds the trust's receipt counter (PostgreSQL)
 * or the whole database (SQLite) until it commits. The mail row names the donation; the mail worker draws the
 * receipt as it then is just before sending (renderReceiptAttachment, docs/decisions/0024-receipt-pdf-rendered-by-the-mail-worker.md).
 */
export async function queueReceiptMail(
  trx: Transaction<Database>,
  cipher: FieldCipher,
  paid: DonationRecord,
): Promise<void> {
  const input = receiptInputOf(paid, cipher);
  // The trust's details as the admins last saved them (docs/product/console.md), read in the payment's transaction.
  const { settings } = await readSettings(trx);
  await enqueueMail(
    trx,
    receiptMail(
      {
        ...input,
        to: paid.email,
        donationId: paid.id,
        relatedTo: donationMailTopic(paid.id),
        locale: paid.locale,
      },
      settings,
    ),
  );
}

/**
 * The mail worker's renderer of RECEIPT_ATTACHMENT: the donation's receipt PDF as it is when the mail is sent
 * (stamped CANCELLED if it was refunded meanwhile), with the trust's current details. Throws for a donation that
 * is gone or unpaid, which leaves the mail to the worker's retries.
 */
export async function renderReceiptAttachment(
  deps: { db: Db; cipher: FieldCipher; images: ImageStore },
  ref: string,
): Promise<MailAttachment> {
  const donation = await findDonation(deps.db, Number(ref));
  if (!donation || donation.status !== DONATION_STATUS.paid) {
    throw new Error(`No paid donation ${ref} to draw a receipt for`);
  }
  const { pdf, fileName } = await donationReceiptPdf(deps, donation);
  return {
    filename: fileName,
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  };
}

/** mail_outbox.related_to of the mails about a donation; the console lists them on its page. */
export const donationMailTopic = (donationId: number) => `donation:${donationId}`;
