// The body of a list table. Up to a page's worth of rows renders as is; a long list ('Todos': 1 298 completed
// orders) renders only the rows near the viewport, through @tanstack/react-virtual on the window's scroll, so the
// list is usable as soon as its data arrives. Each item is its own <tbody> (a row and its sub-rows: additional
// orders), measured after it renders, since rows wrap to different heights.
import { Fragment, memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** From this many items the list is virtualised ('Todos', or pages of 100 and more). */
const VIRTUAL_FROM = 60;
/**
 * Rows drawn beyond each edge of the window: enough for a wheel step or a keyboard move, few enough that a fast
 * scroll (which replaces every row in view on each frame) mounts little more than what is seen
 * (docs/decisions/0043-fast-on-the-wire.md).
 */
const OVERSCAN = 2;

interface Props<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** A row's usual height in px, before it is measured. */
  estimateHeight: number;
  /** Columns of the table, for the spacer rows. */
  columns: number;
  /** The <tr> elements of one item. */
  children: (item: T, index: number) => ReactNode;
}

export function TableRows<T>(props: Props<T>) {
  if (props.items.length < VIRTUAL_FROM) {
    return (
      <tbody>
        {props.items.map((item, index) => (
          <Fragment key={props.getKey(item)}>{props.children(item, index)}</Fragment>
        ))}
      </tbody>
    );
  }
  return <VirtualRows {...props} />;
}

/** Blueprint's stripes count rows within a <tbody>; a virtualised list draws its own (list.css). */
export function stripedTable(count: number): boolean {
  return count < VIRTUAL_FROM;
}

function VirtualRows<T>({ items, getKey, estimateHeight, columns, children }: Props<T>) {
  const start = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts on the page: the virtualiser counts the window's scroll from there.
  useLayoutEffect(() => {
    const top = start.current?.getBoundingClientRect().top;
    if (top !== undefined) setOffset(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer<HTMLTableSectionElement>({
    count: items.length,
    estimateSize: () => estimateHeight,
    overscan: OVERSCAN,
    scrollMargin: offset,
    getItemKey: (index) => getKey(items[index]),
    // Rows follow the scroll in React's own render, not in a synchronous one inside every scroll event, which
    // laid the table out again before the browser's own frame (measured by `npm run bench -- lists`).
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows.length ? rows[0].start - offset : 0;
  const after = rows.length ? virtualizer.getTotalSize() - (rows[rows.length - 1].end - offset) : 0;
  return (
    <>
      <tbody ref={start}>
        <Spacer height={before} columns={columns} />
      </tbody>
      {rows.map((row) => (
        <tbody key={row.key} ref={virtualizer.measureElement} data-index={row.index} className={row.index % 2 === 0 ? 'list-stripe' : undefined}>
          <ItemRows item={items[row.index]} index={row.index} render={children} />
        </tbody>
      ))}
      <tbody>
        <Spacer height={after} columns={columns} />
      </tbody>
    </>
  );
}

interface ItemRowsProps {
  item: unknown;
  index: number;
  render: (item: never, index: number) => ReactNode;
}

/**
 * Scrolling re-renders the list on every frame; an item already in view keeps its rows as they are (Blueprint's
 * buttons measure their text after each render, which would lay the page out again once per button).
 */
const ItemRows = memo(function ItemRows({ item, index, render }: ItemRowsProps) {
  return <>{render(item as never, index)}</>;
});

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="list-spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}
