import { useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  FORM_FIELDS,
  thankYouPath,
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
import { WallAndDedicationFields } from '#src/features/giving/components/wall-and-dedication-fields.tsx';
import {
  PaymentStatusPanel,
  type UnpaidOutcome,
} from '#src/features/giving/components/payment-status-panel.tsx';
import { useApplyDefaults, useDonorDefaults } from '#src/features/giving/hooks/use-donor-defaults.ts';
import { useMonthlyGiving } from '#src/features/giving/hooks/use-monthly-giving.tsx';
import { withCampaign, type CampaignPreset } from '#src/features/giving/utils/campaign-preset.ts';
import { donationFormSchemaFor } from '#src/features/giving/utils/donation-schema.ts';
import { useSite } from '#src/lib/site.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type DonationFormSchema = ReturnType<typeof donationFormSchemaFor>;
type DonationFormOutput = z.output<DonationFormSchema>;

/**
 * The donation page's form (docs/product/giving.md "Paying online"): create the donation, open the checkout
 * with the order the server answered, and on a verified payment say "Donation Successful" and go to the
 * thank-you page the server signed a link for (ADR 33).
 *
 * Not `useApiForm`, because the form must outlive the first call: a donor whose card was declined, or who closed
 * the checkout, is told so under the form and offered Try again, which reopens the checkout of the same unpaid
 * donation. Sending the same details again does the same; changed details make a new donation.
 */
export function DonationForm({ headingId, campaign }: { headingId: string; campaign?: CampaignPreset }) {
  const { payWithCheckout, checkoutDialog } = useCheckout();
  // On a campaign's page the gift is the campaign's (docs/product/giving.md "Campaigns, the donor wall and dedications").
  const donorDefaults = useDonorDefaults();
  const defaults = useMemo(() => withCampaign(donorDefaults, campaign), [donorDefaults, campaign]);
  const site = useSite();
  const t = useT();
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
  const navigate = useNavigate();
  // How the last checkout ended when it ended unpaid, with the donation Try again pays.
  const [lastTry, setLastTry] = useState<{ outcome: UnpaidOutcome; checkout: DonationCheckout } | null>(null);
  const [paying, setPaying] = useState(false);
  // "Give monthly" sends the same details to the monthly gift's endpoint (docs/product/giving.md).
  const monthly = useMonthlyGiving();

  const inAttempt = async (run: () => Promise<void>) => {
    const endAttempt = attemptToasts.begin();
    setLastTry(null);
    setPaying(true);
    try {
      await run();
    } finally {
      // "Donation Successful" replaces the error toasts of the declined or refused tries before it.
      endAttempt();
      setPaying(false);
    }
  };

  const onValid = (request: DonationFormOutput, event: BaseSyntheticEvent | undefined) =>
    inAttempt(() => attempt(request, event));

  /** Opens the checkout; on success goes to the thank-you page, otherwise says what happened under the form. */
  const pay = async (checkout: DonationCheckout) => {
    const result = await payWithCheckout(checkout);
    if (result.outcome !== 'paid') {
      setLastTry({ outcome: result, checkout });
      return false;
    }
    unpaid.current = null;
    void navigate(thankYouPath(result.payment.thank_you_token));
    return true;
  };

  const tryAgain = () => {
    const checkout = lastTry?.checkout;
    if (checkout) void inAttempt(async () => void (await pay(checkout)));
  };

  const attempt = async (
    { terms: _terms, ...request }: DonationFormOutput,
    event: BaseSyntheticEvent | undefined,
  ) => {
    const honeypot = findHoneypot(event);
    if (monthly.chosen) {
      const outcome = await monthly.give(request, honeypot, (error) =>
        applyFieldErrors(error, form.setError, FORM_FIELDS.donation),
      );
      if (outcome !== 'paid') return;
      form.reset(defaults);
      monthly.reset();
      if (honeypot) honeypot.value = '';
      return;
    }
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
    if (!(await pay(checkout))) return;
    form.reset(defaults);
    if (honeypot) honeypot.value = '';
  };
  // Built per submit, in the event handler: the ref above is only ever read there, never during render.
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(onValid)(event);

  const api: ApiForm<DonationFormSchema> = {
    form,
    submit,
    isSending: create.isPending || monthly.isSending,
  };
  return (
    <>
      <PublicForm api={api} labelledBy={headingId} submitLabel={t(m['giving.donateNow'])}>
        {monthly.control}
        <DonationFields />
        <WallAndDedicationFields campaignTitle={campaign?.title} />
      </PublicForm>
      {lastTry ? (
        <PaymentStatusPanel
          outcome={lastTry.outcome}
          checkout={lastTry.checkout}
          onTryAgain={tryAgain}
          busy={paying}
        />
      ) : null}
      {checkoutDialog}
      {monthly.checkoutDialog}
    </>
  );
}
