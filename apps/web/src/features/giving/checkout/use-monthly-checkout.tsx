import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CheckoutPaymentError, SubscriptionCheckout, VerifySubscriptionRequest } from '@charity/shared';
import { sandboxPaySubscription } from '#src/features/giving/api/sandbox-pay.ts';
import { verifyMonthlyGift } from '#src/features/giving/api/verify-monthly-gift.ts';
import type { GatewayResult } from '#src/features/giving/checkout/gateway-result.ts';
import {
  loadRazorpayCheckout,
  openRazorpaySubscriptionCheckout,
} from '#src/features/giving/checkout/razorpay.ts';
import { SandboxCheckoutDialog } from '#src/features/giving/checkout/sandbox-checkout-dialog.tsx';
import { toast } from '#src/lib/toast.ts';

const CHECKOUT_LOAD_FAILED =
  'The payment window could not be opened. Please check your connection and try again.';

const reportPaymentFailure = (error: CheckoutPaymentError) => toast.error(error.description);

type Result = GatewayResult<VerifySubscriptionRequest>;

/** What the donation form learns from a monthly gift's checkout: started (verified), failed, or closed. */
export type MonthlyOutcome = 'paid' | 'failed' | 'dismissed';
type SandboxRequest = { checkout: SubscriptionCheckout; settle: (result: Result) => void };

export type MonthlyCheckout = {
  /**
   * Opens the checkout of a monthly gift's subscription and resolves when it is over: `paid` once our server has
   * verified the authorisation (the success toast is shown), `failed` after a declined payment or a refused
   * verification, `dismissed` when the donor closed it. The months' charges are recorded by the server.
   */
  startMonthly: (checkout: SubscriptionCheckout) => Promise<MonthlyOutcome>;
  /** The sandbox's test-payment dialog while it is open; render it anywhere in the page. */
  checkoutDialog: ReactNode;
};

/**
 * The payment step of a monthly gift (docs/product/giving.md "Monthly giving"): the same two gateways as a one-off
 * gift (Razorpay's checkout.js opened with `subscription_id`, or the sandbox's dialog), then the subscription's
 * verification call. Kept beside useCheckout rather than inside it: the handler's answer, the verify call and
 * the success text all differ.
 */
export function useMonthlyCheckout(): MonthlyCheckout {
  const [sandbox, setSandbox] = useState<SandboxRequest | null>(null);
  const loadScript = useMutation({
    mutationFn: loadRazorpayCheckout,
    meta: { errorReporting: 'silent' },
  });
  const verify = useMutation({ mutationFn: verifyMonthlyGift });

  const openGateway = async (checkout: SubscriptionCheckout): Promise<Result | null> => {
    if (checkout.gateway === 'sandbox') {
      const result = await new Promise<Result>((settle) => setSandbox({ checkout, settle }));
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
    return openRazorpaySubscriptionCheckout(Razorpay, checkout, { onPaymentFailed: reportPaymentFailure });
  };

  const startMonthly = async (checkout: SubscriptionCheckout): Promise<MonthlyOutcome> => {
    const result = await openGateway(checkout);
    if (!result) return 'failed';
    if (result.outcome !== 'authorized') return result.outcome;
    try {
      const verified = await verify.mutateAsync(result.response);
      toast.success(verified.message);
      return 'paid';
    } catch {
      // The query client has shown the server's message.
      return 'failed';
    }
  };

  const checkoutDialog = sandbox ? (
    <SandboxCheckoutDialog
      checkout={sandbox.checkout}
      pay={(outcome) => sandboxPaySubscription(sandbox.checkout.subscription_id, outcome)}
      onSettle={sandbox.settle}
      onPaymentFailed={reportPaymentFailure}
    />
  ) : null;

  return { startMonthly, checkoutDialog };
}
