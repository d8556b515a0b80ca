import { useFormContext, useWatch } from 'react-hook-form';
import { TRUST_IDS, TRUSTS } from '@charity/shared';
import { SelectField, TextField } from '#src/components/forms/form-fields.tsx';

/**
 * The trust whose gifts carry an 80G receipt, and so the PAN the Income-tax rules ask for
 * (docs/product/giving.md).
 */
const PAN_TRUST = String(TRUSTS[1].id);

/**
 * docs/product/giving.md's trust select: empty ("Choose a trust"), 1 and 2, named from the trusts' settings.
 */
const TRUST_OPTIONS = [
  { value: '', label: 'Choose a trust' },
  ...TRUST_IDS.map((trust) => ({ value: String(trust), label: TRUSTS[trust].name })),
];

/**
 * The fields the donation and e-hundi forms share (docs/product/giving.md): name, e-mail, phone, amount,
 * city, state, the trust and PAN (shown, and required, only for trust 1); the public form's frame adds the
 * terms tick. Choosing another trust clears PAN, so a number typed for trust 1 is neither kept nor sent for
 * trust 2.
 */
export function DonationFields() {
  const { control, resetField } = useFormContext();
  const trust = useWatch({ control, name: 'trust' }) as unknown;
  const showPan = String(trust) === PAN_TRUST;
  return (
    <>
      <TextField name="first_name" label="First name" autoComplete="given-name" />
      <TextField name="last_name" label="Last name" autoComplete="family-name" />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" spellCheck={false} />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
      {/*
       * Rupees (docs/product/giving.md, issue 5: at least ₹1, up to two decimals), typed as text with the
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
      <SelectField
        name="trust"
        label="Trust"
        options={TRUST_OPTIONS}
        onValueChange={(value) => {
          if (value !== PAN_TRUST) resetField('pan');
        }}
      />
      <TextField name="city" label="City" autoComplete="address-level2" />
      <TextField name="state" label="State" autoComplete="address-level1" />
      {showPan ? (
        <TextField
          name="pan"
          label="PAN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          hint={`Needed for the 80G receipt of your gift to ${TRUSTS[1].name}. It is stored encrypted and shown masked.`}
          className="sm:col-span-2"
        />
      ) : null}
    </>
  );
}
