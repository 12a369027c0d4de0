// Order reads: the three lists of docs/areas/orders.md#screens (filters, server-side paging, branch binding), lookups by id with the
// lists' binding, and the picker and deliveryman choices. Batching lives in the product API's resource modules.
import type { OpenOrderFilter, OrderFilter, OrderStatus } from '../../generated/resolvers-types';
import { sessionOf, type Context } from '../../context';
import type { ProductApi } from '../../upstreams/product-api';
import type { CancellationRecord } from '../../upstreams/product-api/cancellations';
import { type OrderRecord } from '../../upstreams/product-api/orders';
import type { StaffRole } from '../../upstreams/product-api/staff';
import { assertBranchAccess, branchFilter, callerMay, forbidden } from '../../auth/policy';
import type { Session } from '../../auth/session';
import { dateScalarDay } from '../../kit/dates';
import { badInput, pageRequest, pageResult, type PageResult } from '../../kit/paging';
import { cpfDigits } from '../../kit/cpf';
import { ORDER_READ_MESSAGES } from './rules';

export const OPEN_STATUSES: readonly OrderStatus[] = ['R', 'S', 'P', 'C', 'F', 'E'];

type Params = Record<string, string | number>;

function dateRange(params: Params, names: [string, string], filter: { from?: unknown; to?: unknown } | null | undefined) {
  const from = dateScalarDay(filter?.from);
  const to = dateScalarDay(filter?.to);
  if (from && to && from > to) throw badInput(ORDER_READ_MESSAGES.datesReversed, 'from');
  if (from) params[names[0]] = from;
  if (to) params[names[1]] = to;
}

const NOBODY = Symbol('no customer has the CPF');

/** The CPF filter: look the customer up first; nobody with it -> no order query (the page says so). */
async function customerFilter(api: ProductApi, cpf: string | null | undefined): Promise<number | null | typeof NOBODY> {
  const digits = cpfDigits(cpf, 'customerCpf');
  if (!digits) return null;
  return (await api.customers.idByCpf(digits)) ?? NOBODY;
}

export interface OrderListResult<T> extends PageResult<T> {
  customerNotFound?: { code: 'CPF_NOT_FOUND'; message: string; field: string };
}

/** The spec's 'Cliente não encontrado com o CPF fornecido', as data the page carries. */
const noCustomer = <T>(): OrderListResult<T> => ({
  total: 0,
  items: [],
  truncated: false,
  customerNotFound: { code: 'CPF_NOT_FOUND', message: ORDER_READ_MESSAGES.customerNotFound, field: 'customerCpf' },
});

export async function openOrders(
  ctx: Context,
  filter: OpenOrderFilter | null | undefined,
  page: number | null | undefined,
  pageSize: number | null | undefined,
): Promise<OrderListResult<OrderRecord>> {
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
  if (customer === NOBODY) return noCustomer();
  if (customer !== null) params.codcli = customer;
  return pageResult(request, await api.orders.listOpen(params, request.page, request.size));
}

export async function completedOrders(
  ctx: Context,
  filter: OrderFilter | null | undefined,
  page: number | null | undefined,
  pageSize: number | null | undefined,
): Promise<OrderListResult<OrderRecord>> {
  const request = pageRequest(page, pageSize);
  const branch = branchFilter(sessionOf(ctx), 'closedOrders');
  const params: Params = { pedidoadicional: 'false' };
  if (branch !== null) params.codfilial = branch;
  dateRange(params, ['datapedido_after', 'datapedido_before'], filter);
  const api = ctx.upstreams.productApi;
  const customer = await customerFilter(api, filter?.customerCpf);
  if (customer === NOBODY) return noCustomer();
  if (customer !== null) params.codcli = customer;
  return pageResult(request, await api.orders.listCompleted(params, request.page, request.size));
}

export async function cancelledOrders(
  ctx: Context,
  filter: OrderFilter | null | undefined,
  page: number | null | undefined,
  pageSize: number | null | undefined,
): Promise<OrderListResult<CancellationRecord>> {
  const request = pageRequest(page, pageSize);
  const branch = branchFilter(sessionOf(ctx), 'closedOrders');
  const params: Params = {};
  if (branch !== null) params.codfilial = branch;
  dateRange(params, ['data_after', 'data_before'], filter);
  const api = ctx.upstreams.productApi;
  const customer = await customerFilter(api, filter?.customerCpf);
  if (customer === NOBODY) return noCustomer();
  if (customer !== null) params.codcli = customer;
  // The rows are primed as each order's cancellation: Order.cancellation on this page needs no second call.
  return pageResult(request, await api.cancellations.list(params, request.page, request.size));
}

/**
 * Lookups by id obey the same binding as the lists: open orders for types 3, 4 and 7; a completed or cancelled
 * order also needs that page's right and its branch binding (types 3 and 4).
 */
export function assertOrderAccess(session: Session, order: OrderRecord): void {
  const branch = order.codfilial.codFilial;
  assertBranchAccess(session, 'openOrders', branch);
  if (order.status === 'V' || order.status === 'X') {
    if (!callerMay(session, order.status === 'V' ? 'pedidosconcluidos' : 'pedidoscancelados')) throw forbidden();
    assertBranchAccess(session, 'closedOrders', branch);
  }
}

/**
 * order(id): an order the user may not read answers null, exactly like an id that does not exist, so that a
 * branch-bound user cannot learn which ids exist in other branches.
 */
export async function orderById(ctx: Context, id: number): Promise<OrderRecord | null> {
  const order = await ctx.upstreams.productApi.orders.load(id);
  if (!order) return null;
  try {
    assertOrderAccess(sessionOf(ctx), order);
  } catch {
    return null;
  }
  return order;
}

/** docs/areas/orders.md#calls: available pickers (is_available and is_separating) or deliverymen of a branch. */
export async function staffChoices(ctx: Context, role: StaffRole, requestedBranch: number) {
  if (!Number.isInteger(requestedBranch) || requestedBranch < 1) throw badInput(`Filial inválida: ${requestedBranch}.`, 'branch');
  const branch = branchFilter(sessionOf(ctx), 'staff', requestedBranch) ?? requestedBranch;
  const staff = await ctx.upstreams.productApi.staff.choices(role, branch);
  return staff.map((s) => ({ id: String(s.id), name: s.nome }));
}
