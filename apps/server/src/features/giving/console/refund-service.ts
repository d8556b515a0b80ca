import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import {
  DONATION_MESSAGES,
  DONATION_STATUS,
  REFUND_MESSAGES,
  paiseToRupees,
  type AdminDonationDetail,
  type RefundRequest,
} from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import { audit } from '#src/services/audit/audit.ts';
import { GatewayError } from '#src/services/payments/gateway-error.ts';
import type { PaymentGateway } from '#src/services/payments/gateway.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { findDonationById } from './finance-repository.ts';
import { donationDetail } from './donations-service.ts';
import type { FinanceDeps } from './finance.ts';
import type { Actor } from '#src/shared/actor.ts';
import { queueReceiptMail } from '../checkout/mark-paid.ts';
import {
  findPaidDonationByPayment,
  findRefundedDonationByPayment,
  lockDonation,
  markRefunded,
} from './refund-repository.ts';
import { queueRefundMail, type RefundMailDeps } from './refund-mail.ts';
import type { DonationRecord } from '../repository.ts';

/**
 * Refunds and resent receipts (docs/product/giving.md "Refunds", docs/decisions/0020-refunds-cancel-the-receipt.md).
 * A refund cancels the donation's receipt: `refunded_at` is set, the number stays on the row (never reused) and
 * every rendering of the PDF reads CANCELLED.
 */

export type RefundDeps = FinanceDeps & {
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The outbox for the donor's refund mail (refund-mail.ts); tests swap it. */
  enqueue?: RefundMailDeps['enqueue'];
};

/** What the audit log keeps of a donation around a refund. */
const auditView = (donation: DonationRecord) => ({
  reference: donation.reference,
  amount: paiseToRupees(donation.amount_paise),
  gateway: donation.gateway,
  payment_id: donation.payment_id,
  receipt_number: donation.receipt_number,
  refunded_at: donation.refunded_at,
});

/** The donation, if it can be refunded now; otherwise the refusal (404, or 409 unpaid or refunded already). */
function refundable(donation: DonationRecord | undefined): DonationRecord {
  if (!donation) throw new DomainError('not-found', DONATION_MESSAGES.notFound);
  if (donation.status !== DONATION_STATUS.paid) throw new DomainError('conflict', REFUND_MESSAGES.notPaid);
  if (donation.refunded_at !== null) throw new DomainError('conflict', REFUND_MESSAGES.alreadyRefunded);
  return donation;
}

/**
 * Sends the money back where the gateway took it: Razorpay's refund API for a donation paid through Razorpay
 * (when this server has its keys), the sandbox's local refund for a sandbox payment. Offline and e-hundi gifts
 * came by hand or by bank: the trust returns them by hand, so there is no gateway refund (null).
 */
async function refundAtGateway(
  deps: RefundDeps,
  donation: DonationRecord,
  reason: string,
): Promise<string | null> {
  if (donation.gateway !== 'razorpay' && donation.gateway !== 'sandbox') return null;
  const { payment_id: paymentId } = donation;
  if (!paymentId) throw new Error(`Paid online donation ${donation.id} has no payment id`);
  if (donation.gateway !== deps.gateway.kind) {
    if (donation.gateway === 'razorpay')
      throw new DomainError('conflict', REFUND_MESSAGES.razorpayWithoutKeys);
    // A sandbox payment moved no money, whatever gateway the server has now.
    return null;
  }
  try {
    const refund = await deps.gateway.refundPayment({
      paymentId,
      amountPaise: donation.amount_paise,
      notes: { donation_reference: donation.reference, reason: reason.slice(0, 256) },
    });
    return refund.id;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === 'unavailable')
      throw new DomainError('unavailable', REFUND_MESSAGES.gatewayUnavailable);
    // Razorpay's own words help finance here ("fully refunded already", "not enough balance"…); they hold no secret.
    const why = error.description ? `: ${error.description}` : '.';
    throw new DomainError('bad-gateway', `${REFUND_MESSAGES.gatewayRefused}${why}`);
  }
}

/**
 * `POST /api/admin/donations/{id}/refund`: only a paid donation not yet refunded (409 otherwise). The gateway
 * refund is made BEFORE the transaction that records it, so no database transaction (on SQLite: the whole
 * database) waits on Razorpay; Razorpay itself refuses to refund more than was captured, so two refunds racing
 * cannot send the money back twice, and the conditional update lets only one record it. If recording fails
 * after Razorpay refunded, its refund.processed webhook records it (handleRefundEvent).
 */
