import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  CASH_80G_LIMIT_PAISE,
  DEDICATION_KINDS,
  DEDICATION_LABELS,
  GENERAL_FUND,
  MODES_WITH_REFERENCE,
  OFFLINE_GIFT_FIELDS,
  OFFLINE_MODES,
  OFFLINE_MODE_LABELS,
  TRUSTS,
  TRUST_IDS,
  adminPaths,
  formatInr,
  offlineGiftRequestSchema,
  todayInIndia,
  type AdminDonationDetail,
  type OfflineGiftInput,
} from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SelectField, SubmitButton, TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';
import { useCampaigns } from '#src/features/admin/campaigns/api/campaigns.ts';
import { recordOfflineGift } from '#src/features/admin/finance/api/record-offline-gift.ts';
import { useSite } from '#src/lib/site.ts';

const EMPTY: OfflineGiftInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address: '',
  pan: '',
  trust: '1',
  fund: '',
  amount: '',
  mode: 'cash',
  reference: '',
  received_on: todayInIndia(),
  description: '',
  campaign: '',
  dedication_kind: '',
  dedication_name: '',
};

/** The form's fields the server may name in a 422: the gift's, then its campaign and dedication. */
const SERVER_FIELDS = [...OFFLINE_GIFT_FIELDS, 'campaign', 'dedication_kind', 'dedication_name'] as const;

const DEDICATION_OPTIONS = [
  { value: '', label: 'None' },
  ...DEDICATION_KINDS.map((kind) => ({ value: kind, label: DEDICATION_LABELS[kind] })),
];

const MODE_OPTIONS = OFFLINE_MODES.map((mode) => ({ value: mode, label: OFFLINE_MODE_LABELS[mode] }));
const TRUST_OPTIONS = TRUST_IDS.map((id) => ({ value: String(id), label: TRUSTS[id].name }));

/**
 * An offline gift (finance): cash, cheque, bank transfer, UPI or in kind, received on a given day, to one of the
 * trust's funds or its general fund. The server records it paid, receipts it from the trust's series and mails the
 * receipt when an e-mail is given. The funds are the trust's saved ones (`GET /api/site`, as the donation form's).
 */
export function OfflineGiftForm() {
  const queryClient = useQueryClient();
  const [recorded, setRecorded] = useState<AdminDonationDetail | null>(null);
  const api = useApiForm({
    schema: offlineGiftRequestSchema,
    defaultValues: { ...EMPTY, received_on: todayInIndia() },
    serverFields: SERVER_FIELDS,
    send: (gift) => recordOfflineGift(gift),
    successToast: (result) => result.message ?? 'Gift recorded.',
    onSuccess: (result) => {
      setRecorded(result.data);
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
  const site = useSite();
  const mode = api.form.watch('mode');
  const trustId = TRUST_IDS.find((id) => String(id) === String(api.form.watch('trust')));
  const fundOptions = [
    { value: '', label: GENERAL_FUND.name },
    ...(trustId === undefined ? [] : site.trusts[trustId].funds).map((fund) => ({
      value: fund.key,
      label: fund.name,
    })),
  ];
  const needsReference = MODES_WITH_REFERENCE.includes(mode);
  // The latest campaigns (the console list's first page, newest start first), of the trust chosen. Unpublished ones
  // are offered too: finance records what was given to an appeal whose page is down.
  const campaigns = useCampaigns(1);
  const campaignOptions = [
    { value: '', label: 'No campaign' },
    ...(campaigns.data?.data ?? [])
      .filter((campaign) => campaign.trust === trustId)
      .map((campaign) => ({
        value: campaign.slug,
        label: campaign.published ? campaign.title : `${campaign.title} (not published)`,
      })),
  ];
  return (
    <div className="space-y-6">
      {recorded ? (
        <p role="status" className="rounded-2xl border border-line bg-sand p-4">
          Receipt {recorded.receipt_number} issued for {recorded.first_name} {recorded.last_name}.{' '}
          <Link to={adminPaths.donation(recorded.id)} className="font-semibold underline">
            Open the donation
          </Link>
        </p>
      ) : null}
      <Form
        api={api}
        aria-labelledby="offline-heading"
        className="space-y-4 rounded-2xl border border-line bg-white p-5"
      >
        <h2 id="offline-heading" className="text-xl font-semibold">
          Record an offline gift
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="first_name" label="First name" autoComplete="off" />
          <TextField name="last_name" label="Last name" autoComplete="off" />
          <TextField
            name="email"
            label="E-mail"
            type="email"
            required={false}
            hint="The receipt is mailed here."
          />
          <TextField name="phone" label="Mobile" type="tel" required={false} />
        </div>
        <TextAreaField name="address" label="Address" rows={3} hint="Form 10BD needs the donor's address." />
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            name="trust"
            label="Trust"
            options={TRUST_OPTIONS}
            // Each trust has its own funds and campaigns: one chosen for a trust is never sent with the other.
            onValueChange={() => {
              api.form.resetField('fund');
              api.form.resetField('campaign');
            }}
          />
          <SelectField
            name="fund"
            label="Fund"
            required={false}
            options={fundOptions}
            hint="Leave it on the general fund unless the donor named a fund."
          />
          <TextField
            name="pan"
            label="PAN"
            required={false}
            autoCapitalize="characters"
            hint="Sai Mayee Trust only."
          />
          <SelectField name="mode" label="Received as" options={MODE_OPTIONS} />
          <TextField
            name="amount"
            label={mode === 'kind' ? 'Value of the gift' : 'Amount'}
            prefix="₹"
            inputMode="decimal"
            hint={
              mode === 'cash'
                ? `Cash above ${formatInr(CASH_80G_LIMIT_PAISE)} is receipted as not deductible under 80G.`
                : mode === 'kind'
                  ? 'Gifts in kind are receipted as not deductible under 80G.'
                  : undefined
            }
          />
          {needsReference ? (
            <TextField
              name="reference"
              label={mode === 'cheque' ? 'Cheque number' : 'Transaction reference (UTR)'}
              autoComplete="off"
            />
          ) : null}
          <TextField name="received_on" label="Received on" type="date" />
        </div>
        <TextAreaField
          name="description"
          label={mode === 'kind' ? 'What was given' : 'Note'}
          required={mode === 'kind'}
          rows={2}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            className="md:col-span-2"
            name="campaign"
            label="Campaign"
            required={false}
            options={campaignOptions}
            hint="If the donor gave to a campaign: the gift then goes to the campaign's fund."
          />
          <SelectField
            name="dedication_kind"
            label="Dedication"
            required={false}
            options={DEDICATION_OPTIONS}
          />
          <TextField
            name="dedication_name"
            label="Dedicated to"
            required={false}
            autoComplete="off"
            hint="The name the receipt prints after “In memory of” or “In honour of”."
          />
        </div>
        <SubmitButton>Record and receipt</SubmitButton>
      </Form>
    </div>
  );
}
