import { adminKeys } from '#src/features/admin/shell/api/keys.ts';
import type { AuditFilters } from '#src/features/admin/audit/api/list-audit.ts';

/** TanStack Query keys of the audit log: one page of it per filter. */
export const auditKeys = {
  list: (filters: AuditFilters) => [...adminKeys.all, 'audit', filters] as const,
};
