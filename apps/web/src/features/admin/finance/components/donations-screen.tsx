import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  DONATION_GATEWAYS,
  TRUSTS,
  TRUST_IDS,
  adminPaths,
  formatRupees,
  type AdminDonation,
} from '@charity/shared';
import { PagedTable, pageCount, useServerPagedTable } from '#src/features/admin/ui/paged-table.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { useDonations, type DonationFilters } from '#src/features/admin/finance/api/list-donations.ts';
import { GATEWAY_LABELS, formatDate, sourceOf } from '#src/features/admin/finance/components/format.ts';
import { StatusName } from '#src/features/admin/finance/components/status-name.tsx';

const column = createColumnHelper<AdminDonation>();
/** One empty list, so the table's input does not change identity on every render while loading. */
const FILTER_KEYS = ['trust', 'status', 'fy', 'from', 'to', 'gateway', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const selectClass = 'mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-ink';
const labelClass = 'text-sm font-semibold text-maroon';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="block">
      <span className={labelClass}>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Donations (finance): every donation, filtered, newest first, with the totals of the whole filter. */
export function DonationsScreen() {
  const [params, setParams] = useSearchParams();
  const filters: DonationFilters = {
    page: Math.max(1, Number(params.get('page')) || 1),
    ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<
      FilterKey,
      string
    >),
  };
  const query = useDonations(filters);
  // The search box and dates are applied with the Filter button; selects apply at once.
  const [draft, setDraft] = useState({ q: filters.q, fy: filters.fy, from: filters.from, to: filters.to });

  const setFilters = (changes: Partial<Record<FilterKey | 'page', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  const columns = useMemo(
    () => [
      column.accessor((row) => row.paid_at ?? row.created_at, {
        id: 'date',
        header: 'Date',
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor((row) => `${row.first_name} ${row.last_name}`, {
        id: 'donor',
        header: 'Donor',
        cell: (info) => (
          <Link to={adminPaths.donation(info.row.original.id)} className="font-semibold underline">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('amount', { header: 'Amount', cell: (info) => formatRupees(info.getValue()) }),
      column.accessor('trust_name', { header: 'Trust' }),
      column.accessor('fund_name', { header: 'Fund' }),
      column.accessor('status_name', {
        header: 'Status',
        cell: (info) => <StatusName donation={info.row.original} />,
      }),
      column.accessor((row) => sourceOf(row), { id: 'source', header: 'Source' }),
      column.accessor('receipt_number', { header: 'Receipt', cell: (info) => info.getValue() ?? '—' }),
      column.accessor('pan', { header: 'PAN', cell: (info) => info.getValue() ?? '—' }),
      column.accessor('reference', { header: 'Reference' }),
    ],
    [],
  );
  const table = useServerPagedTable(query.data?.data, columns);

  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  const meta = query.data?.meta;
  const pages = pageCount(meta?.total, meta?.per_page);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
        <FilterSelect
          label="Trust"
          value={filters.trust}
          onChange={(trust) => setFilters({ trust })}
          options={[
            { value: '', label: 'Both trusts' },
            ...TRUST_IDS.map((id) => ({ value: String(id), label: TRUSTS[id].name })),
          ]}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          options={[
            { value: '', label: 'Any status' },
            { value: '1', label: 'Paid' },
            { value: '0', label: 'Pending' },
          ]}
        />
        <FilterSelect
          label="Source"
          value={filters.gateway}
          onChange={(gateway) => setFilters({ gateway })}
          options={[
            { value: '', label: 'Any source' },
            ...DONATION_GATEWAYS.map((gateway) => ({ value: gateway, label: GATEWAY_LABELS[gateway] })),
          ]}
        />
        <form onSubmit={apply} className="flex flex-wrap items-end gap-4" aria-label="Search and dates">
          <label className="block">
            <span className={labelClass}>Financial year</span>
            <input
              value={draft.fy}
              onChange={(event) => setDraft({ ...draft, fy: event.target.value })}
              placeholder="2026-27"
              className={`${selectClass} w-28`}
            />
          </label>
          <label className="block">
            <span className={labelClass}>From</span>
            <input
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              className={selectClass}
            />
          </label>
          <label className="block">
            <span className={labelClass}>To</span>
            <input
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              className={selectClass}
            />
          </label>
          <label className="block">
            <span className={labelClass}>Search</span>
            <input
              type="search"
              value={draft.q}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
              placeholder="Name, e-mail, reference, receipt, payment id"
              className={`${selectClass} w-72`}
            />
          </label>
          <button type="submit" className="btn btn-primary btn-sm">
            Filter
          </button>
        </form>
      </div>

      {meta ? (
        <p role="status" className="rounded-2xl border border-line bg-sand p-4 font-semibold">
          {meta.totals.count} {meta.totals.count === 1 ? 'donation' : 'donations'},{' '}
          {formatRupees(meta.totals.amount)} in all
          {/* Refunded gifts went back to the donor: shown apart, never in the sum. */}
          {meta.totals.refunded.count > 0
            ? `; ${meta.totals.refunded.count} refunded (${formatRupees(meta.totals.refunded.amount)}), not counted`
            : null}
        </p>
      ) : null}

      <PagedTable
        table={table}
        pending={query.isPending}
        loading="Loading donations…"
        caption={`Donations, page ${filters.page} of ${pages}`}
        empty="No donation matches these filters."
        pagerLabel="Donation pages"
        page={filters.page}
        total={meta?.total}
        perPage={meta?.per_page}
        onPage={(page) => setFilters({ page: String(page) })}
      />
    </div>
  );
}
