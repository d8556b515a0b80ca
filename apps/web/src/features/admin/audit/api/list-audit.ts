import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { auditListResponseSchema, type AuditSort } from '@charity/shared';
import { auditKeys } from '#src/features/admin/audit/api/keys.ts';

/** `sort` is absent for the server's own order, newest first. */
export type AuditFilters = { page: number; staff?: string; resource?: string; sort?: AuditSort | undefined };

/** GET /api/admin/audit?page&staff&resource&sort (admin): one page of the audit log, newest first unless sorted. */
export const listAudit = ({ page, staff, resource, sort }: AuditFilters) =>
  api.get('/api/admin/audit', auditListResponseSchema, {
    query: { page, staff: staff || undefined, resource: resource || undefined, sort },
  });

export const useAudit = (filters: AuditFilters) =>
  useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: () => listAudit(filters),
    // The table keeps the previous page while the next arrives, instead of collapsing.
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
