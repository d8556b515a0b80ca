import type { VerifyPaymentRequest, VerifyPaymentResult } from '@charity/shared';

/**
 * How a checkout window ended, the same for Razorpay and the sandbox, so everything after it (verification, the
 * toasts) cannot tell the gateways apart: `authorized` still has to be verified by our server; `failed` means a
 * declined attempt, already reported to the donor when it happened. `R` is what checkout's handler received: an
 * order's payment by default, or a subscription's authorisation (monthly giving).
 */
export type GatewayResult<R = VerifyPaymentRequest> =
  { outcome: 'authorized'; response: R } | { outcome: 'failed' } | { outcome: 'dismissed' };

/**
 * What a page learns from a checkout: paid (verified, with the verify answer and its thank-you link), failed
 * (declined or not verified, with what was said about it when anything was), or closed unpaid.
 */
export type CheckoutResult =
  | { outcome: 'paid'; payment: VerifyPaymentResult }
  | {
      outcome: 'failed';
      /** Where it stopped: the window did not open, the gateway declined, or our server refused the result. */
      step: 'open' | 'payment' | 'verification';
      reason: string | null;
    }
  | { outcome: 'dismissed' };
