// Order items of the product API: `detalhe-item-pedido/` (the detailed rows with product, section and
// substitutes: all of an order in one call, or one by id through the request's DataLoader) and `itens-pedidos/`
// (the plain row the 'Em Falta' toggle writes).
import type DataLoader from 'dataloader';
import type { Id, ProductApiTransport } from './transport';

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

/** A detalhe-item-pedido/ row, or a substitute nested in one (fewer fields); writes answer codprod as an id. */
export interface OrderItemRecord {
  id: number;
  pedido?: number;
  codprod: ProductRecord | number;
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
      const ofThisOrder = (item: OrderItemRecord) => item.pedido === undefined || Number(item.pedido) === orderId;
      items = this.api.results<OrderItemRecord>(ITEM_DETAILS, { pedido: orderId, page_size: ITEMS_PAGE_SIZE }, ofThisOrder);
      this.ofOrders.set(orderId, items);
    }
    return items;
  }

  /** The detailed row of one item through the request's DataLoader. */
  load(id: Id): Promise<OrderItemRecord | null> {
    this.loader ??= this.api.byIdLoader<OrderItemRecord>(ITEM_DETAILS);
    return this.loader.load(id);
  }

  /** A fresh detailed row (after a write). */
  detail(id: Id): Promise<OrderItemRecord> {
    return this.api.get<OrderItemRecord>(`${ITEM_DETAILS}${id}/`);
  }

  getPlain(id: Id): Promise<PlainOrderItemRecord> {
    return this.api.get<PlainOrderItemRecord>(`${ITEMS}${id}/`);
  }

  updatePlain(item: PlainOrderItemRecord, changes: Partial<PlainOrderItemRecord>): Promise<PlainOrderItemRecord> {
    return this.api.put<PlainOrderItemRecord>(`${ITEMS}${item.id}/`, { ...item, ...changes });
  }
}
