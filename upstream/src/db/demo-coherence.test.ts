// The demo data seen through the reference ERP bridge and loyalty platform: seeded invoiced orders are known
// to the ERP with their sold items' total, completed ones to the loyalty platform under their coupon, and the
// services' own numbering continues after the seeded records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { testEngines } from '@painel/db/test-databases';
import { erpBridgeService } from '../erp-bridge/server';
import { loyaltyService } from '../loyalty/server';
import { createServiceHandler } from '../sandbox/service';
import { serve } from '../sandbox/test-support';
import { prepareDatabase } from './prepare';

const NOW = new Date('2026-03-17T15:30:00Z');

interface Order {
  id: number;
  status: string;
  codfilial: number;
  numorcamento: number | null;
  numcupom: string | null;
  codcli: number | null;
  datapedido: Date;
  pedidoadicional: boolean;
  pedidoprincipal: number | null;
  sold: string;
}

// What the invoice must total: the sold items (not out of stock, not cancelled, something separated), each
// line rounded to 3 decimals as the bridge does.
const ORDERS_SQL = `
  SELECT p.id, p.status, p.codfilial, p.numorcamento, p.numcupom, c.codcli, p.datapedido, p.pedidoadicional, p.pedidoprincipal,
         (SELECT coalesce(sum(round(i.qtd_separada * i.pvenda, 3)), 0)::text FROM itens_pedido i
           WHERE i.pedido = p.id AND NOT i.em_falta AND NOT i.cancela_item AND i.qtd_separada > 0) AS sold
    FROM pedidos p JOIN clientes c ON c.id = p.codcli`;

