import { z } from 'zod';
import { verifyPaymentRequestSchema } from './donations.ts';

/**
 * Payment-gateway shapes (docs/product/giving.md, docs/product/external-facts.md): the offline sandbox's pay
 * call, the error checkout's
 * `payment.failed` handler receives, and Razorpay's own order, payment and webhook entities, which the server
 * parses (Orders API answers, webhook deliveries) and the sandbox imitates.
 */

/**
 * The key id the web app opens the sandbox checkout with (docs/product/giving.md); real keys start rzp_test_
 * / rzp_live_.
 */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** Razorpay ids are a prefix and 14 base62 characters (`order_IluGWxBm9U8zJ8`); the sandbox makes the same. */
export const RAZORPAY_ID_CHARS = 14;
const razorpayId = (prefix: string) =>
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^${prefix}_[0-9A-Za-z]{${RAZORPAY_ID_CHARS}}$`),
      `must be a valid ${prefix} id (${prefix}_…)`,
    );
export const razorpayOrderIdSchema = razorpayId('order');
export const razorpayPaymentIdSchema = razorpayId('pay');

export const SANDBOX_OUTCOMES = ['success', 'failure'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** `POST /api/payments/sandbox/pay`: the test-payment dialog's Pay (success) or Fail (failure) button. */
export const sandboxPayRequestSchema = z.object({
  order_id: razorpayOrderIdSchema,
  outcome: z.enum(SANDBOX_OUTCOMES, { error: 'must be success or failure' }),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequestSchema>;

/** Success: `data` is exactly what checkout's `handler` receives, which the browser posts to verify-payment. */
export const sandboxPayResponseSchema = z.object({ data: verifyPaymentRequestSchema });
export type SandboxPayResponse = z.infer<typeof sandboxPayResponseSchema>;

/** `response.error` of checkout's `payment.failed` event (docs/product/external-facts.md). */
export const checkoutPaymentErrorSchema = z.object({
  code: z.string(),
  description: z.string(),
  source: z.string(),
  step: z.string(),
  reason: z.string(),
  metadata: z.object({ order_id: z.string().optional(), payment_id: z.string().optional() }),
});
export type CheckoutPaymentError = z.infer<typeof checkoutPaymentErrorSchema>;

/** The sandbox's failure (HTTP 402): checkout's error object plus our envelope's `message`. */
export const sandboxPayFailedSchema = z.object({
  message: z.string(),
  error: checkoutPaymentErrorSchema,
});
export type SandboxPayFailed = z.infer<typeof sandboxPayFailedSchema>;

/** Texts the gateway layer answers with; the web app shows them as they come. */
export const PAYMENT_MESSAGES = {
  unavailable: 'The payment service is not responding right now. Please try again in a few minutes.',
  refused: 'The payment service could not start this payment. Please try again later.',
  orderNotFound: 'This payment order was not found. Please start the payment again.',
  alreadyPaid: 'This donation has already been paid.',
  sandboxFailed: 'The payment failed and no money was taken. Please try again.',
} as const;

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
  }),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookEventSchema>;
