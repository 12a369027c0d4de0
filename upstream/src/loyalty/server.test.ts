import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { testEngines } from '@painel/db/test-databases';
import { createServiceHandler } from '../sandbox/service';
import { applyServiceMigrations, serve } from '../sandbox/test-support';
import { loyaltyService } from './server';

interface Answer {
  response: { code: number; shop_id?: number; points?: number; balance?: number; errors?: Array<{ message: string }> };
}

const AUTH17 = { 'x-username': 'cv-loja17', 'x-token': 'cv-token-17' };

function purchase(coupon: string | number, overrides: Record<string, unknown> = {}) {
  return {
    registration: '52998224725',
    payment: { coupon, total: 20.484, method: 3, installments: 1, split: 1, date: '2026-01-10 14:32:10' },
    discounts: [{ code: '1234', quantity: 1 }],
    items: [
      {
        category: 'Hortifruti',
        subcategory: 'Frutas',
        product_name: 'Banana prata',
        code: '1234',
        unity_type: 'kg',
        unit_value: 12.99,
        quantity: 1.5,
        total_value: 19.485,
      },
      { category: 'Mercearia', subcategory: 'Doces', product_name: 'Bala', code: 77, unity_type: 'un', unit_value: 0.333, quantity: 3, total_value: 0.999 },
    ],
    ...overrides,
  };
}

describe.each(testEngines())('loyalty platform on $name', (engine) => {
  let db: Db;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    db = await engine.open();
    await applyServiceMigrations(db);
    server = await serve(createServiceHandler(db, loyaltyService(db)));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const post = async (path: string, body: unknown, headers: Record<string, string> = AUTH17) => {
    const res = await fetch(`${server.url}/admin/api/v2/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };

  it('registers a purchase, scores points and refuses the same coupon twice', async () => {
    const first = await post('shops', purchase('C-1'));
    expect(first).toEqual({
      status: 200,
      body: { response: { code: 200, shop_id: expect.any(Number), points: 20, balance: 20, user: { registration: '52998224725', balance: 20 } } },
    });
    const second = await post('shops', purchase('C-2', { registration: '529.982.247-25' }));
    expect(second.body.response).toMatchObject({ code: 200, points: 20, balance: 40 });
    const duplicate = await post('shops', purchase('C-1'));
    expect(duplicate).toEqual({ status: 200, body: { response: { code: 409, errors: [{ message: 'Cupom C-1 já registrado.' }] } } });
    // The same coupon number at another store (its own ERP numbering) is a different purchase.
    const otherStore = await post('shops', purchase('C-1'), { 'x-username': 'cv-loja18', 'x-token': 'cv-token-18' });
    expect(otherStore.body.response.code).toBe(200);
  });

  it('answers a repeat with the same Idempotency-Key with the first result: the purchase is registered once', async () => {
    const keyed = { ...AUTH17, 'idempotency-key': 'completion-step-1' };
    const first = await post('shops', purchase('K-1'), keyed);
    expect(first.body.response.code).toBe(200);
    // Without the key the same coupon is refused as a duplicate: the replay proves nothing ran again.
    expect(await post('shops', purchase('K-1'), keyed)).toEqual(first);
    expect((await post('shops', purchase('K-1'))).body.response.code).not.toBe(200);
  });

  it('cancels a purchase once and refuses unknown coupons', async () => {
    const created = await post('shops', purchase(9001, { registration: '11144477735' }));
    expect(created.body.response.balance).toBe(20);
    const cancelled = await post('shops/cancel', { coupon: 9001 });
    expect(cancelled).toEqual({
      status: 200,
      body: { response: { code: 200, shop_id: created.body.response.shop_id, points: -20, balance: 0, message: 'Compra cancelada com sucesso.' } },
    });
    expect((await post('shops/cancel', { coupon: '9001' })).body).toEqual({
      response: { code: 409, errors: [{ message: 'Compra do cupom 9001 já foi cancelada.' }] },
    });
    expect((await post('shops/cancel', { coupon: 'nope' })).body).toEqual({
      response: { code: 404, errors: [{ message: 'Compra não encontrada para o cupom nope.' }] },
    });
    expect((await post('shops/cancel', {})).status).toBe(422);
    const { rows } = await db.query<{ status: string }>(`SELECT status FROM loyalty_shops WHERE coupon = '9001'`);
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });

  it('answers 401 without valid credentials', async () => {
    const bad = { status: 401, body: { response: { code: 401, error: 'Credenciais inválidas.' } } };
    expect(await post('shops', purchase('A'), {})).toEqual(bad);
    expect(await post('shops', purchase('A'), { 'x-username': 'cv-loja17', 'x-token': 'cv-token-18' })).toEqual(bad);
    expect(await post('shops/cancel', { coupon: 'A' }, { 'x-username': 'ghost', 'x-token': 'x' })).toEqual(bad);
  });

  it('validates the purchase body strictly with 422 and every problem listed', async () => {
    const base = purchase('V-1');
    const res = await post('shops', {
      ...base,
      registration: '11111111111',
      payment: { ...base.payment, total: '20.48', installments: 0, date: '10/01/2026' },
      discounts: [{ code: '999', quantity: 1 }],
      items: [
        { ...base.items[0], unity_type: 'KG' },
        { ...base.items[1], quantity: 1.5 },
        { ...base.items[1], unit_value: -1, product_name: '' },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.response.code).toBe(422);
    expect(res.body.response.errors?.map((e) => e.message)).toEqual([
      'registration: CPF inválido.',
      'payment.total: deve ser um número maior que zero.',
      'payment.installments: deve ser um inteiro maior ou igual a 1.',
      'payment.date: data inválida (use AAAA-MM-DD HH:mm:ss).',
      "items[0].unity_type: deve ser 'kg' ou 'un'.",
      "items[1].quantity: deve ser inteiro quando unity_type é 'un'.",
      'items[2].product_name: obrigatório.',
      'items[2].unit_value: deve ser um número não negativo.',
      'discounts[0].code: não corresponde a nenhum item da compra.',
    ]);
    expect((await post('shops', { ...base, items: [] })).body.response.errors).toEqual([{ message: 'items: a compra deve ter ao menos um item.' }]);
    expect((await post('shops', { ...base, payment: { ...base.payment, date: '2026-02-30 10:00:00' } })).status).toBe(422);
    expect(await post('shops', '{"registration":')).toEqual({ status: 400, body: { response: { code: 400, errors: [{ message: 'JSON inválido.' }] } } });
    expect((await post('shops', { ...base, payment: { ...base.payment, total: 1e12 } })).body.response.errors).toEqual([
      { message: 'payment.total: valor acima do limite.' },
    ]);
    expect((await post('shops/cancel', '{"coupon": "a\\u0000b"}')).status).toBe(400);
    const { rows } = await db.query(`SELECT 1 FROM loyalty_shops WHERE coupon = 'V-1'`);
    expect(rows).toEqual([]);
  });

  it('answers unknown paths and wrong methods in its own shape', async () => {
    expect((await post('nothing', {})).status).toBe(404);
    const get = await fetch(`${server.url}/admin/api/v2/shops`, { headers: AUTH17 });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ response: { code: 405, errors: [{ message: 'Método não permitido.' }] } });
  });
});
