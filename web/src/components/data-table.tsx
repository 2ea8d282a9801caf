import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row (a <th scope="row">). */
  rowHeader?: boolean;
}

interface DataTableProps<T> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
}

// Below lg each row is a card whose cells show their column name (from data-label), so nothing
// hides behind a horizontal scroll on a phone; from lg up it is an ordinary table. A value with no
// place to break (a SKU) wraps anywhere by its own class (SkuText), so the rest still wraps between words.
const cellClass =
  'flex items-start justify-between gap-4 py-1 text-right break-words before:shrink-0 before:text-sm before:font-medium before:text-slate-600 before:content-[attr(data-label)] lg:table-cell lg:px-4 lg:py-3 lg:text-left lg:align-middle lg:before:content-none';

/** A list answer as a table: one column definition per column. */
export function DataTable<T>({ caption, rows, rowKey, columns }: DataTableProps<T>) {
  return (
    <div className="card overflow-hidden">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-100 text-sm text-slate-700 lg:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 lg:table-row-group">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="block px-4 py-3 lg:table-row lg:p-0">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" data-label={column.header} className={`${cellClass} font-medium text-slate-900`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} data-label={column.header} className={cellClass}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
