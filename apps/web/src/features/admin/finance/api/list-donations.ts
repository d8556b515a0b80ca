import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminDonationListResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';

/** The donations screen's filters as the URL holds them (empty: no filter). */
export type DonationFilters = {
  page: number;
  trust: string;
  status: string;
  fy: string;
  from: string;
  to: string;
  gateway: string;
  q: string;
  /** '' for the server's own order, newest first. */
  sort: string;
};

/** GET /api/admin/donations (finance): one page, newest first unless sorted, with the totals of the whole filter. */
export const listDonations = ({ page, ...filters }: DonationFilters) =>
  api.get('/api/admin/donations', adminDonationListResponseSchema, {
    query: {
      page,
      ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
    },
  });

export const useDonations = (filters: DonationFilters) =>
  useQuery({
    queryKey: financeKeys.donations(filters),
    queryFn: () => listDonations(filters),
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
