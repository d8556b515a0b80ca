import { z } from 'zod';

/**
 * Razorpay's own order, payment and webhook entities (docs/product/external-facts.md): server-only, the server
 * parses them (Orders API answers, webhook deliveries) and the sandbox imitates them.
 */

/**
 * Razorpay's `notes`: string or number values, and an empty ARRAY `[]` when there are none
 * (docs/product/external-facts.md's gotcha). Parsed to a plain string map either way.
 */
export const razorpayNotesSchema = z.union([
  z
    .array(z.unknown())
    .max(0)
    .transform((): Record<string, string> => ({})),
  z.record(
    z.string(),
    z
      .union([z.string(), z.number(), z.boolean(), z.null()])
      .transform((value) => (value === null ? '' : String(value))),
  ),
]);

export const RAZORPAY_ORDER_STATUSES = ['created', 'attempted', 'paid'] as const;

/**
 * The order entity (docs/product/external-facts.md): answer of `POST /v1/orders`, and `payload.order.entity`
 * of `order.paid`.
 */
export const razorpayOrderSchema = z.object({
  id: z.string(),
  entity: z.literal('order'),
  /** Paise. */
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  offer_id: z.string().nullish(),
  status: z.enum(RAZORPAY_ORDER_STATUSES),
  attempts: z.number().int(),
  notes: razorpayNotesSchema,
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export const RAZORPAY_PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;

/**
 * The payment entity's fields we use (docs/product/external-facts.md); the rest of Razorpay's fields are
 * dropped when parsed.
 */
export const razorpayPaymentSchema = z.object({
  id: z.string(),
  entity: z.literal('payment'),
  /** Paise. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(RAZORPAY_PAYMENT_STATUSES),
  order_id: z.string().nullable(),
  /** A subscription's charge is paid against an invoice (and its own order). */
  invoice_id: z.string().nullish(),
  /** upi, card, netbanking, wallet, emi… */
  method: z.string(),
  captured: z.boolean(),
  description: z.string().nullish(),
  email: z.string().nullish(),
  contact: z.string().nullish(),
  vpa: z.string().nullish(),
  bank: z.string().nullish(),
  wallet: z.string().nullish(),
  notes: razorpayNotesSchema.optional(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  error_source: z.string().nullish(),
  error_step: z.string().nullish(),
  error_reason: z.string().nullish(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

export const RAZORPAY_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/**
 * The refund entity (Razorpay's refunds API and refund.* webhooks): answer of `POST /v1/payments/{id}/refund` and
 * `payload.refund.entity` of refund.created / refund.processed / refund.failed.
 */
export const razorpayRefundSchema = z.object({
  id: z.string(),
  entity: z.literal('refund'),
  /** Paise. */
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string(),
  notes: razorpayNotesSchema.optional(),
  receipt: z.string().nullish(),
  status: z.enum(RAZORPAY_REFUND_STATUSES),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type RazorpayRefund = z.infer<typeof razorpayRefundSchema>;

export const RAZORPAY_PLAN_PERIODS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RazorpayPlanPeriod = (typeof RAZORPAY_PLAN_PERIODS)[number];

/**
 * The plan entity (Subscriptions API, docs/product/external-facts.md): answer of `POST /v1/plans`. A plan is a
 * template (amount and billing cycle) that subscriptions are made from; it can be neither edited nor deleted.
 */
export const razorpayPlanSchema = z.object({
  id: z.string(),
  entity: z.literal('plan'),
  interval: z.number().int(),
  period: z.string(),
  item: z.object({
    id: z.string().optional(),
    name: z.string(),
    /** Paise. */
    amount: z.number().int(),
    currency: z.string(),
    description: z.string().nullish(),
  }),
  notes: razorpayNotesSchema.optional(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type RazorpayPlan = z.infer<typeof razorpayPlanSchema>;

export const RAZORPAY_SUBSCRIPTION_STATUSES = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
] as const;
export type RazorpaySubscriptionStatus = (typeof RAZORPAY_SUBSCRIPTION_STATUSES)[number];

/**
 * The subscription entity's fields we use (docs/product/external-facts.md): answer of `POST /v1/subscriptions`,
 * `GET /v1/subscriptions/{id}` and `POST /v1/subscriptions/{id}/cancel`, and `payload.subscription.entity` of
 * the subscription.* webhooks (a snapshot taken when the event was made).
 */
export const razorpaySubscriptionSchema = z.object({
  id: z.string(),
  entity: z.literal('subscription'),
  plan_id: z.string(),
  customer_id: z.string().nullish(),
  status: z.enum(RAZORPAY_SUBSCRIPTION_STATUSES),
  /** Unix seconds; null until the first cycle starts. */
  current_start: z.number().int().nullish(),
  current_end: z.number().int().nullish(),
  ended_at: z.number().int().nullish(),
  quantity: z.number().int().optional(),
  notes: razorpayNotesSchema.optional(),
  /** Unix seconds of the next charge; null once nothing more will be charged. */
  charge_at: z.number().int().nullish(),
  start_at: z.number().int().nullish(),
  end_at: z.number().int().nullish(),
  auth_attempts: z.number().int().optional(),
  total_count: z.number().int(),
  paid_count: z.number().int(),
  customer_notify: z.union([z.boolean(), z.number()]).optional(),
  /** Unix seconds. */
  created_at: z.number().int(),
  expire_by: z.number().int().nullish(),
  /** Razorpay's hosted page of the subscription: where the donor authorises it or changes the payment method. */
  short_url: z.string().nullish(),
  remaining_count: z.union([z.number().int(), z.string()]).nullish(),
});
export type RazorpaySubscription = z.infer<typeof razorpaySubscriptionSchema>;

/**
 * The webhook events the donation flow acts on (docs/product/external-facts.md); others are stored and
 * ignored.
 */
export const RAZORPAY_WEBHOOK_EVENTS = [
  'order.paid',
  'payment.authorized',
  'payment.captured',
  'payment.failed',
] as const;

/** The refund events that mark a donation refunded (refund.created and refund.failed are only stored). */
export const RAZORPAY_REFUND_EVENTS = ['refund.processed', 'payment.refunded'] as const;
export type RazorpayRefundEventName = (typeof RAZORPAY_REFUND_EVENTS)[number];
export type RazorpayWebhookEventName = (typeof RAZORPAY_WEBHOOK_EVENTS)[number];

/**
 * The subscription events monthly giving acts on (payload: the subscription and, for a charge, the payment);
 * subscription.authenticated, .activated, .pending, .completed… update the stored status only.
 */
export const RAZORPAY_SUBSCRIPTION_EVENTS = [
  'subscription.charged',
  'subscription.halted',
  'subscription.cancelled',
] as const;
export type RazorpaySubscriptionEventName = (typeof RAZORPAY_SUBSCRIPTION_EVENTS)[number];

/**
 * A webhook delivery's envelope (docs/product/external-facts.md). Parse it only AFTER the signature over the
 * raw bytes checked out. `payload.payment` comes with every payment.* event and order.paid; `payload.order`
 * only with order.paid.
 */
export const razorpayWebhookEventSchema = z.object({
  entity: z.literal('event'),
  account_id: z.string(),
  event: z.string(),
  contains: z.array(z.string()),
  payload: z.object({
    payment: z.object({ entity: razorpayPaymentSchema }).optional(),
    order: z.object({ entity: razorpayOrderSchema }).optional(),
    /** With refund.* events (and the payment refunded). */
    refund: z.object({ entity: razorpayRefundSchema }).optional(),
    /** With subscription.* events (and the payment, for subscription.charged). */
    subscription: z.object({ entity: razorpaySubscriptionSchema }).optional(),
  }),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookEventSchema>;
