// Orders of the product API: `pedidos/` (by id, batched lookups, writes) and the two list views the panel
// pages read (`pedidos-em-aberto/`, `pedidos-concluidos/`). One payload type for all of them.
import type { AddressRecord, CustomerRecord } from './customers';
import { RecordsById, refOf, type Id, type Page, type Params, type ProductApiTransport } from './transport';

/** The order's branch: its code always (a number), its id and name where the API nests them. */
export interface BranchRef {
  codFilial: number;
  id?: number;
  razaoSocial?: string | null;
}

/** The order's customer: its id always, the fields the API nests where it nests them. */
export type CustomerRef = Pick<CustomerRecord, 'id'> & Partial<Pick<CustomerRecord, 'cliente' | 'codCli' | 'cpf' | 'email' | 'player_id'>>;

/** A picker or deliveryman of the order: the id always, the name where the API nests it. */
export interface StaffRef {
  id: number;
  nome?: string;
  player_id?: string | null;
}

/**
 * A `pedidos/` row as the panel holds it, the same whichever way the API sent it (foreign keys come nested on reads,
 * bare ids in a write's answer; toOrder makes one of them): every foreign key an object with its id (the branch
 * with its code), and the fields the API nested. Domain code never asks which it got.
 */
export interface OrderRecord {
  id: number;
  codcli: CustomerRef;
  codfilial: BranchRef;
  status: string;
  tipopedido: string;
  endereco: AddressRecord | null;
  horarioentrega: { id: number; horaInicio?: string; horaFim?: string } | null;
  dataentrega?: string | null;
  datapedido: string;
  formapagamento: { id: number; descricao?: string } | null;
  codConvenio?: string | null;
  taxaentrega?: string | null;
  separador: StaffRef | null;
  entregador: StaffRef | null;
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

/** A foreign key as the API sends it: the nested record, or its bare id. */
type Wired<T> = T | number | string | null | undefined;

/** A `pedidos/` row as the API sends it (the same fields; foreign keys nested or bare). */
export type OrderWire = Omit<
  OrderRecord,
  'codcli' | 'codfilial' | 'endereco' | 'horarioentrega' | 'formapagamento' | 'separador' | 'entregador' | 'adicionais'
> & {
  codcli: Wired<CustomerRef>;
  codfilial: Wired<Omit<BranchRef, 'codFilial'> & { codFilial: number | string }>;
  endereco?: Wired<AddressRecord>;
  horarioentrega?: Wired<OrderRecord['horarioentrega']>;
  formapagamento?: Wired<OrderRecord['formapagamento']>;
  separador?: Wired<StaffRef>;
  entregador?: Wired<StaffRef>;
  adicionais?: OrderWire[] | null;
};

/** The branch code of a row as the API sent it (nested or bare). */
const wiredBranchCode = (codfilial: OrderWire['codfilial']): number =>
  Number(typeof codfilial === 'object' && codfilial !== null ? codfilial.codFilial : codfilial);

/** The one shape of an order (see OrderRecord), made where the product API's answer enters the gateway. */
export function toOrder(wire: OrderWire): OrderRecord {
  const branch = wire.codfilial;
  return {
    ...wire,
    codcli: refOf(wire.codcli) ?? { id: 0 },
    codfilial: { ...(typeof branch === 'object' && branch !== null ? branch : {}), codFilial: wiredBranchCode(branch) },
    endereco: refOf(wire.endereco),
    horarioentrega: refOf(wire.horarioentrega),
    formapagamento: refOf(wire.formapagamento),
    separador: refOf(wire.separador),
    entregador: refOf(wire.entregador),
    adicionais: wire.adicionais == null ? wire.adicionais : wire.adicionais.map(toOrder),
  };
}

/** The fields PUT pedidos/{id}/ takes (docs/areas/orders.md#calls: never adicionais or items). */
export type OrderWrite = Record<string, unknown>;

const ORDERS = 'pedidos/';
const OPEN_ORDERS = 'pedidos-em-aberto/';
const COMPLETED_ORDERS = 'pedidos-concluidos/';

/**
 * `get` is a fresh read (workflows read under the order's lock); `load` batches a page's lookups. Every answer is
 * made into the one shape (toOrder) here, where it enters the gateway.
 */
export class Orders extends RecordsById<OrderRecord, OrderWire> {
  constructor(api: ProductApiTransport) {
    super(api, ORDERS, toOrder);
  }

  listOpen(filter: Params, page: number, pageSize: number): Promise<Page<OrderRecord>> {
    return this.listOf(OPEN_ORDERS, filter, page, pageSize);
  }

  listCompleted(filter: Params, page: number, pageSize: number): Promise<Page<OrderRecord>> {
    return this.listOf(COMPLETED_ORDERS, filter, page, pageSize);
  }

  async update(id: Id, body: OrderWrite): Promise<OrderRecord> {
    return toOrder(await this.api.put<OrderWire>(`${ORDERS}${id}/`, body));
  }

  /** A list view's page; a branch-bound one checked again row by row (only the branch its filter names). */
  private async listOf(path: string, filter: Params, page: number, pageSize: number): Promise<Page<OrderRecord>> {
    const asked = (filter as Record<string, unknown>).codfilial;
    const keep = asked === undefined || asked === null || asked === '' ? undefined : (row: OrderWire) => wiredBranchCode(row.codfilial) === Number(asked);
    const { total, items } = await this.api.list<OrderWire>(path, filter, page, pageSize, keep);
    return { total, items: items.map(toOrder) };
  }
}

/** The write body of PUT pedidos/{id}/: the order's current fields as just read, plus the changes (bare ids). */
export function orderWriteBody(order: OrderRecord, changes: OrderWrite): OrderWrite {
  return {
    codcli: order.codcli.id,
    codfilial: order.codfilial.codFilial,
    horarioentrega: order.horarioentrega?.id ?? null,
    formapagamento: order.formapagamento?.id ?? null,
    taxaentrega: order.taxaentrega ?? null,
    endereco: order.endereco?.id ?? null,
    funcionario: order.funcionario ?? null,
    separador: order.separador?.id ?? null,
    entregador: order.entregador?.id ?? null,
    status: order.status,
    numorcamento: order.numorcamento ?? null,
    ...changes,
  };
}
