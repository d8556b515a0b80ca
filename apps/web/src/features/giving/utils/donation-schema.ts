import { donationFormSchema, givingRulesErrors, type PublicSite } from '@charity/shared';

/**
 * The donation / e-hundi form's schema with the rules that need the trusts' settings (ADR 31): the fund is one
 * of the chosen trust's, and the citizenship tick where the trust takes no foreign contributions. The server checks
 * the same rules (givingRulesErrors) against the stored settings; here they speak before anything is sent.
 */
export const donationFormSchemaFor = (site: PublicSite) =>
  donationFormSchema.superRefine((form, ctx) => {
    for (const [field, message] of Object.entries(givingRulesErrors(form, site.trusts[form.trust]))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
