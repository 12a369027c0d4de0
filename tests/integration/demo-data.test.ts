// The demo data through the whole stack: staff act on seeded orders (not fixtures) and the reference ERP
// bridge and loyalty platform know them, so completing a seeded order in E and cancelling the loyalty
// purchase of a seeded completed order both succeed as they would in production.
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { ADVANCE } from './workflow-fixtures';
import { withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const LOYALTY_CANCEL = `mutation($id: ID!) { cancelLoyaltyPurchase(orderId: $id) { message errors { code message } workflow { state } } }`;

let stack: WorkflowStack;
let superuser: Client;

withWorkflowStack(['1001'], (started, clients) => {
  stack = started;
  [superuser] = clients;
});

/** Ids of the seeded main orders in a status. */
async function seeded(status: string): Promise<number[]> {
  const { rows } = await stack.upstreams.db.query<{ id: number }>('SELECT id FROM pedidos WHERE status = $1 AND NOT pedidoadicional ORDER BY id', [status]);
  return rows.map((r) => r.id);
}

describe('seeded orders in the reference services', () => {
  it('takes seeded orders in E to V (alone and with an additional order): the ERP and the platform know them', async () => {
    const ids = await seeded('E');
    const orders = await Promise.all(ids.map((id) => stack.api.get(`pedidos/${id}/`)));
    const alone = orders.find((o) => o.adicionais.length === 0)!;
    const withExtra = orders.find((o) => o.adicionais.some((a: Loose) => a.numorcamento));
    const picked = [alone, ...(withExtra ? [withExtra] : [])];
    for (const order of picked) {
      const result = (await superuser.query(ADVANCE, { input: { orderId: String(order.id), target: 'V' } })).body.data!.advanceOrderStatus;
      expect(result.errors, `order ${order.id}`).toEqual([]);
      expect(result.order.status).toBe('V');
      const after = await stack.api.get(`pedidos/${order.id}/`);
      // get_payment_data alone, get_payment_data_adicional with an additional order.
      const script = order.adicionais.some((a: Loose) => a.numorcamento) ? 'get_payment_data_adicional' : 'get_payment_data';
      const reads = await stack.recorded('erp', script);
      const read = reads.filter((r) => Number(r.query.orcamento) === order.numorcamento).at(-1)!;
      expect(read.response.error).toBeUndefined();
      expect(after.numcupom).toBe(read.response.NUMCUPOM);
      const shops = (await stack.recorded('loyalty', '/shops')).filter((r) => r.body?.payment?.coupon === after.numcupom);
      expect(shops.map((s) => s.response.response.code)).toEqual([200]);
      expect(shops[0].body.payment.total).toBe(Number(read.response.VLTOTAL));
    }
    expect(withExtra, 'a seeded order in E with an invoiced additional order').toBeDefined();
  }, 60_000);

  it("cancels a seeded completed order's loyalty purchase once; a second is refused by the gateway", async () => {
    const { rows } = await stack.upstreams.db.query<{ id: number; numcupom: string }>(`
      SELECT p.id, p.numcupom FROM pedidos p JOIN filiais f ON f.codfilial = p.codfilial JOIN configuracoes_gerais g ON g.filial = f.id
        JOIN loyalty_shops s ON s.coupon = p.numcupom AND s.username = g.cvusername AND s.status = 'registered'
       WHERE p.status = 'V' AND NOT p.pedidoadicional ORDER BY p.id LIMIT 1`);
    expect(rows).toHaveLength(1);
    const { id, numcupom } = rows[0];
    const first = (await superuser.query(LOYALTY_CANCEL, { id: String(id) })).body.data!.cancelLoyaltyPurchase;
    expect(first).toMatchObject({ errors: [], message: 'Pedido cancelado no Cresce Vendas com sucesso!', workflow: { state: 'DONE' } });
    const second = (await superuser.query(LOYALTY_CANCEL, { id: String(id) })).body.data!.cancelLoyaltyPurchase;
    // The gateway's journal knows the purchase was cancelled: the second one is refused without asking the platform.
    expect(second.errors).toEqual([
      {
        code: 'ALREADY_CANCELLED',
        message: expect.stringMatching(/^A compra deste pedido já foi cancelada no Cresce Vendas em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/),
      },
    ]);
    const cancels = (await stack.recorded('loyalty', '/shops/cancel')).filter((r) => r.body?.coupon === numcupom);
    expect(cancels).toHaveLength(1);
    expect(cancels[0].response.response).toMatchObject({ code: 200, message: 'Compra cancelada com sucesso.' });
  }, 60_000);
});
