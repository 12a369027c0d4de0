// Sends in doubt against services that do only what the specs describe (the seeds profile: the ERP bridge neither
// honours Idempotency-Key nor upserts a branch + order, and the gateway is told nothing about either). A
// processa-pedido whose answer is lost, or answered with a 5xx or a success without the number, holds the order
// UNCERTAIN with a text that says to look in Winthor; 'Tente Novamente' and any other change leave it held and send
// nothing; a type 1 user enters the budget number (confirmed with get_payment_data) or confirms none exists, and the
// order is then invoiced exactly once. A PHP warning after the work is settled by the number it carried. A loyalty
// registration whose answer was lost is asked again with the same coupon, whose duplicate answer settles it.
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { createOrder } from './workflow-fixtures';
import { withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';
import { HOLD_MESSAGES } from '../../gateway/src/domains/orders/workflows/erp-holds';
import { HOLD_RESOLUTION_MESSAGES } from '../../gateway/src/domains/orders/workflows/hold-resolution';
import { RESEND_MESSAGES } from '../../gateway/src/domains/orders/workflows/erp-resend';

let stack: WorkflowStack;
let superuser: Client;
let submanager: Client;

withWorkflowStack(
  ['1001', '1003'],
  (started, clients) => {
    stack = started;
    [superuser, submanager] = clients;
  },
  {},
  { profile: 'seeds' },
);
afterEach(async () => stack.clearFaults());

const PAYLOAD = `message errors { code message field } order { id status invoiceNumber }
  workflow { id state canRetry error { code message } hold { kind orderId branch } }`;
const ADVANCE = `mutation($input: AdvanceOrderStatusInput!) { advanceOrderStatus(input: $input) { ${PAYLOAD} } }`;
const RETRY = `mutation($id: ID!) { retryOrderWorkflow(workflowId: $id) { ${PAYLOAD} } }`;
const RESOLVE = `mutation($input: ResolveHeldInvoicingInput!) {
resolveHeldInvoicing(input: $input) { ${PAYLOAD} } }`;
const HISTORY = `query($id: ID!) { order(id: $id) { history { kind reason invoiceNumber } } }`;
const heldHistory = async (orderId: number) =>
  ((await call(submanager, HISTORY, { id: String(orderId) }, 'order')).history as Loose[]).filter((h) => h.kind === 'HELD_FOR_CHECK');
const HELD = `query($id: ID!) { order(id: $id) { status workflow { id state canRetry error { code message } hold { kind orderId branch } } } }`;

async function call(client: Client, query: string, variables: Record<string, unknown>, field: string): Promise<Loose> {
  const result = await client.query(query, variables);
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return result.body.data![field];
}

const advance = (orderId: number, target: string, extra: Record<string, unknown> = {}) =>
  call(submanager, ADVANCE, { input: { orderId: String(orderId), target, ...extra } }, 'advanceOrderStatus');
const retry = (workflowId: string) => call(submanager, RETRY, { id: workflowId }, 'retryOrderWorkflow');
const resolve = (input: Record<string, unknown>) => call(superuser, RESOLVE, { input }, 'resolveHeldInvoicing');

/** A fixture order moved straight to 'Conferência' in the product API: ready to invoice. */
async function orderInC(): Promise<number> {
  return (await fixtureInC()).id;
}

async function fixtureInC() {
  const order = await createOrder(stack, { type: 'L' });
  const current = await stack.api.get(`pedidos/${order.id}/`);
  await stack.api.put(`pedidos/${order.id}/`, { ...current, codcli: order.customerId, status: 'C', adicionais: undefined, itempedido: undefined });
  return order;
}

/** The reference ERP's budgets for the order, from its own database. */
async function budgets(orderId: number): Promise<number[]> {
  const { rows } = await stack.upstreams.db.query<{ numorcamento: string }>('SELECT numorcamento FROM erp_orders WHERE id_pedido = $1 ORDER BY numorcamento', [
    orderId,
  ]);
  return rows.map((r) => Number(r.numorcamento));
}

const erpSends = async (orderId: number) => (await stack.recorded('erp', 'processa-pedido')).filter((r) => r.body?.id_pedido === orderId);

function expectHeld(payload: Loose, orderId: number) {
  expect(payload.errors).toEqual([{ code: 'UNCERTAIN', message: HOLD_MESSAGES.order(orderId, 17), field: null }]);
  expect(payload.workflow).toMatchObject({
    state: 'FAILED',
    canRetry: false,
    error: { code: 'UNCERTAIN' },
    hold: { kind: 'ERP_ORDER', orderId: String(orderId), branch: 17 },
  });
}

describe('an ERP answer lost during invoicing (seeds profile, ERP_IDEMPOTENCY unset)', () => {
  it("holds the order UNCERTAIN through 'Tente Novamente' and other changes; the budget number entered invoices it once", async () => {
    const orderId = await orderInC();
    stack.proxies.erp.add({ method: 'POST', path: 'processa-pedido', action: 'lose' });
    const held = await advance(orderId, 'F');
    expectHeld(held, orderId);
    expect(held.order.status).toBe('C');
    const [budget] = await budgets(orderId);
    expect(await budgets(orderId)).toEqual([budget]);

    // Nothing sends it again: the retry, advancing to F again, cancelling.
    expectHeld(await retry(held.workflow.id), orderId);
    expectHeld(await advance(orderId, 'F'), orderId);
    expectHeld(await advance(orderId, 'X', { reason: 'Teste' }), orderId);
    const shown = (await call(submanager, HELD, { id: String(orderId) }, 'order')).workflow;
    expect(shown).toMatchObject({ id: held.workflow.id, error: { code: 'UNCERTAIN', message: HOLD_MESSAGES.order(orderId, 17) }, hold: { kind: 'ERP_ORDER' } });
    expect(await erpSends(orderId)).toHaveLength(1);
    expect(await budgets(orderId)).toEqual([budget]);
    // The order's history says why it waits.
    expect(await heldHistory(orderId)).toEqual([{ kind: 'HELD_FOR_CHECK', reason: HOLD_MESSAGES.order(orderId, 17), invoiceNumber: null }]);

    // Only type 1 resolves it; a number the ERP does not have is refused and sends nothing.
    const denied = await submanager.query(RESOLVE, { input: { workflowId: held.workflow.id, erpNumber: String(budget) } });
    expect(denied.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const both = await resolve({ workflowId: held.workflow.id, erpNumber: String(budget), notFound: true });
    expect(both.errors).toEqual([{ code: 'BAD_USER_INPUT', message: HOLD_RESOLUTION_MESSAGES.oneAnswer, field: 'erpNumber' }]);
    const wrong = await resolve({ workflowId: held.workflow.id, erpNumber: '999' });
    expect(wrong.errors).toEqual([{ code: 'BAD_USER_INPUT', message: HOLD_RESOLUTION_MESSAGES.budgetUnknown(999), field: 'erpNumber' }]);

    const done = await resolve({ workflowId: held.workflow.id, erpNumber: String(budget) });
    expect(done).toMatchObject({ errors: [], order: { status: 'F', invoiceNumber: String(budget) }, workflow: { state: 'DONE', hold: null } });
    expect(done.message).toBe(`Pedido Enviado para faturamento numero: ${budget}`);
    expect(await erpSends(orderId)).toHaveLength(1);
    expect(await budgets(orderId)).toEqual([budget]);
    expect(await heldHistory(orderId)).toEqual([{ kind: 'HELD_FOR_CHECK', reason: HOLD_MESSAGES.order(orderId, 17), invoiceNumber: String(budget) }]);
    // Settled: a second answer finds nothing held.
    const again = await resolve({ workflowId: held.workflow.id, notFound: true });
    expect(again.errors).toEqual([{ code: 'NOT_RETRYABLE', message: HOLD_RESOLUTION_MESSAGES.notHeld, field: null }]);
  }, 90_000);

  it('a 502 answer holds it too; confirming that Winthor has none sends it again, once', async () => {
    const orderId = await orderInC();
    stack.proxies.erp.add({ method: 'POST', path: 'processa-pedido', action: 'status', status: 502 });
    const held = await advance(orderId, 'F');
    expectHeld(held, orderId);
    expect(await budgets(orderId)).toEqual([]);
    const done = await resolve({ workflowId: held.workflow.id, notFound: true });
    expect(done).toMatchObject({ errors: [], order: { status: 'F' }, workflow: { state: 'DONE' } });
    expect(await budgets(orderId)).toEqual([Number(done.order.invoiceNumber)]);
  }, 90_000);

  it('a customer registration whose answer was lost holds it too; the customer code entered is saved and the order invoiced once', async () => {
    const order = await fixtureInC();
    stack.proxies.erp.add({ method: 'POST', path: 'processa-cliente', action: 'lose' });
    const held = await advance(order.id, 'F');
    expect(held.errors).toEqual([{ code: 'UNCERTAIN', message: HOLD_MESSAGES.customer(order.id), field: null }]);
    expect(held.workflow.hold).toEqual({ kind: 'ERP_CUSTOMER', orderId: String(order.id), branch: 17 });
    expect(await erpSends(order.id)).toHaveLength(0);
    const { rows } = await stack.upstreams.db.query<{ codcli: string }>('SELECT codcli FROM erp_customers WHERE cpf = $1', [order.cpf]);
    expect(rows).toHaveLength(1);
    const done = await resolve({ workflowId: held.workflow.id, erpNumber: String(rows[0].codcli) });
    expect(done).toMatchObject({ errors: [], order: { status: 'F' } });
    expect((await stack.recorded('erp', 'processa-cliente')).filter((r) => r.body?.cpf === order.cpf)).toHaveLength(1);
    expect((await erpSends(order.id)).map((r) => r.body.codcli)).toEqual([Number(rows[0].codcli)]);
    expect(String((await stack.api.get(`clientes/${order.customerId}/`)).codCli)).toBe(String(rows[0].codcli));
  }, 90_000);

  it('a 2xx answer the gateway cannot read is UNCERTAIN, not failed', async () => {
    const orderId = await orderInC();
    await stack.fault('erp', { mode: 'status', status: 200, body: 'ok', path: 'processa-pedido', times: 1 });
    const held = await advance(orderId, 'F');
    expectHeld(held, orderId);
    expectHeld(await retry(held.workflow.id), orderId);
    expect(await erpSends(orderId)).toHaveLength(1);
  }, 90_000);

  it('a PHP warning after the work: the budget number it carried is confirmed with get_payment_data; one budget', async () => {
    const orderId = await orderInC();
    await stack.fault('erp', { mode: 'warning', path: 'processa-pedido', times: 1 });
    const done = await advance(orderId, 'F');
    expect(done).toMatchObject({ errors: [], order: { status: 'F' }, workflow: { state: 'DONE' } });
    const made = await budgets(orderId);
    expect(made).toEqual([Number(done.order.invoiceNumber)]);
    // The confirmation, then invoicing's read-back of the invoice's total (for its push).
    const reads = (await stack.recorded('erp', 'get_payment_data')).filter((r) => r.query.orcamento === String(made[0]));
    expect(reads).toHaveLength(2);
    expect(await erpSends(orderId)).toHaveLength(1);
  }, 90_000);
});

describe("type 1's resend of an invoiced order (seeds profile: the ERP makes a new budget for every processa-pedido)", () => {
  const RESEND = `mutation($id: ID!) { resendOrderToInvoicing(orderId: $id) { ${PAYLOAD} messages } }`;
  const resend = (orderId: number) => call(superuser, RESEND, { id: String(orderId) }, 'resendOrderToInvoicing');

  it('asks get_payment_data first: a budget the ERP has is kept and nothing is sent; one the ERP lost is sent again, once', async () => {
    const orderId = await orderInC();
    const invoiced = await advance(orderId, 'F');
    expect(invoiced.errors).toEqual([]);
    const budget = Number(invoiced.order.invoiceNumber);
    expect(await budgets(orderId)).toEqual([budget]);

    const kept = await resend(orderId);
    expect(kept).toMatchObject({ errors: [], order: { status: 'F', invoiceNumber: String(budget) }, workflow: { state: 'DONE' } });
    expect(kept.message).toBe(RESEND_MESSAGES.alreadyInErp(budget));
    expect(await erpSends(orderId)).toHaveLength(1);
    expect(await budgets(orderId)).toEqual([budget]);
    const asked = (await stack.recorded('erp', 'get_payment_data')).filter((r) => r.query.orcamento === String(budget));
    expect(asked.length).toBeGreaterThan(0);

    // Winthor lost the budget: the ERP says so, and the resend goes, once.
    await stack.upstreams.db.query('DELETE FROM erp_orders WHERE numorcamento = $1', [budget]);
    const sent = await resend(orderId);
    expect(sent).toMatchObject({ errors: [], order: { status: 'F' }, workflow: { state: 'DONE' } });
    const remade = Number(sent.order.invoiceNumber);
    expect(sent.message).toBe(`Pedido Enviado para faturamento numero: ${remade}`);
    expect(await erpSends(orderId)).toHaveLength(2);
    expect(await budgets(orderId)).toEqual([remade]);
  }, 90_000);

  it('an ERP that does not answer the question gets nothing sent, and the person may try again', async () => {
    const orderId = await orderInC();
    expect((await advance(orderId, 'F')).errors).toEqual([]);
    // Its GETs are retried: every one of them fails.
    stack.proxies.erp.add({ method: 'GET', path: 'get_payment_data', action: 'status', status: 502, times: 10 });
    const budget = (await budgets(orderId))[0];
    const refused = await resend(orderId);
    expect(refused.errors).toEqual([{ code: 'ERP_ORDER_FAILED', message: RESEND_MESSAGES.unconfirmed(budget), field: null }]);
    expect(refused.workflow).toMatchObject({ state: 'FAILED', canRetry: true });
    expect(await erpSends(orderId)).toHaveLength(1);
    expect(await budgets(orderId)).toEqual([budget]);
  }, 90_000);
});

describe('a loyalty registration whose answer was lost (seeds profile, LOYALTY_IDEMPOTENCY unset)', () => {
  it("is asked again with the same coupon: the platform's duplicate answer settles it, one registration", async () => {
    const orderId = await orderInC();
    expect((await advance(orderId, 'F')).errors).toEqual([]);
    expect((await advance(orderId, 'E')).errors).toEqual([]);
    stack.proxies.loyalty.add({ method: 'POST', path: '/shops', action: 'lose' });
    const done = await advance(orderId, 'V');
    expect(done).toMatchObject({ errors: [], order: { status: 'V' }, workflow: { state: 'DONE' } });
    const { numcupom } = await stack.api.get(`pedidos/${orderId}/`);
    const shops = (await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.payment?.coupon === numcupom);
    expect(shops.map((r) => r.response.response.code)).toEqual([200, 409]);
    const registered = await stack.upstreams.db.query('SELECT id FROM loyalty_shops WHERE coupon = $1', [numcupom]);
    expect(registered.rows).toHaveLength(1);
  }, 90_000);
});

describe('a loyalty cancellation whose answer was lost (seeds profile, LOYALTY_IDEMPOTENCY unset)', () => {
  const CANCEL = `mutation($id: ID!) { cancelLoyaltyPurchase(orderId: $id) { ${PAYLOAD} } }`;
  const CANCELLED_AT = `query($id: ID!) { order(id: $id) { loyaltyCancelledAt } }`;

  it('holds it UNCERTAIN through Tente Novamente, sending nothing; the coupon a type 1 user saw cancelled settles it', async () => {
    const orderId = await orderInC();
    for (const target of ['F', 'E', 'V']) expect((await advance(orderId, target)).errors).toEqual([]);
    const { numcupom } = await stack.api.get(`pedidos/${orderId}/`);
    stack.proxies.loyalty.add({ method: 'POST', path: '/shops/cancel', action: 'lose' });
    const held = await call(submanager, CANCEL, { id: String(orderId) }, 'cancelLoyaltyPurchase');
    const text = HOLD_MESSAGES.loyaltyCancel(orderId, String(numcupom));
    expect(held.errors).toEqual([{ code: 'UNCERTAIN', message: text, field: null }]);
    expect(held.workflow).toMatchObject({ state: 'FAILED', canRetry: false, hold: { kind: 'LOYALTY_CANCEL', orderId: String(orderId), branch: 17 } });
    expect((await retry(held.workflow.id)).errors).toEqual([{ code: 'UNCERTAIN', message: text, field: null }]);
    const cancels = async () => (await stack.recorded('loyalty', '/shops/cancel')).filter((r) => r.body?.coupon === numcupom);
    expect(await cancels()).toHaveLength(1);
    expect((await call(submanager, CANCELLED_AT, { id: String(orderId) }, 'order')).loyaltyCancelledAt).toBeNull();

    const wrong = await resolve({ workflowId: held.workflow.id, erpNumber: '1' });
    expect(wrong.errors).toEqual([{ code: 'BAD_USER_INPUT', message: HOLD_RESOLUTION_MESSAGES.otherCoupon(String(numcupom)), field: 'erpNumber' }]);
    const done = await resolve({ workflowId: held.workflow.id, erpNumber: String(numcupom) });
    expect(done).toMatchObject({ errors: [], message: 'Pedido cancelado no Cresce Vendas com sucesso!', workflow: { state: 'DONE', hold: null } });
    expect(await cancels()).toHaveLength(1);
    expect((await call(submanager, CANCELLED_AT, { id: String(orderId) }, 'order')).loyaltyCancelledAt).not.toBeNull();
    const shop = await stack.upstreams.db.query<{ status: string }>('SELECT status FROM loyalty_shops WHERE coupon = $1', [numcupom]);
    expect(shop.rows.map((r) => r.status)).toEqual(['cancelled']);
  }, 90_000);
});
