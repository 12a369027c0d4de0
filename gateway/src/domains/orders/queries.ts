// Order reads against the product API and the gateway store: the three lists of spec 000 (filters, server-side
// paging, branch binding), lookups by id through per-request DataLoaders (`id__in=` batches), an order's items,
// its cancellation, its latest workflow run, and the picker and deliveryman choices.
import DataLoader from 'dataloader';
import type { OpenOrderFilter, OrderFilter, OrderStatus, OrderWorkflow } from '../../generated/resolvers-types';
import type { Context } from '../../context';
import type { ProductApi } from '../../upstreams/product-api';
import { assertBranchAccess, branchFilter, canOpenPage, forbidden } from '../../auth/policy';
import type { Session } from '../../auth/session';
import { badInput, pageRequest, pageResult, type PageResult } from '../paging';
import { CPF_NOT_FOUND, cpfDigits, customerIdByCpf } from '../customers/queries';
import { branchCode, cancellationOrderId, type UpstreamCancellation, type UpstreamOrder, type UpstreamOrderItem } from './mappers';
import { latestWorkflows } from './workflow-view';

export const OPEN_ORDERS = 'pedidos-em-aberto/';
export const COMPLETED_ORDERS = 'pedidos-concluidos/';
export const CANCELLATIONS = 'detalhe-cancelamento-pedido/';
export const ORDERS = 'pedidos/';
export const ORDER_ITEMS = 'detalhe-item-pedido/';
export const STAFF = 'detalhe-funcionario/';
/** Spec 000 section 9: item fetch page_size 100000; picker and deliveryman lists 99999. */
export const ITEMS_PAGE_SIZE = 100_000;
export const STAFF_PAGE_SIZE = 99_999;

export const OPEN_STATUSES: readonly OrderStatus[] = ['R', 'S', 'P', 'C', 'F', 'E'];

type Params = Record<string, string | number>;

/** graphql-scalars' Date parses input to a Date at UTC midnight; the upstream wants the 'YYYY-MM-DD' back. */
function isoDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;
}

function dateRange(params: Params, names: [string, string], filter: { from?: unknown; to?: unknown } | null | undefined) {
  const from = isoDate(filter?.from);
  const to = isoDate(filter?.to);
  if (from && to && from > to) throw badInput('A data inicial deve ser anterior ou igual à data final.', 'from');
  if (from) params[names[0]] = from;
  if (to) params[names[1]] = to;
}

/** The CPF filter: look the customer up first; nobody with it -> the spec's message and no order query. */
async function customerFilter(api: ProductApi, cpf: string | null | undefined): Promise<number | null> {
  const digits = cpfDigits(cpf, 'customerCpf');
  if (!digits) return null;
  const id = await customerIdByCpf(api, digits);
  if (id === null) throw badInput(CPF_NOT_FOUND, 'customerCpf');
  return id;
}

function sessionOf(ctx: Context): Session {
  if (!ctx.session) throw forbidden(); // the @policy guard runs first; this only narrows the type
  return ctx.session;
}

export async function openOrders(
  ctx: Context,
  filter: OpenOrderFilter | null | undefined,
  page: number | null | undefined,
  pageSize: number | null | undefined,
): Promise<PageResult<UpstreamOrder>> {
  const request = pageRequest(page, pageSize);
  const branch = branchFilter(sessionOf(ctx), 'openOrders');
  const statuses = filter?.statuses ?? OPEN_STATUSES;
  const closed = statuses.filter((s) => !OPEN_STATUSES.includes(s));
  if (closed.length) throw badInput(`Status não é de pedido em aberto: ${closed.join(', ')}.`, 'statuses');
  const params: Params = { pedidoadicional: 'false' };
  if (branch !== null) params.codfilial = branch;
  dateRange(params, ['data_after', 'data_before'], filter);
  // No status selected: nothing can match, so the upstream is not asked.
  if (statuses.length === 0) return { total: 0, items: [], truncated: false };
  params.status__in = [...new Set(statuses)].join(',');
  const api = ctx.upstreams.productApi;
  const customer = await customerFilter(api, filter?.customerCpf);
  if (customer !== null) params.codcli = customer;
  return pageResult(request, await api.list<UpstreamOrder>(OPEN_ORDERS, params, request.page, request.size));
}

export async function completedOrders(
  ctx: Context,
  filter: OrderFilter | null | undefined,
  page: number | null | undefined,
  pageSize: number | null | undefined,
): Promise<PageResult<UpstreamOrder>> {
  const request = pageRequest(page, pageSize);
  const branch = branchFilter(sessionOf(ctx), 'closedOrders');
  const params: Params = { pedidoadicional: 'false' };
  if (branch !== null) params.codfilial = branch;
  dateRange(params, ['datapedido_after', 'datapedido_before'], filter);
  const api = ctx.upstreams.productApi;
  const customer = await customerFilter(api, filter?.customerCpf);
  if (customer !== null) params.codcli = customer;
  return pageResult(request, await api.list<UpstreamOrder>(COMPLETED_ORDERS, params, request.page, request.size));
}

