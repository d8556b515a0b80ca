import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Spinner } from '#src/components/ui/spinner.tsx';
import type { AuditEntry } from '@charity/shared';
import { useAudit } from '#src/features/admin/api/list-audit.ts';
import { useStaffList } from '#src/features/admin/api/list-staff.ts';
import { DataTable } from '#src/features/admin/components/data-table.tsx';
import { QueryFailure } from '#src/features/admin/components/query-failure.tsx';

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
const NO_ROWS: AuditEntry[] = [];

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
  // TanStack Table's API is not memoisable; the React Compiler skips this component, which is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: query.data?.data ?? NO_ROWS,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => String(row.id),
  });

  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  const meta = query.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / Math.max(1, meta.per_page))) : 1;

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
      {query.isPending ? (
        <div role="status" className="flex items-center gap-3">
          <Spinner className="size-6" /> Loading the audit log…
        </div>
      ) : (
        <DataTable
          table={table}
          caption={`Audit log, page ${page} of ${pages}`}
          empty="Nothing recorded for these filters."
        />
      )}
      <nav aria-label="Audit log pages" className="flex items-center gap-3">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={page <= 1}
          onClick={() => setFilter('page', String(page - 1))}
        >
          Previous page
        </button>
        <span>
          Page {page} of {pages}
          {meta ? ` (${meta.total} entries)` : ''}
        </span>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={page >= pages}
          onClick={() => setFilter('page', String(page + 1))}
        >
          Next page
        </button>
      </nav>
    </div>
  );
}
