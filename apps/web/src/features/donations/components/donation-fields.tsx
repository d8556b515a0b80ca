import { useFormContext, useWatch } from 'react-hook-form';
import { TRUSTS } from '@charity/shared';
import { TermsTick, TextField } from '#src/features/forms/index.ts';
import { AmountField } from '#src/features/donations/components/amount-field.tsx';
import { TrustSelect } from '#src/features/donations/components/trust-select.tsx';

/** The trust whose gifts carry an 80G receipt, and so the PAN the Income-tax rules ask for (SPEC §5). */
const PAN_TRUST = String(TRUSTS[1].id);

/**
 * The fields the donation and e-hundi forms share (SPEC §2, §5): name, e-mail, phone, amount, city, state, the
 * trust, PAN (shown, and required, only for trust 1) and the terms tick. Choosing another trust clears PAN, so
 * a number typed for trust 1 is neither kept nor sent for trust 2.
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
      <AmountField />
      <TrustSelect
        onTrustChange={(value) => {
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
      <TermsTick className="sm:col-span-2" />
    </>
  );
}
