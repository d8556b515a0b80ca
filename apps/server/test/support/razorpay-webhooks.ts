import type {
  RazorpayPayment,
  RazorpaySubscription,
  RazorpaySubscriptionEventName,
  RazorpayWebhookEventName,
} from '#src/services/payments/razorpay-shapes.ts';
import { randomRazorpayId } from '#src/services/payments/ids.ts';
import { webhookSignature } from '#src/services/payments/signatures.ts';

/**
 * Test helper: Razorpay webhook deliveries (docs/product/external-facts.md) as Razorpay sends them, signed,
 * for the webhook route's tests. The body is serialised the way Razorpay's PHP serialiser writes JSON (`/` as
 * `\/`, non-ASCII as
 * `\uXXXX`) and contains both, so a handler that verifies a re-serialised body instead of the raw bytes fails.
 */

/** Use as RAZORPAY_WEBHOOK_SECRET in tests (any value works; this one is what buildWebhookEvent signs with). */
export const TEST_WEBHOOK_SECRET = 'test_webhook_secret_9f2c41d7';

export type WebhookEventOptions = {
  orderId: string;
  /** Default: a fresh pay_… id. */
  paymentId?: string;
  amountPaise: number;
  /** Default 'upi'. */
  method?: 'upi' | 'card' | 'netbanking' | 'wallet';
  /** Default TEST_WEBHOOK_SECRET. */
  secret?: string;
  /** The x-razorpay-event-id header; default a fresh evt_… id. Reuse one to simulate a redelivery. */
  eventId?: string;
  /** Unix seconds of the event; default now. */
  createdAt?: number;
  email?: string;
  contact?: string;
  /** The order's notes, e.g. { donation_id: '42' }; Razorpay sends [] when there are none. */
  notes?: Record<string, string>;
  /** A subscription charge's invoice (`inv_…`); null for an ordinary order's payment. */
  invoiceId?: string;
};

export type WebhookDelivery = {
  /** The exact body to send (the signature covers these bytes). */
  body: string;
  headers: {
    'content-type': 'application/json';
    'x-razorpay-signature': string;
    'x-razorpay-event-id': string;
  };
  /** The same event as an object, for assertions. */
  event: Record<string, unknown>;
  paymentId: string;
  eventId: string;
};

/** JSON as Razorpay writes it: PHP's json_encode escapes `/` and every non-ASCII character. */
export function razorpayJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function paymentEntity(
  kind: RazorpayWebhookEventName,
  o: WebhookEventOptions,
  paymentId: string,
  at: number,
) {
  const method = o.method ?? 'upi';
  const failed = kind === 'payment.failed';
  const status = failed ? 'failed' : kind === 'payment.authorized' ? 'authorized' : 'captured';
  return {
    id: paymentId,
    entity: 'payment',
    amount: o.amountPaise,
    currency: 'INR',
    status,
    order_id: o.orderId,
    invoice_id: o.invoiceId ?? null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: status === 'captured',
    // A slash and a non-ASCII character, escaped on the wire (see razorpayJson).
    description: 'Donation — https://saimayee.org/donation',
    card_id: method === 'card' ? 'card_Ge4Z4bFMXPn3QE' : null,
    bank: method === 'netbanking' ? 'HDFC' : null,
    wallet: method === 'wallet' ? 'paytm' : null,
    vpa: method === 'upi' ? (failed ? 'failure@razorpay' : 'success@razorpay') : null,
    email: o.email ?? 'donor@example.org',
    contact: o.contact ?? '+919876543210',
    notes: o.notes && Object.keys(o.notes).length ? o.notes : [],
    fee: status === 'captured' ? Math.round(o.amountPaise * 0.02) : null,
    tax: status === 'captured' ? Math.round(o.amountPaise * 0.0036) : null,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment failed' : null,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    acquirer_data: method === 'upi' ? { rrn: '123456789012', upi_transaction_id: null } : { auth_code: null },
    ...(method === 'upi' ? { upi: { vpa: failed ? 'failure@razorpay' : 'success@razorpay' } } : {}),
    created_at: at - 5,
  };
}

/**
 * One signed webhook delivery: `order.paid` (payment + order), `payment.captured`, `payment.authorized` or
 * `payment.failed` (payment only), for the given order and amount.
 */
