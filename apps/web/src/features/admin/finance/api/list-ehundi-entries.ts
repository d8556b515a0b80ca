import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminEhundiListResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';

export type EhundiFilters = { page: number; status: string; q: string };

/** GET /api/admin/ehundi-entries (finance): entries newest first, pending or reconciled. */
export const listEhundiEntries = ({ page, status, q }: EhundiFilters) =>
  api.get('/api/admin/ehundi-entries', adminEhundiListResponseSchema, {
    query: { page, status: status || undefined, q: q || undefined },
  });

export const useEhundiEntries = (filters: EhundiFilters) =>
  useQuery({
    queryKey: financeKeys.ehundi(filters),
    queryFn: () => listEhundiEntries(filters),
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
