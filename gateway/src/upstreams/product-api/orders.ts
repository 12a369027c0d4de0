// Orders of the product API: `pedidos/` (by id, batched lookups, writes) and the two list views the panel
// pages read (`pedidos-em-aberto/`, `pedidos-concluidos/`). One payload type for all of them.
import type { AddressRecord, CustomerRecord } from './customers';
import { nested, RecordsById, refId, type Id, type Page, type Params, type ProductApiTransport } from './transport';

export interface BranchRef {
  id?: number;
  codFilial: number | string;
  razaoSocial?: string | null;
}

export interface StaffRef {
  id: number;
  nome: string;
  player_id?: string | null;
}

/** A `pedidos/` row: foreign keys come nested on reads (customer, branch, staff...); writes send bare ids. */
export interface OrderRecord {
  id: number;
  codcli: Pick<CustomerRecord, 'id' | 'cliente' | 'codCli' | 'cpf' | 'email' | 'player_id'> | number;
  codfilial: BranchRef | number;
  status: string;
  tipopedido: string;
  endereco?: AddressRecord | number | null;
  horarioentrega?: { id: number; horaInicio: string; horaFim: string } | number | null;
  dataentrega?: string | null;
  datapedido: string;
  formapagamento?: { id: number; descricao: string } | number | null;
  codConvenio?: string | null;
  taxaentrega?: string | null;
  separador?: StaffRef | number | null;
  entregador?: StaffRef | number | null;
  funcionario?: number | null;
  numorcamento?: number | null;
  numcupom?: string | null;
  observacao?: string | null;
  substituiProd?: boolean | null;
  vltotal: string;
  vltotalseparado?: string | null;
  valorSeparado?: string | null;
  vlrdesc?: string | null;
  pedidoadicional?: boolean | null;
  pedidoprincipal?: number | null;
  numitens?: number | null;
  possuilimitacao?: boolean | null;
  possuiacougue?: boolean | null;
  avaliacoes?: { nota: number; observacao?: string | null }[] | null;
  adicionais?: OrderRecord[] | null;
}

/** The fields PUT pedidos/{id}/ takes (docs/areas/orders.md#calls: never adicionais or items). */
export type OrderWrite = Record<string, unknown>;

const ORDERS = 'pedidos/';
const OPEN_ORDERS = 'pedidos-em-aberto/';
const COMPLETED_ORDERS = 'pedidos-concluidos/';

/** `get` is a fresh read (workflows read under the order's lock); `load` batches a page's lookups. */
export class Orders extends RecordsById<OrderRecord> {
  constructor(api: ProductApiTransport) {
    super(api, ORDERS);
  }

  listOpen(filter: Params, page: number, pageSize: number): Promise<Page<OrderRecord>> {
    return this.api.list<OrderRecord>(OPEN_ORDERS, filter, page, pageSize, ofBranchAsked(filter));
  }

  listCompleted(filter: Params, page: number, pageSize: number): Promise<Page<OrderRecord>> {
    return this.api.list<OrderRecord>(COMPLETED_ORDERS, filter, page, pageSize, ofBranchAsked(filter));
  }

  update(id: Id, body: OrderWrite): Promise<OrderRecord> {
    return this.api.put<OrderRecord>(`${ORDERS}${id}/`, body);
  }
}

export function branchCode(order: Pick<OrderRecord, 'codfilial'>): number {
  return Number(nested(order.codfilial)?.codFilial ?? order.codfilial);
}

/** A branch-bound list's rows checked again: only the branch its filter names (none named: every row). */
function ofBranchAsked(filter: Params): ((order: OrderRecord) => boolean) | undefined {
  const asked = (filter as Record<string, unknown>).codfilial;
  return asked === undefined || asked === null || asked === '' ? undefined : (order) => branchCode(order) === Number(asked);
}

export function customerId(order: Pick<OrderRecord, 'codcli'>): number {
  return refId(order.codcli) ?? 0;
}

/** The write body of PUT pedidos/{id}/: the order's current fields as just read, plus the changes. */
export function orderWriteBody(order: OrderRecord, changes: OrderWrite): OrderWrite {
  return {
    codcli: refId(order.codcli),
    codfilial: branchCode(order),
    horarioentrega: refId(order.horarioentrega),
    formapagamento: refId(order.formapagamento),
    taxaentrega: order.taxaentrega ?? null,
    endereco: refId(order.endereco),
    funcionario: order.funcionario ?? null,
    separador: refId(order.separador),
    entregador: refId(order.entregador),
    status: order.status,
    numorcamento: order.numorcamento ?? null,
    ...changes,
  };
}

/** The customer nested in the order (null when the API sent a bare id). */
export function customerOf(order: Pick<OrderRecord, 'codcli'>) {
  return nested(order.codcli);
}
