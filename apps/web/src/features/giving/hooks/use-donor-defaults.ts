import { useEffect, useMemo } from 'react';
import type { UseFormReset } from 'react-hook-form';
import type { DonationFormInput } from '@charity/shared';
import { useSession } from '#src/lib/session.ts';

/**
 * The empty donation / e-hundi form (docs/product/giving.md fields; the trust select starts at "Choose a
 * trust").
 */
const EMPTY_DONATION_FORM: DonationFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  amount: '',
  city: '',
  state: '',
  trust: '',
  fund: '',
  pan: '',
  address: '',
  pin_code: '',
  indian_citizen: false,
  // docs/product/giving.md "Campaigns, the donor wall and dedications": no campaign, off the wall, no dedication.
  campaign: '',
  wall: false,
  wall_name: '',
  dedication_kind: '',
  dedication_name: '',
  terms: false,
};

/**
 * The form's defaults: empty for a visitor, with the name, e-mail and phone of a logged-in donor filled in. Every
 * reset after a success comes back to these.
 */
export function useDonorDefaults(): DonationFormInput {
  const { user } = useSession();
  return useMemo(
    () =>
      user
        ? {
            ...EMPTY_DONATION_FORM,
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
            phone: user.phone ?? '',
          }
        : EMPTY_DONATION_FORM,
    [user],
  );
}

/**
 * The session may arrive after the form is on screen: the new defaults then go into the fields the visitor has
 * not touched yet, never over what they typed.
 */
export function useApplyDefaults(reset: UseFormReset<DonationFormInput>, defaults: DonationFormInput) {
  useEffect(() => {
    reset(defaults, { keepDirtyValues: true });
  }, [defaults, reset]);
}