export async function refundDonation(
  deps: RefundDeps,
  id: number,
  { reason }: RefundRequest,
  actor: Actor,
): Promise<AdminDonationDetail> {
  const now = deps.now?.() ?? new Date();
  const found = refundable(await findDonationById(deps.db, id));
  const refundId = await refundAtGateway(deps, found, reason);

  const refunded = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockDonation(trx, id);
    if (refundId && locked?.refunded_at) {
      // Another refund (or its webhook) was recorded while Razorpay answered; Razorpay refunded only once.
      deps.log.warn({ donationId: id, refundId }, 'refunded at the gateway, but a refund was recorded first');
    }
    const donation = refundable(locked);
    const at = now.toISOString();
    if (!(await markRefunded(trx, id, { at, reason, by: actor.staffId, refundId }))) {
      throw new DomainError('conflict', REFUND_MESSAGES.alreadyRefunded);
    }
    await audit.record(
      trx,
      {
        ...actor,
        action: 'refund',
        resource: 'donations',
        recordId: id,
        before: auditView(donation),
        after: {
          ...auditView(donation),
          refunded_at: at,
          reason,
          refund_id: refundId,
          receipt_cancelled: true,
        },
      },
      now,
    );
    return donation;
  });
  deps.log.info({ donationId: id, refundId, staffId: actor.staffId }, 'donation refunded, receipt cancelled');
  // The console refunds the whole amount; the mail is queued once the refund has committed.
  await queueRefundMail(deps, refunded, refunded.amount_paise);
  return donationDetail(deps.db, id);
}

export type RefundEventOutcome = 'refunded' | 'already_refunded' | 'unknown_payment';

/**
 * After the webhook's transaction recorded a refund: the donor's mail, with the amount Razorpay refunded (the
 * whole gift when it does not say), queued outside that transaction so a failed mail never undoes the refund.
 */
export async function mailRefundedPayment(
  deps: RefundMailDeps,
  refund: { paymentId: string; amountPaise: number | null },
): Promise<void> {
  const donation = await findRefundedDonationByPayment(deps.db, refund.paymentId).catch((error: unknown) => {
    deps.log.error(
      { err: error, paymentId: refund.paymentId },
      'refund recorded, but its mail could not be made',
    );
    return undefined;
  });
  if (donation) await queueRefundMail(deps, donation, refund.amountPaise ?? donation.amount_paise);
}

/**
 * A refund Razorpay reports (refund.processed, payment.refunded), inside the webhook's transaction: the paid
 * donation of that payment is marked refunded and its receipt cancelled, once. Our own console refunds come
 * back this way too and find the donation already refunded. A refund of a payment that is not a donation's (an
 * auto-refund of an uncaptured or second payment) changes nothing.
 */
export async function handleRefundEvent(
  trx: Transaction<Database>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  refund: { paymentId: string; refundId: string | null; amountPaise: number | null; event: string },
  now: Date,
): Promise<RefundEventOutcome> {
  const donation = await findPaidDonationByPayment(trx, refund.paymentId);
  if (!donation) return 'unknown_payment';
  if (donation.refunded_at !== null) return 'already_refunded';
  if (refund.amountPaise !== null && refund.amountPaise < donation.amount_paise) {
    // The receipt states the whole amount, so it cannot stand after any refund (ADR 0020): finance issues a
    // new receipt for what the trust kept by recording it as an offline gift.
    log.warn(
      {
        donationId: donation.id,
        refundId: refund.refundId,
        refunded: refund.amountPaise,
        paid: donation.amount_paise,
      },
      'partial refund: the whole receipt is cancelled; record the amount kept as an offline gift',
    );
  }
  const at = now.toISOString();
  const reason = `Refunded in Razorpay${refund.refundId ? ` (${refund.refundId})` : ''}`;
  if (!(await markRefunded(trx, donation.id, { at, reason, by: null, refundId: refund.refundId }))) {
    return 'already_refunded';
  }
  await audit.record(
    trx,
    {
      staffId: null,
      ip: null,
      action: 'refund',
      resource: 'donations',
      recordId: donation.id,
      before: auditView(donation),
      after: {
        ...auditView(donation),
        refunded_at: at,
        reason,
        refund_id: refund.refundId,
        refunded_paise: refund.amountPaise,
        source: refund.event,
        receipt_cancelled: true,
      },
    },
    now,
  );
  return 'refunded';
}

/**
 * `POST /api/admin/donations/{id}/resend-receipt`: the same receipt (same number), rendered now with the
 * trust's current details, queued again to the donor's e-mail with its audit entry in one transaction. 409 for
 * an unpaid or refunded donation and for a donor without an e-mail (nothing is wrong with the request itself).
 */
export async function resendReceipt(
  deps: FinanceDeps,
  id: number,
  actor: Actor,
): Promise<{ receipt_number: string; to: string }> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction().execute(async (trx) => {
    const donation = await lockDonation(trx, id);
    if (!donation) throw new DomainError('not-found', DONATION_MESSAGES.notFound);
    if (donation.status !== DONATION_STATUS.paid || donation.receipt_number === null) {
      throw new DomainError('conflict', REFUND_MESSAGES.resendNotPaid);
    }
    if (donation.refunded_at !== null) throw new DomainError('conflict', REFUND_MESSAGES.resendRefunded);
    if (donation.email === '') throw new DomainError('conflict', REFUND_MESSAGES.noEmail);
    await queueReceiptMail(trx, deps.cipher, donation);
    const sent = { receipt_number: donation.receipt_number, to: donation.email };
    await audit.record(
      trx,
      { ...actor, action: 'resend-receipt', resource: 'donations', recordId: id, after: sent },
      now,
    );
    return sent;
  });
}
