import { flexRender, type Column, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

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
  headRow: 'max-md:flex max-md:flex-wrap',
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

/**
 * The console's table markup for a TanStack table: a captioned table with column headers and one row per record,
 * or `empty` across all columns when there is none; on a phone, one card per record (above). Paging, sorting and
 * filters stay with the screen, which owns the query.
 */
export function DataTable<Row>({
  table,
  caption,
  empty,
}: {
  table: Table<Row>;
  caption: ReactNode;
  empty: ReactNode;
}) {
  const rows = table.getRowModel().rows;
  return (
    <div className={tableClasses.frame}>
      <table className={tableClasses.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={tableClasses.head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className={tableClasses.headRow}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={tableClasses.headCell}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
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
