import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { adminPaths, formatRupees, type AdminEhundiEntry } from '@charity/shared';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { PagedTable, pageCount, useServerPagedTable } from '#src/features/admin/ui/paged-table.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useEhundiEntries } from '#src/features/admin/finance/api/list-ehundi-entries.ts';
import { formatDate } from '#src/features/admin/finance/components/format.ts';
import { ReconcileForm } from '#src/features/admin/finance/components/reconcile-form.tsx';

const column = createColumnHelper<AdminEhundiEntry>();
const inputClass = 'mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-ink';

/**
 * E-hundi (finance): the UPI offerings waiting for their bank credit, with the reference to look for in the
 * statement, and the form that reconciles one; reconciled entries on request.
 */
export function EhundiScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Pending by default: that is the work to do.
  const status = params.get('status') ?? 'pending';
  const q = params.get('q') ?? '';
  const query = useEhundiEntries({ page, status: status === 'all' ? '' : status, q });
  const [reconciling, setReconciling] = useState<AdminEhundiEntry | null>(null);
  const [search, setSearch] = useState(q);

  const setFilter = (key: 'status' | 'q' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const columns = useMemo(
    () => [
      column.accessor('reference', { header: 'Reference' }),
      column.accessor('created_at', { header: 'Made on', cell: (info) => formatDate(info.getValue()) }),
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
  const table = useServerPagedTable(query.data?.data, columns);

  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  const meta = query.data?.meta;
  const pages = pageCount(meta?.total, meta?.per_page);
  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', search.trim());
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
        <label className="block">
          <span className="text-sm font-semibold text-maroon">Entries</span>
          <select
            value={status}
            onChange={(event) => setFilter('status', event.target.value)}
            className={inputClass}
          >
            <option value="pending">Waiting for the bank credit</option>
            <option value="reconciled">Reconciled</option>
            <option value="all">All</option>
          </select>
        </label>
        <form onSubmit={applySearch} className="flex items-end gap-2" aria-label="Search entries">
          <label className="block">
            <span className="text-sm font-semibold text-maroon">Search</span>
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Reference, name, e-mail, phone, UTR"
              className={`${inputClass} w-72`}
            />
          </label>
          <button type="submit" className="btn btn-primary btn-sm">
            Search
          </button>
        </form>
      </div>
      <PagedTable
        table={table}
        pending={query.isPending}
        loading="Loading e-hundi entries…"
        caption={`E-hundi entries, page ${page} of ${pages}`}
        empty="No e-hundi entry here."
        pagerLabel="E-hundi pages"
        page={page}
        total={meta?.total}
        perPage={meta?.per_page}
        onPage={(next) => setFilter('page', String(next))}
      />
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
    </div>
  );
}
