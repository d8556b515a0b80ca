import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * The console's table markup for a TanStack table: a captioned, horizontally scrollable table with column headers
 * and one row per record, or `empty` across all columns when there is none. Paging, sorting and filters stay with
 * the screen, which owns the query.
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
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={table.getVisibleLeafColumns().length} className="px-4 py-6 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-t border-line">
                {row.getVisibleCells().map((cell) => (
                  // Top-aligned: a tall cell (an audit entry's changes) must not push the others out of sight.
                  <td key={cell.id} className="px-4 py-3 align-top">
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