describe.each(testEngines())('demo data in the reference services on $name', (engine) => {
  let db: Db;
  let erp: { url: string; close(): Promise<void> };
  let loyalty: { url: string; close(): Promise<void> };
  let orders: Order[];

  beforeAll(async () => {
    db = await engine.open();
    await prepareDatabase(db, { now: NOW });
    erp = await serve(createServiceHandler(db, erpBridgeService(db)));
    loyalty = await serve(createServiceHandler(db, loyaltyService(db)));
    orders = (await db.query<Order>(`${ORDERS_SQL} ORDER BY p.id`)).rows;
  }, 120_000);
  afterAll(async () => {
    await erp?.close();
    await loyalty?.close();
    await db?.close();
  });

  const erpGet = async (script: string, query: Record<string, string | number>) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    return (await fetch(`${erp.url}/bridge/${script}?${params}`)).json() as Promise<Record<string, string>>;
  };
  const loyaltyPost = async (path: string, branch: number, body: unknown) => {
    const res = await fetch(`${loyalty.url}/admin/api/v2/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-username': `cv-loja${branch}`, 'x-token': `cv-token-${branch}` },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { response: { code: number; message?: string; errors?: { message: string }[] } }).response;
  };
  /** Every n-th order of the kind, so the sample spreads over the whole dataset. */
  const sample = (list: Order[], size: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / size)) === 0).slice(0, size);

  it('answers get_payment_data for invoiced orders in F, E and V with their sold items total', async () => {
    for (const status of ['F', 'E', 'V']) {
      const invoiced = orders.filter((o) => o.status === status);
      expect(invoiced.length, status).toBeGreaterThan(5);
      for (const order of sample(invoiced, 8)) {
        expect(order.numorcamento, `order ${order.id}`).not.toBeNull();
        const data = await erpGet('get_payment_data', { orcamento: order.numorcamento! });
        expect(Number(data.VLTOTAL), `order ${order.id}`).toBe(Number(order.sold));
        expect(Number(data.VLTOTAL)).toBeGreaterThan(0);
        expect(data.NUMCUPOM).toMatch(/^\d+$/);
        // São Paulo wall-clock time, after the order was placed and not after "now".
        const authorised = new Date(`${data.DTHORAAUTORIZACAOSEFAZ.replace(' ', 'T')}-03:00`).getTime();
        expect(authorised).toBeGreaterThan(new Date(order.datapedido).getTime());
        expect(authorised).toBeLessThanOrEqual(NOW.getTime());
      }
    }
  });

  it('answers get_payment_data_adicional for a main order and its invoiced additional order', async () => {
    const additional = orders.filter((o) => o.pedidoadicional && o.numorcamento !== null);
    expect(additional.length).toBeGreaterThan(3);
    for (const extra of sample(additional, 5)) {
      const main = orders.find((o) => o.id === extra.pedidoprincipal)!;
      const data = await erpGet('get_payment_data_adicional', {
        orcamento: main.numorcamento!,
        orcamento_adicional: extra.numorcamento!,
        codcli: main.codcli!,
      });
      expect(Number(data.VLTOTAL)).toBeCloseTo(Number(main.sold) + Number(extra.sold), 3);
      const alone = await erpGet('get_payment_data', { orcamento: main.numorcamento! });
      expect(data.NUMCUPOM).toBe(alone.NUMCUPOM);
      if (main.status === 'V') expect(main.numcupom).toBe(alone.NUMCUPOM);
    }
  });

  it('keeps every invoiced order coherent: its number, customer code and coupon are the ERP ones', async () => {
    const { rows } = await db.query<{ n: number }>(`
      SELECT count(*)::int AS n FROM pedidos p JOIN clientes c ON c.id = p.codcli
        LEFT JOIN erp_orders e ON e.numorcamento = p.numorcamento
       WHERE p.numorcamento IS NOT NULL
         AND (e.numorcamento IS NULL OR e.id_pedido <> p.id OR e.codcli <> c.codcli OR e.codfilial <> p.codfilial::text
              OR e.dthoraautorizacaosefaz <= p.datapedido)`);
    expect(rows[0].n).toBe(0);
    expect(orders.filter((o) => ['F', 'E', 'V'].includes(o.status) && o.numorcamento === null)).toEqual([]);
    expect(orders.filter((o) => o.status !== 'V' && o.numcupom !== null)).toEqual([]);
    const customers = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM clientes c LEFT JOIN erp_customers e ON e.codcli = c.codcli WHERE c.codcli IS NOT NULL AND (e.cpf IS NULL OR e.cpf <> c.cpf)',
    );
    expect(customers.rows[0].n).toBe(0);
  });

  it('knows the coupon of a completed order on the loyalty platform: cancelled once, then already cancelled', async () => {
    const completed = orders.filter((o) => o.status === 'V' && !o.pedidoadicional);
    const registered = await db.query<{ coupon: string }>("SELECT coupon FROM loyalty_shops WHERE status = 'registered'");
    const open = new Set(registered.rows.map((r) => r.coupon));
    const order = completed.find((o) => o.numcupom && open.has(o.numcupom))!;
    expect(order).toBeDefined();
    const balance = async () =>
      (
        await db.query<{ balance: number }>(
          'SELECT m.balance FROM loyalty_members m JOIN clientes c ON c.cpf = m.registration WHERE c.id = (SELECT codcli FROM pedidos WHERE id = $1)',
          [order.id],
        )
      ).rows[0].balance;
    const before = await balance();
    const first = await loyaltyPost('shops/cancel', order.codfilial, { coupon: order.numcupom });
    expect(first).toMatchObject({ code: 200, message: 'Compra cancelada com sucesso.' });
    expect(await balance()).toBe(before + (first as { points?: number }).points!);
    const second = await loyaltyPost('shops/cancel', order.codfilial, { coupon: order.numcupom });
    expect(second).toEqual({ code: 409, errors: [{ message: `Compra do cupom ${order.numcupom} já foi cancelada.` }] });
    // The other branch's platform user does not hold this purchase.
    const other = await loyaltyPost('shops/cancel', order.codfilial === 17 ? 18 : 17, { coupon: order.numcupom });
    expect(other.code).toBe(404);
  });

  it('registers every completed main order once, a few already cancelled, with balances from the registered ones', async () => {
    const completed = orders.filter((o) => o.status === 'V' && !o.pedidoadicional);
    const shops = await db.query<{ coupon: string; username: string; status: string }>('SELECT coupon, username, status FROM loyalty_shops');
    const byCoupon = new Map(shops.rows.map((s) => [s.coupon, s]));
    expect(shops.rows.length).toBe(completed.length);
    for (const order of completed) expect(byCoupon.get(order.numcupom!)?.username, `order ${order.id}`).toBe(`cv-loja${order.codfilial}`);
    const cancelled = shops.rows.filter((s) => s.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    const again = await loyaltyPost('shops/cancel', Number(cancelled[0].username.slice(-2)), { coupon: cancelled[0].coupon });
    expect(again.code).toBe(409);
    const wrong = await db.query<{ n: number }>(`
      SELECT count(*)::int AS n FROM loyalty_members m
       WHERE m.balance <> (SELECT coalesce(sum(points), 0) FROM loyalty_shops s WHERE s.registration = m.registration AND s.status = 'registered')`);
    expect(wrong.rows[0].n).toBe(0);
  });

  it('issues new invoice numbers, coupons, customer codes and purchase ids after the seeded ones', async () => {
    const max = (
      await db.query<{ orc: number; cupom: number; codcli: number; shop: number }>(
        `SELECT (SELECT max(numorcamento) FROM erp_orders) AS orc, (SELECT max(numcupom) FROM erp_orders) AS cupom,
              (SELECT max(codcli) FROM erp_customers) AS codcli, (SELECT max(id) FROM loyalty_shops) AS shop`,
      )
    ).rows[0];
    const customer = await fetch(`${erp.url}/bridge/processa-cliente`, {
      method: 'POST',
      body: JSON.stringify({ cpf: '11144477735', cliente: 'Cliente Novo' }),
    });
    const { codcli } = (await customer.json()) as { codcli: number };
    expect(codcli).toBe(max.codcli + 1);
    const body = { id_pedido: 999_999, codcli, codfilial: '17', codcob: 1, itens: [{ codigo: '7890000000001-10001', quantidade: '2', preco: '3.5' }] };
    const created = (await (await fetch(`${erp.url}/bridge/processa-pedido`, { method: 'POST', body: JSON.stringify(body) })).json()) as {
      numorcamento: number;
    };
    expect(created.numorcamento).toBe(max.orc + 1);
    const data = await erpGet('get_payment_data', { orcamento: created.numorcamento });
    expect(Number(data.NUMCUPOM)).toBe(max.cupom + 1);
    const shop = await loyaltyPost('shops', 17, {
      registration: '11144477735',
      payment: { coupon: data.NUMCUPOM, total: 7, method: 'Dinheiro', installments: 1, split: 1, date: data.DTHORAAUTORIZACAOSEFAZ },
      items: [
        { category: 'X', subcategory: 'Y', product_name: 'Produto', code: '7890000000001', unity_type: 'un', unit_value: 3.5, quantity: 2, total_value: 7 },
      ],
    });
    expect(shop).toMatchObject({ code: 200, shop_id: max.shop + 1 });
    // A known customer's CPF keeps its seeded code.
    const known = (await db.query<{ cpf: string; codcli: number }>('SELECT cpf, codcli FROM clientes WHERE codcli IS NOT NULL ORDER BY id LIMIT 1')).rows[0];
    const again = await fetch(`${erp.url}/bridge/processa-cliente`, { method: 'POST', body: JSON.stringify({ cpf: known.cpf, cliente: 'Mesmo Cliente' }) });
    expect(((await again.json()) as { codcli: number }).codcli).toBe(known.codcli);
  });
});
