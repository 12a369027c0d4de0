// The small schema objects read from the nested parts of the product API's order payloads
// (upstreams/product-api/orders.ts, order-items.ts, cancellations.ts). Order, OrderItem and
// Cancellation keep the upstream payload as their parent (codegen mappers); their fields are in resolvers.ts.
import type { DeliveryWindow, OrderPaymentMethod, OrderProduct, Rating, StaffMember } from '../../generated/resolvers-types';
import type { CancellationRecord } from '../../upstreams/product-api/cancellations';
import type { OrderItemRecord, ProductRecord } from '../../upstreams/product-api/order-items';
import type { OrderRecord, StaffRef } from '../../upstreams/product-api/orders';
import type { StatusOrder } from './rules';
import { type BranchSource } from '../../kit/branch-source';

/** What OrderItem resolves from: the row plus the order's branch, whose section ranks order the items. */
export interface OrderItemSource {
  item: OrderItemRecord;
  /** The branch's id (what section ranks name). */
  branch: number | null;
}

export function toBranch(order: Pick<OrderRecord, 'codfilial'>): BranchSource {
  const { codFilial: code, razaoSocial } = order.codfilial;
  return { code, name: razaoSocial ?? `Filial ${code}` };
}

const hhmm = (time: string) => time.slice(0, 5);

export function toDeliveryWindow(order: Pick<OrderRecord, 'horarioentrega'>): DeliveryWindow | null {
  const w = order.horarioentrega;
  // A window the API did not nest (a write's answer names its id only) is one the order cannot show.
  return w?.horaInicio && w.horaFim ? { id: String(w.id), start: hhmm(w.horaInicio), end: hhmm(w.horaFim) } : null;
}

export function toPaymentMethod(order: Pick<OrderRecord, 'formapagamento'>): OrderPaymentMethod | null {
  const p = order.formapagamento;
  return p?.descricao !== undefined ? { id: String(p.id), description: p.descricao } : null;
}

export function toStaff(ref: StaffRef | null): StaffMember | null {
  return ref?.nome !== undefined ? { id: String(ref.id), name: ref.nome } : null;
}

export function toRatings(order: Pick<OrderRecord, 'avaliacoes'>): Rating[] {
  return (order.avaliacoes ?? []).map((a) => ({ score: Number(a.nota), comment: a.observacao ?? null }));
}

export const decimalOrNull = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

export function toProduct(product: ProductRecord, rank: number | null): OrderProduct {
  return {
    id: String(product.id),
    code: String(product.codprod),
    auxCode: product.codauxiliar === null || product.codauxiliar === undefined ? null : String(product.codauxiliar),
    description: product.descricao ?? '',
    unit: product.unidade ?? '',
    offerType: product.tipopoferta ?? null,
    section: product.secao ? { id: String(product.secao.id), description: product.secao.descricao ?? '', rank } : null,
    category: product.categoria?.descricao ?? null,
  };
}

export function cancelledByName(c: Pick<CancellationRecord, 'usuario'>): string | null {
  const u = c.usuario;
  if (!u) return null;
  const full = [u.first_name, u.last_name]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return full || u.username || null;
}

/** What the status rules read of an order. */
export function statusOrderOf(order: OrderRecord): StatusOrder {
  return {
    status: order.status,
    tipopedido: order.tipopedido,
    separatedValue: order.vltotalseparado ?? order.valorSeparado,
    additionalOrderIds: (order.adicionais ?? []).map((a) => a.id),
    isAdditional: order.pedidoadicional ?? false,
  };
}
