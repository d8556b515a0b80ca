import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { DONATION_STATUS } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import type { Db } from '#src/db/database.ts';
import { enqueueMail, type MailAttachment } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { receiptInputOf } from './receipt-input.ts';
import { receiptMail } from './receipts/receipt-mail.ts';
import { assignReceiptNumber, type AssignedReceipt } from './receipts/receipt-numbers.ts';
import { receiptFileName, renderReceiptPdf } from './receipts/receipt-pdf.ts';
import { loadTrustImages, type ImageStore } from './receipts/trust-images.ts';
import { findDonation, findDonationByOrder, type DonationRecord } from './repository.ts';

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
};

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
  { cipher, log }: MarkPaidDeps,
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
    const receipt = await issueReceipt(trx, cipher, donation.id);
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

/**
 * What follows a donation becoming paid, for every way it can: the checkout (markPaid above), an e-hundi
 * reconciliation and an offline gift. Inside the caller's transaction, after `status` and `paid_at` are set:
 * draws the receipt number from the trust's series and queues the thank-you mail (only when the donor gave an
 * e-mail), so the payment, its number and its mail commit together or not at all; the mail worker draws the
 * receipt PDF when it sends the mail.
 */
export async function issueReceipt(
  trx: Transaction<Database>,
  cipher: FieldCipher,
  donationId: number,
): Promise<AssignedReceipt> {
  const receipt = await assignReceiptNumber(trx, donationId);
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
      { ...input, to: paid.email, donationId: paid.id, relatedTo: donationMailTopic(paid.id) },
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
  const input = receiptInputOf(donation, deps.cipher);
  const { settings } = await readSettings(deps.db);
  const trust = settings.trusts[input.trust];
  const pdf = await renderReceiptPdf(input, trust, await loadTrustImages(deps.images, trust));
  return {
    filename: receiptFileName(input.receiptNumber),
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  };
}

/** mail_outbox.related_to of the mails about a donation; the console lists them on its page. */
export const donationMailTopic = (donationId: number) => `donation:${donationId}`;
