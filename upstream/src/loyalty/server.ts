/*
 * Reference loyalty platform ("Cresce Vendas"). JSON in and out; every answer is wrapped in {response: {...}}
 * and a failure is any response.code other than 200, even under HTTP 200.
 *
 * Credentials: headers `x-username` and `x-token` (the branch's cvUsername / cvPassword). Seeded users:
 *   branch 17 'cv-loja17' / 'cv-token-17', branch 18 'cv-loja18' / 'cv-token-18' (table loyalty_credentials).
 *   Missing or wrong -> HTTP 401 {response: {code: 401, error: "Credenciais inválidas."}}.
 *
 * POST /admin/api/v2/shops   {registration: CPF (11 digits or 529.982.247-25, valid), payment: {coupon, total
 *   (number > 0), method, installments (int >= 1), split (int >= 1), date ('YYYY-MM-DD HH:mm:ss' or ISO 8601)},
 *   discounts?: [{code (must be one of the items' codes), quantity > 0}], items: [{category, subcategory
 *   (strings), product_name, code, unity_type 'kg'|'un' ('un' quantities are whole), unit_value >= 0,
 *   quantity > 0, total_value >= 0}]}
 *   -> 200 {response: {code: 200, shop_id: 50001, points: 20, balance: 120,
 *                      user: {registration: "52998224725", balance: 120}}}      (1 point per whole real)
 *   -> 200 {response: {code: 409, errors: [{message: "Cupom 200001 já registrado."}]}}   (same user + coupon)
 *   -> 422 {response: {code: 422, errors: [{message: "items[0].unity_type: deve ser 'kg' ou 'un'."}, ...]}}
 *   -> 400 {response: {code: 400, errors: [{message: "JSON inválido."}]}}
 *
 * POST /admin/api/v2/shops/cancel   {coupon}
 *   -> 200 {response: {code: 200, shop_id, points: -20, balance: 100, message: "Compra cancelada com sucesso."}}
 *   -> 200 {response: {code: 404, errors: [{message: "Compra não encontrada para o cupom 1."}]}}
 *   -> 200 {response: {code: 409, errors: [{message: "Compra do cupom 1 já foi cancelada."}]}}
 *   -> 422 when coupon is missing.
 * Unknown path 404, wrong method 405, body > 1 MiB 413: all {response: {code, errors: [{message}]}}.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@painel/db/database';
import { header, isObject, json, parseJson, type Reply, type ServiceRequest } from '../sandbox/reply';
import type { ServiceDefinition } from '../sandbox/service';
import { validatePurchase } from './validate';

const failure = (status: number, code: number, messages: string[]): Reply =>
  json(status, { response: { code, errors: messages.map((message) => ({ message })) } });

const digest = (value: string) => createHash('sha256').update(value).digest();

async function authenticate(db: Db, req: ServiceRequest): Promise<string | undefined> {
  const username = header(req, 'x-username');
  const token = header(req, 'x-token');
  if (!username || !token) return undefined;
  const { rows } = await db.query<{ token: string }>('SELECT token FROM loyalty_credentials WHERE username = $1 AND active', [username]);
  if (!rows[0]) return undefined;
  return timingSafeEqual(digest(rows[0].token), digest(token)) ? username : undefined;
}

async function registerShop(db: Db, username: string, body: unknown): Promise<Reply> {
  const checked = validatePurchase(body);
  if ('errors' in checked) return failure(422, 422, checked.errors);
  const { purchase } = checked;
  const points = Math.floor(purchase.total);
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO loyalty_members (registration) VALUES ($1) ON CONFLICT (registration) DO NOTHING', [purchase.registration]);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO loyalty_shops (username, coupon, registration, total, points, purchased_at, payload)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) ON CONFLICT (username, coupon) DO NOTHING RETURNING id`,
      [username, purchase.coupon, purchase.registration, purchase.total, points, purchase.date, JSON.stringify(body)],
    );
    if (!inserted.rows[0]) return failure(200, 409, [`Cupom ${purchase.coupon} já registrado.`]);
    const member = await tx.query<{ balance: number }>(
      'UPDATE loyalty_members SET balance = balance + $2, updated_at = now() WHERE registration = $1 RETURNING balance',
      [purchase.registration, points],
    );
    const balance = member.rows[0].balance;
    return json(200, {
      response: { code: 200, shop_id: inserted.rows[0].id, points, balance, user: { registration: purchase.registration, balance } },
    });
  });
}

async function cancelShop(db: Db, username: string, body: unknown): Promise<Reply> {
  const coupon = isObject(body) ? body.coupon : undefined;
  const valid = (typeof coupon === 'string' && coupon.trim() !== '' && coupon.length <= 255) || (Number.isSafeInteger(coupon) && (coupon as number) >= 0);
  if (!valid) return failure(422, 422, ['coupon: obrigatório.']);
  const key = String(coupon);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; status: string; points: number; registration: string }>(
      'SELECT id, status, points, registration FROM loyalty_shops WHERE username = $1 AND coupon = $2 FOR UPDATE',
      [username, key],
    );
    const shop = rows[0];
    if (!shop) return failure(200, 404, [`Compra não encontrada para o cupom ${key}.`]);
    if (shop.status === 'cancelled') return failure(200, 409, [`Compra do cupom ${key} já foi cancelada.`]);
    await tx.query(`UPDATE loyalty_shops SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [shop.id]);
    const member = await tx.query<{ balance: number }>(
      'UPDATE loyalty_members SET balance = GREATEST(balance - $2, 0), updated_at = now() WHERE registration = $1 RETURNING balance',
      [shop.registration, shop.points],
    );
    return json(200, {
      response: { code: 200, shop_id: shop.id, points: -shop.points, balance: member.rows[0].balance, message: 'Compra cancelada com sucesso.' },
    });
  });
}

const ROUTES: Record<string, (db: Db, username: string, body: unknown) => Promise<Reply>> = {
  '/admin/api/v2/shops': registerShop,
  '/admin/api/v2/shops/cancel': cancelShop,
};

export function loyaltyService(db: Db): ServiceDefinition {
  return {
    name: 'loyalty',
    idempotentPosts: (reply) => reply.status === 200 && 'json' in reply && (reply.json as { response?: { code?: number } })?.response?.code === 200,
    bodyLimit: 1024 * 1024,
    handle: async (req) => {
      const path = req.path.replace(/\/+$/, '');
      const route = Object.hasOwn(ROUTES, path) ? ROUTES[path] : undefined;
      if (!route) return failure(404, 404, ['Rota não encontrada.']);
      if (req.method !== 'POST') return { ...failure(405, 405, ['Método não permitido.']), headers: { allow: 'POST' } };
      const username = await authenticate(db, req);
      if (!username) return json(401, { response: { code: 401, error: 'Credenciais inválidas.' } });
      const body = parseJson(req);
      if (!body.ok) return failure(400, 400, ['JSON inválido.']);
      return route(db, username, body.value);
    },
    faultReply: (status) => failure(status, status, [status >= 500 ? 'Erro interno. Tente novamente mais tarde.' : 'Requisição recusada.']),
    tooLarge: () => failure(413, 413, ['Corpo da requisição muito grande.']),
  };
}
