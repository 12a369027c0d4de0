// Order.amounts against the reference services: before invoicing the amount to charge is the separated value of
// the order and its additional order; once invoiced, what the ERP answers for both (get_payment_data_adicional),
// read back by invoicing itself and never asked again however often the order is read, nor after completion. The
// chain names the missing item. The invoicing push announces that same invoiced total, also from a bridge that
// answers processa-pedido with the invoice number only; with two additional orders, invoicing, completion (the
// loyalty purchase) and Order.amounts all count every one's invoice.
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { ADVANCE, createOrder } from './workflow-fixtures';
import { withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

let stack: WorkflowStack;
let submanager: Client;
let pickerId: number;

withWorkflowStack(['1003'], async (started, clients) => {
  stack = started;
  [submanager] = clients;
  pickerId = (await stack.api.get('detalhe-funcionario/?is_separating=true&filial=17&page_size=1')).results[0].id;
});

const AMOUNTS = `query($id: ID!) { order(id: $id) { id amounts { ordered separated invoiced additionalShare toCharge toChargeFrom changeFor changeDue
  steps { stage label amount difference reasons } } } }`;

async function amountsOf(orderId: number): Promise<Loose> {
  const result = await submanager.query(AMOUNTS, { id: String(orderId) });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.order.amounts as Loose;
}

async function advance(orderId: number, target: string, extra: Record<string, unknown> = {}) {
  const result = await submanager.query(ADVANCE, { input: { orderId: String(orderId), target, ...extra } });
  expect(result.body.data!.advanceOrderStatus.errors, `to ${target}`).toEqual([]);
}

/** ERP payment data reads of either kind. */
const paymentReads = async () => (await stack.recorded('erp', 'get_payment_data')).length + (await stack.recorded('erp', 'get_payment_data_adicional')).length;

const brl = (value: number | string) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(value));

/** The texts of the pushes the customer's device received. */
async function pushTexts(device: string): Promise<string[]> {
  const sent = await stack.recorded('push', '/notifications');
  return sent.filter((r) => r.status === 200 && JSON.stringify(r.body).includes(device)).map((r) => String(r.body.contents.pt));
}

async function invoice(orderId: number) {
  await advance(orderId, 'S', { pickerId: String(pickerId) });
  for (const target of ['P', 'C', 'F']) await advance(orderId, target);
}

/** The ERP's own answer for one invoice, asked of the reference bridge directly (not through the gateway). */
async function erpPaymentData(numorcamento: number): Promise<Loose> {
  return (await fetch(`${stack.upstreams.urls.erp}get_payment_data?orcamento=${numorcamento}`)).json() as Promise<Loose>;
}

async function deliverAndComplete(orderId: number) {
  const deliveryman = (await stack.api.get('detalhe-funcionario/?is_deliveryman=true&filial=17&page_size=1')).results[0].id;
  await advance(orderId, 'E', { deliverymanId: String(deliveryman) });
  await advance(orderId, 'V');
}

