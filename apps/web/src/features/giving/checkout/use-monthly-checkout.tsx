import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SubscriptionCheckout, VerifySubscriptionRequest } from '@charity/shared';
import { sandboxPaySubscription } from '#src/features/giving/api/sandbox-pay.ts';
import { verifyMonthlyGift } from '#src/features/giving/api/verify-monthly-gift.ts';
import { openRazorpaySubscriptionCheckout } from '#src/features/giving/checkout/razorpay.ts';
import {
  reportPaymentFailure,
  useGatewayOpener,
  type CheckoutKind,
} from '#src/features/giving/checkout/use-gateway-opener.tsx';
import { toast } from '#src/lib/toast.ts';

const SUBSCRIPTION_CHECKOUT: CheckoutKind<SubscriptionCheckout, VerifySubscriptionRequest> = {
  openRazorpay: openRazorpaySubscriptionCheckout,
  sandboxPay: (checkout, outcome) => sandboxPaySubscription(checkout.subscription_id, outcome),
};

/** What the donation form learns from a monthly gift's checkout: started (verified), failed, or closed. */
export type MonthlyOutcome = 'paid' | 'failed' | 'dismissed';

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
 * gift, opened by useGatewayOpener (Razorpay's checkout.js with `subscription_id`, or the sandbox's dialog), then
 * the subscription's verification call. Kept beside useCheckout rather than inside it: the handler's answer, the
 * verify call and the success text all differ.
 */
export function useMonthlyCheckout(): MonthlyCheckout {
  const { openGateway, checkoutDialog } = useGatewayOpener(SUBSCRIPTION_CHECKOUT);
  const verify = useMutation({ mutationFn: verifyMonthlyGift });

  const startMonthly = async (checkout: SubscriptionCheckout): Promise<MonthlyOutcome> => {
    const result = await openGateway(checkout, reportPaymentFailure);
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

  return { startMonthly, checkoutDialog };
}
