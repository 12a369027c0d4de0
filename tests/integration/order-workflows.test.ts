// The order workflows end to end against the reference upstreams: the whole R -> S -> P -> C -> F -> E -> V path
// of a delivery and of a pickup order (with an additional order), checking exactly what the ERP bridge, the
// loyalty platform and the push provider recorded; and the cancellation.
import { describe, expect, it } from 'vitest';
import { formatSendAfter } from '../../gateway/src/upstreams/push-body';
import type { Client } from './stack';
import { ADVANCE, createOrder, type FixtureOrder } from './workflow-fixtures';
import { withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

let stack: WorkflowStack;
let submanager: Client;
let pickerId: number;
let pickerDevice: string;
let deliverymanId: number;

withWorkflowStack(['1003'], async (started, clients) => {
  stack = started;
  [submanager] = clients;
  const picker = (await stack.api.get('detalhe-funcionario/?is_separating=true&filial=17&page_size=1')).results[0];
  pickerId = picker.id;
  pickerDevice = picker.player_id;
  deliverymanId = (await stack.api.get('detalhe-funcionario/?is_deliveryman=true&filial=17&page_size=1')).results[0].id;
});

const advance = async (orderId: number, target: string, extra: Record<string, unknown> = {}) => {
  const result = await submanager.query(ADVANCE, { input: { orderId: String(orderId), target, ...extra } });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.advanceOrderStatus as Loose;
};

/** Pushes the provider recorded for one device (answered ones only), oldest first. */
async function pushesTo(device: string) {
  const sent = await stack.recorded('push', '/notifications');
  return sent.filter((r) => r.status === 200 && JSON.stringify(r.body).includes(device)).map((r) => r.body);
}

async function walk(order: FixtureOrder, type: 'E' | 'L') {
  const steps: Array<[string, Record<string, unknown>]> = [
    ['S', { pickerId: String(pickerId) }],
    ['P', {}],
    ['C', {}],
    ['F', {}],
    ['E', type === 'E' ? { deliverymanId: String(deliverymanId) } : {}],
    ['V', {}],
  ];
  const payloads: Loose[] = [];
  for (const [target, extra] of steps) {
    const payload = await advance(order.id, target, extra);
    expect(payload.errors, `to ${target}`).toEqual([]);
    expect(payload.order.status).toBe(target);
    expect(payload.workflow.state).toBe('DONE');
    payloads.push(payload);
  }
  return payloads;
}

describe('full path', () => {
  it('takes a delivery order from R to V with every side effect exactly once', async () => {
    const order = await createOrder(stack, { type: 'E', paymentMethod: 2 });
    const payloads = await walk(order, 'E');
    expect(payloads.map((p) => p.message)).toEqual([
      'Pedido Atualizado com Sucesso!',
      'Pedido Atualizado com Sucesso!',
      'Pedido Atualizado com Sucesso!',
      `Pedido Enviado para faturamento numero: ${payloads[3].order.invoiceNumber}`,
      'Pedido Atualizado com Sucesso!',
      'Pedido Atualizado com Sucesso!',
    ]);
    const UPDATED = 'Pedido Atualizado com Sucesso!';
    expect(payloads.map((p) => p.messages)).toEqual([
      ['Separador Adicionado com Sucesso!', UPDATED],
      [UPDATED],
      [UPDATED],
      [`Pedido Enviado para faturamento numero: ${payloads[3].order.invoiceNumber}`, UPDATED],
      ['Entregador Adicionado com Sucesso!', UPDATED],
      [UPDATED],
    ]);

    // ERP: the new customer processed once, the order sent once with the sold items and the mapped payment.
    const erpCustomers = (await stack.recorded('erp', 'processa-cliente')).filter((r) => r.body?.cpf === order.cpf);
    expect(erpCustomers).toHaveLength(1);
    const codcli = erpCustomers[0].response.codcli;
    const erpOrders = (await stack.recorded('erp', 'processa-pedido')).filter((r) => r.body?.id_pedido === order.id);
    expect(erpOrders).toHaveLength(1);
    expect(erpOrders[0].body).toEqual({ id_pedido: order.id, codcli, codfilial: '17', codcob: 3, itens: order.items });
    const numorcamento = erpOrders[0].response.numorcamento;
    expect(String(payloads[3].order.invoiceNumber)).toBe(String(numorcamento));
    const saved = await stack.api.get(`clientes/${order.customerId}/`);
    expect(saved).toMatchObject({ codCli: codcli, updated: false });
    // Read by invoicing (the push announces the invoiced total) and by completion (the loyalty purchase).
    const paymentReads = (await stack.recorded('erp', 'get_payment_data')).filter((r) => r.query.orcamento === String(numorcamento));
    expect(paymentReads).toHaveLength(2);

    // Loyalty: one purchase, with the branch's credentials, the invoice's coupon and total.
    const shops = (await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.registration === order.cpf);
    expect(shops).toHaveLength(1);
    expect(shops[0].headers['x-username']).toBe('cv-loja17');
    expect(shops[0].response.response.code).toBe(200);
    expect(shops[0].body.payment).toMatchObject({
      coupon: paymentReads[0].response.NUMCUPOM,
      total: Number(paymentReads[0].response.VLTOTAL),
      method: 'Cartão de Crédito',
      installments: 1,
      split: 1,
    });
    expect(shops[0].body.items.map((i: Loose) => i.code)).toEqual(order.items.map((i) => i.codigo.split('-')[0]));
    const completed = await stack.api.get(`pedidos/${order.id}/`);
    expect(completed).toMatchObject({ status: 'V', numorcamento, numcupom: paymentReads[0].response.NUMCUPOM });

    // Push: one per status to the customer, the rating request an hour later, one to the picker.
    const customerPushes = await pushesTo(order.customerDevice);
    expect(customerPushes.map((p: Loose) => p.contents.pt)).toEqual([
      'Pedido em separação!',
      'Pedido separado!',
      'Pedido em conferência!',
      `Seu pedido está sendo faturado. Valor de ${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(paymentReads[0].response.VLTOTAL))}`,
      'Pedido saiu para entrega!',
      'Pedido concluído! Obrigado pela preferência.',
      'Como foi o seu pedido? Toque aqui e deixe a sua avaliação.',
    ]);
    expect(customerPushes.slice(0, 6).every((p: Loose) => p.headings.pt === 'Atualização de pedido')).toBe(true);
    expect(customerPushes[6]).toMatchObject({
      headings: { pt: 'Avaliação do pedido' },
      send_after: formatSendAfter(new Date(stack.clock.now + 3_600_000)),
      include_subscription_ids: [order.customerDevice],
    });
    expect(new Set(customerPushes.map((p: Loose) => p.idempotency_key)).size).toBe(7);
    const pickerPushes = (await pushesTo(pickerDevice)).filter((p: Loose) => p.contents.pt.includes(`O pedido ${order.id} `));
    expect(pickerPushes).toHaveLength(1);

    // Audit: one gateway entry per order update, naming the acting user.
    const logs = (await stack.api.get('application-logs/?tabela=pedidos&page_size=1000')).results.filter(
      (l: Loose) => l.dadoDepois?.id === order.id && Object.keys(l.dadoDepois).length === 8,
    );
    expect(logs.map((l: Loose) => l.dadoDepois.status).sort()).toEqual(['C', 'E', 'F', 'P', 'S', 'V']);
    expect(new Set(logs.map((l: Loose) => l.usuario))).toEqual(new Set([logs[0].usuario]));
    expect(logs[0].usuario).toBeGreaterThan(0);
  }, 120_000);

  it('takes a pickup order with an additional order from R to V: the additional order follows silently', async () => {
    const order = await createOrder(stack, { type: 'L', paymentMethod: 9, withAdditional: true });
    const payloads = await walk(order, 'L');
    expect(payloads.every((p) => p.errors.length === 0)).toBe(true);
    const additional = await stack.api.get(`pedidos/${order.additionalId}/`);
    expect(additional.status).toBe('V');

    // Both orders invoiced once each (the additional one has its own invoice), payment method 9 -> 2.
    const sent = (await stack.recorded('erp', 'processa-pedido')).filter((r) => [order.id, order.additionalId].includes(r.body?.id_pedido));
    expect(sent.map((r) => r.body.id_pedido).sort()).toEqual([order.id, order.additionalId].sort());
    expect(sent.every((r) => r.body.codcob === 2)).toBe(true);
    expect(additional.numorcamento).toBe(sent.find((r) => r.body.id_pedido === order.additionalId)!.response.numorcamento);
    // Invoicing (for its push) and completion read the payment data of both invoices together.
    const combined = await stack.recorded('erp', 'get_payment_data_adicional');
    expect(combined.filter((r) => r.query.orcamento_adicional === String(additional.numorcamento))).toHaveLength(2);
    const shops = (await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.registration === order.cpf);
    expect(shops).toHaveLength(1);
    expect(shops[0].body.items).toHaveLength(3);

    const texts = (await pushesTo(order.customerDevice)).map((p: Loose) => p.contents.pt);
    expect(texts).toContain('O Seu pedido está pronto para Retirada!');
    expect(texts.filter((t: string) => t.startsWith('Seu pedido está sendo faturado.'))).toHaveLength(1);
    expect(texts).toHaveLength(7);
  }, 120_000);
});

describe('rules and cancellation', () => {
  it('refuses what the rules forbid, with the spec messages, before any side effect', async () => {
    const order = await createOrder(stack, { type: 'E' });
    expect((await advance(order.id, 'P')).errors[0].message).toBe(
      "Para mudar o status para 'Separado' é necessário que o pedido esteja com status 'Em separação'",
    );
    expect((await advance(order.id, 'F')).errors[0].message).toBe('Não é possível faturar o pedido antes de separá-lo!');
    expect((await advance(order.id, 'S')).errors[0]).toMatchObject({ message: 'Campo Obrigatório', field: 'pickerId' });
    expect((await advance(order.id, 'X')).errors[0]).toMatchObject({ message: 'Campo obrigatório!', field: 'reason' });
    expect(await pushesTo(order.customerDevice)).toEqual([]);
    expect((await stack.api.get(`pedidos/${order.id}/`)).status).toBe('R');
  }, 60_000);

  it('cancels an order with a reason: record, status X for it and its additional order, one push', async () => {
    const order = await createOrder(stack, { type: 'E', withAdditional: true });
    const payload = await advance(order.id, 'X', { reason: 'Cliente desistiu' });
    expect(payload).toMatchObject({ errors: [], message: 'Pedido Atualizado com Sucesso!', order: { status: 'X' } });
    const records = (await stack.api.get(`cancelamento-pedido/?numpedido=${order.id}`)).results;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ motivo: 'Cliente desistiu', cliente: order.customerId });
    expect(records[0].usuario).toBeGreaterThan(0);
    expect((await stack.api.get(`pedidos/${order.additionalId}/`)).status).toBe('X');
    expect((await pushesTo(order.customerDevice)).map((p: Loose) => p.contents.pt)).toEqual(['Seu pedido foi cancelado.']);
    expect((await advance(order.id, 'S', { pickerId: String(pickerId) })).errors[0].message).toBe('Não é possível alterar o status de um pedido cancelado!');
  }, 60_000);

  it("a branch-bound user cannot act on another branch's order, and is answered as for an id that does not exist", async () => {
    const other = (await stack.api.get('pedidos-em-aberto/?codfilial=18&status=R&page_size=1')).results[0];
    const result = await submanager.query(ADVANCE, { input: { orderId: String(other.id), target: 'X', reason: 'x' } });
    const missing = await submanager.query(ADVANCE, { input: { orderId: '999999999', target: 'X', reason: 'x' } });
    expect(result.body.data?.advanceOrderStatus.errors).toEqual([{ code: 'NOT_FOUND', message: 'Pedido não encontrado.', field: 'orderId' }]);
    expect(result.body.data?.advanceOrderStatus.errors).toEqual(missing.body.data?.advanceOrderStatus.errors);
    expect((await stack.api.get(`pedidos/${other.id}/`)).status).toBe('R');
  }, 60_000);
});

