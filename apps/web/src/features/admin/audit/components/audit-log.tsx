import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditEntry } from '@charity/shared';
import { useAudit } from '#src/features/admin/audit/api/list-audit.ts';
import { useStaffList } from '#src/features/admin/staff/api/list-staff.ts';
import { pageCount } from '#src/features/admin/ui/paged-table.tsx';
import { ListFilters, ListScreen, useListTable } from '#src/features/admin/list/list-screen.tsx';
import { useListParams } from '#src/features/admin/list/use-list-params.ts';

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
const AUDIT_FILTERS = ['staff', 'resource'] as const;

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
  const list = useListParams(AUDIT_FILTERS);
  const { page } = list;
  const { staff, resource } = list.filters;
  const query = useAudit({ page, staff, resource });
  const staffList = useStaffList();

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
  const table = useListTable(query.data?.data, columns);
  const meta = query.data?.meta;
  const pages = pageCount(meta?.total, meta?.per_page);

  return (
    <ListScreen
      query={query}
      table={table}
      filters={
        <ListFilters
          selects={[
            {
              label: 'Staff member',
              value: staff,
              onChange: (value) => list.set({ staff: value }),
              options: [
                { value: '', label: 'Everyone' },
                ...(staffList.data ?? []).map((member) => ({
                  value: String(member.id),
                  label: member.name || member.email,
                })),
              ],
            },
            {
              label: 'Resource',
              value: resource,
              onChange: (value) => list.set({ resource: value }),
              options: RESOURCES.map((value) => ({ value, label: value || 'All' })),
            },
          ]}
        />
      }
      loading="Loading the audit log…"
      caption={`Audit log, page ${page} of ${pages}`}
      empty="Nothing recorded for these filters."
      paging={{
        label: 'Audit log pages',
        page,
        total: meta?.total,
        perPage: meta?.per_page,
        onPage: (next) => list.set({ page: next }),
      }}
    />
  );
}
