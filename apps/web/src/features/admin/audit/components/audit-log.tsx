import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditEntry } from '@charity/shared';
import { useAudit } from '#src/features/admin/audit/api/list-audit.ts';
import { useStaffList } from '#src/features/admin/staff/api/list-staff.ts';
import { PagedTable, pageCount, useServerPagedTable } from '#src/features/admin/ui/paged-table.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

const formatAt = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : dateTime.format(date);
};

function Change({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div>
      <span className="text-xs font-semibold text-muted">{label}</span>
      {/* Wrapped, not scrolled: a scrolling <pre> would be a region keyboard users cannot reach (axe). */}
      <pre className="max-w-xs rounded-md bg-sand p-2 text-xs break-all whitespace-pre-wrap">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

const column = createColumnHelper<AuditEntry>();
/** One empty list, so the table's input does not change identity on every render while loading. */

const RESOURCES = [
  '',
  'auth',
  'staff',
  'settings',
  'uploads',
  'donations',
  'ehundi-entries',
  'events',
  'contact-messages',
  'volunteers',
  'subscriptions',
];

/** The audit log (admin): paged, filtered by staff member and resource, each change with before and after. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const staff = params.get('staff') ?? '';
  const resource = params.get('resource') ?? '';
  const query = useAudit({ page, staff, resource });
  const staffList = useStaffList();

  const setFilter = (key: 'staff' | 'resource' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const columns = useMemo(
    () => [
      column.accessor('at', { header: 'When', cell: (info) => formatAt(info.getValue()) }),
      column.accessor((row) => row.staff_email ?? (row.staff_id === null ? '—' : row.staff_id), {
        id: 'staff',
        header: 'Who',
      }),
      column.accessor('ip', { header: 'IP address', cell: (info) => info.getValue() ?? '—' }),
      column.accessor('action', { header: 'Action' }),
      column.accessor(
        (row) => `${row.resource}${row.record_id === null ? '' : ` #${String(row.record_id)}`}`,
        {
          id: 'resource',
          header: 'Record',
        },
      ),
      column.display({
        id: 'change',
        header: 'Change',
        cell: (info) => (
          <div className="space-y-1">
            <Change label="Before" value={info.row.original.before} />
            <Change label="After" value={info.row.original.after} />
          </div>
        ),
      }),
    ],
    [],
  );
  const table = useServerPagedTable(query.data?.data, columns);

  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  const meta = query.data?.meta;
  const pages = pageCount(meta?.total, meta?.per_page);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4 rounded-2xl border border-line bg-white p-4">
        <label className="block">
          <span className="text-sm font-semibold text-maroon">Staff member</span>
          <select
            value={staff}
            onChange={(event) => setFilter('staff', event.target.value)}
            className="mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-ink"
          >
            <option value="">Everyone</option>
            {(staffList.data ?? []).map((member) => (
              <option key={String(member.id)} value={String(member.id)}>
                {member.name || member.email}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="text-sm font-semibold text-maroon">Resource</span>
          <select
            value={resource}
            onChange={(event) => setFilter('resource', event.target.value)}
            className="mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-ink"
          >
            {RESOURCES.map((value) => (
              <option key={value} value={value}>
                {value || 'All'}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        table={table}
        pending={query.isPending}
        loading="Loading the audit log…"
        caption={`Audit log, page ${page} of ${pages}`}
        empty="Nothing recorded for these filters."
        pagerLabel="Audit log pages"
        page={page}
        total={meta?.total}
        perPage={meta?.per_page}
        onPage={(next) => setFilter('page', String(next))}
      />
    </div>
  );
}
