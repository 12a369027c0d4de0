// Order items of the product API: `detalhe-item-pedido/` (the detailed rows with product, section and
// substitutes: all of an order in one call, or one by id through the request's DataLoader) and `itens-pedidos/`
// (the plain row the 'Em Falta' toggle writes).
import type DataLoader from 'dataloader';
import { nestedOf, refId, type Id, type ProductApiTransport } from './transport';

export interface SectionRecord {
  id: number;
  descricao?: string | null;
  ranksecao?: { filial: number | string; rank: number }[] | null;
}

export interface ProductRecord {
  id: number;
  codprod: number | string;
  descricao?: string | null;
  unidade?: string | null;
  tipopoferta?: string | null;
  codauxiliar?: number | string | null;
  secao?: SectionRecord | null;
  categoria?: { descricao?: string | null } | null;
}

/**
 * An order item as the panel holds it, the same whichever way the API sent it (toOrderItem makes it): a
 * detalhe-item-pedido/ row nests the product under codprod, while a write's answer and some substitutes carry codprod
 * as the product's bare id. The item names its product `productId`/`product`, not codprod: codprod is also the
 * product's own ERP code (`product.codprod`), a different number. A substitute nested in a row has fewer fields.
 */
export interface OrderItemRecord {
  id: number;
  pedido?: number;
  /** The product's id (produtos/), whichever way the API sent it. */
  productId: number;
  /** The product as the detail view nests it; null when the answer carried its id only: read the item's detail again. */
  product: ProductRecord | null;
  codauxiliar?: string | number | null;
  quantidade?: string | null;
  qtd_separada?: string | null;
  pvenda?: string | null;
  ptabela?: string | null;
  vlrdesconto?: string | null;
  em_falta?: boolean | null;
  cancela_item?: boolean | null;
  separated?: boolean | null;
  obs_separacao?: string | null;
  tipopoferta?: string | null;
  modranksecao?: number | null;
  substitutos?: OrderItemRecord[] | null;
}

/** An item as the API sends it: the product nested under codprod, or its bare id; substitutes alike. */
export type OrderItemWire = Omit<OrderItemRecord, 'productId' | 'product' | 'substitutos'> & {
  codprod: ProductRecord | number | string | null;
  substitutos?: OrderItemWire[] | null;
};

/** The one shape of an order item (see OrderItemRecord), made where the API's answer enters the gateway. */
export function toOrderItem(wire: OrderItemWire): OrderItemRecord {
  const { codprod, substitutos, ...fields } = wire;
  return {
    ...fields,
    productId: refId(codprod) ?? 0,
    product: nestedOf(codprod),
    substitutos: substitutos == null ? substitutos : substitutos.map(toOrderItem),
  };
}

/** An `itens-pedidos/` row: what PUT takes back whole. */
export interface PlainOrderItemRecord {
  id: number;
  pedido: number;
  em_falta: boolean;
  [field: string]: unknown;
}

const ITEM_DETAILS = 'detalhe-item-pedido/';
const ITEMS = 'itens-pedidos/';
/** docs/areas/orders.md#constants: an order's items are fetched with page_size 100000. */
const ITEMS_PAGE_SIZE = 100_000;

export class OrderItems {
  private loader: DataLoader<Id, OrderItemRecord | null, string> | undefined;
  private readonly ofOrders = new Map<number, Promise<OrderItemRecord[]>>();

  constructor(private readonly api: ProductApiTransport) {}

  /**
   * All items of an order, once per request: every page the API links (a capped page size must not cut an order
   * that is then invoiced in part; a list short of its total is refused), each row checked to be of this order.
   */
  ofOrder(orderId: number): Promise<OrderItemRecord[]> {
    let items = this.ofOrders.get(orderId);
    if (!items) {
      const ofThisOrder = (item: OrderItemWire) => item.pedido === undefined || Number(item.pedido) === orderId;
      items = this.api.results<OrderItemWire>(ITEM_DETAILS, { pedido: orderId, page_size: ITEMS_PAGE_SIZE }, ofThisOrder).then((rows) => rows.map(toOrderItem));
      this.ofOrders.set(orderId, items);
    }
    return items;
  }

  /** The detailed row of one item through the request's DataLoader. */
  load(id: Id): Promise<OrderItemRecord | null> {
    this.loader ??= this.api.byIdLoader<OrderItemWire, OrderItemRecord>(ITEM_DETAILS, toOrderItem);
    return this.loader.load(id);
  }

  /** A fresh detailed row (after a write). */
  async detail(id: Id): Promise<OrderItemRecord> {
    return toOrderItem(await this.api.get<OrderItemWire>(`${ITEM_DETAILS}${id}/`));
  }

  getPlain(id: Id): Promise<PlainOrderItemRecord> {
    return this.api.get<PlainOrderItemRecord>(`${ITEMS}${id}/`);
  }

  updatePlain(item: PlainOrderItemRecord, changes: Partial<PlainOrderItemRecord>): Promise<PlainOrderItemRecord> {
    return this.api.put<PlainOrderItemRecord>(`${ITEMS}${item.id}/`, { ...item, ...changes });
  }
}
