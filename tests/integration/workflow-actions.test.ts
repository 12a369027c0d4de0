// The other order and customer actions: type 1's resend to invoicing, the loyalty purchase cancellation of a
// completed order, the item toggle, and the customer notification (validation, image on the storage API).
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { ADVANCE, createOrder } from './workflow-fixtures';
import { withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';
import { jpeg, storeDirectly } from './images';
import { RESEND_MESSAGES } from '../../gateway/src/domains/orders/workflows/erp-resend';

let stack: WorkflowStack;
let superuser: Client;
let submanager: Client;
let pickerId: number;
let deliverymanId: number;

withWorkflowStack(['1001', '1003'], async (started, clients) => {
  stack = started;
  [superuser, submanager] = clients;
  pickerId = (await stack.api.get('detalhe-funcionario/?is_separating=true&filial=17&page_size=1')).results[0].id;
  deliverymanId = (await stack.api.get('detalhe-funcionario/?is_deliveryman=true&filial=17&page_size=1')).results[0].id;
});

async function move(orderId: number, targets: string[]) {
  for (const target of targets) {
    const extra = target === 'S' ? { pickerId: String(pickerId) } : target === 'E' ? { deliverymanId: String(deliverymanId) } : {};
    const result = await submanager.query(ADVANCE, { input: { orderId: String(orderId), target, ...extra } });
    expect(result.body.data?.advanceOrderStatus.errors, target).toEqual([]);
  }
}

const RESEND = `mutation($id: ID!) { resendOrderToInvoicing(orderId: $id) { message errors { code message } order { id status invoiceNumber } } }`;
const LOYALTY_CANCEL = `mutation($id: ID!) { cancelLoyaltyPurchase(orderId: $id) { message errors { code message } workflow { state } } }`;
const CANCELLED_AT = `query($id: ID!) { order(id: $id) { id loyaltyCancelledAt } }`;
const COMPLETED = `query { completedOrders(pageSize: -1) { items { id loyaltyCancelledAt } } }`;
const TOGGLE = `mutation($id: ID!, $m: Boolean!) { setOrderItemMissing(itemId: $id, missing: $m) { id missing } }`;
const LOCKED = `query($id: ID!) { order(id: $id) { id itemsLockedReason } }`;
const NOTIFY = `mutation($input: CustomerNotificationInput!) { notifyCustomer(input: $input) { sent message errors { code message field } } }`;

describe('resend to invoicing', () => {
  it('type 1 resends an order in F whose budget the ERP lost: the ERP gets it again; one it still has is not sent; type 3 may not', async () => {
    const order = await createOrder(stack, { type: 'E' });
    await move(order.id, ['S', 'P', 'C', 'F']);
    const denied = await submanager.query(RESEND, { id: String(order.id) });
    expect(denied.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const sends = async () => (await stack.recorded('erp', 'processa-pedido')).filter((r) => r.body?.id_pedido === order.id);
    const kept = (await superuser.query(RESEND, { id: String(order.id) })).body.data!.resendOrderToInvoicing;
    expect(kept.errors).toEqual([]);
    expect(kept.message).toBe(RESEND_MESSAGES.alreadyInErp(Number(kept.order.invoiceNumber)));
    expect(await sends()).toHaveLength(1);

    await stack.upstreams.db.query('DELETE FROM erp_orders WHERE numorcamento = $1', [kept.order.invoiceNumber]);
    const resent = (await superuser.query(RESEND, { id: String(order.id) })).body.data!.resendOrderToInvoicing;
    expect(resent.errors).toEqual([]);
    expect(resent.message).toBe(`Pedido Enviado para faturamento numero: ${resent.order.invoiceNumber}`);
    expect(await sends()).toHaveLength(2);
    // The customer was told about invoicing once.
    const invoicingPushes = (await stack.recorded('push', '/notifications')).filter(
      (r) => JSON.stringify(r.body).includes(order.customerDevice) && r.body.contents.pt.startsWith('Seu pedido está sendo faturado.'),
    );
    expect(invoicingPushes).toHaveLength(1);
  }, 60_000);

  it('refuses an order not in F', async () => {
    const order = await createOrder(stack, { type: 'E' });
    const refused = (await superuser.query(RESEND, { id: String(order.id) })).body.data!.resendOrderToInvoicing;
    expect(refused.errors[0].message).toBe("Só é possível reenviar para faturamento um pedido com status 'Faturamento'.");
  }, 60_000);
});

describe('loyalty cancellation', () => {
  it('cancels a completed purchase once; the order then says when, and a second cancel is refused', async () => {
    const order = await createOrder(stack, { type: 'L' });
    await move(order.id, ['S', 'P', 'C', 'F', 'E', 'V']);
    const before = (await submanager.query(CANCELLED_AT, { id: String(order.id) })).body.data!.order;
    expect(before.loyaltyCancelledAt).toBeNull();
    const first = (await submanager.query(LOYALTY_CANCEL, { id: String(order.id) })).body.data!.cancelLoyaltyPurchase;
    expect(first).toMatchObject({ errors: [], message: 'Pedido cancelado no Cresce Vendas com sucesso!', workflow: { state: 'DONE' } });
    const after = (await submanager.query(CANCELLED_AT, { id: String(order.id) })).body.data!.order;
    expect(Date.now() - Date.parse(after.loyaltyCancelledAt)).toBeLessThan(5 * 60_000);
    const second = (await submanager.query(LOYALTY_CANCEL, { id: String(order.id) })).body.data!.cancelLoyaltyPurchase;
    expect(second.errors).toHaveLength(1);
    expect(second.errors[0].code).toBe('ALREADY_CANCELLED');
    expect(second.errors[0].message).toMatch(/^A compra deste pedido já foi cancelada no Cresce Vendas em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/);
    // The completed list carries it for every row (one journal read for the whole page).
    const list = (await submanager.query(COMPLETED, {})).body.data!.completedOrders.items as { id: string; loyaltyCancelledAt: string | null }[];
    expect(list.find((o) => o.id === String(order.id))?.loyaltyCancelledAt).toBe(after.loyaltyCancelledAt);
    const coupon = (await stack.api.get(`pedidos/${order.id}/`)).numcupom;
    const cancels = (await stack.recorded('loyalty', '/shops/cancel')).filter((r) => r.body?.coupon === coupon);
    expect(cancels).toHaveLength(1);
    expect(cancels[0].response.response.code).toBe(200);
  }, 60_000);

  it('a cancel whose answer was lost goes again at once where the platform honours Idempotency-Key (LOYALTY_IDEMPOTENCY=honoured)', async () => {
    const order = await createOrder(stack, { type: 'L' });
    await move(order.id, ['S', 'P', 'C', 'F', 'E', 'V']);
    const coupon = (await stack.api.get(`pedidos/${order.id}/`)).numcupom;
    stack.proxies.loyalty.add({ method: 'POST', path: '/shops/cancel', action: 'lose' });
    const done = (await submanager.query(LOYALTY_CANCEL, { id: String(order.id) })).body.data!.cancelLoyaltyPurchase;
    expect(done).toMatchObject({ errors: [], message: 'Pedido cancelado no Cresce Vendas com sucesso!', workflow: { state: 'DONE' } });
    const cancels = (await stack.recorded('loyalty', '/shops/cancel')).filter((r) => r.body?.coupon === coupon);
    expect(cancels).toHaveLength(2);
    expect(cancels[1].headers['idempotency-key']).toBe(cancels[0].headers['idempotency-key']);
    const shop = await stack.upstreams.db.query<{ status: string }>('SELECT status FROM loyalty_shops WHERE coupon = $1', [coupon]);
    expect(shop.rows.map((r) => r.status)).toEqual(['cancelled']);
  }, 60_000);

  it('refuses an order that is not completed', async () => {
    const order = await createOrder(stack, { type: 'L' });
    const refused = (await submanager.query(LOYALTY_CANCEL, { id: String(order.id) })).body.data!.cancelLoyaltyPurchase;
    expect(refused.errors[0].code).toBe('NOT_COMPLETED');
  }, 60_000);
});

describe('item toggle', () => {
  it("marks an item 'Em Falta' and back, saving it each time; refused once the order is invoiced", async () => {
    const order = await createOrder(stack, { type: 'E' });
    const item = (await stack.api.get(`itens-pedidos/?pedido=${order.id}&em_falta=false&page_size=1`)).results[0];
    const missing = await submanager.query(TOGGLE, { id: String(item.id), m: true });
    expect(missing.body.data?.setOrderItemMissing).toEqual({ id: String(item.id), missing: true });
    expect((await stack.api.get(`itens-pedidos/${item.id}/`)).em_falta).toBe(true);
    const back = await submanager.query(TOGGLE, { id: String(item.id), m: false });
    expect(back.body.data?.setOrderItemMissing.missing).toBe(false);
    expect((await stack.api.get(`itens-pedidos/${item.id}/`)).em_falta).toBe(false);

    await move(order.id, ['S', 'P', 'C', 'F']);
    const frozen = await submanager.query(TOGGLE, { id: String(item.id), m: true });
    expect(frozen.body.errors?.[0]).toMatchObject({
      message: 'Não é possível alterar os itens de um pedido já enviado para faturamento.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await submanager.query(TOGGLE, { id: '999999999', m: true });
    expect(unknown.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  }, 60_000);

  it('says on the order whether the toggle can work, and a cancelled order that was never invoiced is refused as cancelled', async () => {
    const order = await createOrder(stack, { type: 'L' });
    const item = (await stack.api.get(`itens-pedidos/?pedido=${order.id}&page_size=1`)).results[0];
    const locked = async () => (await submanager.query(LOCKED, { id: String(order.id) })).body.data?.order.itemsLockedReason;
    expect(await locked()).toBeNull();
    await move(order.id, ['S']);
    const cancelled = await submanager.query(ADVANCE, { input: { orderId: String(order.id), target: 'X', reason: 'Cliente desistiu' } });
    expect(cancelled.body.data?.advanceOrderStatus.errors).toEqual([]);
    expect(await locked()).toBe('Não é possível alterar os itens de um pedido cancelado.');
    const refused = await submanager.query(TOGGLE, { id: String(item.id), m: !item.em_falta });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Não é possível alterar os itens de um pedido cancelado.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await stack.api.get(`itens-pedidos/${item.id}/`)).em_falta).toBe(item.em_falta);
  }, 60_000);
});

describe('deliveryman choice', () => {
  it("'Escolha um Entregador' lists only the branch's available deliverymen, and an unavailable one is refused", async () => {
    const all: Loose[] = (await stack.api.get('detalhe-funcionario/?is_deliveryman=true&branch=17&page_size=1000')).results;
    const unavailable = all.filter((s) => s.is_available === false && Number(s.branch) === 17);
    expect(unavailable.length).toBeGreaterThan(0); // the demo data has some (every fourth deliveryman)
    const listed = (await submanager.query('{ deliverymen(branch: 17) { id } }')).body.data?.deliverymen.map((d: Loose) => d.id);
    expect(listed.length).toBeGreaterThan(0);
    for (const staff of unavailable) expect(listed).not.toContain(String(staff.id));

    const order = await createOrder(stack, { type: 'E' });
    await move(order.id, ['S', 'P', 'C', 'F']);
    const refused = await submanager.query(ADVANCE, { input: { orderId: String(order.id), target: 'E', deliverymanId: String(unavailable[0].id) } });
    expect(refused.body.data?.advanceOrderStatus.errors).toEqual([{ code: 'REFUSED', message: 'O entregador não está disponível.', field: 'deliverymanId' }]);
    expect((await stack.api.get(`pedidos/${order.id}/`)).status).toBe('F');
  }, 60_000);
});

const upload = (bytes: Uint8Array, type = 'image/jpeg') => storeDirectly(stack.upstreams.urls.storage, bytes, 'notificacoes', type);

describe('customer notification', () => {
  it('sends one push with the image, records the notification, and says so', async () => {
    const order = await createOrder(stack, { type: 'E' });
    const image = await upload(jpeg(1038, 519));
    const input = { customerId: String(order.customerId), title: 'Promoção', message: 'Frutas com 20% de desconto 🍎', imageUrl: image };
    const result = (await superuser.query(NOTIFY, { input })).body.data!.notifyCustomer;
    expect(result).toEqual({ sent: true, message: 'Notificação enviada com Sucesso!', errors: [] });
    const pushes = (await stack.recorded('push', '/notifications')).filter((r) => JSON.stringify(r.body).includes(order.customerDevice));
    expect(pushes).toHaveLength(1);
    expect(pushes[0].body).toMatchObject({ headings: { pt: 'Promoção' }, contents: { pt: 'Frutas com 20% de desconto 🍎' }, big_picture: image });
    const records = (await stack.api.get('notificacoes/?page_size=50')).results.filter((n: Loose) => n.usuarios_selecionados === String(order.customerId));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ titulo: 'Promoção', imagem: image, tipo_notificacao: 'E' });
  }, 60_000);

  it('refuses empty fields and images that are not a 1038x519 JPEG on the storage API', async () => {
    const order = await createOrder(stack, { type: 'E' });
    const base = { customerId: String(order.customerId), title: 'Oi', message: 'Olá' };
    const ask = async (input: Record<string, unknown>) => (await superuser.query(NOTIFY, { input: { ...base, ...input } })).body.data!.notifyCustomer;
    expect((await ask({ title: '  ' })).errors[0]).toMatchObject({ message: 'Título não pode estar vazio!', field: 'title' });
    expect((await ask({ message: '' })).errors[0]).toMatchObject({ message: 'Mensagem não pode estar vazio!', field: 'message' });
    expect((await ask({ imageUrl: await upload(jpeg(1039, 519)) })).errors[0].message).toBe(
      'A imagem da notificação precisa ter dimensões de 1038X519 pixels!',
    );
    expect((await ask({ imageUrl: 'https://example.com/x.jpg' })).errors[0].field).toBe('imageUrl');
    const pushes = (await stack.recorded('push', '/notifications')).filter((r) => JSON.stringify(r.body).includes(order.customerDevice));
    expect(pushes).toEqual([]);
  }, 60_000);
});
