import { useMemo, useRef, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  FORM_FIELDS,
  type DonationCheckout,
  type DonationFormInput,
  type DonationRequest,
} from '@charity/shared';
import { useAttemptToasts } from '#src/components/forms/attempt-toasts.ts';
import { findHoneypot, honeypotBody } from '#src/components/forms/honeypot.tsx';
import { PublicForm } from '#src/components/forms/public-form.tsx';
import type { ApiForm } from '#src/components/forms/use-api-form.ts';
import { applyFieldErrors } from '#src/lib/api-error.ts';
import { createDonation } from '#src/features/giving/api/create-donation.ts';
import { useCheckout } from '#src/features/giving/checkout/use-checkout.tsx';
import { DonationFields } from '#src/features/giving/components/donation-fields.tsx';
import { useApplyDefaults, useDonorDefaults } from '#src/features/giving/hooks/use-donor-defaults.ts';
import { donationFormSchemaFor } from '#src/features/giving/utils/donation-schema.ts';
import { useSite } from '#src/lib/site.ts';

type DonationFormSchema = ReturnType<typeof donationFormSchemaFor>;
type DonationFormOutput = z.output<DonationFormSchema>;

/**
 * The donation page's form (docs/product/giving.md "Donation flow"): create the donation, open the checkout
 * with the order the server answered, and on a verified payment say "Donation Successful" and reset the form.
 *
 * Not `useApiForm`, because the form must outlive the first call: it resets only once the payment succeeded, so a
 * donor whose card was declined, or who closed the checkout, can simply press the button again. Sending the same
 * details again reopens the same, still unpaid, donation instead of recording a second one.
 */
export function DonationForm({ headingId }: { headingId: string }) {
  const { payWithCheckout, checkoutDialog } = useCheckout();
  const defaults = useDonorDefaults();
  const site = useSite();
  const schema = useMemo(() => donationFormSchemaFor(site), [site]);
  const form = useForm<DonationFormInput, unknown, DonationFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  useApplyDefaults(form.reset, defaults);
  // Runs as a mutation so the full-screen overlay covers the call and the query client toasts its errors.
  const create = useMutation({ mutationFn: createDonation });
  const unpaid = useRef<{ key: string; checkout: DonationCheckout } | null>(null);
  const attemptToasts = useAttemptToasts();

  const onValid = async (request: DonationFormOutput, event: BaseSyntheticEvent | undefined) => {
    const endAttempt = attemptToasts.begin();
    try {
      await attempt(request, event);
    } finally {
      // "Donation Successful" replaces the error toasts of the declined or refused tries before it.
      endAttempt();
    }
  };

  const attempt = async (
    { terms: _terms, ...request }: DonationFormOutput,
    event: BaseSyntheticEvent | undefined,
  ) => {
    const honeypot = findHoneypot(event);
    const key = JSON.stringify(request satisfies DonationRequest);
    let checkout = unpaid.current?.key === key ? unpaid.current.checkout : undefined;
    if (!checkout) {
      try {
        checkout = (await create.mutateAsync({ ...request, ...honeypotBody(honeypot) })).data;
      } catch (error) {
        applyFieldErrors(error, form.setError, FORM_FIELDS.donation);
        return;
      }
      unpaid.current = { key, checkout };
    }
    if ((await payWithCheckout(checkout)) !== 'paid') return;
    unpaid.current = null;
    form.reset(defaults);
    if (honeypot) honeypot.value = '';
  };
  // Built per submit, in the event handler: the ref above is only ever read there, never during render.
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(onValid)(event);

  const api: ApiForm<DonationFormSchema> = { form, submit, isSending: create.isPending };
  return (
    <>
      <PublicForm api={api} labelledBy={headingId} submitLabel="Donate now">
        <DonationFields />
      </PublicForm>
      {checkoutDialog}
    </>
  );
}
