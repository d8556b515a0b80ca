import { CircleAlert, RotateCcw } from 'lucide-react';
import { formatInr, type DonationCheckout } from '@charity/shared';
import type { CheckoutResult } from '#src/features/giving/checkout/gateway-result.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** A checkout that ended without a payment, as the donation form keeps it to offer another try. */
export type UnpaidOutcome = Exclude<CheckoutResult, { outcome: 'paid' }>;

type PaymentStatusPanelProps = {
  outcome: UnpaidOutcome;
  /** The unpaid donation the next try pays. */
  checkout: DonationCheckout;
  onTryAgain: () => void;
  busy: boolean;
};

/** The panel's first line: what happened, in the donor's words. */
function headline(outcome: UnpaidOutcome, t: ReturnType<typeof useT>): string {
  if (outcome.outcome === 'dismissed') return t(m['giving.notCompleted']);
  if (outcome.step === 'payment') {
    // The gateway's own reason stays as the gateway wrote it.
    return outcome.reason
      ? t(m['giving.declinedBecause'], { reason: outcome.reason })
      : t(m['giving.declined']);
  }
  if (outcome.step === 'open') return outcome.reason ?? t(m['giving.notOpened']);
  return t(m['giving.notConfirmed']);
}

/**
 * What the donation form shows under itself after a checkout that ended unpaid (docs/product/giving.md "Thank-you
 * page and retrying a payment"): what happened, that the donation is kept unpaid, and Try again, which reopens the
 * checkout of that same donation. A declined or refused payment is an alert (announced at once); a window the
 * donor closed is a status.
 */
export function PaymentStatusPanel({ outcome, checkout, onTryAgain, busy }: PaymentStatusPanelProps) {
  const t = useT();
  const alert = outcome.outcome === 'failed';
  const verification = alert && outcome.step === 'verification';
  return (
    <div
      role={alert ? 'alert' : 'status'}
      className="mt-6 rounded-2xl border border-gold-soft bg-gold-soft/25 p-5 text-ink"
    >
      <p className="flex gap-3 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-maroon" />
        <span>{headline(outcome, t)}</span>
      </p>
      {verification && outcome.reason ? <p className="mt-2">{outcome.reason}</p> : null}
      <p className="mt-2">
        {t(m['giving.keptUnpaid'], { amount: formatInr(checkout.amount), trust: checkout.name })}{' '}
        {outcome.outcome === 'dismissed' ? t(m['giving.tryWhenReady']) : t(m['giving.tryAnother'])}
      </p>
      <button type="button" className="btn btn-primary mt-4" onClick={onTryAgain} disabled={busy}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t(m['giving.tryAgain'])}
      </button>
    </div>
  );
}
