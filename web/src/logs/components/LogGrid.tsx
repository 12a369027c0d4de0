// The dense grid of the log pages: Blueprint's Table (the design card's choice "for dense grids"). It draws only
// the cells in view, so 'Todos' (thousands of entries) scrolls inside the grid at once; cells can be selected and
// copied (Ctrl+C) as text, and every cell shows its whole text on hover.
import type { ReactNode } from 'react';
import { Cell, Column, Table2 } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';

export interface LogColumn<T> {
  name: string;
  /** px */
  width: number;
  /** The cell's text (shown, copied, and its hover title). */
  text: (row: T) => string;
  /** Cell content other than its text (buttons): the cell is then interactive. */
  render?: (row: T) => ReactNode;
}

interface Props<T> {
  /** The grid's accessible name. */
  label: string;
  rows: readonly T[];
  columns: ReadonlyArray<LogColumn<T>>;
}

export const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 31;

export function LogGrid<T>({ label, rows, columns }: Props<T>) {
  // As tall as its rows up to most of the screen; past that the grid scrolls its own rows.
  const height = `min(70vh, ${rows.length * ROW_HEIGHT + HEADER_HEIGHT + 2}px)`;
  return (
    <section className="log-grid" aria-label={label} style={{ height }}>
      <Table2
        numRows={rows.length}
        columnWidths={columns.map((c) => c.width)}
        defaultRowHeight={ROW_HEIGHT}
        enableRowHeader={false}
        enableRowResizing={false}
        cellRendererDependencies={[rows, columns]}
        getCellClipboardData={(row, column) => columns[column].text(rows[row])}
      >
        {columns.map((column) => (
          <Column
            key={column.name}
            name={column.name}
            cellRenderer={(index) => {
              const row = rows[index];
              const text = column.text(row);
              return (
                <Cell tooltip={text} interactive={Boolean(column.render)}>
                  {column.render ? column.render(row) : text}
                </Cell>
              );
            }}
          />
        ))}
      </Table2>
    </section>
  );
}
