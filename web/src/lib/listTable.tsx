// The table of a server-paged list (branches, customers, CEPs, coverage areas, notifications, staff, cancelled
// orders): the compact striped 'list-table', one header cell per column, and the rows through TableRows (rendered
// as is up to a page's worth, virtualised beyond).
import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { stripedTable, TableRows } from './virtualRows';

interface Props<T> {
  /** The columns' header texts, in order. */
  headers: readonly string[];
  items: readonly T[];
  getKey: (item: T) => string;
  /** A row's usual height in px, before it is measured. */
  estimateHeight: number;
  /** The <tr> elements of one item. */
  children: (item: T, index: number) => ReactNode;
}

export function ListTable<T>({ headers, items, getKey, estimateHeight, children }: Props<T>) {
  return (
    <HTMLTable className="list-table" striped={stripedTable(items.length)} compact>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header}>{header}</th>
          ))}
        </tr>
      </thead>
      <TableRows items={items} getKey={getKey} estimateHeight={estimateHeight} columns={headers.length}>
        {children}
      </TableRows>
    </HTMLTable>
  );
}
