import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { adminPaths, formatRupees, type AdminEhundiEntry, type EhundiSort } from '@charity/shared';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { pageCount } from '#src/features/admin/ui/pager.tsx';
import { useEhundiEntries } from '#src/features/admin/finance/api/list-ehundi-entries.ts';
import { formatDay } from '#src/features/admin/ui/format.ts';
import { ReconcileForm } from '#src/features/admin/finance/components/reconcile-form.tsx';
import {
  filterSelect,
  ListFilters,
  ListScreen,
  listPaging,
  useListTable,
} from '#src/features/admin/list/list-screen.tsx';
import { listSort, useListParams } from '#src/features/admin/list/use-list-params.ts';

const column = createColumnHelper<AdminEhundiEntry>();
const FILTER_KEYS = ['status'] as const;
const ENTRY_OPTIONS = [
  { value: 'pending', label: 'Waiting for the bank credit' },
  { value: 'reconciled', label: 'Reconciled' },
  { value: 'all', label: 'All' },
];

/**
 * E-hundi (finance): the UPI offerings waiting for their bank credit, with the reference to look for in the
 * statement, and the form that reconciles one; reconciled entries on request.
 */
export function EhundiScreen() {
  const list = useListParams(FILTER_KEYS);
  const { page, q } = list;
  // Pending by default: that is the work to do.
  const status = list.filters.status || 'pending';
  // The sortable columns and the order each asks first: the newest, the largest.
  const sort = listSort<EhundiSort>(list, '-date', { created_at: '-date', amount: '-amount' });
  const query = useEhundiEntries({ page, status: status === 'all' ? '' : status, q, sort: sort.param ?? '' });
  const [reconciling, setReconciling] = useState<AdminEhundiEntry | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('reference', { header: 'Reference' }),
      column.accessor('created_at', { header: 'Made on', cell: (info) => formatDay(info.getValue()) }),
      column.accessor((row) => `${row.first_name} ${row.last_name}`, { id: 'donor', header: 'Donor' }),
      column.accessor('amount', { header: 'Promised', cell: (info) => formatRupees(info.getValue()) }),
      column.accessor('trust_name', { header: 'Trust' }),
      column.accessor('pan', { header: 'PAN', cell: (info) => info.getValue() ?? '—' }),
      column.display({
        id: 'action',
        header: () => <span className="sr-only">Reconciliation</span>,
        cell: (info) => {
          const entry = info.row.original;
          if (entry.status === 'pending') {
            return (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setReconciling(entry)}>
                Reconcile<span className="sr-only"> {entry.reference}</span>
              </button>
            );
          }
          return (
            <span>
              {formatRupees(entry.received_amount ?? 0)} received, UTR {entry.utr}
              {entry.donation_id !== null ? (
                <>
                  {' '}
                  <Link to={adminPaths.donation(entry.donation_id)} className="underline">
                    {entry.receipt_number ?? 'donation'}
                  </Link>
                </>
              ) : null}
            </span>
          );
        },
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
          selects={[filterSelect(list, 'status', 'Entries', ENTRY_OPTIONS, status)]}
          search={{
            q,
            onSearch: (text) => list.set({ q: text }),
            name: 'Search entries',
            placeholder: 'Reference, name, e-mail, phone, UTR',
            primary: true,
            wide: true,
          }}
        />
      }
      loading="Loading e-hundi entries…"
      caption={`E-hundi entries, page ${page} of ${pages}`}
      sort={sort}
      empty="No e-hundi entry here."
      paging={listPaging(list, 'E-hundi pages', meta)}
    >
      <Dialog
        open={reconciling !== null}
        onOpenChange={(open) => {
          if (!open) setReconciling(null);
        }}
        title="Reconcile an e-hundi entry"
        style={{ maxWidth: 560 }}
      >
        {reconciling ? <ReconcileForm entry={reconciling} onDone={() => setReconciling(null)} /> : null}
      </Dialog>
    </ListScreen>
  );
}
