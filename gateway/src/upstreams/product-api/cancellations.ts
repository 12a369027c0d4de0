// Order cancellations of the product API: `detalhe-cancelamento-pedido/` (the list page, and each order's
// cancellation batched per tick by `numpedido__in=`) and `cancelamento-pedido/` (the record a cancellation writes).
import DataLoader from 'dataloader';
import { refId, type Page, type Params, type ProductApiTransport } from './transport';

/** A detalhe-cancelamento-pedido/ row (numpedido, cliente and usuario nested) or a cancelamento-pedido/ one. */
export interface CancellationRecord {
  id: number;
  data: string;
  numpedido: { id: number; codfilial?: number } | number;
  cliente?: { id: number; cliente?: string } | number | null;
  usuario?: { pk: number; username?: string; first_name?: string; last_name?: string } | number | null;
  motivo: string;
  valor?: string | null;
}

export interface CancellationWrite {
  data: string;
  numpedido: number;
  cliente: number | null;
  usuario: number;
  motivo: string;
}

const DETAILS = 'detalhe-cancelamento-pedido/';
const RECORDS = 'cancelamento-pedido/';

export const cancellationOrderId = (c: Pick<CancellationRecord, 'numpedido'>): number => refId(c.numpedido) ?? 0;

export class Cancellations {
  private loader: DataLoader<number, CancellationRecord | null> | undefined;

  constructor(private readonly api: ProductApiTransport) {}

  /** The cancelled-orders page; its rows are primed as their orders' cancellations (no second call). */
  async list(filter: Params, page: number, pageSize: number): Promise<Page<CancellationRecord>> {
    const rows = await this.api.list<CancellationRecord>(DETAILS, filter, page, pageSize);
    for (const row of rows.items) this.byOrder().prime(cancellationOrderId(row), row);
    return rows;
  }

  /** The order's cancellation (the newest when there are several), batched per tick. */
  ofOrder(orderId: number): Promise<CancellationRecord | null> {
    return this.byOrder().load(orderId);
  }

  /** The record a cancellation of this order wrote, if any (to repeat a POST whose answer was lost). */
  async recordOf(orderId: number): Promise<CancellationRecord | undefined> {
    return this.api.find<CancellationRecord>(RECORDS, { numpedido: orderId }, (c) => cancellationOrderId(c) === orderId);
  }

  create(record: CancellationWrite): Promise<CancellationRecord> {
    return this.api.post<CancellationRecord>(RECORDS, record);
  }

  private byOrder(): DataLoader<number, CancellationRecord | null> {
    this.loader ??= new DataLoader(async (ids) => {
      // Newest first (the upstream's order): the first one seen per order is the one shown.
      const byOrder = await this.api.byKeys<CancellationRecord>(DETAILS, 'numpedido', ids, cancellationOrderId, { pageSize: ids.length * 5 });
      return ids.map((id) => byOrder.get(String(id)) ?? null);
    });
    return this.loader;
  }
}
