// Every upstream failing at every step of the order workflows, then 'Tente Novamente': the run resumes where it
// stopped and each side effect happens exactly once (one ERP order, one loyalty purchase, one push per status,
// one status write); and two staff acting at once on one order: one wins.
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { ADVANCE, RETRY, createOrder, type FixtureOrder } from './workflow-fixtures';
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
afterEach(async () => stack.clearFaults());

const advance = async (orderId: number, target: string, extra: Record<string, unknown> = {}): Promise<Loose> => {
  const result = await submanager.query(ADVANCE, { input: { orderId: String(orderId), target, ...extra } });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.advanceOrderStatus;
};
const retry = async (workflowId: string): Promise<Loose> => {
  const result = await submanager.query(RETRY, { id: workflowId });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.retryOrderWorkflow;
};

async function orderAt(status: 'R' | 'C' | 'E', type: 'E' | 'L' = 'L'): Promise<FixtureOrder> {
  const order = await createOrder(stack, { type });
  if (status === 'R') return order;
  for (const [target, extra] of [
    ['S', { pickerId: String(pickerId) }],
    ['P', {}],
    ['C', {}],
  ] as const) {
    expect((await advance(order.id, target, extra)).errors).toEqual([]);
  }
  if (status === 'C') return order;
  for (const target of ['F', 'E']) expect((await advance(order.id, target)).errors).toEqual([]);
  return order;
}

const pushTexts = async (device: string) =>
  (await stack.recorded('push', '/notifications'))
    .filter((r) => r.status === 200 && JSON.stringify(r.body).includes(device))
    .map((r) => r.body.contents.pt as string);
/** Notifications the provider really created (a replay answers the first one's id). */
const createdPushIds = async (device: string) =>
  new Set(
    (await stack.recorded('push', '/notifications')).filter((r) => r.status === 200 && JSON.stringify(r.body).includes(device)).map((r) => r.response.id),
  );
const erpSends = async (orderId: number) => (await stack.recorded('erp', 'processa-pedido')).filter((r) => r.body?.id_pedido === orderId);
const statusWrites = (orderId: number) => stack.proxies.productApi.calls.filter((c) => c.method === 'PUT' && c.path.endsWith(`/pedidos/${orderId}/`));

/** The failed payload's shape: FAILED, retryable, one error with the given text. */
function expectFailed(payload: Loose, message: string | RegExp) {
  expect(payload.workflow).toMatchObject({ state: 'FAILED', canRetry: true });
  expect(payload.errors).toHaveLength(1);
  if (typeof message === 'string') expect(payload.errors[0].message).toBe(message);
  else expect(payload.errors[0].message).toMatch(message);
}

