import { z } from 'zod';
import { DONATION_STATUS } from './constants.ts';
import { paths } from './routes.ts';

/**
 * Donation and e-hundi answers (docs/product/giving.md). Amounts are rupees everywhere except the checkout
 * order, whose `amount` is paise because Razorpay's checkout wants it so.
 */

/** `POST /api/donation/create` → `data`: what opens the checkout. */
export const donationCheckoutSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  /** Paise. */
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  /** The public key checkout opens with (`rzp_test_sandbox` for the offline sandbox). */
  key: z.string(),
  gateway: z.enum(['razorpay', 'sandbox']),
  /** The trust's name, shown in the checkout header. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type DonationCheckout = z.infer<typeof donationCheckoutSchema>;

/** What checkout's handler receives and the browser posts to `/api/donation/verify-payment/`. */
export const verifyPaymentRequestSchema = z.object({
  razorpay_order_id: z.string().trim().min(1, 'razorpay_order_id is required').max(64),
  razorpay_payment_id: z.string().trim().min(1, 'razorpay_payment_id is required').max(64),
  razorpay_signature: z.string().trim().min(1, 'razorpay_signature is required').max(256),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** A row of the payments page (`GET /api/user/payment-data`). PAN is masked; the amount is rupees. */
export const donationRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  amount: z.number(),
  city: z.string(),
  state: z.string(),
  trust: z.number().int(),
  trust_name: z.string(),
  /** The fund's key, null for the general fund; `fund_name` is what the page shows. */
  fund: z.string().nullable(),
  fund_name: z.string(),
  pan: z.string().nullable(),
  order_id: z.string().nullable(),
  status: z.number().int(),
  status_name: z.string(),
  receipt_number: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Set when the donation was refunded: `status_name` is then 'Refunded' and there is no certificate. */
  refunded_at: z.string().nullable(),
});
export type DonationRow = z.infer<typeof donationRowSchema>;

/** `POST /api/e-hundi/create` → `data`: the entry's reference and the UPI request to show as a QR code. */
export const ehundiEntrySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: z.number(),
  trust: z.number().int(),
  trust_name: z.string(),
  upi_vpa: z.string(),
  /** `upi://pay?pa=…&pn=…&am=…&cu=INR&tr=…&tn=…` (docs/product/external-facts.md). */
  upi_link: z.string(),
  /** The same link drawn as an SVG QR code. */
  qr_svg: z.string(),
});
export type EhundiEntry = z.infer<typeof ehundiEntrySchema>;

/** `GET /api/donation/certificate/{id}` → `data`: a short-lived signed URL of the receipt PDF. */
export const certificateLinkSchema = z.object({ data: z.url() });

/**
 * `POST /api/donation/verify-payment/` → 200: the paid donation and its receipt number, and the signed link of its
 * thank-you page (ADR 33): the browser goes there after a successful payment.
 */
export const verifyPaymentResultSchema = z.object({
  id: z.number().int(),
  status: z.literal(DONATION_STATUS.paid),
  receipt_number: z.string(),
  /** `<donation id>.<expiry>.<HMAC>`: opens the thank-you page for THANK_YOU_LINK_TTL_HOURS. */
  thank_you_token: z.string(),
  /** The thank-you page's absolute URL with the token. */
  thank_you_url: z.url(),
});
export type VerifyPaymentResult = z.infer<typeof verifyPaymentResultSchema>;
export const verifyPaymentResponseSchema = z.object({
  message: z.string(),
  data: verifyPaymentResultSchema,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** How long a thank-you link opens its page: the afternoon of the gift and a reload the next morning. */
export const THANK_YOU_LINK_TTL_HOURS = 24;

/** The thank-you page's address for a token (the verify answer's `thank_you_token`). */
export const thankYouPath = (token: string) => `${paths.donationThankYou}?token=${encodeURIComponent(token)}`;

/** `GET /api/donation/thank-you?token=`: the token from verify-payment, as the thank-you page's URL carries it. */
export const thankYouQuerySchema = z.object({
  token: z
    .string({ error: 'This thank-you link is incomplete; please open the whole link.' })
    .trim()
    .min(1, 'This thank-you link is incomplete; please open the whole link.')
    .max(200, 'This thank-you link is not valid.'),
});

/** `GET /api/donation/thank-you` → `data`: what the thank-you page shows (docs/product/giving.md). */
export const donationThankYouSchema = z.object({
  id: z.number().int(),
  /** Rupees. */
  amount: z.number(),
  trust: z.number().int(),
  trust_name: z.string(),
  /** The fund the gift was given to; null when the donation names none. */
  fund_name: z.string().nullable(),
  receipt_number: z.string(),
  paid_at: z.string(),
  first_name: z.string(),
  /** The address the receipt went to, for the invitation to register with it. */
  email: z.string(),
  /** A short-lived signed URL of the receipt PDF, like the payments page's certificate link. */
  receipt_url: z.url(),
});
export type DonationThankYou = z.infer<typeof donationThankYouSchema>;

/** Texts of the donation endpoints' refusals; the web app shows them as they come. */
export const DONATION_MESSAGES = {
  notFound: 'This donation was not found.',
  alreadyPaid: 'This donation is already paid.',
  receiptNotReady: 'The receipt is available once the donation is paid.',
  receiptLinkInvalid:
    'This receipt link has expired or is not valid. Please open the receipt again from the payments page.',
  verificationFailed: 'Payment verification failed. If money was taken, it will be reconciled automatically.',
  thankYouExpired:
    'This thank-you link has expired. Your receipt was e-mailed to you, and you can find every gift on your payments page once you sign in.',
  thankYouInvalid:
    'This thank-you link is not valid. Please check that you opened the whole link; your receipt was also e-mailed to you.',
  thankYouUnpaid:
    'This donation has not been paid yet, so there is nothing to thank you for yet. If money was taken, it will be recorded shortly.',
} as const;

/** `error_code`s of the thank-you endpoint's 403, so the page can tell an expired link from a wrong one. */
export const THANK_YOU_ERROR_CODES = { expired: 'THANK_YOU_EXPIRED', invalid: 'THANK_YOU_INVALID' } as const;

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
 * What every giving page shows while the server runs in payments test mode (`payments_test_mode` of
 * `GET /api/site`, docs/decisions/0040-payments-test-mode.md).
 */
export const PAYMENTS_TEST_MODE_NOTICE = {
  title: 'Test mode — no money is taken',
  detail: 'This site is a test copy: payments here are pretend, and receipts are marked as not valid.',
} as const;