describe('Order.amounts', () => {
  it('charges the separated value, then the ERP total of both orders (asked once), then the same after completion without asking again; change from the troco note', async () => {
    const order = await createOrder(stack, { type: 'E', withAdditional: true });
    await stack.api.put(`pedidos/${order.id}/`, { observacao: 'Troco para R$ 200,00' });

    const before = await amountsOf(order.id);
    // 90 separated + the additional order's 10.
    expect(before).toMatchObject({ separated: '100.00', invoiced: null, toCharge: '100.00', toChargeFrom: 'SEPARATED', additionalShare: '10.00' });
    expect(before).toMatchObject({ changeFor: '200.00', changeDue: '100.00' });
    expect(before.steps.find((s: Loose) => s.stage === 'SEPARATED').reasons[0]).toMatch(/^1 item em falta: -R\$\s[\d.,]+/);

    for (const [target, extra] of [
      ['S', { pickerId: String(pickerId) }],
      ['P', {}],
      ['C', {}],
      ['F', {}],
    ] as const)
      await advance(order.id, target, extra);
    const main = await stack.api.get(`pedidos/${order.id}/`);
    const extra = await stack.api.get(`pedidos/${order.additionalId}/`);
    const readsBefore = await paymentReads();
    const invoiced = await amountsOf(order.id);
    // Read once, by invoicing (journaled): Order.amounts does not ask the ERP.
    const asked = (await stack.recorded('erp', 'get_payment_data_adicional')).filter(
      (r) => r.query.orcamento === String(main.numorcamento) && r.query.orcamento_adicional === String(extra.numorcamento),
    );
    expect(asked).toHaveLength(1);
    expect(await paymentReads()).toBe(readsBefore);
    const total = (Math.round(Number(asked[0].response.VLTOTAL) * 100) / 100).toFixed(2);
    expect(invoiced).toMatchObject({ invoiced: total, toCharge: total, toChargeFrom: 'INVOICED' });
    expect(invoiced.changeDue).toBe((200 - Number(total)).toFixed(2));
    expect(invoiced.steps.map((s: Loose) => s.stage)).toEqual(['ORDERED', 'SEPARATED', 'INVOICED', 'TO_CHARGE']);
    // Read again (another request): the invoice's total is known, the ERP is not asked again.
    await amountsOf(order.id);
    expect(await paymentReads()).toBe(readsBefore);

    await advance(order.id, 'E', {
      deliverymanId: String((await stack.api.get('detalhe-funcionario/?is_deliveryman=true&filial=17&page_size=1')).results[0].id),
    });
    await advance(order.id, 'V');
    const readsAfterCompletion = await paymentReads();
    const completed = await amountsOf(order.id);
    expect(completed).toMatchObject({ invoiced: total, toCharge: total });
    expect(await paymentReads()).toBe(readsAfterCompletion);
  }, 60_000);

  it("announces the ERP's invoiced total in the invoicing push, also when processa-pedido answers the invoice number only", async () => {
    const order = await createOrder(stack, { type: 'E', withAdditional: true });
    // As the spec shows the bridge's reply: its invoice number, nothing more (no vltotal to take the amount from).
    stack.proxies.erp.add({ path: 'processa-pedido', action: 'edit', times: 2, edit: (body) => ({ numorcamento: (body as Loose).numorcamento }) });
    await invoice(order.id);
    const [main, extra] = await Promise.all([order.id, order.additionalId!].map((id) => stack.api.get(`pedidos/${id}/`)));
    const invoicedTotal = Number((await erpPaymentData(main.numorcamento)).VLTOTAL) + Number((await erpPaymentData(extra.numorcamento)).VLTOTAL);
    // The picking's figure (90 + 10) is not what the ERP invoiced: the push must not say it.
    expect(invoicedTotal).not.toBeCloseTo(100, 2);
    const announced = (await pushTexts(order.customerDevice)).filter((t) => t.startsWith('Seu pedido está sendo faturado.'));
    expect(announced).toEqual([`Seu pedido está sendo faturado. Valor de ${brl(invoicedTotal)}`]);
    // Taken from the ERP's payment data of both (one read), the figure Order.amounts charges.
    const read = (await stack.recorded('erp', 'get_payment_data_adicional')).filter((r) => r.query.orcamento === String(main.numorcamento));
    expect(read.map((r) => Number(r.response.VLTOTAL))).toEqual([invoicedTotal]);
    expect(await amountsOf(order.id)).toMatchObject({ toChargeFrom: 'INVOICED', toCharge: (Math.round(invoicedTotal * 100) / 100).toFixed(2) });
  }, 60_000);

  it("counts every additional order's invoice: the invoicing push, Order.amounts and the loyalty purchase at completion", async () => {
    const order = await createOrder(stack, { type: 'E', withAdditional: true, additionalCount: 2 });
    await invoice(order.id);
    const [main, ...extras] = await Promise.all([order.id, ...order.additionalIds].map((id) => stack.api.get(`pedidos/${id}/`)));
    expect(extras.map((e) => e.status)).toEqual(['F', 'F']);
    // Each invoice on its own, as the ERP holds it: the sum is what the courier charges.
    const own = await Promise.all([main, ...extras].map(async (o) => Number((await erpPaymentData(o.numorcamento)).VLTOTAL)));
    const total = own.reduce((sum, value) => sum + value, 0);
    const cents = (Math.round(total * 100) / 100).toFixed(2);
    expect(await amountsOf(order.id)).toMatchObject({ invoiced: cents, toCharge: cents, toChargeFrom: 'INVOICED' });
    expect((await pushTexts(order.customerDevice)).filter((t) => t.startsWith('Seu pedido está sendo faturado.'))).toEqual([
      `Seu pedido está sendo faturado. Valor de ${brl(total)}`,
    ]);

    await deliverAndComplete(order.id);
    const pairs = (await stack.recorded('erp', 'get_payment_data_adicional')).filter((r) => r.query.orcamento === String(main.numorcamento));
    expect(new Set(pairs.map((r) => r.query.orcamento_adicional))).toEqual(new Set(extras.map((e) => String(e.numorcamento))));
    const shops = (await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.registration === order.cpf);
    expect(shops).toHaveLength(1);
    expect(shops[0].body.payment.total).toBeCloseTo(total, 3);
    expect(await amountsOf(order.id)).toMatchObject({ invoiced: cents, toCharge: cents });
  }, 90_000);
});
