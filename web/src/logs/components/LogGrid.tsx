// The dense grid of the log pages: Blueprint's Table (the first design's choice for dense grids). It draws only
// the cells in view, so 'Todos' (thousands of entries) scrolls inside the grid at once; cells can be selected and
// copied (Ctrl+C) as text, and every cell shows its whole text on hover.
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
const MIN_SCALE = 0.8;

/**
 * The columns' widths fitted to the grid's frame in proportion: widened when there is more room, narrowed down to
 * MIN_SCALE of their width when there is less (a 1024 px tablet), so the last column is not cut off; narrower than
 * that, the grid scrolls sideways.
 */
function useFittedWidths(widths: readonly number[]) {
  const frame = useRef<HTMLElement>(null);
  const [available, setAvailable] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Measured at once as well: the grid must fit from its first drawing, not only after a later resize.
    setAvailable(Math.floor(element.clientWidth));
    const observer = new ResizeObserver(([entry]) => setAvailable(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const key = widths.join(',');
  // One array per frame width: a new one would make the table lay its columns out again (and drop a resize).
  const fitted = useMemo(() => {
    const needed = widths.reduce((sum, w) => sum + w, 0);
    // A couple of pixels short of the frame, so rounding never brings a horizontal scrollbar.
    const room = available - 2;
    return room > 0 && room >= needed * MIN_SCALE ? widths.map((w) => Math.floor((w * room) / needed)) : [...widths];
    // `key` stands for the widths' values: a new array of the same widths must not lay the table out again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rule cannot see that `key` is `widths` by value
  }, [available, key]);
  return { frame, widths: fitted };
}

export function LogGrid<T>({ label, rows, columns }: Props<T>) {
  const { frame, widths } = useFittedWidths(columns.map((c) => c.width));
  // As tall as its rows up to most of the screen; past that the grid scrolls its own rows.
  const height = `min(70vh, ${rows.length * ROW_HEIGHT + HEADER_HEIGHT + 2}px)`;
  return (
    <section ref={frame} className="log-grid" aria-label={label} style={{ height }}>
      <Table2
        numRows={rows.length}
        columnWidths={widths}
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
