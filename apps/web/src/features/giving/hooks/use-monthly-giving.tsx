import { useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DonationRequest, GivingFrequency as Frequency, SubscriptionCheckout } from '@charity/shared';
import { honeypotBody } from '#src/components/forms/honeypot.tsx';
import { createMonthlyGift } from '#src/features/giving/api/create-monthly-gift.ts';
import {
  useMonthlyCheckout,
  type MonthlyOutcome,
} from '#src/features/giving/checkout/use-monthly-checkout.tsx';
import { GivingFrequency } from '#src/features/giving/components/giving-frequency.tsx';

export type MonthlyGiving = {
  /** The donor chose "Give monthly". */
  chosen: boolean;
  /** The once/monthly control, to place in the form. */
  control: ReactNode;
  /**
   * Starts a monthly gift with the form's details: the subscription, then its checkout. `refused` when the server
   * refused the details (its field errors go to `onRefused`, as the one-off gift's do).
   */
  give: (
    request: DonationRequest,
    honeypot: HTMLInputElement | null,
    onRefused: (error: unknown) => void,
  ) => Promise<MonthlyOutcome | 'refused'>;
  /** Back to "Give once", after a gift started. */
  reset: () => void;
  isSending: boolean;
  checkoutDialog: ReactNode;
};

/**
 * The donation form's monthly side (docs/product/giving.md "Monthly giving"), apart from the form so the form stays
 * the one-off gift's: the choice, the subscription's creation and its checkout. As with a one-off gift, pressing
 * the button again with the same details reopens the same, still unstarted, subscription instead of making another.
 */
export function useMonthlyGiving(): MonthlyGiving {
  const [frequency, setFrequency] = useState<Frequency>('once');
  const create = useMutation({ mutationFn: createMonthlyGift });
  const { startMonthly, checkoutDialog } = useMonthlyCheckout();
  const unstarted = useRef<{ key: string; checkout: SubscriptionCheckout } | null>(null);

  const give: MonthlyGiving['give'] = async (request, honeypot, onRefused) => {
    const key = JSON.stringify(request);
    let checkout = unstarted.current?.key === key ? unstarted.current.checkout : undefined;
    if (!checkout) {
      try {
        checkout = (await create.mutateAsync({ ...request, ...honeypotBody(honeypot) })).data;
      } catch (error) {
        onRefused(error);
        return 'refused';
      }
      unstarted.current = { key, checkout };
    }
    const outcome = await startMonthly(checkout);
    if (outcome === 'paid') unstarted.current = null;
    return outcome;
  };

  return {
    chosen: frequency === 'monthly',
    control: <GivingFrequency value={frequency} onChange={setFrequency} className="sm:col-span-2" />,
    give,
    reset: () => setFrequency('once'),
    isSending: create.isPending,
    checkoutDialog,
  };
}
