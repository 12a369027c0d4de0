// Order.history against the reference upstreams: an order with an additional order taken from R to V (with an
// item marked missing and returned on the way) names every step and person in time order; a user without
// SEE_ORDER_STAFF sees the same steps with nobody named; and a page of orders costs one journal query and one
// audit-log call for all of its histories.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSendAfter } from '../../gateway/src/upstreams/push-body';
import type { Client } from './stack';
import { ADVANCE, createOrder, type FixtureOrder } from './workflow-fixtures';
import { gql, withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

let stack: WorkflowStack;
let submanager: Client;
let separator: Client;
let picker: Loose;
let deliveryman: Loose;

withWorkflowStack(['1003', '1004'], async (started, clients) => {
  stack = started;
  [submanager, separator] = clients;
  picker = (await stack.api.get('detalhe-funcionario/?is_separating=true&filial=17&page_size=1')).results[0];
  deliveryman = (await stack.api.get('detalhe-funcionario/?is_deliveryman=true&filial=17&page_size=1')).results[0];
});

afterEach(() => vi.restoreAllMocks());

const ENTRY = 'kind at actor origin orderId fromStatus toStatus fromStatusLabel toStatusLabel staffName invoiceNumber itemId reason pushTitle coupon';
const HISTORY = `query($id: ID!) { order(id: $id) { invoiceNumber history { ${ENTRY} } } }`;
const TOGGLE = 'mutation($id: ID!, $missing: Boolean!) { setOrderItemMissing(itemId: $id, missing: $missing) { id missing } }';

async function advance(orderId: number, target: string, extra: Record<string, unknown> = {}) {
  const payload = (await gql(submanager, ADVANCE, { input: { orderId: String(orderId), target, ...extra } })).advanceOrderStatus;
  expect(payload.errors, `to ${target}`).toEqual([]);
  expect(payload.workflow.state).toBe('DONE');
}

const historyOf = async (client: Client, order: FixtureOrder) => (await gql(client, HISTORY, { id: String(order.id) })).order;

describe('Order.history', () => {
  let order: FixtureOrder;

  it('names every step of an R -> V run and every person, oldest first', async () => {
    order = await createOrder(stack, { type: 'E', withAdditional: true });
    const item = (await stack.api.get(`itens-pedidos/?pedido=${order.id}&em_falta=true&page_size=1`)).results[0];
    await gql(submanager, TOGGLE, { id: String(item.id), missing: false });
    await gql(submanager, TOGGLE, { id: String(item.id), missing: true });
    await advance(order.id, 'S', { pickerId: String(picker.id) });
    for (const target of ['P', 'C', 'F']) await advance(order.id, target);
    await advance(order.id, 'E', { deliverymanId: String(deliveryman.id) });
    await advance(order.id, 'V');

    const { invoiceNumber, history } = await historyOf(submanager, order);
    const times = history.map((e: Loose) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Every entry of the panel names its person; the scheduled rating push names none (it reads 'agendado').
    expect(new Set(history.filter((e: Loose) => e.origin === 'PANEL').map((e: Loose) => e.actor))).toEqual(new Set(['Sabrina Subgerente']));

    const main = String(order.id);
    const moves = (id: string) =>
      history.filter((e: Loose) => e.kind === 'STATUS_CHANGED' && e.orderId === id).map((e: Loose) => `${e.fromStatus}>${e.toStatus}`);
    const path = ['R>S', 'S>P', 'P>C', 'C>F', 'F>E', 'E>V'];
    expect(moves(main)).toEqual(path);
    expect(moves(String(order.additionalId))).toEqual(path);
    expect(history.find((e: Loose) => e.kind === 'STATUS_CHANGED')).toMatchObject({ fromStatusLabel: 'Recebido', toStatusLabel: 'Em Separação' });

    // The main order's steps in order, each push once (the additional order's are only status and invoice).
    const mainKinds = history.filter((e: Loose) => e.orderId === main && e.kind !== 'PUSH_SENT' && e.kind !== 'STATUS_CHANGED').map((e: Loose) => e.kind);
    expect(mainKinds).toEqual(['ITEM_RETURNED', 'ITEM_MISSING', 'PICKER_ASSIGNED', 'INVOICED', 'DELIVERYMAN_ASSIGNED', 'LOYALTY_REGISTERED']);
    const named = (kind: string) => history.find((e: Loose) => e.kind === kind && e.orderId === main);
    expect(named('ITEM_RETURNED').itemId).toBe(String(item.id));
    expect(named('PICKER_ASSIGNED').staffName).toBe(picker.nome);
    expect(named('DELIVERYMAN_ASSIGNED').staffName).toBe(deliveryman.nome);
    expect(named('INVOICED').invoiceNumber).toBe(invoiceNumber);
    expect(named('LOYALTY_REGISTERED').coupon).toBeTruthy();

    const recorded = (await stack.recorded('push', '/notifications')).filter((r) => r.status === 200 && JSON.stringify(r.body).includes(order.customerDevice));
    const sentNow = recorded.filter((r) => !r.body.send_after);
    const titles = history.filter((e: Loose) => e.kind === 'PUSH_SENT' && e.origin === 'PANEL').map((e: Loose) => e.pushTitle);
    // The customer's pushes sent at once, in the order sent, and the picker's one.
    expect(titles.filter((_t: string, i: number) => i !== 1)).toEqual(sentNow.map((r) => r.body.headings.pt));
    expect(titles).toHaveLength(sentNow.length + 1);
    // The rating request goes out a while after completion: its entry stands at that time, marked scheduled.
    const rating = recorded.filter((r) => r.body.send_after);
    expect(rating).toHaveLength(1);
    const scheduled = history.filter((e: Loose) => e.origin === 'SCHEDULED');
    expect(scheduled.map((e: Loose) => [e.kind, e.pushTitle, Date.parse(e.at), e.actor])).toEqual([
      ['PUSH_SENT', rating[0].body.headings.pt, parseSendAfter(rating[0].body.send_after)!.getTime(), null],
    ]);
    expect(history.filter((e: Loose) => e.origin !== 'SCHEDULED').every((e: Loose) => e.origin === 'PANEL')).toBe(true);
  });

  it('shows a user without SEE_ORDER_STAFF the same steps with nobody named', async () => {
    const full = (await historyOf(submanager, order)).history;
    const plain = (await historyOf(separator, order)).history;
    expect(plain.map((e: Loose) => e.kind)).toEqual(full.map((e: Loose) => e.kind));
    expect(plain.every((e: Loose) => e.actor === null && e.staffName === null)).toBe(true);
  });

  it('reads the histories of a page of orders with one journal query and one audit-log call', async () => {
    const orders = [await createOrder(stack, { type: 'L' }), await createOrder(stack, { type: 'E' })];
    for (const o of orders) await advance(o.id, 'S', { pickerId: String(picker.id) });
    const query = vi.spyOn(stack.gateway.store, 'query');
    const since = stack.proxies.productApi.calls.length;

    const page = await gql(submanager, `{ openOrders(filter: { statuses: [S] }, pageSize: -1) { items { id history { kind actor staffName } } } }`);

    const ours = page.openOrders.items.filter((o: Loose) => orders.some((f) => String(f.id) === o.id));
    expect(ours).toHaveLength(2);
    for (const o of ours) {
      expect(o.history.slice(0, 2)).toEqual([
        { kind: 'STATUS_CHANGED', actor: 'Sabrina Subgerente', staffName: null },
        { kind: 'PICKER_ASSIGNED', actor: 'Sabrina Subgerente', staffName: picker.nome },
      ]);
    }
    const journalReads = query.mock.calls.filter(([sql]) => String(sql).includes('JOIN workflow_steps s ON s.run_id = r.id'));
    expect(journalReads).toHaveLength(1);
    const calls = stack.proxies.productApi.calls.slice(since);
    expect(calls.filter((c) => c.path.includes('detalhe-application-logs/'))).toHaveLength(1);
    expect(calls.filter((c) => c.path.includes('detalhe-funcionario/'))).toHaveLength(1);
  });
});
