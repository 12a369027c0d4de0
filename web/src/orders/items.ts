// Pure helpers for the item table of the order details and the printed sheets.
import type { OrderItemRow_ItemFragment } from '../generated/graphql';

export type ItemRow = OrderItemRow_ItemFragment;
export type DetailItem = ItemRow & { substitutes: readonly ItemRow[] };
export type QuantityView = 'ordered' | 'picked';

export interface SectionGroup<T extends ItemRow = DetailItem> {
  key: string;
  description: string;
  rank: number | null;
  items: T[];
}

const NO_SECTION = 'Sem seção';

/** Items grouped by section, sections ordered by their rank for the order's branch (unranked last). */
export function groupBySection<T extends ItemRow>(items: readonly T[]): SectionGroup<T>[] {
  const groups = new Map<string, SectionGroup<T>>();
  for (const item of items) {
    const section = item.product.section;
    const key = section?.id ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { key, description: section?.description ?? NO_SECTION, rank: section?.rank ?? null, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].sort(
    (a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) || a.description.localeCompare(b.description, 'pt-BR'),
  );
}

/**
 * Quantities as the order desk reads them: the upstream keeps three decimals and the screen shows them
 * with the last character trimmed ('1.500' -> '1,50'); separated substitutes keep three decimals.
 */
export function formatQuantity(value: string | null | undefined, keepThreeDecimals = false): string {
  if (value === null || value === undefined || value === '') return '-';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return '-';
  const fixed = amount.toFixed(3);
  return (keepThreeDecimals ? fixed : fixed.slice(0, -1)).replace('.', ',');
}

export function shownQuantity(item: ItemRow, view: QuantityView): string | null {
  return view === 'picked' ? (item.pickedQuantity ?? '0') : item.quantity;
}

/** Line value: price times the shown quantity; missing or cancelled items count zero when picked. */
export function lineValue(item: ItemRow, view: QuantityView): number {
  if (view === 'picked' && (item.missing || item.cancelled)) return 0;
  const quantity = Number(shownQuantity(item, view) ?? 0);
  const price = Number(item.price);
  return Number.isFinite(quantity) && Number.isFinite(price) ? Math.round(quantity * price * 100) / 100 : 0;
}

export function itemsTotal(items: readonly ItemRow[], view: QuantityView): number {
  return Math.round(items.reduce((sum, item) => sum + lineValue(item, view) * 100, 0)) / 100;
}

/** The picked view leaves out items that were not picked (em_falta). */
export function visibleForView<T extends ItemRow>(items: readonly T[], view: QuantityView): T[] {
  return view === 'picked' ? items.filter((item) => !item.missing) : [...items];
}

/** '1 item', '3 itens' (the sheets' totals and the details toolbar). */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

/** Covenant code (codConvenio) is shown for payment methods 11 and 12 only. */
export function showsCovenant(paymentMethodId: string | null | undefined): boolean {
  return paymentMethodId === '11' || paymentMethodId === '12';
}

/** A flat row list for the virtualised table: section headers, items and their substitutes. */
export type FlatRow = { kind: 'section'; group: SectionGroup } | { kind: 'item'; item: DetailItem } | { kind: 'substitute'; item: ItemRow; parentId: string };

export function flattenGroups(groups: readonly SectionGroup[]): FlatRow[] {
  const rows: FlatRow[] = [];
  for (const group of groups) {
    rows.push({ kind: 'section', group });
    for (const item of group.items) {
      rows.push({ kind: 'item', item });
      for (const substitute of item.substitutes) rows.push({ kind: 'substitute', item: substitute, parentId: item.id });
    }
  }
  return rows;
}

/** Rows to render for a fixed-height virtual list, with `overscan` rows either side. */
export function visibleRange(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan = 8) {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  return { start: first, end: Math.max(first, last) };
}
