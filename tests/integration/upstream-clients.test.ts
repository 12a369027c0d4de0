// The gateway's clients of the ERP bridge, loyalty platform, push provider and storage API, against the
// reference services: success shapes, failures-in-200 answers, error mapping and fault modes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../gateway/src/upstreams/http';
import { ErpBridge } from '../../gateway/src/upstreams/erp-bridge';
import { Loyalty } from '../../gateway/src/upstreams/loyalty';
import { Push } from '../../gateway/src/upstreams/push';
import { upstreamOwnText } from '../../gateway/src/upstreams/errors';
import { Storage } from '../../gateway/src/upstreams/storage';
import { seededUpstreams } from './data-templates';

type Running = Awaited<ReturnType<typeof seededUpstreams>>;
let upstreams: Running;
const clients: HttpClient[] = [];
const client = (name: 'erp' | 'loyalty' | 'push' | 'storage', timeoutMs = 5000) => {
  const c = createHttpClient(name, upstreams.urls[name], { timeoutMs, getRetries: 0 });
  clients.push(c);
  return c;
};

beforeAll(async () => {
  upstreams = await seededUpstreams({ only: ['erp', 'loyalty', 'push', 'storage'] });
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await upstreams?.close();
});

const sandbox = (name: 'erp' | 'loyalty' | 'push' | 'storage') => new URL('/_sandbox/faults', upstreams.urls[name]).toString();
const setFault = (name: 'erp' | 'loyalty' | 'push' | 'storage', fault: Record<string, unknown>) =>
  fetch(sandbox(name), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
afterEach(async () => {
  for (const name of ['erp', 'loyalty', 'push', 'storage'] as const) await fetch(sandbox(name), { method: 'DELETE' });
});

describe('ERP bridge', () => {
  it('processes a customer and answers its ERP code', async () => {
    const erp = new ErpBridge(client('erp'));
    const reply = await erp.processCustomer<{ codcli: number }>({ cpf: '52998224725', cliente: 'Maria Souza' });
    expect(reply.codcli).toBeGreaterThan(0);
  });

  it('treats a PHP warning in a 200 answer as a failure, keeping its text behind a Portuguese message', async () => {
    await setFault('erp', { mode: 'warning' });
    const erp = new ErpBridge(client('erp'));
    const failure = await erp.processCustomer({ cpf: '52998224725', cliente: 'Maria Souza' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'O ERP recusou a operação.', extensions: { code: 'UPSTREAM_ERROR', upstream: 'erp' } });
    expect(upstreamOwnText(failure)).toContain('Warning');
  });

  it('treats {"error": ...} as a failure', async () => {
    const erp = new ErpBridge(client('erp'));
    await expect(erp.paymentData(1)).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('gives up on a bridge that never answers', async () => {
    await setFault('erp', { mode: 'timeout' });
    const erp = new ErpBridge(client('erp', 300));
    await expect(erp.paymentData(1)).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT' } });
  });
});

describe('loyalty platform', () => {
  const credentials = { username: 'cv-loja17', token: 'cv-token-17' };
  const purchase = (coupon: string) => ({
    registration: '52998224725',
    payment: { coupon, total: 19.485, method: 3, installments: 1, split: 1, date: '2026-01-10 14:32:10' },
    discounts: [],
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
    ],
  });

  it('registers and cancels a purchase; a duplicate is a failure', async () => {
    const loyalty = new Loyalty(client('loyalty'));
    const coupon = `T-${Date.now()}`;
    expect((await loyalty.registerPurchase(credentials, purchase(coupon))).code).toBe(200);
    await expect(loyalty.registerPurchase(credentials, purchase(coupon))).rejects.toMatchObject({
      extensions: { upstream: 'loyalty' },
    });
    expect((await loyalty.cancelPurchase(credentials, coupon)).code).toBe(200);
  });

  it('refused credentials are a server-side fault, with the platform text', async () => {
    const loyalty = new Loyalty(client('loyalty'));
    const error = await loyalty.cancelPurchase({ username: 'cv-loja17', token: 'wrong' }, 'X').catch((e) => e);
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
    expect(error.message.length).toBeGreaterThan(0);
  });
});

describe('push provider', () => {
  const body = (key?: string) => ({
    headings: { en: 'Atualização de pedido', pt: 'Atualização de pedido' },
    contents: { en: 'Pedido separado!', pt: 'Pedido separado!' },
    include_aliases: { external_id: ['cliente-1'] },
    target_channel: 'push',
    ...(key ? { idempotency_key: key } : {}),
  });

  it.each([false, true])('sends with the %s API style', async (legacy) => {
    const push = new Push(client('push'), { appId: 'demo-app-id', apiKey: 'demo-push-key', legacy });
    const result = await push.send(body());
    expect(result.id).not.toBe('');
    expect(result.replayed).toBe(false);
  });

  it('reports a replayed idempotency key', async () => {
    const push = new Push(client('push'), { appId: 'demo-app-id', apiKey: 'demo-push-key' });
    const key = crypto.randomUUID();
    const first = await push.send(body(key));
    const again = await push.send(body(key));
    expect(again).toMatchObject({ id: first.id, replayed: true });
  });

  it('maps a bad key, a missing target and rate limiting', async () => {
    const bad = new Push(client('push'), { appId: 'demo-app-id', apiKey: 'wrong' });
    await expect(bad.send(body())).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 403 } });
    const push = new Push(client('push'), { appId: 'demo-app-id', apiKey: 'demo-push-key' });
    // The provider's English is given in Portuguese (upstreams/push-texts.ts); its words stay behind the error.
    const untargeted = await push.send({ contents: { en: 'x' } }).catch((error: unknown) => error);
    expect(untargeted).toMatchObject({ message: 'A notificação não indicou destinatários.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(upstreamOwnText(untargeted)).toContain('You must include which players');
    await setFault('push', { mode: 'status', status: 429 });
    await expect(push.send(body())).rejects.toMatchObject({
      message: 'Limite de envios do serviço de notificações atingido. Tente novamente em instantes.',
      extensions: { code: 'RATE_LIMITED', retryAfter: '2' },
    });
  });
});

describe('storage API', () => {
  // A 1x1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  it('uploads an image and serves it back', async () => {
    const storage = new Storage(client('storage'));
    const stored = await storage.upload('produtos', 'pixel.png', 'image/png', png);
    expect(stored.key).toMatch(/^produtos\//);
    const res = await fetch(stored.fileUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('keeps the field message of a refused upload', async () => {
    const storage = new Storage(client('storage'));
    await expect(storage.upload('segredos', 'pixel.png', 'image/png', png)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { folder: expect.any(Array) } },
    });
  });

  it('hands out a presigned URL the bytes can be PUT to', async () => {
    const storage = new Storage(client('storage'));
    const signed = await storage.presign('destaques', 'pixel.png', 'image/png');
    const put = await fetch(signed.presignedUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png });
    expect(put.status).toBe(200);
    expect((await fetch(signed.fileUrl)).status).toBe(200);
  });
});
