import { z } from 'zod';
import { donationCheckoutSchema, RAZORPAY_ID_CHARS, SANDBOX_OUTCOMES } from './giving.ts';

/**
 * Monthly giving (docs/product/giving.md "Monthly giving"): a gateway subscription charges the same
 * amount every month, and every charge becomes a paid donation with its own receipt. Amounts are rupees
 * everywhere except the checkout's `amount`, which is paise like the one-off checkout's.
 */

/** Razorpay's subscription statuses (docs/product/external-facts.md), as the server stores them. */
export const SUBSCRIPTION_STATUSES = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses a subscription never leaves: nothing more will be charged. */
export const ENDED_SUBSCRIPTION_STATUSES = ['cancelled', 'completed', 'expired'] as const;
export const isEndedSubscription = (status: string): boolean =>
  (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

/** What the payments page calls each status. */
export const SUBSCRIPTION_STATUS_NAMES: Record<SubscriptionStatus, string> = {
  created: 'Not started',
  authenticated: 'Starting',
  active: 'Active',
  pending: 'Payment retrying',
  halted: 'Payment failed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  expired: 'Expired',
};

/** How often a gift repeats on the donation form. */
export const GIVING_FREQUENCIES = ['once', 'monthly'] as const;
export type GivingFrequency = (typeof GIVING_FREQUENCIES)[number];

const razorpaySubscriptionIdSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^sub_[0-9A-Za-z]{${RAZORPAY_ID_CHARS}}$`), 'must be a valid sub id (sub_…)');

/**
 * `POST /api/donation/subscription/create` → `data`: what opens the checkout of a monthly gift (Razorpay's
 * checkout takes `subscription_id` instead of `order_id`). The body is the donation's (donationRequestSchema).
 */
export const subscriptionCheckoutSchema = donationCheckoutSchema
  .omit({ order_id: true })
  .extend({ subscription_id: z.string() });
export type SubscriptionCheckout = z.infer<typeof subscriptionCheckoutSchema>;

/** What checkout's handler receives after a subscription is authorised; posted to the subscription's verify. */
export const verifySubscriptionRequestSchema = z.object({
  razorpay_payment_id: z.string().trim().min(1, 'razorpay_payment_id is required').max(64),
  razorpay_subscription_id: z.string().trim().min(1, 'razorpay_subscription_id is required').max(64),
  razorpay_signature: z.string().trim().min(1, 'razorpay_signature is required').max(256),
});
export type VerifySubscriptionRequest = z.infer<typeof verifySubscriptionRequestSchema>;

/** A monthly gift on the payments page (`GET /api/user/monthly-gifts`). */
export const monthlyGiftSchema = z.object({
  id: z.number().int(),
  /** Rupees, every month. */
  amount: z.number(),
  trust: z.number().int(),
  trust_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  status_name: z.string(),
  /** When the donor started it. */
  created_at: z.string(),
  /** The next charge, as the gateway last said; null when unknown or when nothing more will be charged. */
  next_charge_at: z.string().nullable(),
  /** How many months have been charged. */
  paid_count: z.number().int(),
  cancelled_at: z.string().nullable(),
  /** Where the donor changes the card or UPI mandate after a failed charge; only while the gift is halted. */
  update_url: z.string().nullable(),
});
export type MonthlyGift = z.infer<typeof monthlyGiftSchema>;

/** `POST /api/donation/subscription/verify` and `…/{id}/cancel` → the monthly gift as it now is. */
export const monthlyGiftResponseSchema = z.object({ message: z.string(), data: monthlyGiftSchema });
export type MonthlyGiftResponse = z.infer<typeof monthlyGiftResponseSchema>;

/** Texts of the monthly-giving endpoints; the web app shows them as they come. */
export const MONTHLY_MESSAGES = {
  started: 'Thank you! Your monthly gift has started.',
  cancelled: 'Your monthly gift is cancelled. No further payments will be taken.',
  notFound: 'This monthly gift was not found.',
  alreadyStarted: 'This monthly gift has already been started.',
  ended: 'This monthly gift has already ended.',
  notStarted: 'This monthly gift has not been started yet.',
  verificationFailed:
    'The authorisation of your monthly gift could not be verified. If money was taken, it will be reconciled automatically.',
} as const;

/**
 * `POST /api/payments/sandbox/subscription/pay`: the sandbox dialog's Pay or Fail for a monthly gift. Success
 * answers exactly what Razorpay's checkout handler receives for a subscription.
 */
export const sandboxSubscriptionPayRequestSchema = z.object({
  subscription_id: razorpaySubscriptionIdSchema,
  outcome: z.enum(SANDBOX_OUTCOMES, { error: 'must be success or failure' }),
});
export const sandboxSubscriptionPayResponseSchema = z.object({ data: verifySubscriptionRequestSchema });

/** What the sandbox can play on a started monthly gift: the next month's charge, or a charge that halts it. */
export const SANDBOX_SUBSCRIPTION_EVENTS = ['charged', 'halted'] as const;

/** `POST /api/payments/sandbox/subscription/event` (sandbox only): what Razorpay would do next month. */
export const sandboxSubscriptionEventRequestSchema = z.object({
  subscription_id: razorpaySubscriptionIdSchema,
  event: z.enum(SANDBOX_SUBSCRIPTION_EVENTS, { error: 'must be charged or halted' }),
});