describe('invoicing faults', () => {
  it('ERP customer processing fails (HTTP 500): nothing else happened; the retry does it all once', async () => {
    const order = await orderAt('C');
    await stack.fault('erp', { mode: 'status', status: 500, path: 'processa-cliente', times: 1 });
    const failed = await advance(order.id, 'F');
    expectFailed(failed, /^Erro ao atualizar processar cliente do pedido: /);
    expect(failed.order.status).toBe('C');
    expect(await erpSends(order.id)).toHaveLength(0);
    const done = await retry(failed.workflow.id);
    expect(done).toMatchObject({ errors: [], order: { status: 'F' }, workflow: { state: 'DONE' } });
    expect(await erpSends(order.id)).toHaveLength(1);
  }, 60_000);

  it("ERP answers a 'Warning' after doing the work: a failure; the retry re-sends under the same Idempotency-Key and the ERP answers its first result", async () => {
    const order = await orderAt('C');
    await stack.fault('erp', { mode: 'warning', path: 'processa-pedido', times: 1 });
    const failed = await advance(order.id, 'F');
    // Staff read the spec's message with the cause in words; the bridge's raw warning stays in the journal.
    expectFailed(failed, 'Erro ao enviar pedido: o registro está bloqueado por outra operação no ERP (ORA-00054). Tente novamente!');
    const journaled = await stack.gateway.store.query<{ error: string }>(`SELECT s.error FROM workflow_steps s WHERE s.run_id = $1 AND s.name = 'erp.order'`, [
      Number(failed.workflow.id),
    ]);
    expect(journaled.rows[0].error).toMatch(/Warning.*oci_execute\(\): ORA-00054.*\/var\/www\/html\/bridge\/processa-pedido\.php/s);
    const done = await retry(failed.workflow.id);
    expect(done.errors).toEqual([]);
    expect(done.message).toBe(`Pedido Enviado para faturamento numero: ${done.order.invoiceNumber}`);
    const customers = (await stack.recorded('erp', 'processa-cliente')).filter((r) => r.body?.cpf === order.cpf);
    expect(customers).toHaveLength(1); // recorded step: not processed again
    const sends = await erpSends(order.id);
    expect(sends).toHaveLength(2);
    // The step's key went with both sends: the bridge replayed the first processing instead of reprocessing it.
    expect(sends[1].headers['idempotency-key']).toBe(sends[0].headers['idempotency-key']);
    expect(sends[1].response.mensagem).toBe('Pedido processado com sucesso');
    expect((await pushTexts(order.customerDevice)).filter((t) => t.startsWith('Seu pedido está sendo faturado.'))).toHaveLength(1);
  }, 60_000);

  it('the ERP answer is lost on the way back: the retry re-sends; one invoice number', async () => {
    const order = await orderAt('C');
    stack.proxies.erp.add({ method: 'POST', path: 'processa-pedido', action: 'lose' });
    const failed = await advance(order.id, 'F');
    expectFailed(failed, /^Erro ao enviar pedido: .* Tente novamente!$/);
    const done = await retry(failed.workflow.id);
    expect(done.order.status).toBe('F');
    const numbers = new Set((await erpSends(order.id)).map((r) => r.response.numorcamento));
    expect(numbers).toEqual(new Set([Number(done.order.invoiceNumber)]));
  }, 60_000);

  it('the product API fails saving the invoice number: the retry does not send to the ERP again', async () => {
    const order = await orderAt('C');
    stack.proxies.productApi.add({ method: 'PUT', path: `/pedidos/${order.id}/`, action: 'status', status: 503 });
    const failed = await advance(order.id, 'F');
    expectFailed(failed, /^Erro ao atualizar realizar faturamento do pedido: /);
    expect(await erpSends(order.id)).toHaveLength(1);
    const done = await retry(failed.workflow.id);
    expect(done).toMatchObject({ errors: [], order: { status: 'F' } });
    expect(await erpSends(order.id)).toHaveLength(1);
    expect((await pushTexts(order.customerDevice)).filter((t) => t.startsWith('Seu pedido está sendo faturado.'))).toHaveLength(1);
  }, 60_000);

  it('advancing to F again after a failure resumes the failed run instead of starting over', async () => {
    const order = await orderAt('C');
    await stack.fault('erp', { mode: 'status', status: 500, path: 'processa-pedido', times: 1 });
    const failed = await advance(order.id, 'F');
    expectFailed(failed, /^Erro ao enviar pedido: .* Tente novamente!$/);
    expect(failed.order.status).toBe('C');
    const again = await advance(order.id, 'F');
    expect(again).toMatchObject({ errors: [], order: { status: 'F' }, workflow: { id: failed.workflow.id, state: 'DONE' } });
    expect((await stack.recorded('erp', 'processa-cliente')).filter((r) => r.body?.cpf === order.cpf)).toHaveLength(1);
    expect((await erpSends(order.id)).filter((r) => r.status === 200)).toHaveLength(1);
    expect((await pushTexts(order.customerDevice)).filter((t) => t.startsWith('Seu pedido está sendo faturado.'))).toHaveLength(1);
  }, 60_000);

  it('the customer push fails after the status was written: the retry pushes once and writes nothing again', async () => {
    const order = await orderAt('C');
    await stack.fault('push', { mode: 'status', status: 503, times: 1 });
    const failed = await advance(order.id, 'F');
    expectFailed(failed, /^Erro ao enviar notificação ao cliente: /);
    expect(failed.order.status).toBe('F');
    const writes = statusWrites(order.id).length;
    const done = await retry(failed.workflow.id);
    expect(done.workflow).toMatchObject({ id: failed.workflow.id, state: 'DONE' });
    expect(statusWrites(order.id)).toHaveLength(writes);
    expect(await erpSends(order.id)).toHaveLength(1);
    expect((await pushTexts(order.customerDevice)).filter((t) => t.startsWith('Seu pedido está sendo faturado.'))).toHaveLength(1);
  }, 60_000);
});

