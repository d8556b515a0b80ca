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
  }),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookEventSchema>;
