// Order cancellations of the product API: `detalhe-cancelamento-pedido/` (the list page, and each order's
// cancellation batched per tick by `numpedido__in=`) and `cancelamento-pedido/` (the record a cancellation writes).
import DataLoader from 'dataloader';
import { refId, refOf, userRefOf, type Page, type Params, type ProductApiTransport } from './transport';

type Person = { pk: number; username?: string; first_name?: string; last_name?: string };

/**
 * A cancellation as the panel holds it, the same whichever way the API sent it (a detalhe-cancelamento-pedido/ row
 * nests numpedido, cliente and usuario; a cancelamento-pedido/ one names them by id): every foreign key an object
 * with its id, and the fields the API nested.
 */
export interface CancellationRecord {
  id: number;
  data: string;
  numpedido: { id: number; codfilial?: number };
  cliente: { id: number; cliente?: string } | null;
  usuario: Person | null;
  motivo: string;
  valor?: string | null;
}

/** A cancellation as the API sends it (foreign keys nested or bare). */
export type CancellationWire = Omit<CancellationRecord, 'numpedido' | 'cliente' | 'usuario'> & {
  numpedido: CancellationRecord['numpedido'] | number;
  cliente?: CancellationRecord['cliente'] | number;
  usuario?: Person | number | null;
};

const wiredOrderId = (c: CancellationWire): number => refId(c.numpedido) ?? 0;

/**
 * A cancellation as cancelamento-pedido/ stores it and answers its POST: foreign keys as ids (what an audit entry
 * keeps). A run journaled before the gateway shaped cancellations recorded the API's answer itself, bare ids already.
 */
export function storedCancellationRow(record: CancellationRecord | CancellationWire) {
  const usuario = record.usuario;
  return {
    ...record,
    numpedido: refId(record.numpedido),
    cliente: refId(record.cliente),
    usuario: typeof usuario === 'object' && usuario !== null ? usuario.pk : (usuario ?? null),
  };
}

/** The one shape of a cancellation (see CancellationRecord), made where the API's answer enters the gateway. */
function toCancellation(wire: CancellationWire): CancellationRecord {
  const { numpedido, cliente, usuario } = wire;
  return {
    ...wire,
    numpedido: refOf(numpedido) ?? { id: 0 },
    cliente: refOf(cliente),
    usuario: userRefOf(usuario),
  };
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

export class Cancellations {
  private loader: DataLoader<number, CancellationRecord | null> | undefined;

  constructor(private readonly api: ProductApiTransport) {}

  /** The cancelled-orders page; its rows are primed as their orders' cancellations (no second call). */
  async list(filter: Params, page: number, pageSize: number): Promise<Page<CancellationRecord>> {
    const { total, items } = await this.api.list<CancellationWire>(DETAILS, filter, page, pageSize);
    const rows = items.map(toCancellation);
    for (const row of rows) this.byOrder().prime(row.numpedido.id, row);
    return { total, items: rows };
  }

  /** The order's cancellation (the newest when there are several), batched per tick. */
  ofOrder(orderId: number): Promise<CancellationRecord | null> {
    return this.byOrder().load(orderId);
  }

  /** The record a cancellation of this order wrote, if any (to repeat a POST whose answer was lost). */
  async recordOf(orderId: number): Promise<CancellationRecord | undefined> {
    const found = await this.api.find<CancellationWire>(RECORDS, { numpedido: orderId }, (c) => wiredOrderId(c) === orderId);
    return found && toCancellation(found);
  }

  async create(record: CancellationWrite): Promise<CancellationRecord> {
    return toCancellation(await this.api.post<CancellationWire>(RECORDS, record));
  }

  private byOrder(): DataLoader<number, CancellationRecord | null> {
    this.loader ??= new DataLoader(async (ids) => {
      // Newest first (the upstream's order): the first one seen per order is the one shown.
      const byOrder = await this.api.byKeys<CancellationWire>(DETAILS, 'numpedido', ids, wiredOrderId, { pageSize: ids.length * 5 });
      return ids.map((id) => {
        const row = byOrder.get(String(id));
        return row ? toCancellation(row) : null;
      });
    });
    return this.loader;
  }
}
