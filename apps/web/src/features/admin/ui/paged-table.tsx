import { getCoreRowModel, useReactTable, type ColumnDef, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { DataTable } from '#src/features/admin/ui/data-table.tsx';
import { Pager } from '#src/features/admin/ui/pager.tsx';

const NO_ROWS: never[] = [];

/** How many pages `total` records fill at `perPage` a page: at least one, also while the total is unknown. */
export const pageCount = (total: number | undefined, perPage: number | undefined): number =>
  total === undefined ? 1 : Math.max(1, Math.ceil(total / Math.max(1, perPage ?? 1)));

/**
 * A TanStack table over one page of a server-paged list. The server pages, filters, sorts and searches; the table
 * only lays out the rows it was handed, keyed by their ids so a refetch keeps each row's identity.
 */
export function useServerPagedTable<Row extends { id: number | string }>(
  rows: Row[] | undefined,
  // TanStack's own column type: each column's value type differs, so the list is typed loosely, as TanStack does.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[],
): Table<Row> {
  // TanStack Table's API is not memoisable; the project does not run the React Compiler, so nothing is lost.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows ?? NO_ROWS,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => String(row.id),
  });
}

export type PagedTableProps<Row> = {
  table: Table<Row>;
  /** True until the first page arrives: a spinner stands in for the table meanwhile. */
  pending: boolean;
  /** What the spinner says, e.g. "Loading messages…". */
  loading: string;
  caption: ReactNode;
  empty: ReactNode;
  /** The pager's accessible name, e.g. "Message pages". */
  pagerLabel: string;
  page: number;
  total: number | undefined;
  perPage: number | undefined;
  onPage: (page: number) => void;
};

/** A console list's body: a spinner until the first answer, then the table, with the pager below either way. */
export function PagedTable<Row>({
  table,
  pending,
  loading,
  caption,
  empty,
  pagerLabel,
  page,
  total,
  perPage,
  onPage,
}: PagedTableProps<Row>) {
  return (
    <>
      {pending ? (
        <div role="status" className="flex items-center gap-3">
          <Spinner className="size-6" /> {loading}
        </div>
      ) : (
        <DataTable table={table} caption={caption} empty={empty} />
      )}
      <Pager label={pagerLabel} page={page} pages={pageCount(total, perPage)} total={total} onPage={onPage} />
    </>
  );
}
