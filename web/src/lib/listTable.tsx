// The table of a server-paged list (branches, customers, CEPs, coverage areas, notifications, staff, cancelled
// orders, integration keys): the compact striped 'list-table', one header cell per column, and the rows through
// TableRows (rendered as is up to a page's worth, virtualised beyond). Two rules every table of the kit keeps: a
// column a page has nothing to show in is left out (its header given as `false`: an 'Ações' column where the user has
// no action on any row), and a table without rows says so in its body (`emptyText`) instead of standing empty.
import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { stripedTable, TableRows } from './virtualRows';

/** What a kit table without rows says when its page gives no text of its own. */
export const EMPTY_TABLE_TEXT = 'Nenhum registro encontrado.';

interface Props<T> {
  /** The columns' header texts, in order; `false` for a column left out (its cells are then not drawn either). */
  headers: ReadonlyArray<string | false>;
  items: readonly T[];
  getKey: (item: T) => string;
  /** A row's usual height in px, before it is measured. */
  estimateHeight: number;
  /** The <tr> elements of one item. */
  children: (item: T, index: number) => ReactNode;
  /** Said in the table's body when it has no row. */
  emptyText?: string;
  /** Classes beside 'list-table'. */
  className?: string;
}

export function ListTable<T>({ headers, items, getKey, estimateHeight, children, emptyText = EMPTY_TABLE_TEXT, className }: Props<T>) {
  const shown = headers.filter((header): header is string => header !== false);
  return (
    <HTMLTable className={className ? `list-table ${className}` : 'list-table'} striped={stripedTable(items.length)} compact>
      <thead>
        <tr>
          {shown.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      {items.length === 0 ? (
        <tbody>
          <tr>
            <td colSpan={shown.length} className="list-table-empty">
              {emptyText}
            </td>
          </tr>
        </tbody>
      ) : (
        <TableRows items={items} getKey={getKey} estimateHeight={estimateHeight} columns={shown.length}>
          {children}
        </TableRows>
      )}
    </HTMLTable>
  );
}
