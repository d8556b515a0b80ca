import { useQuery } from '@tanstack/react-query';
import { adminDonationDetailResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';

/** GET /api/admin/donations/{id} (finance): the donation with its orders, events, receipt and mails. */
export const getDonation = (id: number) =>
  api.get(`/api/admin/donations/${id}`, adminDonationDetailResponseSchema).then((body) => body.data);

export const useDonation = (id: number) =>
  useQuery({
    queryKey: financeKeys.donation(id),
    queryFn: () => getDonation(id),
    meta: { errorReporting: 'silent', overlay: false },
  });
