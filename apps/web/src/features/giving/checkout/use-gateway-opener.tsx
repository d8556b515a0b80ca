import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type {
  CheckoutPaymentError,
  DonationCheckout,
  SandboxOutcome,
  SubscriptionCheckout,
} from '@charity/shared';
import type { GatewayResult } from '#src/features/giving/checkout/gateway-result.ts';
import { loadRazorpayCheckout } from '#src/features/giving/checkout/razorpay.ts';
import { SandboxCheckoutDialog } from '#src/features/giving/checkout/sandbox-checkout-dialog.tsx';
import { toast } from '#src/lib/toast.ts';

export const CHECKOUT_LOAD_FAILED =
  'The payment window could not be opened. Please check your connection and try again.';

/**
 * A declined payment, from either gateway: Razorpay's own description of what went wrong
 * (docs/product/external-facts.md).
 */
export const reportPaymentFailure = (error: CheckoutPaymentError) => toast.error(error.description);

type RazorpayConstructor = Awaited<ReturnType<typeof loadRazorpayCheckout>>;
type OnPaymentFailed = (error: CheckoutPaymentError) => void;

/**
 * What differs between an order's checkout and a monthly gift's: how Razorpay's checkout.js is opened for it, and
 * which sandbox call ends the test payment. `R` is what checkout's handler receives.
 */
export type CheckoutKind<C extends DonationCheckout | SubscriptionCheckout, R> = {
  openRazorpay: (
    Razorpay: RazorpayConstructor,
    checkout: C,
    options: { onPaymentFailed: OnPaymentFailed },
  ) => Promise<GatewayResult<R>>;
  sandboxPay: (checkout: C, outcome: SandboxOutcome) => Promise<R>;
};

type SandboxRequest<C, R> = {
  checkout: C;
  settle: (result: GatewayResult<R>) => void;
  onPaymentFailed: OnPaymentFailed;
};

export type GatewayOpener<C, R> = {
  /**
   * Opens the gateway the server chose for this checkout and resolves with how the window ended, or null when
   * Razorpay's script could not be loaded (the donor has been told). `onPaymentFailed` hears every declined attempt.
   */
  openGateway: (checkout: C, onPaymentFailed: OnPaymentFailed) => Promise<GatewayResult<R> | null>;
  /** The sandbox's test-payment dialog while it is open; render it anywhere in the page. */
  checkoutDialog: ReactNode;
};

/**
 * Opening either gateway, the same for a one-off gift and a monthly one (docs/product/giving.md): Razorpay's
 * checkout.js, loaded on first use, or the offline sandbox's dialog, as the server's `gateway` says. What follows
 * (the verify call and its result) is each caller's own.
 */
export function useGatewayOpener<C extends DonationCheckout | SubscriptionCheckout, R>(
  kind: CheckoutKind<C, R>,
): GatewayOpener<C, R> {
  const [sandbox, setSandbox] = useState<SandboxRequest<C, R> | null>(null);
  // A mutation so the full-screen loading overlay covers the script download (docs/product/giving.md).
  const loadScript = useMutation({
    mutationFn: loadRazorpayCheckout,
    meta: { errorReporting: 'silent' },
  });

  const openGateway = async (
    checkout: C,
    onPaymentFailed: OnPaymentFailed,
  ): Promise<GatewayResult<R> | null> => {
    if (checkout.gateway === 'sandbox') {
      const result = await new Promise<GatewayResult<R>>((settle) =>
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
    return kind.openRazorpay(Razorpay, checkout, { onPaymentFailed });
  };

  const checkoutDialog = sandbox ? (
    <SandboxCheckoutDialog
      checkout={sandbox.checkout}
      pay={(outcome) => kind.sandboxPay(sandbox.checkout, outcome)}
      onSettle={sandbox.settle}
      onPaymentFailed={sandbox.onPaymentFailed}
    />
  ) : null;

  return { openGateway, checkoutDialog };
}