export function buildWebhookEvent(
  kind: RazorpayWebhookEventName,
  options: WebhookEventOptions,
): WebhookDelivery {
  const paymentId = options.paymentId ?? randomRazorpayId('pay');
  const eventId = options.eventId ?? randomRazorpayId('evt');
  const at = options.createdAt ?? Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    payment: { entity: paymentEntity(kind, options, paymentId, at) },
  };
  if (kind === 'order.paid') {
    payload.order = {
      entity: {
        id: options.orderId,
        entity: 'order',
        amount: options.amountPaise,
        amount_paid: options.amountPaise,
        amount_due: 0,
        currency: 'INR',
        receipt: null,
        offer_id: null,
        status: 'paid',
        attempts: 1,
        notes: options.notes && Object.keys(options.notes).length ? options.notes : [],
        created_at: at - 60,
      },
    };
  }
  return {
    ...signedEvent(kind, payload, at, eventId, options.secret),
    paymentId,
    eventId,
  };
}

export type RefundWebhookOptions = {
  /** The refunded payment. */
  paymentId: string;
  orderId: string;
  /** The payment's amount, paise. */
  amountPaise: number;
  /** The refund's amount; default the whole payment. */
  refundPaise?: number;
  /** Default a fresh rfnd_… id. */
  refundId?: string;
  /** Reuse one to simulate a redelivery. */
  eventId?: string;
  secret?: string;
};

/**
 * A signed refund delivery as Razorpay sends one for a refund made in its dashboard (or through the API):
 * `refund.processed` (payload: refund and payment) or `payment.refunded` (payment and refund).
 */
export function buildRefundWebhookEvent(
  kind: 'refund.processed' | 'payment.refunded',
  options: RefundWebhookOptions,
): WebhookDelivery & { refundId: string } {
  const refundId = options.refundId ?? randomRazorpayId('rfnd');
  const eventId = options.eventId ?? randomRazorpayId('evt');
  const at = Math.floor(Date.now() / 1000);
  const refundPaise = options.refundPaise ?? options.amountPaise;
  const full = refundPaise === options.amountPaise;
  const payment = {
    ...paymentEntity(
      'payment.captured',
      { orderId: options.orderId, amountPaise: options.amountPaise },
      options.paymentId,
      at,
    ),
    status: full ? 'refunded' : 'captured',
    amount_refunded: refundPaise,
    refund_status: full ? 'full' : 'partial',
  };
  const refund = {
    id: refundId,
    entity: 'refund',
    amount: refundPaise,
    currency: 'INR',
    payment_id: options.paymentId,
    notes: { comment: 'Refunded from the dashboard' },
    receipt: null,
    acquirer_data: { arn: null },
    created_at: at - 2,
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
  const payload =
    kind === 'refund.processed'
      ? { refund: { entity: refund }, payment: { entity: payment } }
      : { payment: { entity: payment }, refund: { entity: refund } };
  return {
    ...signedEvent(kind, payload, at, eventId, options.secret),
    paymentId: options.paymentId,
    eventId,
    refundId,
  };
}

export type SubscriptionWebhookOptions = {
  /** The subscription's snapshot as the event carries it (e.g. the stand-in's answer after a charge). */
  subscription: RazorpaySubscription;
  /** The payment the event is about: a month's captured charge, or the failed one that halted it. */
  payment?: RazorpayPayment;
  /** Reuse one to simulate a redelivery. */
  eventId?: string;
  /** Unix seconds of the event; default now. Events of one subscription are usually seconds or months apart. */
  createdAt?: number;
  secret?: string;
};

/**
 * A signed subscription.* delivery as Razorpay sends it (docs/product/external-facts.md): the subscription entity
 * and, when a payment was attempted (subscription.charged, .halted), the payment entity.
 */
export function buildSubscriptionWebhookEvent(
  kind: RazorpaySubscriptionEventName | 'subscription.activated' | 'subscription.authenticated',
  options: SubscriptionWebhookOptions,
): WebhookDelivery {
  const eventId = options.eventId ?? randomRazorpayId('evt');
  const at = options.createdAt ?? Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    subscription: { entity: { ...options.subscription, source: 'api', has_scheduled_changes: false } },
  };
  if (options.payment) {
    const notes =
      options.payment.notes && Object.keys(options.payment.notes).length ? options.payment.notes : [];
    payload.payment = { entity: { ...options.payment, notes, international: false, amount_refunded: 0 } };
  }
  return {
    ...signedEvent(kind, payload, at, eventId, options.secret),
    paymentId: options.payment?.id ?? '',
    eventId,
  };
}

/** A webhook delivery as Razorpay sends it: the event envelope, its JSON body and the signed headers. */
function signedEvent(
  kind: string,
  payload: object,
  at: number,
  eventId: string,
  secret?: string,
): Pick<WebhookDelivery, 'body' | 'headers' | 'event'> {
  const event = {
    entity: 'event',
    account_id: 'acc_StandInAccount1',
    event: kind,
    contains: Object.keys(payload),
    payload,
    created_at: at,
  };
  const body = razorpayJson(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(body, secret ?? TEST_WEBHOOK_SECRET),
      'x-razorpay-event-id': eventId,
    },
    event,
  };
}