describe('completion faults', () => {
  it('ERP payment data fails: the loyalty platform is not called; the retry registers once', async () => {
    const order = await orderAt('E');
    await stack.fault('erp', { mode: 'status', status: 500, path: 'get_payment_data', times: 2 });
    const failed = await advance(order.id, 'V');
    expectFailed(failed, 'Erro ao consultar dados de pagamento.');
    expect((await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.registration === order.cpf)).toHaveLength(0);
    const done = await retry(failed.workflow.id);
    expect(done).toMatchObject({ errors: [], order: { status: 'V' } });
    expect((await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.registration === order.cpf)).toHaveLength(1);
  }, 60_000);

  it('the loyalty platform is down (HTTP 503): the spec message; the retry registers once', async () => {
    const order = await orderAt('E');
    await stack.fault('loyalty', { mode: 'status', status: 503, times: 1 });
    const failed = await advance(order.id, 'V');
    expectFailed(failed, 'Erro ao conectar com a plataforma Cresce Vendas. Tente novamente!');
    expect(failed.order.status).toBe('E');
    const done = await retry(failed.workflow.id);
    expect(done.order.status).toBe('V');
    const shops = (await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.registration === order.cpf && r.response?.response?.code === 200);
    expect(shops).toHaveLength(1);
    const paymentReads = (await stack.recorded('erp', 'get_payment_data')).filter((r) => r.query.orcamento === String(done.order.invoiceNumber));
    // Once by invoicing, once by completion: recorded, not read again on retry.
    expect(paymentReads).toHaveLength(2);
  }, 60_000);

  it('the platform registered the purchase but its answer was lost: the gateway asks again at once with the same coupon and Idempotency-Key, and gets the first registration back', async () => {
    const order = await orderAt('E');
    stack.proxies.loyalty.add({ method: 'POST', path: '/shops', action: 'lose' });
    const done = await advance(order.id, 'V');
    expect(done).toMatchObject({ errors: [], order: { status: 'V' } });
    const shops = (await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.registration === order.cpf);
    expect(shops.map((r) => r.response.response.code)).toEqual([200, 200]);
    expect(shops[1].headers['idempotency-key']).toBe(shops[0].headers['idempotency-key']);
    expect(shops[1].response).toEqual(shops[0].response);
  }, 60_000);

  it('the rating push fails after the order is completed: the retry sends only it', async () => {
    const order = await orderAt('E');
    const pushesBefore = (await pushTexts(order.customerDevice)).length;
    // The V push passes (a no-op hold consumes the first match), the rating request meets the 503.
    stack.proxies.push.add({ method: 'POST', path: 'notifications', action: 'hold', ms: 1, times: 1 });
    stack.proxies.push.add({ method: 'POST', path: 'notifications', action: 'status', status: 503, times: 1 });
    const failed = await advance(order.id, 'V');
    expectFailed(failed, /^Erro ao agendar a avaliação do pedido: /);
    expect(failed.order.status).toBe('V');
    const done = await retry(failed.workflow.id);
    expect(done.workflow.state).toBe('DONE');
    const texts = (await pushTexts(order.customerDevice)).slice(pushesBefore);
    expect(texts).toEqual(['Pedido concluído! Obrigado pela preferência.', 'Como foi o seu pedido? Toque aqui e deixe a sua avaliação.']);
    expect((await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.registration === order.cpf)).toHaveLength(1);
  }, 60_000);
});

describe('status change and cancellation faults', () => {
  it('the push is lost after the provider sent it: the retry is deduplicated by its idempotency key', async () => {
    const order = await orderAt('R');
    stack.proxies.push.add({ method: 'POST', path: 'notifications', action: 'lose' });
    const failed = await advance(order.id, 'S', { pickerId: String(pickerId) });
    expectFailed(failed, /^Erro ao enviar notificação ao cliente: /);
    expect(failed.order.status).toBe('S');
    const done = await retry(failed.workflow.id);
    expect(done.workflow.state).toBe('DONE');
    expect(await createdPushIds(order.customerDevice)).toHaveProperty('size', 1);
    const replays = (await stack.recorded('push', '/notifications')).filter((r) => JSON.stringify(r.body).includes(order.customerDevice));
    expect(replays).toHaveLength(2);
    expect(new Set(replays.map((r) => r.body.idempotency_key)).size).toBe(1);
    expect(statusWrites(order.id)).toHaveLength(1);
  }, 60_000);

  it('the product API fails the status write: no push went out; the retry writes and pushes once', async () => {
    const order = await orderAt('R');
    stack.proxies.productApi.add({ method: 'PUT', path: `/pedidos/${order.id}/`, action: 'status', status: 500 });
    const failed = await advance(order.id, 'X', { reason: 'Sem estoque' });
    expectFailed(failed, /^Erro ao cancelar pedido: /);
    expect(await pushTexts(order.customerDevice)).toEqual([]);
    const done = await retry(failed.workflow.id);
    expect(done).toMatchObject({ errors: [], order: { status: 'X' } });
    expect((await stack.api.get(`cancelamento-pedido/?numpedido=${order.id}`)).results).toHaveLength(1);
    expect(await pushTexts(order.customerDevice)).toEqual(['Seu pedido foi cancelado.']);
  }, 60_000);

  it('the cancellation record is made but its answer lost: the retry finds it instead of making a second', async () => {
    const order = await orderAt('R');
    stack.proxies.productApi.add({ method: 'POST', path: '/cancelamento-pedido/', action: 'lose' });
    const failed = await advance(order.id, 'X', { reason: 'Endereço errado' });
    expectFailed(failed, /^Erro ao cancelar pedido: /);
    const done = await retry(failed.workflow.id);
    expect(done.order.status).toBe('X');
    expect((await stack.api.get(`cancelamento-pedido/?numpedido=${order.id}`)).results).toHaveLength(1);
  }, 60_000);
});