describe('named step mutations', () => {
  const named = async (mutation: string, variables: Record<string, unknown>) => {
    const field = mutation.match(/^\s*mutation[^{]*\{\s*(\w+)/)![1];
    const result = await submanager.query(mutation, variables);
    expect(result.body.errors).toBeUndefined();
    return result.body.data![field] as Loose;
  };
  const PAYLOAD = '{ order { id status numorcamento: invoiceNumber } workflow { state } errors { code message field } }';

  it('invoiceOrder, completeOrder and cancelOrder run the same workflows under the same rules', async () => {
    const order = await createOrder(stack, { type: 'L' });
    const early = await named(`mutation($id: ID!) { invoiceOrder(orderId: $id) ${PAYLOAD} }`, { id: String(order.id) });
    expect(early.errors.map((e: Loose) => e.message)).toEqual(['Não é possível faturar o pedido antes de separá-lo!']);

    for (const [target, extra] of [
      ['S', { pickerId: String(pickerId) }],
      ['P', {}],
    ] as const) {
      expect((await advance(order.id, target, extra)).errors).toEqual([]);
    }
    const invoiced = await named(`mutation($id: ID!) { invoiceOrder(orderId: $id) ${PAYLOAD} }`, { id: String(order.id) });
    expect(invoiced.errors).toEqual([]);
    expect(invoiced.order.status).toBe('F');
    expect(invoiced.order.numorcamento).toMatch(/^\d+$/);
    expect((await advance(order.id, 'E')).errors).toEqual([]);
    const completed = await named(`mutation($id: ID!) { completeOrder(orderId: $id) ${PAYLOAD} }`, { id: String(order.id) });
    expect(completed.errors).toEqual([]);
    expect(completed.order.status).toBe('V');

    const other = await createOrder(stack, { type: 'E' });
    const noReason = await named(`mutation($id: ID!) { cancelOrder(orderId: $id, reason: "  ") ${PAYLOAD} }`, { id: String(other.id) });
    expect(noReason.errors).toEqual([expect.objectContaining({ message: 'Campo obrigatório!', field: 'reason' })]);
    const cancelled = await named(`mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Cliente desistiu") ${PAYLOAD} }`, { id: String(other.id) });
    expect(cancelled.errors).toEqual([]);
    expect(cancelled.order.status).toBe('X');
  });
});
