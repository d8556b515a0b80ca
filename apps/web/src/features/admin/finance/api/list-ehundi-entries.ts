import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminEhundiListResponseSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';

/** `sort` is '' for the server's own order, newest first. */
export type EhundiFilters = { page: number; status: string; q: string; sort: string };

/** GET /api/admin/ehundi-entries (finance): entries newest first unless sorted, pending or reconciled. */
export const listEhundiEntries = ({ page, status, q, sort }: EhundiFilters) =>
  api.get('/api/admin/ehundi-entries', adminEhundiListResponseSchema, {
    query: { page, status: status || undefined, q: q || undefined, sort: sort || undefined },
  });

export const useEhundiEntries = (filters: EhundiFilters) =>
  useQuery({
    queryKey: financeKeys.ehundi(filters),
    queryFn: () => listEhundiEntries(filters),
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