describe('the application log', () => {
  const orderLogs = async (orderId: number) =>
    (await stack.api.get('application-logs/?page_size=1000')).results.filter((l: Loose) => l.dadoDepois?.id === orderId || l.dadoAntes?.id === orderId);

  it('one change, one entry by the acting user; an entry whose answer was lost is not written again on retry', async () => {
    const order = await orderAt('R');
    stack.proxies.productApi.add({ method: 'POST', path: '/application-logs/', action: 'lose' });
    const failed = await advance(order.id, 'S', { pickerId: String(pickerId) });
    expectFailed(failed, /^Erro ao registrar o log da alteração: .* Tente novamente!$/);
    const done = await retry(failed.workflow.id);
    expect(done.workflow.state).toBe('DONE');
    const afterS = await orderLogs(order.id);
    expect(afterS.map((l: Loose) => [l.tabela, l.metodo, l.dadoAntes.status, l.dadoDepois.status])).toEqual([['pedidos', 'PUT', 'R', 'S']]);
    expect(afterS[0].usuario).toBeGreaterThan(0);

    expect((await advance(order.id, 'P')).errors).toEqual([]);
    expect((await orderLogs(order.id)).map((l: Loose) => l.dadoDepois.status).sort()).toEqual(['P', 'S']);
  }, 60_000);
});

describe('concurrency', () => {
  it('two staff moving one order at once: one wins, the other is told to wait; one write, one push', async () => {
    const order = await orderAt('R');
    const other = stack.client();
    expect((await other.login('1001')).login.errors).toEqual([]);
    stack.proxies.productApi.add({ method: 'PUT', path: `/pedidos/${order.id}/`, action: 'hold', ms: 400 });
    const input = { orderId: String(order.id), target: 'S', pickerId: String(pickerId) };
    const [a, b] = await Promise.all([submanager.query(ADVANCE, { input }), other.query(ADVANCE, { input })]);
    const payloads = [a, b].map((r) => r.body.data!.advanceOrderStatus as Loose);
    const winners = payloads.filter((p) => p.errors.length === 0);
    expect(winners).toHaveLength(1);
    const loser = payloads.find((p) => p.errors.length > 0)!;
    expect(['O pedido já está sendo atualizado por outro usuário. Aguarde.', "O pedido já está com o status 'Em Separação'."]).toContain(
      loser.errors[0].message,
    );
    expect(statusWrites(order.id)).toHaveLength(1);
    expect(await pushTexts(order.customerDevice)).toEqual(['Pedido em separação!']);
  }, 60_000);

  it('a double click on Tente Novamente resumes the run once', async () => {
    const order = await orderAt('R');
    await stack.fault('push', { mode: 'status', status: 503, times: 1 });
    const failed = await advance(order.id, 'S', { pickerId: String(pickerId) });
    expectFailed(failed, /^Erro ao enviar notificação ao cliente: /);
    stack.proxies.push.add({ method: 'POST', path: 'notifications', action: 'hold', ms: 400 });
    const [a, b] = await Promise.all([retry(failed.workflow.id), retry(failed.workflow.id)]);
    const ok = [a, b].filter((p) => p.errors.length === 0);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(await pushTexts(order.customerDevice)).toEqual(['Pedido em separação!']);
  }, 60_000);
});