export async function cancelledOrders(
  ctx: Context,
  filter: OrderFilter | null | undefined,
  page: number | null | undefined,
  pageSize: number | null | undefined,
): Promise<PageResult<UpstreamCancellation>> {
  const request = pageRequest(page, pageSize);
  const branch = branchFilter(sessionOf(ctx), 'closedOrders');
  const params: Params = {};
  if (branch !== null) params.codfilial = branch;
  dateRange(params, ['data_after', 'data_before'], filter);
  const api = ctx.upstreams.productApi;
  const customer = await customerFilter(api, filter?.customerCpf);
  if (customer !== null) params.codcli = customer;
  const rows = await api.list<UpstreamCancellation>(CANCELLATIONS, params, request.page, request.size);
  // The rows already are each order's cancellation: Order.cancellation on this page needs no second call.
  const known = loaders(ctx).cancellations;
  for (const row of rows.items) known.prime(cancellationOrderId(row), row);
  return pageResult(request, rows);
}

export function loadOrder(api: ProductApi, id: number | string): Promise<UpstreamOrder | null> {
  return api.load(ORDERS, id) as unknown as Promise<UpstreamOrder | null>;
}

/**
 * Lookups by id obey the same binding as the lists: open orders for types 3, 4 and 7; a completed or cancelled
 * order also needs that page's right and its branch binding (types 3 and 4).
 */
export function assertOrderAccess(session: Session, order: UpstreamOrder): void {
  const branch = branchCode(order);
  assertBranchAccess(session, 'openOrders', branch);
  if (order.status === 'V' || order.status === 'X') {
    if (!canOpenPage(session.type, order.status === 'V' ? 'pedidosconcluidos' : 'pedidoscancelados')) throw forbidden();
    assertBranchAccess(session, 'closedOrders', branch);
  }
}

/**
 * order(id): an order the user may not read answers null, exactly like an id that does not exist, so that a
 * branch-bound user cannot learn which ids exist in other branches.
 */
export async function orderById(ctx: Context, id: number): Promise<UpstreamOrder | null> {
  const order = await loadOrder(ctx.upstreams.productApi, id);
  if (!order) return null;
  try {
    assertOrderAccess(sessionOf(ctx), order);
  } catch {
    return null;
  }
  return order;
}

// Loaders that ProductApi.load cannot express (keyed by another field, or reading the store), one set per request.
interface RequestLoaders {
  items: Map<number, Promise<UpstreamOrderItem[]>>;
  cancellations: DataLoader<number, UpstreamCancellation | null>;
  workflows: DataLoader<number, OrderWorkflow | null>;
}
const perRequest = new WeakMap<object, RequestLoaders>();

function loaders(ctx: Context): RequestLoaders {
  let set = perRequest.get(ctx.upstreams);
  if (!set) {
    const api = ctx.upstreams.productApi;
    set = {
      items: new Map(),
      cancellations: new DataLoader(async (ids) => {
        const body = await api.get<{ results: UpstreamCancellation[] }>(CANCELLATIONS, {
          numpedido__in: ids.join(','),
          page_size: ids.length * 5,
        });
        // Newest first (the upstream's order): the first one seen per order is the one shown.
        const byOrder = new Map<number, UpstreamCancellation>();
        for (const c of body.results) {
          const orderId = Number(typeof c.numpedido === 'object' ? c.numpedido.id : c.numpedido);
          if (!byOrder.has(orderId)) byOrder.set(orderId, c);
        }
        return ids.map((id) => byOrder.get(id) ?? null);
      }),
      workflows: new DataLoader((ids) => latestWorkflows(ctx.services.store, ids)),
    };
    perRequest.set(ctx.upstreams, set);
  }
  return set;
}

/** All items of an order in one call (page_size 100000), once per request. */
export function orderItems(ctx: Context, orderId: number): Promise<UpstreamOrderItem[]> {
  const cache = loaders(ctx).items;
  let items = cache.get(orderId);
  if (!items) {
    items = ctx.upstreams.productApi
      .get<{ results: UpstreamOrderItem[] }>(ORDER_ITEMS, { pedido: orderId, page_size: ITEMS_PAGE_SIZE })
      .then((body) => body.results);
    cache.set(orderId, items);
  }
  return items;
}

export function orderCancellation(ctx: Context, orderId: number): Promise<UpstreamCancellation | null> {
  return loaders(ctx).cancellations.load(orderId);
}

export function orderWorkflow(ctx: Context, orderId: number): Promise<OrderWorkflow | null> {
  return loaders(ctx).workflows.load(orderId);
}

export type StaffRole = 'picker' | 'deliveryman';

/** Spec 000 section 7: available pickers (is_available and is_separating) or deliverymen of a branch. */
export async function staffChoices(ctx: Context, role: StaffRole, requestedBranch: number) {
  if (!Number.isInteger(requestedBranch) || requestedBranch < 1) throw badInput(`Filial inválida: ${requestedBranch}.`, 'branch');
  const branch = branchFilter(sessionOf(ctx), 'staff', requestedBranch) ?? requestedBranch;
  const flags: Params = role === 'picker' ? { is_available: 'true', is_separating: 'true' } : { is_deliveryman: 'true' };
  const body = await ctx.upstreams.productApi.get<{ results: { id: number; nome: string }[] }>(STAFF, {
    ...flags,
    page_size: STAFF_PAGE_SIZE,
    branch,
  });
  return body.results.map((s) => ({ id: String(s.id), name: s.nome }));
}
