import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** TanStack Query keys of the audit log: one page of it per filter. */
export const auditKeys = {
  list: (filters: { page: number; staff?: string; resource?: string }) =>
    [...adminKeys.all, 'audit', filters] as const,
};
