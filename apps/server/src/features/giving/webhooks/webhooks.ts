import { createHash } from 'node:crypto';
import {
  razorpayWebhookEventSchema,
  type RazorpayWebhookEvent,
} from '#src/services/payments/razorpay-shapes.ts';
import { markPaid } from '../checkout/mark-paid.ts';
import { handleRefundEvent, mailRefundedPayment } from '../console/refund-service.ts';
import type { DonationDeps } from '../checkout/donation-service.ts';
import { handleSubscriptionEvent } from '../monthly/monthly-service.ts';

/** What became of a webhook delivery; answered to Razorpay (which ignores it) and useful in logs and tests. */
export const WEBHOOK_OUTCOMES = [
  /** The event id was seen before: nothing done again. */
  'duplicate',
  /** This event marked the donation paid. */
  'paid',
  /** The donation was already paid (by verify, another event, or another payment). */
  'already_paid',
  /** A payment of an order that is not ours: stored, nothing else. */
  'unknown_order',
  /** Stored; nothing to act on (payment.failed, payment.authorized, any other event). */
  'recorded',
  /** Signed correctly but not a Razorpay event we can read: stored unprocessed for a person to look at. */
  'unreadable',
  /** A refund (refund.processed, payment.refunded) marked the donation refunded and cancelled its receipt. */
  'refunded',
  /** A refund of a donation already refunded (from the console, or by another event): nothing done again. */
  'already_refunded',
  /** A refund of a payment that paid no donation (an auto-refund, a second payment): stored, nothing else. */
  'unknown_payment',
  /** subscription.charged: the month's charge became a paid donation with its receipt. */
  'charged',
  /** subscription.charged for a payment already recorded: nothing done again. */
  'already_charged',
  /** subscription.halted halted the monthly gift; the donor was mailed the link to update the payment method. */
  'halted',
  /** subscription.cancelled ended the monthly gift. */
  'cancelled',
  /** A subscription event about a subscription that is not ours: stored, nothing else. */
  'unknown_subscription',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** The payment an event reports as captured, if it is one that makes a donation paid. */
function capturedPayment(event: RazorpayWebhookEvent) {
  const payment = event.payload.payment?.entity;
  if (!payment || payment.status !== 'captured') return undefined;
  if (event.event !== 'order.paid' && event.event !== 'payment.captured') return undefined;
  const orderId = payment.order_id ?? event.payload.order?.entity.id;
  return orderId ? { orderId, paymentId: payment.id, method: payment.method } : undefined;
}

/**
 * The refund an event reports as done: refund.processed (payload.refund, with the payment) or payment.refunded
 * (the payment, with the refund when Razorpay includes it). refund.created and refund.failed are only stored.
 */
function processedRefund(event: RazorpayWebhookEvent) {
  const refund = event.payload.refund?.entity;
  if (event.event === 'refund.processed' && refund?.status === 'processed') {
    return {
      paymentId: refund.payment_id,
      refundId: refund.id,
      amountPaise: refund.amount,
      event: event.event,
    };
  }
  const payment = event.payload.payment?.entity;
  if (event.event === 'payment.refunded' && payment) {
    return {
      paymentId: payment.id,
      refundId: refund?.id ?? null,
      amountPaise: refund?.amount ?? null,
      event: event.event,
    };
  }
  return undefined;
}

function readEvent(rawBody: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { event: undefined, name: 'unparsable' };
  }
  const parsed = razorpayWebhookEventSchema.safeParse(json);
  if (parsed.success) return { event: parsed.data, name: parsed.data.event };
  const name = (json as { event?: unknown } | null)?.event;
  return { event: undefined, name: typeof name === 'string' ? name.slice(0, 100) : 'unknown' };
}

/**
 * Handles one webhook delivery whose signature has ALREADY been checked over the raw bytes. The event is stored
 * and acted on in ONE transaction, deduplicated by x-razorpay-event-id (unique column, insert … on conflict do
 * nothing): a redelivery finds the row and does nothing, and a failure rolls both back so Razorpay's retry
 * starts afresh (docs/product/external-facts.md "Signatures and webhooks"). order.paid and payment.captured mark the
 * donation paid through the same exactly-once path as verify; refund.processed and payment.refunded mark it
 * refunded, once (refund-service.ts); subscription.* events update a monthly gift, and each subscription.charged
 * becomes a paid donation, once per payment (monthly/monthly-service.ts); payment.failed and the rest are only
 * recorded.
 */
export async function handleRazorpayWebhook(
  deps: DonationDeps,
  delivery: { rawBody: Buffer; eventId: string | undefined },
  now: Date = new Date(),
): Promise<WebhookOutcome> {
  const { event, name } = readEvent(delivery.rawBody);
  // Razorpay always sends the id; without one, the body's hash still folds identical redeliveries into one.
  const eventId = delivery.eventId ?? `sha256:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
  const payment = event?.payload.payment?.entity;
  const refundEntity = event?.payload.refund?.entity;
  const at = now.toISOString();

  const outcome = await deps.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const stored = await trx
      .insertInto('gateway_events')
      .values({
        event_id: eventId,
        event: name,
        order_id: payment?.order_id ?? event?.payload.order?.entity.id ?? null,
        payment_id: payment?.id ?? refundEntity?.payment_id ?? null,
        payload: delivery.rawBody.toString('utf8'),
        received_at: at,
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return 'duplicate';
    if (!event) return 'unreadable';

    let result: WebhookOutcome = 'recorded';
    const captured = capturedPayment(event);
    if (captured) {
      const paid = await markPaid(trx, deps, { ...captured, source: 'webhook' }, now);
      result = paid === null ? 'unknown_order' : paid.newlyPaid ? 'paid' : 'already_paid';
      // A monthly charge's invoice order is not ours until subscription.charged records it (the events come in
      // any order): that event, not this one, makes the donation.
      if (paid === null && payment?.invoice_id) result = 'recorded';
    }
    if (event.event.startsWith('subscription.')) {
      result = await handleSubscriptionEvent(trx, deps, event, now);
    }
    const refunded = processedRefund(event);
    if (refunded) result = await handleRefundEvent(trx, deps.log, refunded, now);
    await trx.updateTable('gateway_events').set({ processed_at: at }).where('id', '=', stored.id).execute();
    return result;
  });

  const refunded = event ? processedRefund(event) : null;
  if (outcome === 'refunded' && refunded) await mailRefundedPayment(deps, refunded);

  const fields = { eventId, event: name, orderId: payment?.order_id, paymentId: payment?.id, outcome };
  if (outcome === 'unreadable') deps.log.error(fields, 'webhook event could not be read; stored unprocessed');
  else if (outcome === 'unknown_order') deps.log.warn(fields, 'webhook for an order that is not ours');
  else if (outcome === 'unknown_payment') deps.log.warn(fields, 'refund of a payment that paid no donation');
  else if (outcome === 'unknown_subscription')
    deps.log.warn(fields, 'webhook for a subscription that is not ours');
  else deps.log.info(fields, 'webhook event');
  return outcome;
}
