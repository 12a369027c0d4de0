// Reads an order's history (Order.history) for a whole page at once: one journal query for every order of the
// page and their additional orders (and one of the changes made outside the panel that the watcher kept), then one
// audit-log call for the entries those runs wrote (who made each change), and, for users who may see order staff,
// the assigned pickers' and deliverymen's names through the request's staff loader (one call). The shapes are
// history-mappers.ts.
import DataLoader from 'dataloader';
import type { Context } from '../../context';
import type { OrderHistoryEntry } from '../../generated/resolvers-types';
import { isAllowed } from '../../auth/policy';
import { historyStepsOf } from '../../workflows/questions';
import type { OrderRecord } from '../../upstreams/product-api/orders';
import { actorNames, auditEntryIds, factsOfOrders, factsOfOutsideChange, factsOfStep, ITEM_TOGGLE, toHistoryEntry, type HistoryFact } from './history-mappers';
import { outsideChangesOf } from './outside-changes';
import { isOrderType } from './rules';
import { orderSubject } from './workflows/order-data';

const HISTORY = Symbol('orderHistory');

/** The order and its additional orders: whose changes its history shows. */
function ordersOf(order: OrderRecord): number[] {
  return [order.id, ...(order.adicionais ?? []).map((extra) => extra.id)];
}

/** Whether this request's user may see who works on orders (the rule of Order.picker and Order.deliveryman). */
function seesStaff(ctx: Context): boolean {
  return ctx.session ? isAllowed(ctx.session.type, 'pedido', 'SEE_ORDER_STAFF') : false;
}

/** The staff members' names, by employee id (the request's `detalhe-funcionario/?id__in=` loader). */
async function staffNames(ctx: Context, facts: readonly HistoryFact[]): Promise<Map<number, string>> {
  const ids = [...new Set(facts.flatMap((f) => (f.staffId === undefined ? [] : [f.staffId])))];
  const found = await Promise.all(ids.map((id) => ctx.upstreams.productApi.staff.load(id)));
  return new Map(found.flatMap((staff) => (staff ? [[staff.id, staff.nome] as const] : [])));
}

async function historiesOf(ctx: Context, orders: readonly OrderRecord[]): Promise<OrderHistoryEntry[][]> {
  const ids = [...new Set(orders.flatMap(ordersOf))];
  const [steps, outside] = await Promise.all([
    historyStepsOf(ctx.services.store, ids.map(orderSubject), { ...ITEM_TOGGLE, values: ids }),
    outsideChangesOf(ctx.services.store, ids),
  ]);
  const facts = [...steps.flatMap(factsOfStep), ...outside.flatMap(factsOfOutsideChange)];
  const seeStaff = seesStaff(ctx);
  const [audit, staff] = await Promise.all([
    seeStaff ? ctx.upstreams.productApi.apiLogs.byIds(auditEntryIds(steps)) : Promise.resolve([]),
    seeStaff ? staffNames(ctx, facts) : Promise.resolve(new Map<number, string>()),
  ]);
  const names = { actors: actorNames(audit), staff, seeStaff };
  return orders.map((order) => {
    const type = isOrderType(order.tipopedido) ? order.tipopedido : 'E';
    return factsOfOrders(facts, new Set(ordersOf(order))).map((fact) => toHistoryEntry(fact, type, names));
  });
}

/** Each order's history, batched per request: a page of orders costs one read of each source. */
export function orderHistory(ctx: Context): DataLoader<OrderRecord, OrderHistoryEntry[], number> {
  return ctx.memo(HISTORY, () => {
    return new DataLoader<OrderRecord, OrderHistoryEntry[], number>((orders) => historiesOf(ctx, orders), { cacheKeyFn: (order) => order.id });
  });
}
