import { useFormContext, useWatch } from 'react-hook-form';
import { GENERAL_FUND, TRUST_IDS, wants80GReceipt, type PublicTrust, type TrustId } from '@charity/shared';
import { CheckboxField, SelectField, TextField } from '#src/components/forms/form-fields.tsx';
import { AmountChips } from '#src/features/giving/components/amount-chips.tsx';
import { useSite } from '#src/lib/site.ts';

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
  const trustId = trustIdOf(useWatch({ control, name: 'trust' }) as unknown);
  // A campaign's gift goes to its trust and fund (wall-and-dedication-fields.tsx says which campaign).
  const hiddenForCampaign = useWatch({ control, name: 'campaign' }) ? 'hidden' : undefined;
  const trust: PublicTrust | null = trustId === null ? null : site.trusts[trustId];
  const with80G = trustId !== null && wants80GReceipt(trustId);
  // Before a trust is chosen, the first trust's amounts: the chips are an invitation, the trust can follow.
  const amounts = (trust ?? site.trusts[TRUST_IDS[0]]).suggested_amounts;
  const trustOptions = [
    { value: '', label: 'Choose a trust' },
    ...TRUST_IDS.map((id) => ({ value: String(id), label: site.trusts[id].name })),
  ];
  const fundOptions = [
    { value: '', label: GENERAL_FUND.name },
    ...(trust?.funds ?? []).map((fund) => ({ value: fund.key, label: fund.name })),
  ];
  return (
    <>
      <TextField name="first_name" label="First name" autoComplete="given-name" />
      <TextField name="last_name" label="Last name" autoComplete="family-name" />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" spellCheck={false} />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="An Indian number, or any other with + and its country code."
      />
      <SelectField
        name="trust"
        label="Trust"
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
        label="Fund"
        required={false}
        options={fundOptions}
        hint={trust ? undefined : 'Choose a trust to see its funds.'}
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
        label="Amount"
        prefix="₹"
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        hint="In rupees, e.g. 501 or 1000.50."
      />
      {with80G ? (
        <TextField
          name="pan"
          label="PAN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          hint={`Needed for the 80G receipt of your gift to ${site.trusts[1].name}. It is stored encrypted and shown masked.`}
        />
      ) : null}
      <TextField
        name="address"
        label="Address"
        autoComplete="street-address"
        maxLength={300}
        required={with80G}
        hint={
          with80G
            ? 'House, street and area. The 80G receipt and the trust’s statement to the Income-tax Department need it.'
            : 'House, street and area (optional).'
        }
        className="sm:col-span-2"
      />
      <TextField name="city" label="City" autoComplete="address-level2" />
      <TextField name="state" label="State" autoComplete="address-level1" />
      <TextField
        name="pin_code"
        label="PIN code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={7}
        required={with80G}
        hint={with80G ? 'Six digits, e.g. 560001.' : 'Six digits (optional).'}
      />
      {trust && !trust.accepts_foreign_contributions ? (
        <CheckboxField
          name="indian_citizen"
          required
          label="I am an Indian citizen (NRIs are Indian citizens too)"
          hint={`${trust.name} is not registered under the FCRA to accept foreign contributions, so it can accept gifts only from Indian citizens, wherever they live.`}
          className="sm:col-span-2"
        />
      ) : null}
    </>
  );
}
