import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CheckoutPaymentError, DonationCheckout } from '@charity/shared';
import { sandboxPay } from '#src/features/giving/api/sandbox-pay.ts';
import { verifyPayment } from '#src/features/giving/api/verify-payment.ts';
import type { CheckoutResult, GatewayResult } from '#src/features/giving/checkout/gateway-result.ts';
import { loadRazorpayCheckout, openRazorpayCheckout } from '#src/features/giving/checkout/razorpay.ts';
import { SandboxCheckoutDialog } from '#src/features/giving/checkout/sandbox-checkout-dialog.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { toast } from '#src/lib/toast.ts';

const CHECKOUT_LOAD_FAILED =
  'The payment window could not be opened. Please check your connection and try again.';

/**
 * A declined payment, from either gateway: Razorpay's own description of what went wrong
 * (docs/product/external-facts.md).
 */
const reportPaymentFailure = (error: CheckoutPaymentError) => toast.error(error.description);

type SandboxRequest = {
  checkout: DonationCheckout;
  settle: (result: GatewayResult) => void;
  onPaymentFailed: (error: CheckoutPaymentError) => void;
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
 * The payment step of the donation flow (docs/product/giving.md): Razorpay's checkout.js, loaded on first
 * use, or the offline sandbox's dialog, as the server's `gateway` says; then, through ONE path for both, the
 * verification call and "Donation Successful". Used by the donation page and by the payments page's Pay.
 */
export function useCheckout(): Checkout {
  const [sandbox, setSandbox] = useState<SandboxRequest | null>(null);
  // Mutations so the full-screen loading overlay covers the script download and the verification
  // (docs/product/giving.md).
  const loadScript = useMutation({
    mutationFn: loadRazorpayCheckout,
    meta: { errorReporting: 'silent' },
  });
  const verify = useMutation({ mutationFn: verifyPayment });

  const openGateway = async (
    checkout: DonationCheckout,
    onPaymentFailed: (error: CheckoutPaymentError) => void,
  ): Promise<GatewayResult | null> => {
    if (checkout.gateway === 'sandbox') {
      const result = await new Promise<GatewayResult>((settle) =>
        setSandbox({ checkout, settle, onPaymentFailed }),
      );
      setSandbox(null);
      return result;
    }
    let Razorpay;
    try {
      Razorpay = await loadScript.mutateAsync();
    } catch {
      toast.error(CHECKOUT_LOAD_FAILED);
      return null;
    }
    return openRazorpayCheckout(Razorpay, checkout, { onPaymentFailed });
  };

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

  const checkoutDialog = sandbox ? (
    <SandboxCheckoutDialog
      checkout={sandbox.checkout}
      pay={(outcome) => sandboxPay(sandbox.checkout.order_id, outcome)}
      onSettle={sandbox.settle}
      onPaymentFailed={sandbox.onPaymentFailed}
    />
  ) : null;

  return { payWithCheckout, checkoutDialog };
}
