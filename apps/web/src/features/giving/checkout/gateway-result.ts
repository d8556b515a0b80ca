import type { VerifyPaymentRequest } from '@charity/shared';

/**
 * How a checkout window ended, the same for Razorpay and the sandbox, so everything after it (verification, the
 * toasts) cannot tell the gateways apart: `authorized` still has to be verified by our server; `failed` means a
 * declined attempt, already reported to the donor when it happened.
 */
export type GatewayResult =
  | { outcome: 'authorized'; response: VerifyPaymentRequest }
  | { outcome: 'failed' }
  | { outcome: 'dismissed' };

/** What a page learns from a checkout: paid (verified), failed (declined or not verified), or closed unpaid. */
export type CheckoutOutcome = 'paid' | 'failed' | 'dismissed';
