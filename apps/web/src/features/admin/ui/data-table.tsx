import { flexRender, type Column, type Header, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { nextSort, sortDirection, type ListSort } from '#src/features/admin/list/use-list-params.ts';

/*
 * Below 768 px (md) a console table reflows into one card per row (docs/product/console.md, "On a phone"): every
 * part of the table becomes a block, each cell shows its column's name before its value ("Status: Upcoming", from
 * `data-label` and .console-cell in styles.css) and the header row keeps only its controls (the "select all" box).
 * From md on it is the plain table. The classes are shared with the sortable table (sortable-table.tsx).
 */
export const tableClasses = {
  frame: 'rounded-2xl border border-line bg-white md:overflow-x-auto',
  table: 'w-full text-left text-sm max-md:block',
  head: 'bg-sand max-md:block max-md:rounded-t-2xl',
  headRow: 'max-md:flex max-md:flex-wrap max-md:items-center',
  /** A header cell: on a phone only one holding a control stays, since each card names its own values. */
  headCell: 'px-4 py-3 font-semibold max-md:hidden max-md:has-[input,button,select]:block',
  body: 'max-md:block',
  row: 'border-t border-line max-md:block max-md:px-4 max-md:py-3 max-md:first:border-t-0',
  cell: 'console-cell px-4 py-3 max-md:block max-md:px-0 max-md:py-1 max-md:[overflow-wrap:anywhere]',
  empty: 'px-4 py-6 text-center text-muted max-md:block',
} as const;

/**
 * The name a column's cells carry on a phone: its header when the header is words. A header drawn by a function
 * (a "select all" box, an "Actions" read only by screen readers) names nothing; such cells speak for themselves.
 */
export const cellLabel = <Row,>(column: Column<Row, unknown>): string | undefined => {
  const header = column.columnDef.header;
  return typeof header === 'string' && header !== '' ? header : undefined;
};

/** Arrows, not icons: the console's chunk should not pull in icons the public site shares (`npm run size`). */
const SORT_ARROW = { ascending: '↑', descending: '↓', none: '↕' } as const;

/**
 * A column header: its name, or with `sort` and a sortable column a button that sorts by it (the other way round
 * on a second press), aria-sort on the sorted one (WAI-ARIA's sortable table). On a phone the header row shows
 * only controls (above), so the sort buttons stand above the cards as a row of their own.
 */
function HeaderCell<Row>({
  header,
  sort,
  first,
}: {
  header: Header<Row, unknown>;
  sort: ListSort | undefined;
  /** The first sortable column: on a phone it starts the row of sort buttons with "Sort by". */
  first: boolean;
}) {
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!sort || !Object.hasOwn(sort.columns, header.column.id)) {
    return (
      <th scope="col" className={tableClasses.headCell}>
        {content}
      </th>
    );
  }
  const direction = sortDirection(sort, header.column.id);
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={`${tableClasses.headCell} max-md:py-2 ${first ? 'max-md:pr-1' : 'max-md:px-1'}`}
    >
      {first ? (
        // Read by sighted phone users only: a screen reader hears each header's sort state (aria-sort).
        <span aria-hidden="true" className="mr-2 text-sm font-normal text-muted md:hidden">
          Sort by
        </span>
      ) : null}
      <button
        type="button"
        onClick={() => sort.onSort(nextSort(sort, header.column.id))}
        className={`inline-flex items-center gap-1 font-semibold hover:underline max-md:rounded-full max-md:border max-md:bg-white max-md:px-3 max-md:py-1 ${direction ? 'max-md:border-maroon' : 'max-md:border-line'}`}
      >
        {content}
        <span aria-hidden="true" className={direction ? 'text-maroon' : 'text-muted'}>
          {SORT_ARROW[direction ?? 'none']}
        </span>
      </button>
    </th>
  );
}

/**
 * The console's table markup for a TanStack table: a captioned table with column headers and one row per record,
 * or `empty` across all columns when there is none; on a phone, one card per record (above). Paging, sorting and
 * filters stay with the screen, which owns the query: a sortable header only asks it for another order.
 */
export function DataTable<Row>({
  table,
  caption,
  empty,
  sort,
}: {
  table: Table<Row>;
  caption: ReactNode;
  empty: ReactNode;
  /** The list's sort, drawn as sortable column headers. */
  sort?: ListSort;
}) {
  const rows = table.getRowModel().rows;
  const firstSortable = sort
    ? table.getVisibleLeafColumns().find((column) => Object.hasOwn(sort.columns, column.id))?.id
    : undefined;
  return (
    <div className={tableClasses.frame}>
      <table className={tableClasses.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={tableClasses.head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className={tableClasses.headRow}>
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  sort={sort}
                  first={header.column.id === firstSortable}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={tableClasses.body}>
          {rows.length === 0 ? (
            <tr className="max-md:block">
              <td colSpan={table.getVisibleLeafColumns().length} className={tableClasses.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={tableClasses.row}>
                {row.getVisibleCells().map((cell) => (
                  // Top-aligned: a tall cell (an audit entry's changes) must not push the others out of sight.
                  <td
                    key={cell.id}
                    data-label={cellLabel(cell.column)}
                    className={`${tableClasses.cell} align-top`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
