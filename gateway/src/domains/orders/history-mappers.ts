// An order's history (Order.history) as pure shape functions: the workflow journal's succeeded steps become
// facts (what changed on which order, when, by which user), the audit log's entries name those users, and the
// facts become schema entries, with staff names only for users who may see order staff. history.ts reads.
import type { OrderHistoryEntry, OrderHistoryKind, OrderHistoryOrigin } from '../../generated/resolvers-types';
import type { JournaledStep } from '../../workflows/runs';
import type { ApiLogRecord } from '../../upstreams/product-api/logs';
import { parseSendAfter } from '../../upstreams/push-body';
import type { StoredOutsideChange } from './outside-changes';
import { isOrderStatus, statusLabel, type OrderStatus, type OrderType } from './rules';
import { orderIdOfSubject } from './workflows/order-data';

/** One change found in the journal; staffId is named later (staff names are read only for who may see them). */
export interface HistoryFact {
  kind: OrderHistoryKind;
  at: Date;
  orderId: number;
  /** The run's user (who did it); null when no person started it. */
  userId: number | null;
  fromStatus?: OrderStatus;
  toStatus?: OrderStatus;
  staffId?: number;
  invoiceNumber?: string;
  itemId?: number;
  reason?: string;
  pushTitle?: string;
  coupon?: string;
  /** PANEL when absent: a journal step of the panel's own. */
  origin?: OrderHistoryOrigin;
}

/** The item toggle's run ('Em Falta' / 'Retornar'), held by the item: its step answers the item's order. */
export const ITEM_TOGGLE = { kind: 'item_missing', step: 'item.update', path: ['after', 'pedido'] } as const;

const ADDITIONAL_UPDATE = /^order\.additional\.(\d+)\.update$/;

type Snapshot = Record<string, unknown>;
const asRecord = (value: unknown): Snapshot | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Snapshot) : null);
const idOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : null;
const textOrNull = (value: unknown): string | null => (value === null || value === undefined || String(value).trim() === '' ? null : String(value));

/** The order an order update step changed: the run's order, or the additional order its name carries. */
function updatedOrderOf(step: JournaledStep): number | null {
  if (step.name === 'order.update') return orderIdOfSubject(step.subject);
  const additional = ADDITIONAL_UPDATE.exec(step.name);
  return additional ? Number(additional[1]) : null;
}

/** What an order update changed: its status, picker, deliveryman and invoice number (the audit snapshot's fields). */
function orderUpdateFacts(step: JournaledStep, orderId: number): HistoryFact[] {
  const answer = asRecord(step.response);
  const before = asRecord(answer?.before) ?? {};
  const after = asRecord(answer?.after);
  if (!after) return [];
  const base = { at: step.at, orderId, userId: step.userId };
  const facts: HistoryFact[] = [];
  if (before.status !== after.status && isOrderStatus(after.status)) {
    facts.push({ ...base, kind: 'STATUS_CHANGED', toStatus: after.status, ...(isOrderStatus(before.status) ? { fromStatus: before.status } : {}) });
  }
  const staff: Array<[string, OrderHistoryKind]> = [
    ['separador', 'PICKER_ASSIGNED'],
    ['entregador', 'DELIVERYMAN_ASSIGNED'],
  ];
  for (const [field, kind] of staff) {
    const id = idOf(after[field]);
    if (id !== null && id !== idOf(before[field])) facts.push({ ...base, kind, staffId: id });
  }
  const invoice = textOrNull(after.numorcamento);
  if (invoice !== null && invoice !== textOrNull(before.numorcamento)) facts.push({ ...base, kind: 'INVOICED', invoiceNumber: invoice });
  return facts;
}

const pushBodyOf = (request: unknown) => asRecord(Array.isArray(request) ? request[0] : request);

/** The title of a push body as the journal recorded it (one body, or one per device group). */
function pushTitleOf(request: unknown): string | null {
  const headings = asRecord(pushBodyOf(request)?.headings);
  return textOrNull(headings?.pt ?? headings?.en);
}

/**
 * A push scheduled for later (the rating request, send_after) is told at the moment the customer gets it, not when the
 * panel handed it to the push provider: the entry stands at its scheduled time, marked SCHEDULED.
 */
function pushFact(step: JournaledStep, orderId: number, title: string): HistoryFact {
  const scheduledAt = parseSendAfter(pushBodyOf(step.request)?.send_after);
  const base = { orderId, userId: step.userId, kind: 'PUSH_SENT' as const, pushTitle: title };
  return scheduledAt ? { ...base, at: scheduledAt, origin: 'SCHEDULED' } : { ...base, at: step.at };
}

/**
 * A send held for a person: while held (the failed step's `held`), or once resolved (the step's answer keeps why it
 * was held, and the budget number the person entered, if any).
 */
function heldFact(step: JournaledStep, answer: Snapshot | null): Pick<HistoryFact, 'kind' | 'reason' | 'invoiceNumber'> | null {
  const reason = textOrNull(asRecord(answer?.held)?.reason ?? answer?.heldFor);
  if (!reason) return null;
  const entered = textOrNull(asRecord(answer?.resolution)?.numorcamento);
  return { kind: 'HELD_FOR_CHECK', reason, ...(entered ? { invoiceNumber: entered } : {}) };
}

