import { givingRulesErrors, type DonationRequest, type TrustSettingsDocument } from '@charity/shared';
import { invalidFields } from '#src/shared/domain-error.ts';

/**
 * The donation form's rules that need the trust's settings (docs/product/giving.md, ADR 31): the fund is one of
 * the chosen trust's, and a trust without FCRA registration has the donor's confirmation of Indian citizenship.
 * A 422 with the message on the field (`fund`, `indian_citizen`), before anything is stored or a gateway order
 * is made.
 */
export function checkGivingRules(form: DonationRequest, trust: TrustSettingsDocument): void {
  const errors = Object.entries(givingRulesErrors(form, trust)).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (errors.length > 0) throw invalidFields(Object.fromEntries(errors));
}
