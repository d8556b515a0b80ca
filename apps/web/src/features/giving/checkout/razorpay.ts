import type { z } from 'zod';
import {
  checkoutPaymentErrorSchema,
  SITE,
  verifyPaymentRequestSchema,
  verifySubscriptionRequestSchema,
  type CheckoutPaymentError,
  type DonationCheckout,
  type SubscriptionCheckout,
  type VerifySubscriptionRequest,
} from '@charity/shared';
import type { GatewayResult } from '#src/features/giving/checkout/gateway-result.ts';

/*
 * Razorpay Standard Checkout in the browser (docs/product/external-facts.md). checkout.js publishes no
 * typings, so the little of it we use is declared here. The script is fetched only when a donor actually pays
 * through Razorpay, never in the main bundle or index.html: most visitors never pay, and the sandbox gateway
 * never needs it.
 */

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayOptions = {
  key: string;
  /** An order's checkout: one payment. */
  order_id?: string;
  /** A subscription's checkout (monthly giving): the donor authorises the mandate; the plan fixes the amount. */
  subscription_id?: string;
  /** Paise, as the order was created; not passed for a subscription. */
  amount?: number;
  currency?: 'INR';
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
};

type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', callback: (response: { error?: unknown }) => void) => void;
};

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

const razorpayGlobal = (): RazorpayConstructor | undefined =>
  (window as Window & { Razorpay?: RazorpayConstructor }).Razorpay;

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * checkout.js, injected once and shared by every later payment. A failed load is forgotten so that the next
 * attempt (say, after the connection comes back) tries again instead of failing forever.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  const ready = razorpayGlobal();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = undefined;
      reject(new Error('The payment window could not be loaded.'));
    };
    script.addEventListener('load', () => {
      const loaded = razorpayGlobal();
      if (loaded) resolve(loaded);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}

/** Razorpay's error object, or a generic one if a future checkout.js sends something else. */
const toPaymentError = (error: unknown): CheckoutPaymentError => {
  const parsed = checkoutPaymentErrorSchema.safeParse(error);
  if (parsed.success) return parsed.data;
  return {
    code: 'PAYMENT_FAILED',
    description: 'The payment failed. Please try again.',
    source: 'unknown',
    step: 'unknown',
    reason: 'unknown',
    metadata: {},
  };
};

type OpenRazorpayOptions = {
  /**
   * Called on every declined attempt. Checkout stays open after one and lets the donor retry (by default), so a
   * failure is reported at once but only settles the result when the donor then closes the window.
   */
  onPaymentFailed: (error: CheckoutPaymentError) => void;
};

/**
 * Opens Razorpay's checkout for the order and settles when the donor is done with it: `authorized` with what the
 * handler received (still to be verified by our server), `failed` when they close it after a declined attempt,
 * `dismissed` when they close it without trying.
 */
export function openRazorpayCheckout(
  Razorpay: RazorpayConstructor,
  checkout: DonationCheckout,
  { onPaymentFailed }: OpenRazorpayOptions,
): Promise<GatewayResult> {
  return openCheckout(
    Razorpay,
    {
      key: checkout.key,
      order_id: checkout.order_id,
      amount: checkout.amount,
      currency: checkout.currency,
      description: `Donation to ${checkout.name}`,
    },
    checkout,
    verifyPaymentRequestSchema,
    onPaymentFailed,
  );
}

/**
 * Opens Razorpay's checkout for a monthly gift's subscription (`subscription_id` instead of `order_id`;
 * docs/product/external-facts.md): the donor authorises the mandate and the first month is charged. Settles like
 * openRazorpayCheckout, `authorized` carrying the subscription's handler response.
 */
export function openRazorpaySubscriptionCheckout(
  Razorpay: RazorpayConstructor,
  checkout: SubscriptionCheckout,
  { onPaymentFailed }: OpenRazorpayOptions,
): Promise<GatewayResult<VerifySubscriptionRequest>> {
  return openCheckout(
    Razorpay,
    {
      key: checkout.key,
      subscription_id: checkout.subscription_id,
      description: `Monthly gift to ${checkout.name}`,
    },
    checkout,
    verifySubscriptionRequestSchema,
    onPaymentFailed,
  );
}

function openCheckout<R>(
  Razorpay: RazorpayConstructor,
  target: Pick<
    RazorpayOptions,
    'key' | 'order_id' | 'subscription_id' | 'amount' | 'currency' | 'description'
  >,
  donor: Pick<DonationCheckout, 'name' | 'first_name' | 'last_name' | 'email' | 'phone'>,
  responseSchema: z.ZodType<R>,
  onPaymentFailed: (error: CheckoutPaymentError) => void,
): Promise<GatewayResult<R>> {
  return new Promise((resolve) => {
    let failedOnce = false;
    const rzp = new Razorpay({
      ...target,
      name: donor.name,
      prefill: {
        name: `${donor.first_name} ${donor.last_name}`.trim(),
        email: donor.email,
        contact: donor.phone,
      },
      // The brand colour, fixed (docs/product/giving.md "Paying online").
      theme: { color: SITE.themeColor },
      handler: (response) => {
        const parsed = responseSchema.safeParse(response);
        if (parsed.success) {
          resolve({ outcome: 'authorized', response: parsed.data });
          return;
        }
        onPaymentFailed(toPaymentError(undefined));
        resolve({ outcome: 'failed' });
      },
      modal: {
        ondismiss: () => resolve({ outcome: failedOnce ? 'failed' : 'dismissed' }),
      },
    });
    rzp.on('payment.failed', (response) => {
      failedOnce = true;
      onPaymentFailed(toPaymentError(response.error));
    });
    rzp.open();
  });
}
