import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DonationCheckout, VerifyPaymentRequest } from '@charity/shared';
import { sandboxPay } from '#src/features/giving/api/sandbox-pay.ts';
import { verifyPayment } from '#src/features/giving/api/verify-payment.ts';
import type { CheckoutResult } from '#src/features/giving/checkout/gateway-result.ts';
import { openRazorpayCheckout } from '#src/features/giving/checkout/razorpay.ts';
import {
  CHECKOUT_LOAD_FAILED,
  reportPaymentFailure,
  useGatewayOpener,
  type CheckoutKind,
} from '#src/features/giving/checkout/use-gateway-opener.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { toast } from '#src/lib/toast.ts';

const ORDER_CHECKOUT: CheckoutKind<DonationCheckout, VerifyPaymentRequest> = {
  openRazorpay: openRazorpayCheckout,
  sandboxPay: (checkout, outcome) => sandboxPay(checkout.order_id, outcome),
};

export type Checkout = {
  /**
   * Opens the checkout of a created donation (or of one reopened for payment) and resolves when it is over:
   * `paid` once our server has verified the payment (the success toast is shown), `failed` after a declined
   * payment or a refused verification (toasted already, and its words given as `reason`; the donation stays
   * Pending), `dismissed` when the donor closed the checkout without paying.
   */
  payWithCheckout: (checkout: DonationCheckout) => Promise<CheckoutResult>;
  /** The sandbox's test-payment dialog while it is open; render it anywhere in the page. */
  checkoutDialog: ReactNode;
};

/**
 * The payment step of the donation flow (docs/product/giving.md): the gateway opened by useGatewayOpener; then,
 * through ONE path for both gateways, the verification call and "Donation Successful". Used by the donation page
 * and by the payments page's Pay.
 */
export function useCheckout(): Checkout {
  const { openGateway, checkoutDialog } = useGatewayOpener(ORDER_CHECKOUT);
  // A mutation so the full-screen loading overlay covers the verification (docs/product/giving.md).
  const verify = useMutation({ mutationFn: verifyPayment });

  const payWithCheckout = async (checkout: DonationCheckout): Promise<CheckoutResult> => {
    // The gateway's words for the last declined attempt of this checkout (Razorpay lets the donor retry inside).
    let declined: string | null = null;
    const result = await openGateway(checkout, (error) => {
      declined = error.description;
      reportPaymentFailure(error);
    });
    if (!result) return { outcome: 'failed', step: 'open', reason: CHECKOUT_LOAD_FAILED };
    if (result.outcome === 'dismissed') return result;
    if (result.outcome === 'failed') return { outcome: 'failed', step: 'payment', reason: declined };
    try {
      const verified = await verify.mutateAsync(result.response);
      toast.success(verified.message);
      return { outcome: 'paid', payment: verified.data };
    } catch (error) {
      // The query client has shown the server's message; the donation stays Pending on the server.
      return {
        outcome: 'failed',
        step: 'verification',
        reason: error instanceof ApiError ? error.message : null,
      };
    }
  };

  return { payWithCheckout, checkoutDialog };
}
