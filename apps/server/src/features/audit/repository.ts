import { sortOrder, type AuditEntry, type AuditSort } from '@charity/shared';
import { paginate } from '#src/shared/pagination.ts';
import type { Executor } from '#src/db/executor.ts';

/** The audit log's list for the console; services/audit writes the rows. */

const parseJson = (value: string | null): unknown => (value === null ? null : JSON.parse(value));

/**
 * One page of the audit log, newest first unless asked (`date`: oldest first). The log is only ever appended to,
 * each entry stamped as it is written, so the id is the order of the entries' dates: sorting by it keeps two
 * entries of the same instant in the order they were written.
 */
export async function listAudit(
  db: Executor,
  filters: {
    page: number;
    perPage: number;
    staff?: string | undefined;
    resource?: string | undefined;
    sort: AuditSort;
  },
) {
  const { direction } = sortOrder(filters.sort);
  let base = db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id');
  if (filters.staff) base = base.where('audit_log.staff_id', '=', filters.staff);
  if (filters.resource) base = base.where('audit_log.resource', '=', filters.resource);
  return paginate(base, {
    page: filters.page,
    perPage: filters.perPage,
    select: (q) =>
      q.selectAll('audit_log').select('staff.email as staff_email').orderBy('audit_log.id', direction),
    map: (row): AuditEntry => ({
      id: row.id,
      at: row.at,
      staff_id: row.staff_id,
      staff_email: row.staff_email,
      ip: row.ip,
      action: row.action,
      resource: row.resource,
      record_id: row.record_id,
      before: parseJson(row.before),
      after: parseJson(row.after),
    }),
  });
}
