// Order items as the rules read them, and the list flags of docs/areas/orders.md#open-orders (limited offers,
// butchery, first purchase) plus the separated value that gates invoicing.
// The input types are structural subsets of the order items the product API module shapes (OrderItemRecord of
// upstreams/product-api/order-items.ts), so the gateway passes those items as they come.
import { roundTo, toDecimal } from './decimal-rules';
import type { DecimalInput } from './decimal-rules';

export interface RuleProduct {
  codprod: number | string;
  descricao?: string | null;
  /** 'KG' for items sold by weight; anything else is sold by unit. */
  unidade?: string | null;
  tipopoferta?: string | null;
  codauxiliar?: number | string | null;
  secao?: { id: number; descricao?: string | null } | null;
  categoria?: { descricao?: string | null } | null;
}

export interface RuleOrderItem {
  id?: number;
  codauxiliar?: number | string | null;
  /** The item's product as read (an item whose answer carried the product's id only is read again first). */
  product: RuleProduct;
  quantidade?: DecimalInput;
  qtd_separada?: DecimalInput;
  pvenda: DecimalInput;
  ptabela?: DecimalInput;
  vlrdesconto?: DecimalInput;
  em_falta?: boolean | null;
  cancela_item?: boolean | null;
  /** Offer type at the time of the order (L limited, CB, CI); falls back to the product's. */
  tipopoferta?: string | null;
  substitutos?: readonly RuleOrderItem[] | null;
}

export const LIMITED_OFFER_TYPE = 'L';

/**
 * The item's own offer type wins: the product's may have changed since the order was placed. `product` null: the
 * item's answer carried the product's id only, so the item's own type is all there is to read.
 */
export function offerTypeOf(item: { tipopoferta?: string | null; product: Pick<RuleProduct, 'tipopoferta'> | null }): string | null {
  const own = item.tipopoferta?.trim();
  if (own) return own.toUpperCase();
  const product = item.product?.tipopoferta?.trim();
  return product ? product.toUpperCase() : null;
}

/** An item of a limited offer (the lists' flag and 'Alerta - Produtos em Limitação'). */
export function isLimitedItem<T extends Parameters<typeof offerTypeOf>[0]>(item: T): boolean {
  return offerTypeOf(item) === LIMITED_OFFER_TYPE;
}

/**
 * Items with their substitutes, each once. The API lists a substitute under the item it replaces
 * and may also list it at the top level; rules that sum or send items must see it exactly once.
 */
export function flattenItems(items: readonly RuleOrderItem[]): RuleOrderItem[] {
  const out: RuleOrderItem[] = [];
  const seen = new Set<number>();
  const visit = (item: RuleOrderItem) => {
    if (item.id !== undefined) {
      if (seen.has(item.id)) return;
      seen.add(item.id);
    }
    out.push(item);
    for (const substitute of item.substitutos ?? []) visit(substitute);
  };
  items.forEach(visit);
  return out;
}

/** Picked and still part of the sale: not out of stock, not cancelled, with a separated quantity. */
export function isSoldItem(item: RuleOrderItem): boolean {
  return !item.em_falta && !item.cancela_item && toDecimal(item.qtd_separada) > 0;
}

export function hasLimitedItems(items: readonly RuleOrderItem[]): boolean {
  return flattenItems(items).some((item) => offerTypeOf(item) === LIMITED_OFFER_TYPE);
}

/** The butchery section is configuration (the branch's setting), never a literal here. */
export function hasButcheryItems(items: readonly RuleOrderItem[], butcherySectionId: number | null | undefined): boolean {
  if (butcherySectionId === null || butcherySectionId === undefined) return false;
  return flattenItems(items).some((item) => item.product.secao?.id === butcherySectionId);
}

export function isFirstPurchase(customer: { qtdCompras?: number | string | null }): boolean {
  return Number(customer.qtdCompras) === 1;
}

/** Sum of separated quantity x sale price over the sold items, in reais (2 decimals). */
export function separatedValue(items: readonly RuleOrderItem[]): number {
  let total = 0;
  for (const item of flattenItems(items)) {
    if (!isSoldItem(item)) continue;
    total += roundTo(toDecimal(item.qtd_separada) * toDecimal(item.pvenda), 3);
  }
  return roundTo(total, 2);
}
