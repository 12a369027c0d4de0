// Order payloads of the product API (pedidos/, pedidos-em-aberto/, pedidos-concluidos/, detalhe-item-pedido/,
// detalhe-cancelamento-pedido/) and the small schema objects read from their nested parts. Order, OrderItem and
// Cancellation keep the upstream payload as their parent (codegen mappers); their fields are in resolvers.ts.
import type {
  Branch,
  DeliveryWindow,
  OrderPaymentMethod,
  OrderProduct,
  Rating,
  StaffMember,
} from '../../generated/resolvers-types';
import type { UpstreamAddress, UpstreamCustomer } from '../customers/mappers';
import { offerTypeOf, LIMITED_OFFER_TYPE, type RuleOrderItem } from './item-rules';

export interface UpstreamBranch {
  id?: number;
  codFilial: number | string;
  razaoSocial?: string | null;
}

export interface UpstreamStaffRef {
  id: number;
  nome: string;
}

export interface UpstreamOrder {
  id: number;
  /** Nested customer (id, codCli, cliente, cpf, email, player_id); a bare id after some writes. */
  codcli: Pick<UpstreamCustomer, 'id' | 'cliente' | 'codCli' | 'cpf' | 'email'> | number;
  codfilial: UpstreamBranch | number;
  status: string;
  tipopedido: string;
  endereco?: UpstreamAddress | number | null;
  horarioentrega?: { id: number; horaInicio: string; horaFim: string } | number | null;
  dataentrega?: string | null;
  datapedido: string;
  formapagamento?: { id: number; descricao: string } | number | null;
  codConvenio?: string | null;
  taxaentrega?: string | null;
  separador?: UpstreamStaffRef | number | null;
  entregador?: UpstreamStaffRef | number | null;
  numorcamento?: number | string | null;
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
  adicionais?: UpstreamOrder[] | null;
}

export interface UpstreamSection {
  id: number;
  descricao?: string | null;
  ranksecao?: { filial: number | string; rank: number }[] | null;
}

export interface UpstreamProduct {
  id: number;
  codprod: number | string;
  descricao?: string | null;
  unidade?: string | null;
  tipopoferta?: string | null;
  codauxiliar?: number | string | null;
  secao?: UpstreamSection | null;
  categoria?: { descricao?: string | null } | null;
}

/** A detalhe-item-pedido/ row, or a substitute nested in one (fewer fields). */
export interface UpstreamOrderItem {
  id: number;
  pedido?: number;
  codprod: UpstreamProduct | number;
  codauxiliar?: string | null;
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
  substitutos?: UpstreamOrderItem[] | null;
}

/** What OrderItem resolves from: the row plus the order's branch, whose section ranks order the items. */
export interface OrderItemSource {
  item: UpstreamOrderItem;
  branch: number | null;
}

/** A detalhe-cancelamento-pedido/ row (numpedido, cliente and usuario nested) or a cancelamento-pedido/ one. */
export interface UpstreamCancellation {
  id: number;
  data: string;
  numpedido: { id: number; codfilial?: number } | number;
  cliente?: { id: number; cliente?: string } | number | null;
  usuario?: { pk: number; username?: string; first_name?: string; last_name?: string } | number | null;
  motivo: string;
  valor?: string | null;
}

const isObject = <T extends object>(value: T | number | string | null | undefined): value is T =>
  typeof value === 'object' && value !== null;

export function branchCode(order: Pick<UpstreamOrder, 'codfilial'>): number {
  return Number(isObject(order.codfilial) ? order.codfilial.codFilial : order.codfilial);
}

export function toBranch(order: Pick<UpstreamOrder, 'codfilial'>): Branch {
  const code = branchCode(order);
  const name = isObject(order.codfilial) ? order.codfilial.razaoSocial : null;
  return { code, name: name ?? `Filial ${code}` };
}

export function customerId(order: Pick<UpstreamOrder, 'codcli'>): number {
  return Number(isObject(order.codcli) ? order.codcli.id : order.codcli);
}

const hhmm = (time: string) => time.slice(0, 5);

export function toDeliveryWindow(order: Pick<UpstreamOrder, 'horarioentrega'>): DeliveryWindow | null {
  const w = order.horarioentrega;
  return isObject(w) ? { id: String(w.id), start: hhmm(w.horaInicio), end: hhmm(w.horaFim) } : null;
}

export function toPaymentMethod(order: Pick<UpstreamOrder, 'formapagamento'>): OrderPaymentMethod | null {
  const p = order.formapagamento;
  return isObject(p) ? { id: String(p.id), description: p.descricao } : null;
}

export function toStaff(ref: UpstreamStaffRef | number | null | undefined): StaffMember | null {
  return isObject(ref) ? { id: String(ref.id), name: ref.nome } : null;
}

export function toRatings(order: Pick<UpstreamOrder, 'avaliacoes'>): Rating[] {
  return (order.avaliacoes ?? []).map((a) => ({ score: Number(a.nota), comment: a.observacao ?? null }));
}

export const decimalOrNull = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** The section's rank for a branch (ranksecao), else the rank the item was stored with. */
export function sectionRank(item: UpstreamOrderItem, branch: number | null): number | null {
  const product = isObject(item.codprod) ? item.codprod : null;
  const ranks = product?.secao?.ranksecao ?? [];
  const own = branch === null ? undefined : ranks.find((r) => Number(r.filial) === branch);
  if (own) return Number(own.rank);
  return item.modranksecao ?? null;
}

export function toProduct(product: UpstreamProduct, rank: number | null): OrderProduct {
  return {
    id: String(product.id),
    code: String(product.codprod),
    auxCode: product.codauxiliar === null || product.codauxiliar === undefined ? null : String(product.codauxiliar),
    description: product.descricao ?? '',
    unit: product.unidade ?? '',
    offerType: product.tipopoferta ?? null,
    section: product.secao
      ? { id: String(product.secao.id), description: product.secao.descricao ?? '', rank }
      : null,
    category: product.categoria?.descricao ?? null,
  };
}

export function isLimitedItem(item: UpstreamOrderItem): boolean {
  return offerTypeOf(item as unknown as RuleOrderItem) === LIMITED_OFFER_TYPE;
}

/**
 * Items grouped by section and the groups ordered by the section's rank for the order's branch (unranked
 * last), then by section id so a group stays together, then by item id.
 */
export function sortItemsBySection(items: readonly UpstreamOrderItem[], branch: number | null): UpstreamOrderItem[] {
  const key = (item: UpstreamOrderItem) => {
    const rank = sectionRank(item, branch);
    const section = isObject(item.codprod) ? (item.codprod.secao?.id ?? Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER;
    return [rank ?? Number.MAX_SAFE_INTEGER, section, item.id] as const;
  };
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
    .map((entry) => entry.item);
}

export function cancellationOrderId(c: Pick<UpstreamCancellation, 'numpedido'>): number {
  return Number(isObject(c.numpedido) ? c.numpedido.id : c.numpedido);
}

export function cancelledByName(c: Pick<UpstreamCancellation, 'usuario'>): string | null {
  const u = c.usuario;
  if (!isObject(u)) return null;
  const full = [u.first_name, u.last_name].filter((p) => p && p.trim()).join(' ').trim();
  return full || u.username || null;
}
