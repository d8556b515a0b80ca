import { useMutation } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import {
  formatInr,
  type CheckoutPaymentError,
  type DonationCheckout,
  type SandboxOutcome,
  type SubscriptionCheckout,
} from '@charity/shared';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { PaymentFailedError } from '#src/features/giving/api/sandbox-pay.ts';
import type { GatewayResult } from '#src/features/giving/checkout/gateway-result.ts';
import { reportApiError } from '#src/lib/api-error.ts';

export const SANDBOX_DIALOG_TITLE = 'Test payment — no money moves';

type SandboxCheckoutDialogProps<R> = {
  /** An order's checkout, or a monthly gift's (its subscription instead of an order). */
  checkout: DonationCheckout | SubscriptionCheckout;
  /**
   * Asks the sandbox to end the test payment this way: the order's pay call (sandboxPay), or a monthly gift's
   * (sandboxPaySubscription).
   */
  pay: (outcome: SandboxOutcome) => Promise<R>;
  /** Called once, when the donor has chosen (Pay, Fail) or closed the dialog. */
  onSettle: (result: GatewayResult<R>) => void;
  /** The same report Razorpay's `payment.failed` gets, so a failure reads the same from either gateway. */
  onPaymentFailed: (error: CheckoutPaymentError) => void;
};

/**
 * The offline sandbox gateway's checkout (docs/product/giving.md): used when the server has no Razorpay keys,
 * and labelled as a test so nobody mistakes it for a real payment. Pay and Fail ask the server's sandbox,
 * which answers what Razorpay's checkout would (a signed success, or checkout's error object), so the rest of
 * the flow is the Razorpay one. Escape, the backdrop and the close button count as the donor closing
 * checkout.
 */
export function SandboxCheckoutDialog<R>({
  checkout,
  pay: payWith,
  onSettle,
  onPaymentFailed,
}: SandboxCheckoutDialogProps<R>) {
  const monthly = 'subscription_id' in checkout;
  const pay = useMutation({
    mutationFn: payWith,
    // A declined payment is reported like Razorpay's (its description); anything else the usual way.
    meta: { errorReporting: 'silent' },
    onSuccess: (response) => onSettle({ outcome: 'authorized', response }),
    onError: (error) => {
      if (error instanceof PaymentFailedError) onPaymentFailed(error.error);
      else reportApiError(error);
      onSettle({ outcome: 'failed' });
    },
  });
  const donor = `${checkout.first_name} ${checkout.last_name}`.trim();

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // While the answer is on its way the choice is made; closing now would lose it.
        if (!open && !pay.isPending) onSettle({ outcome: 'dismissed' });
      }}
      title={SANDBOX_DIALOG_TITLE}
      closeLabel="Close the test payment"
      style={{ maxWidth: 460 }}
    >
      <div className="space-y-5">
        <p className="flex gap-3 rounded-xl border border-gold-soft bg-gold-soft/25 p-3 text-sm text-ink">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-maroon" />
          <span>
            This site is running with its offline test gateway: no card is asked for and no money is taken.
            Choose how this test payment should end.
          </span>
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold text-maroon">Amount</dt>
          <dd className="text-lg font-semibold text-ink">
            {formatInr(checkout.amount)}
            {monthly ? ' every month' : null}
          </dd>
          <dt className="font-semibold text-maroon">To</dt>
          <dd className="text-ink">{checkout.name}</dd>
          <dt className="font-semibold text-maroon">From</dt>
          <dd className="break-words text-ink">{donor}</dd>
          <dt className="font-semibold text-maroon">{monthly ? 'Subscription' : 'Order'}</dt>
          <dd className="font-mono text-sm break-all text-muted">
            {monthly ? checkout.subscription_id : checkout.order_id}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={pay.isPending}
            onClick={() => pay.mutate('success')}
          >
            Pay
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={pay.isPending}
            onClick={() => pay.mutate('failure')}
          >
            Fail
          </button>
        </div>
      </div>
    </Dialog>
  );
}
