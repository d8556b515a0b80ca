import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { auditListResponseSchema } from '@charity/shared';
import { auditKeys } from '#src/features/admin/audit/api/keys.ts';

export type AuditFilters = { page: number; staff?: string; resource?: string };

/** GET /api/admin/audit?page&staff&resource (admin): one page of the audit log, newest first. */
export const listAudit = ({ page, staff, resource }: AuditFilters) =>
  api.get('/api/admin/audit', auditListResponseSchema, {
    query: { page, staff: staff || undefined, resource: resource || undefined },
  });

export const useAudit = (filters: AuditFilters) =>
  useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: () => listAudit(filters),
    // The table keeps the previous page while the next arrives, instead of collapsing.
    placeholderData: keepPreviousData,
    meta: { errorReporting: 'silent', overlay: false },
  });
