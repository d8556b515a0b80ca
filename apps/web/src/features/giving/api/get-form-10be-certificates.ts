import { queryOptions } from '@tanstack/react-query';
import { DONOR_FORM_10BE_PATHS, donorForm10beListResponseSchema } from '@charity/shared';
import { myDonationsKey } from '#src/features/giving/api/get-my-donations.ts';
import { api } from '#src/lib/api-client.ts';

/** Under the donor's donations' key, like the statements: one refresh of the page's data covers them too. */
export const form10beCertificatesKey = [...myDonationsKey, 'form-10be'] as const;

/** GET /api/donation/form-10be (docs/product/giving.md "Form 10BE certificates"): the donor's, newest year first. */
export const form10beCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: form10beCertificatesKey,
    queryFn: ({ signal }) => api.get(DONOR_FORM_10BE_PATHS.list, donorForm10beListResponseSchema, { signal }),
  });
