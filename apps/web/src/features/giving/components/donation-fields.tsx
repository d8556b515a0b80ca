import { useFormContext, useWatch } from 'react-hook-form';
import { TRUST_IDS, wants80GReceipt, type PublicTrust, type TrustId } from '@charity/shared';
import { CheckboxField, SelectField, TextField } from '#src/components/forms/form-fields.tsx';
import { AmountChips } from '#src/features/giving/components/amount-chips.tsx';
import { useSite } from '#src/lib/site.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** The trust the select holds, or null while none is chosen. */
const trustIdOf = (value: unknown): TrustId | null =>
  TRUST_IDS.find((id) => String(id) === String(value)) ?? null;

/**
 * The fields the donation and e-hundi forms share (docs/product/giving.md): name, e-mail, phone, the trust and
 * its fund, the amount with the trust's suggested amounts, PAN (shown, and required, only for trust 1), the
 * postal address with city, state and PIN (required for trust 1's 80G receipt), and the Indian-citizen tick for a
 * trust that cannot take foreign contributions; the public form's frame adds the terms tick. The trusts' names,
 * funds, amounts and FCRA status are the saved settings (`GET /api/site`, as the footer reads them). Choosing
 * another trust clears PAN, the fund and the tick, so nothing typed for one trust is kept or sent for the other.
 */
export function DonationFields() {
  const { control, resetField, clearErrors } = useFormContext();
  const site = useSite();
  const t = useT();
  const trustId = trustIdOf(useWatch({ control, name: 'trust' }) as unknown);
  // A campaign's gift goes to its trust and fund (wall-and-dedication-fields.tsx says which campaign).
  const hiddenForCampaign = useWatch({ control, name: 'campaign' }) ? 'hidden' : undefined;
  const trust: PublicTrust | null = trustId === null ? null : site.trusts[trustId];
  const with80G = trustId !== null && wants80GReceipt(trustId);
  // Before a trust is chosen, the first trust's amounts: the chips are an invitation, the trust can follow.
  const amounts = (trust ?? site.trusts[TRUST_IDS[0]]).suggested_amounts;
  const trustOptions = [
    { value: '', label: t(m['giving.chooseTrust']) },
    ...TRUST_IDS.map((id) => ({ value: String(id), label: site.trusts[id].name })),
  ];
  const fundOptions = [
    { value: '', label: t(m['giving.generalFund']) },
    ...(trust?.funds ?? []).map((fund) => ({ value: fund.key, label: fund.name })),
  ];
  return (
    <>
      <TextField name="first_name" label={t(m['forms.firstName'])} autoComplete="given-name" />
      <TextField name="last_name" label={t(m['forms.lastName'])} autoComplete="family-name" />
      <TextField
        name="email"
        label={t(m['forms.email'])}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <TextField
        name="phone"
        label={t(m['forms.phone'])}
        type="tel"
        autoComplete="tel"
        hint={t(m['giving.phoneHint'])}
      />
      <SelectField
        name="trust"
        label={t(m['giving.trust'])}
        className={hiddenForCampaign}
        options={trustOptions}
        onValueChange={(value) => {
          if (!wants80GReceipt(value)) resetField('pan');
          // Each trust has its own funds and its own FCRA status.
          resetField('fund');
          resetField('indian_citizen');
          // Whether the address is required changed with the trust: the next submit says what is missing now.
          clearErrors(['address', 'pin_code']);
        }}
      />
      <SelectField
        name="fund"
        label={t(m['giving.fund'])}
        required={false}
        options={fundOptions}
        hint={trust ? undefined : t(m['giving.fundHint'])}
        className={hiddenForCampaign}
      />
      <AmountChips amounts={amounts} amountField="amount" />
      {/*
       * Rupees (docs/product/giving.md: at least ₹1, up to two decimals), typed as text with the
       * decimal keypad on phones: a number input would accept "1e3" and change the value on a stray scroll
       * wheel.
       */}
      <TextField
        name="amount"
        label={t(m['giving.amount'])}
        prefix="₹"
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        hint={t(m['giving.amountHint'])}
      />
      {with80G ? (
        <TextField
          name="pan"
          label={t(m['giving.pan'])}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          hint={t(m['giving.panHint'], { trust: site.trusts[1].name })}
        />
      ) : null}
      <TextField
        name="address"
        label={t(m['forms.address'])}
        autoComplete="street-address"
        maxLength={300}
        required={with80G}
        hint={with80G ? t(m['giving.addressHint80G']) : t(m['giving.addressHint'])}
        className="sm:col-span-2"
      />
      <TextField name="city" label={t(m['giving.city'])} autoComplete="address-level2" />
      <TextField name="state" label={t(m['giving.state'])} autoComplete="address-level1" />
      <TextField
        name="pin_code"
        label={t(m['giving.pinCode'])}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={7}
        required={with80G}
        hint={with80G ? t(m['giving.pinHint80G']) : t(m['giving.pinHint'])}
      />
      {trust && !trust.accepts_foreign_contributions ? (
        <CheckboxField
          name="indian_citizen"
          required
          label={t(m['giving.indianCitizen'])}
          hint={t(m['giving.indianCitizenHint'], { trust: trust.name })}
          className="sm:col-span-2"
        />
      ) : null}
    </>
  );
}