/** The facts one succeeded journal step records (none for steps that change nothing of the order). */
export function factsOfStep(step: JournaledStep): HistoryFact[] {
  const base = { at: step.at, userId: step.userId };
  const runOrder = orderIdOfSubject(step.subject);
  const answer = asRecord(step.response);
  const updated = updatedOrderOf(step);
  if (updated !== null) return orderUpdateFacts(step, updated);
  if (step.kind === ITEM_TOGGLE.kind && step.name === ITEM_TOGGLE.step) {
    const after = asRecord(answer?.after);
    const orderId = idOf(after?.pedido);
    const itemId = idOf(after?.id);
    if (orderId === null || itemId === null || typeof after?.em_falta !== 'boolean') return [];
    return [{ ...base, orderId, kind: after.em_falta ? 'ITEM_MISSING' : 'ITEM_RETURNED', itemId }];
  }
  if (runOrder === null) return [];
  const held = heldFact(step, answer);
  if (held) return [{ ...base, orderId: runOrder, ...held }];
  if (step.name === 'order.cancellation-record') {
    return [{ ...base, orderId: runOrder, kind: 'CANCELLED', ...(textOrNull(answer?.motivo) ? { reason: String(answer!.motivo) } : {}) }];
  }
  if (step.name.startsWith('push.')) {
    const title = answer?.sent === true ? pushTitleOf(step.request) : null;
    return title ? [pushFact(step, runOrder, title)] : [];
  }
  const loyalty: Record<string, OrderHistoryKind> = { 'loyalty.shop': 'LOYALTY_REGISTERED', 'loyalty.cancel': 'LOYALTY_CANCELLED' };
  if (loyalty[step.name]) {
    const coupon = textOrNull(answer?.coupon);
    return [{ ...base, orderId: runOrder, kind: loyalty[step.name], ...(coupon ? { coupon } : {}) }];
  }
  return [];
}

/**
 * The facts of a change made outside the panel that the order watcher saw (outside-changes.ts): what moved of the
 * status, picker and deliveryman, with no user (OUTSIDE). A status it had not seen before has no 'from'.
 */
export function factsOfOutsideChange(change: StoredOutsideChange): HistoryFact[] {
  const base = { at: change.at, orderId: change.order, userId: null, origin: 'OUTSIDE' as const };
  const { before, after } = change;
  const facts: HistoryFact[] = [];
  if (before?.status !== after.status && isOrderStatus(after.status)) {
    facts.push({ ...base, kind: 'STATUS_CHANGED', toStatus: after.status, ...(before && isOrderStatus(before.status) ? { fromStatus: before.status } : {}) });
  }
  const staff: Array<['separador' | 'entregador', OrderHistoryKind]> = [
    ['separador', 'PICKER_ASSIGNED'],
    ['entregador', 'DELIVERYMAN_ASSIGNED'],
  ];
  for (const [field, kind] of staff) {
    const id = idOf(after[field]);
    if (id !== null && (before ? id !== idOf(before[field]) : true)) facts.push({ ...base, kind, staffId: id });
  }
  return facts;
}

/** The application-log entries the journal's audit steps wrote (their answers carry the entry's id). */
export function auditEntryIds(steps: readonly JournaledStep[]): number[] {
  const ids = steps.filter((s) => s.name.startsWith('audit.')).map((s) => idOf(asRecord(s.response)?.id));
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** A person's name as the audit log nests them: first and last name, else the username. */
function personName(user: { first_name?: string | null; last_name?: string | null; username?: string | null }): string | null {
  const full = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || textOrNull(user.username);
}

/** The names of the users the audit log's entries name, by upstream user id. */
export function actorNames(entries: readonly ApiLogRecord[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const entry of entries) {
    const user = entry.usuario;
    const name = user ? personName(user) : null;
    if (user && name) names.set(user.pk, name);
  }
  return names;
}

export interface EntryNames {
  /** The acting users' names, by user id. */
  actors: ReadonlyMap<number, string>;
  /** The pickers' and deliverymen's names, by employee id. */
  staff: ReadonlyMap<number, string>;
  /** Whether the reader may see order staff (SEE_ORDER_STAFF): without it no person is named. */
  seeStaff: boolean;
}

/** A fact as the schema answers it; status names follow the order's type. */
export function toHistoryEntry(fact: HistoryFact, type: OrderType, names: EntryNames): OrderHistoryEntry {
  const origin = fact.origin ?? 'PANEL';
  const actor = names.seeStaff && fact.userId !== null && origin === 'PANEL' ? (names.actors.get(fact.userId) ?? null) : null;
  const staffName = names.seeStaff && fact.staffId !== undefined ? (names.staff.get(fact.staffId) ?? null) : null;
  return {
    kind: fact.kind,
    at: fact.at,
    actor,
    origin,
    orderId: String(fact.orderId),
    fromStatus: fact.fromStatus ?? null,
    toStatus: fact.toStatus ?? null,
    fromStatusLabel: fact.fromStatus ? statusLabel(fact.fromStatus, type) : null,
    toStatusLabel: fact.toStatus ? statusLabel(fact.toStatus, type) : null,
    staffName,
    invoiceNumber: fact.invoiceNumber ?? null,
    itemId: fact.itemId === undefined ? null : String(fact.itemId),
    reason: fact.reason ?? null,
    pushTitle: fact.pushTitle ?? null,
    coupon: fact.coupon ?? null,
  };
}

/** The facts of these orders (an order and its additional orders), oldest first as the journal gave them. */
export function factsOfOrders(facts: readonly HistoryFact[], orderIds: ReadonlySet<number>): HistoryFact[] {
  return facts.filter((fact) => orderIds.has(fact.orderId)).sort((a, b) => a.at.getTime() - b.at.getTime());
}
