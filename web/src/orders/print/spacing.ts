// Spacing rows of the printed item table (docs/areas/orders.md#printing): they keep items clear of the tear
// lines of the order-desk paper. Full prints get one after item 3 and then every 7 items; partial prints
// (limited items, one section) after item 5 and then every 6.

export type PrintMode = 'full' | 'partial';

const RULES: Record<PrintMode, { first: number; every: number }> = {
  full: { first: 3, every: 7 },
  partial: { first: 5, every: 6 },
};

/** Whether a spacing row follows the item at 1-based position `position`. */
export function spacerAfter(position: number, mode: PrintMode): boolean {
  const { first, every } = RULES[mode];
  return position >= first && (position - first) % every === 0;
}

export type PrintRow<T> = { kind: 'item'; item: T; position: number } | { kind: 'spacer' };

/** The items with spacing rows in between; none trails the last item. */
export function withSpacers<T>(items: readonly T[], mode: PrintMode): PrintRow<T>[] {
  const rows: PrintRow<T>[] = [];
  items.forEach((item, index) => {
    const position = index + 1;
    rows.push({ kind: 'item', item, position });
    if (position < items.length && spacerAfter(position, mode)) rows.push({ kind: 'spacer' });
  });
  return rows;
}
