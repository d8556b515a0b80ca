import { AUDIT_PAGE_SIZE, type AuditQuery } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { listAudit } from './repository.ts';

export type AuditServiceDeps = { db: Db };

export type AuditService = ReturnType<typeof createAuditService>;

/** The audit log as admins read it (docs/product/console.md "Audit log"); services/audit writes it. */
export function createAuditService({ db }: AuditServiceDeps) {
  return {
    list: (query: AuditQuery) =>
      listAudit(db, {
        page: query.page,
        perPage: AUDIT_PAGE_SIZE,
        staff: query.staff,
        resource: query.resource,
        sort: query.sort,
      }),
  };
}
