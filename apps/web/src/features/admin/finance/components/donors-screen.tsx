import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  DONOR_PATHS,
  DONOR_SEGMENTS,
  DONOR_SEGMENT_LABELS,
  adminPaths,
  formatRupees,
  type DonorSummary,
} from '@charity/shared';
import { pageCount } from '#src/features/admin/ui/pager.tsx';
import { donorSearch, useDonors } from '#src/features/admin/finance/api/list-donors.ts';
import { formatDay } from '#src/features/admin/ui/format.ts';
import {
  filterSelect,
  ListFilters,
  ListScreen,
  listPaging,
  useListTable,
} from '#src/features/admin/list/list-screen.tsx';
import { useListParams } from '#src/features/admin/list/use-list-params.ts';

const column = createColumnHelper<DonorSummary>();
const FILTER_KEYS = ['segment'] as const;

const SEGMENT_OPTIONS = [
  { value: '', label: 'Every donor' },
  ...DONOR_SEGMENTS.map((segment) => ({ value: segment, label: DONOR_SEGMENT_LABELS[segment] })),
];

/** A date or an amount kept on one line: a wrapped "29 / Nov / 2026" is hard to read down a column. */
const nowrap = (text: string) => <span className="whitespace-nowrap">{text}</span>;

const donorCount = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'donor' : 'donors'}`;

/**
 * Donors (finance): each person once, whatever number of gifts, with their totals; searched, narrowed to a
 * segment, paged, and downloaded as CSV (docs/product/giving.md "Donors").
 */
export function DonorsScreen() {
  const list = useListParams(FILTER_KEYS);
  const { segment } = list.filters;
  const query = useDonors({ page: list.page, q: list.q, segment });
  const meta = query.data?.meta;

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Donor',
        cell: (info) => (
          <Link
            to={adminPaths.donor(info.row.original.id)}
            className="font-semibold whitespace-nowrap underline"
          >
            {info.getValue() || `Donor #${info.row.original.id}`}
          </Link>
        ),
      }),
      column.accessor('lifetime_total', {
        header: 'Lifetime',
        cell: (info) => nowrap(formatRupees(info.getValue())),
      }),
      column.accessor('year_total', {
        header: 'This year',
        cell: (info) => nowrap(formatRupees(info.getValue())),
      }),
      column.accessor('gift_count', {
        header: 'Gifts',
        cell: (info) => (
          <>
            {info.getValue()}
            {info.row.original.monthly ? <span className="ml-2 text-sm text-maroon">monthly</span> : null}
          </>
        ),
      }),
      column.accessor('last_gift_on', {
        header: 'Last gift',
        cell: (info) => nowrap(formatDay(info.getValue())),
      }),
      column.accessor('first_gift_on', {
        header: 'First gift',
        cell: (info) => nowrap(formatDay(info.getValue())),
      }),
      column.accessor('email', { header: 'E-mail', cell: (info) => info.getValue() || '—' }),
      column.accessor('phone', { header: 'Phone', cell: (info) => nowrap(info.getValue() || '—') }),
      column.accessor('city', { header: 'City', cell: (info) => info.getValue() || '—' }),
      column.accessor('pan', { header: 'PAN', cell: (info) => info.getValue() ?? '—' }),
    ],
    [],
  );
  const table = useListTable(query.data?.data, columns);
  const pages = pageCount(meta?.total, meta?.per_page);
  const search = donorSearch({ q: list.q, segment });

  return (
    <ListScreen
      query={query}
      table={table}
      header={
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-ink/80">
            One line per person: gifts with the same PAN, or the same e-mail address verified with a donor
            account, are one donor.
          </p>
          <a
            href={`${DONOR_PATHS.csv}${search ? `?${search}` : ''}`}
            download
            className="btn btn-outline btn-sm ml-auto"
          >
            Download CSV
          </a>
        </div>
      }
      filters={
        <ListFilters
          selects={[filterSelect(list, 'segment', 'Segment', SEGMENT_OPTIONS)]}
          search={{
            q: list.q,
            onSearch: (text) => list.set({ q: text }),
            name: 'Search donors',
            placeholder: 'Name, e-mail, phone, city or whole PAN',
            primary: true,
            wide: true,
          }}
        />
      }
      summary={
        meta ? (
          <p role="status" className="rounded-2xl border border-line bg-sand p-4 font-semibold">
            {donorCount(meta.total)}
            {segment
              ? ` (${DONOR_SEGMENT_LABELS[segment as keyof typeof DONOR_SEGMENT_LABELS] ?? segment})`
              : ''}
            . “This year” is the financial year {meta.financial_year}.
          </p>
        ) : null
      }
      loading="Loading donors…"
      caption={`Donors, page ${list.page} of ${pages}`}
      empty="No donor matches this search."
      paging={listPaging(list, 'Donor pages', meta)}
    />
  );
}
