// Order.amounts against the reference services: before invoicing the amount to charge is the separated value of
// the order and its additional order; once invoiced, what the ERP answers for both (get_payment_data_adicional),
// asked once per budget however often the order is read; once completed, the same total without asking the ERP
// again. The chain names the missing item.
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

/** ERP payment data reads of either kind ('get_payment_data' also matches get_payment_data_adicional's path). */
const paymentReads = async () => (await stack.recorded('erp', 'get_payment_data')).length;

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
    const asked = (await stack.recorded('erp', 'get_payment_data_adicional')).filter(
      (r) => r.query.orcamento === String(main.numorcamento) && r.query.orcamento_adicional === String(extra.numorcamento),
    );
    expect(asked).toHaveLength(1);
    const total = (Math.round(Number(asked[0].response.VLTOTAL) * 100) / 100).toFixed(2);
    expect(invoiced).toMatchObject({ invoiced: total, toCharge: total, toChargeFrom: 'INVOICED' });
    expect(invoiced.changeDue).toBe((200 - Number(total)).toFixed(2));
    expect(invoiced.steps.map((s: Loose) => s.stage)).toEqual(['ORDERED', 'SEPARATED', 'INVOICED', 'TO_CHARGE']);
    // Read again (another request): the invoice's total is known, the ERP is not asked again.
    await amountsOf(order.id);
    expect(await paymentReads()).toBe(readsBefore + 1);

    await advance(order.id, 'E', {
      deliverymanId: String((await stack.api.get('detalhe-funcionario/?is_deliveryman=true&filial=17&page_size=1')).results[0].id),
    });
    await advance(order.id, 'V');
    const readsAfterCompletion = await paymentReads();
    const completed = await amountsOf(order.id);
    expect(completed).toMatchObject({ invoiced: total, toCharge: total });
    expect(await paymentReads()).toBe(readsAfterCompletion);
  }, 60_000);
});
