// The order in which an order's items are shown and printed for picking: grouped by section, the groups by the
// section's rank for the order's branch (the branch's 'Ordenar Seções por Filial'), as pure functions.
import type { OrderItemRecord } from '../../upstreams/product-api/order-items';

/** The section's rank for a branch (ranksecao; `branch`: the branch's id, as ranks name it), else the rank the item
 *  was stored with (also when the answer carried the product's id only). */
export function sectionRank(item: OrderItemRecord, branch: number | null): number | null {
  const ranks = item.product?.secao?.ranksecao ?? [];
  const own = branch === null ? undefined : ranks.find((r) => Number(r.filial) === branch);
  if (own) return Number(own.rank);
  return item.modranksecao ?? null;
}

/**
 * Items grouped by section and the groups ordered by the section's rank for the order's branch (unranked
 * last), then by section id so a group stays together, then by item id.
 */
export function sortItemsBySection(items: readonly OrderItemRecord[], branch: number | null): OrderItemRecord[] {
  const key = (item: OrderItemRecord) => {
    const rank = sectionRank(item, branch);
    const section = item.product?.secao?.id ?? Number.MAX_SAFE_INTEGER;
    return [rank ?? Number.MAX_SAFE_INTEGER, section, item.id] as const;
  };
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
    .map((entry) => entry.item);
}
