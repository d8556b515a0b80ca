import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { AUDIT_RESOURCE_LABELS, AUDIT_RESOURCES, type AuditEntry, type AuditSort } from '@charity/shared';
import { useAudit } from '#src/features/admin/audit/api/list-audit.ts';
import { useStaffList } from '#src/features/admin/staff/api/list-staff.ts';
import { pageCount } from '#src/features/admin/ui/pager.tsx';
import { formatWhenToTheSecond } from '#src/features/admin/ui/format.ts';
import {
  filterSelect,
  ListFilters,
  ListScreen,
  listPaging,
  useListTable,
} from '#src/features/admin/list/list-screen.tsx';
import { listSort, useListParams } from '#src/features/admin/list/use-list-params.ts';
import {
  AUDIT_CHANGES_MAX,
  auditChanges,
  auditWords,
} from '#src/features/admin/audit/components/audit-changes.ts';

/** What the entry changed, field by field, and the raw record behind a disclosure. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  const shown = changes.slice(0, AUDIT_CHANGES_MAX);
  const hasRecord = entry.before !== null || entry.after !== null;
  if (!hasRecord) return <span className="text-muted">—</span>;
  return (
    <div className="max-w-xl space-y-2">
      {shown.length > 0 ? (
        <ul aria-label="Changed fields" className="space-y-1">
          {shown.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-semibold">{change.field}:</span> {change.before}{' '}
              <span aria-label="became">→</span> {change.after}
            </li>
          ))}
          {changes.length > shown.length ? (
            <li className="text-muted">and {changes.length - shown.length} more</li>
          ) : null}
        </ul>
      ) : (
        <p className="text-muted">No field changed.</p>
      )}
      <details>
        <summary className="cursor-pointer text-xs font-semibold text-muted">The whole record</summary>
        {(['before', 'after'] as const).map((side) =>
          entry[side] === null ? null : (
            <div key={side} className="mt-1">
              <span className="text-xs font-semibold text-muted">
                {side === 'before' ? 'Before' : 'After'}
              </span>
              {/* Wrapped, not scrolled: a scrolling <pre> would be a region keyboard users cannot reach (axe). */}
              <pre className="rounded-md bg-sand p-2 text-xs break-all whitespace-pre-wrap">
                {JSON.stringify(entry[side], null, 2)}
              </pre>
            </div>
          ),
        )}
      </details>
    </div>
  );
}

/** A resource by its label ("Gallery images"); an entry written before a resource was named keeps its key. */
const resourceLabel = (resource: string) =>
  (AUDIT_RESOURCE_LABELS as Record<string, string | undefined>)[resource] ?? resource;

const column = createColumnHelper<AuditEntry>();
/** The Who of an entry no staff member made. */
export const SYSTEM_ACTOR = 'The system';

const AUDIT_FILTERS = ['staff', 'resource'] as const;

/** The Resource filter: every resource the server audits, from the one shared list. */
const RESOURCE_OPTIONS = [
  { value: '', label: 'All' },
  ...AUDIT_RESOURCES.map((value) => ({ value, label: AUDIT_RESOURCE_LABELS[value] })),
];

/** The audit log (admin): paged, filtered by staff member and resource, each change with before and after. */
export function AuditLog() {
  const list = useListParams(AUDIT_FILTERS);
  const { page } = list;
  // Sortable by when only: newest first (the log's own order) or, pressed again, oldest first.
  const sort = listSort<AuditSort>(list, '-date', { at: '-date' });
  const query = useAudit({ page, ...list.filters, sort: sort.param });
  const staffList = useStaffList();

  const columns = useMemo(
    () => [
      column.accessor('at', { header: 'When', cell: (info) => formatWhenToTheSecond(info.getValue()) }),
      // No staff member: the site itself acted (scheduled publishing, the trash's purge, the media library's
      // adoption of old files; docs/product/console.md "Audit log"). Staff are disabled, never deleted, so an
      // entry's staff member is never lost.
      column.accessor((row) => row.staff_email ?? (row.staff_id === null ? SYSTEM_ACTOR : row.staff_id), {
        id: 'staff',
        header: 'Who',
      }),
      column.accessor('ip', { header: 'IP address', cell: (info) => info.getValue() ?? '—' }),
      column.accessor('action', { header: 'Action', cell: (info) => auditWords(info.getValue()) }),
      column.accessor(
        (row) =>
          `${resourceLabel(row.resource)}${row.record_id === null ? '' : ` #${String(row.record_id)}`}`,
        {
          id: 'resource',
          header: 'Record',
        },
      ),
      column.display({
        id: 'change',
        header: 'Change',
        cell: (info) => <Changes entry={info.row.original} />,
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
            filterSelect(list, 'staff', 'Staff member', [
              { value: '', label: 'Everyone' },
              ...(staffList.data ?? []).map((member) => ({
                value: String(member.id),
                label: member.name || member.email,
              })),
            ]),
            filterSelect(list, 'resource', 'Resource', RESOURCE_OPTIONS),
          ]}
        />
      }
      loading="Loading the audit log…"
      caption={`Audit log, page ${page} of ${pages}`}
      sort={sort}
      empty="Nothing recorded for these filters."
      paging={listPaging(list, 'Audit log pages', meta)}
    />
  );
}
