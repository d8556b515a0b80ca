import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DONOR_PATHS, donorListResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';

/** The donors screen's question as the URL holds it (empty: none). */
export type DonorFilters = { page: number; q: string; segment: string };

/** The query string of the list without its page: the CSV link asks the same question. */
export const donorSearch = ({ q, segment }: Pick<DonorFilters, 'q' | 'segment'>) =>
  new URLSearchParams(Object.entries({ q, segment }).filter(([, value]) => value !== '')).toString();

/** GET /api/admin/donors (finance): one page of donors, the latest giver first. */
export const listDonors = ({ page, q, segment }: DonorFilters) =>
  api.get(DONOR_PATHS.list, donorListResponseSchema, {
    query: {
      page,
      ...Object.fromEntries(Object.entries({ q, segment }).filter(([, value]) => value !== '')),
    },
  });

/** `enabled: false` asks nothing (the merge's search before anything is typed). */
export const useDonors = (filters: DonorFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: financeKeys.donors(filters),
    queryFn: () => listDonors(filters),
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
