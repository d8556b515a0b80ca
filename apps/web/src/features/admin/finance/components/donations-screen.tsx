import { useMemo, type FormEvent } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  DONATION_GATEWAYS,
  TRUSTS,
  TRUST_IDS,
  adminPaths,
  formatRupees,
  type AdminDonation,
  type AdminDonationList,
  type DonationSort,
} from '@charity/shared';
import { pageCount } from '#src/features/admin/ui/pager.tsx';
import { useDonations, type DonationFilters } from '#src/features/admin/finance/api/list-donations.ts';
import { GATEWAY_LABELS, sourceOf } from '#src/features/admin/finance/components/donation-source.ts';
import { formatDay } from '#src/features/admin/ui/format.ts';
import { DonationStatusTag } from '#src/components/ui/status-tag.tsx';
import {
  filterSelect,
  ListFilters,
  ListScreen,
  listPaging,
  useListTable,
} from '#src/features/admin/list/list-screen.tsx';
import { listSort, useListParams } from '#src/features/admin/list/use-list-params.ts';

const column = createColumnHelper<AdminDonation>();
/** The URL's filter keys besides page and q (docs/product/console.md "Finance": trust, status, source, year, dates). */
const FILTER_KEYS = ['trust', 'status', 'fy', 'from', 'to', 'gateway'] as const;

const TRUST_OPTIONS = [
  { value: '', label: 'Both trusts' },
  ...TRUST_IDS.map((id) => ({ value: String(id), label: TRUSTS[id].name })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: '1', label: 'Paid' },
  { value: '0', label: 'Pending' },
];
const SOURCE_OPTIONS = [
  { value: '', label: 'Any source' },
  ...DONATION_GATEWAYS.map((id) => ({ value: id, label: GATEWAY_LABELS[id] })),
];

const selectClass = 'mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-ink';
const labelClass = 'text-sm font-semibold text-maroon';

/** The text of a field of the submitted form ('' when absent). */
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const donations = (count: number) => `${count} ${count === 1 ? 'donation' : 'donations'}`;

/**
 * The filter's totals in words: only money received is summed (paid, not refunded: the server's income rule),
 * whatever the status filter; refunded and unpaid donations the filter lists are named apart, never in the sum
 * (docs/product/giving.md "The donations list").
 */
export function receivedSummary({ total, totals }: AdminDonationList['meta']): string {
  const unpaid = total - totals.count - totals.refunded.count;
  return [
    `${formatRupees(totals.amount)} received from ${donations(totals.count)}`,
    // Refunded gifts went back to the donor: shown apart, never in the sum.
    ...(totals.refunded.count > 0
      ? [`${totals.refunded.count} refunded (${formatRupees(totals.refunded.amount)}), not counted`]
      : []),
    ...(unpaid > 0 ? [`${unpaid} pending (unpaid), not counted`] : []),
  ].join('; ');
}

/** Donations (finance): every donation, filtered, newest first or as sorted, with the totals of the whole filter. */
export function DonationsScreen() {
  const list = useListParams(FILTER_KEYS);
  const { trust, status, fy, from, to, gateway } = list.filters;
  // The sortable columns and the order each asks first (docs/product/giving.md "The donations list").
  const sort = listSort<DonationSort>(list, '-date', { date: '-date', donor: 'donor', amount: '-amount' });
  // The API's query in its usual order: page, the filters, the search, then the sort when not the newest first.
  const filters: DonationFilters = {
    page: list.page,
    trust,
    status,
    fy,
    from,
    to,
    gateway,
    q: list.q,
    sort: sort.param ?? '',
  };
  const query = useDonations(filters);
  // The search box and dates are applied with the Filter button; selects apply at once.
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    list.set({
      q: textOf(form, 'q'),
      fy: textOf(form, 'fy'),
      from: textOf(form, 'from'),
      to: textOf(form, 'to'),
    });
  };

  const columns = useMemo(
    () => [
      column.accessor((row) => row.paid_at ?? row.created_at, {
        id: 'date',
        header: 'Date',
        cell: (info) => formatDay(info.getValue()),
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
        cell: (info) => (
          <DonationStatusTag
            status={info.row.original.status}
            refunded={info.row.original.refunded_at !== null}
          />
        ),
      }),
      column.accessor((row) => sourceOf(row), { id: 'source', header: 'Source' }),
      column.accessor('receipt_number', { header: 'Receipt', cell: (info) => info.getValue() ?? '—' }),
      column.accessor('pan', { header: 'PAN', cell: (info) => info.getValue() ?? '—' }),
      column.accessor('reference', { header: 'Reference' }),
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
            filterSelect(list, 'trust', 'Trust', TRUST_OPTIONS),
            filterSelect(list, 'status', 'Status', STATUS_OPTIONS),
            filterSelect(list, 'gateway', 'Source', SOURCE_OPTIONS),
          ]}
        >
          {/* Uncontrolled, keyed by the URL's values: Back or a reload shows what the list is filtered by. */}
          <form
            key={`${fy}|${from}|${to}|${list.q}`}
            onSubmit={apply}
            className="flex flex-wrap items-end gap-4"
            aria-label="Search and dates"
          >
            <label className="block">
              <span className={labelClass}>Financial year</span>
              <input name="fy" defaultValue={fy} placeholder="2026-27" className={`${selectClass} w-28`} />
            </label>
            <label className="block">
              <span className={labelClass}>From</span>
              <input type="date" name="from" defaultValue={from} className={selectClass} />
            </label>
            <label className="block">
              <span className={labelClass}>To</span>
              <input type="date" name="to" defaultValue={to} className={selectClass} />
            </label>
            <label className="block">
              <span className={labelClass}>Search</span>
              <input
                type="search"
                name="q"
                defaultValue={list.q}
                placeholder="Name, e-mail, reference, receipt, payment id"
                className={`${selectClass} w-72`}
              />
            </label>
            <button type="submit" className="btn btn-primary btn-sm">
              Filter
            </button>
          </form>
        </ListFilters>
      }
      summary={
        meta ? (
          <p role="status" className="rounded-2xl border border-line bg-sand p-4 font-semibold">
            {receivedSummary(meta)}
          </p>
        ) : null
      }
      loading="Loading donations…"
      caption={`Donations, page ${list.page} of ${pages}`}
      sort={sort}
      empty="No donation matches these filters."
      paging={listPaging(list, 'Donation pages', meta)}
    />
  );
}
