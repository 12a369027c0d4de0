// Features that lean on an extension of our reference product API, on both reference profiles: 'default' has every
// extension, 'seeds' none, as a company API built from the specs alone. The live order desk: without the changes feed
// (pedidos-alterados/) the start probe says so (/readyz), the board is told the gateway polls (orderWatch), and the
// watcher reads the open orders list instead: an order the customer app writes still arrives once, an outside
// cancellation arrives, and a change the panel made is not told twice. The password reset: without the username in
// the API's answer, its application-log entry is still written as the user (the matrícula of their sessions here),
// and /readyz then says the extension is off.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@painel/db/database';
import type { Upstreams } from '../../upstream/src/start';
import { REFERENCE_PROFILES } from '../../upstream/src/profile';
import type { RunningGateway } from '../../gateway/src/server';
import { Client, type Loose } from './stack';
import { setEnv } from './env';
import { connected, customerAppOrder, live, type Live } from './live-client';
import { gatewayOnOwnStore, seededUpstreams } from './data-templates';

const WATCH_MS = 200;
const POLL_MS = 1000;
const RECOVER = `mutation($email: String!) { requestPasswordRecovery(email: $email) { link errors { code message } } }`;
const RESET = `mutation($uuid: String!, $token: String!, $password: String!) {
  resetPassword(uuid: $uuid, token: $token, password: $password, confirmation: $password) { done errors { code message } }
}`;
const ADVANCE = `mutation($input: AdvanceOrderStatusInput!) { advanceOrderStatus(input: $input) { errors { code message } order { status } } }`;

async function login(url: string, matricula: string): Promise<Client> {
  const client = new Client(url);
  const { login } = await client.login(matricula, 'senha1234');
  expect(login.errors).toEqual([]);
  return client;
}

async function openOrder(db: Db, status: string, branch: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM pedidos WHERE status = $1 AND codfilial = $2 AND NOT pedidoadicional
      AND NOT EXISTS (SELECT 1 FROM pedidos a WHERE a.pedidoprincipal = pedidos.id) ORDER BY id LIMIT 1`,
    [status, branch],
  );
  return rows[0].id;
}

const ofOrder = (l: Live, id: number) => l.events.filter((e) => Number(e.orderEvents.orderId) === id).map((e) => e.orderEvents.kind);

describe.each(REFERENCE_PROFILES)('outside orders on the %s profile', (profile) => {
  const feed = profile === 'default';
  let upstreams: Upstreams;
  let gateway: RunningGateway;
  const sockets: Live[] = [];

  beforeAll(async () => {
    upstreams = await seededUpstreams({ profile });
    gateway = await gatewayOnOwnStore({
      port: 0,
      upstreams: upstreams.urls,
      webDist: null,
      logLevel: 'silent',
      live: { watchIntervalMs: WATCH_MS, pollIntervalMs: POLL_MS },
    });
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.dispose();
    await gateway?.close();
    await upstreams?.close();
  });

  it(`/readyz says the changes feed is ${feed ? 'on' : 'off'}, and the board is told how the gateway watches`, async () => {
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as Loose).capabilities).toMatchObject({ changesFeed: feed ? 'on' : 'off', erpIdempotency: 'off' });
    const checker = await login(gateway.url, '1007');
    const watch = await checker.query('{ orderWatch { feed intervalSeconds } }');
    expect(watch.body.data?.orderWatch).toEqual(feed ? { feed: true, intervalSeconds: 1 } : { feed: false, intervalSeconds: POLL_MS / 1000 });
  });

  it(`name searches: /readyz says accent-blind names are ${feed ? 'on' : 'off'}, and the search fields read the same (nameSearch)`, async () => {
    // The probe reads customers with the service account's token, after start: a gateway with one, waited for.
    const restoreEnv = setEnv({ INTEGRATION_ACCOUNT_MATRICULA: '1001', INTEGRATION_ACCOUNT_PASSWORD: 'senha1234' });
    const probing = await gatewayOnOwnStore({ port: 0, upstreams: upstreams.urls, webDist: null, logLevel: 'silent' });
    try {
      const accents = async () => ((await (await fetch(`${probing.url}/readyz`)).json()) as Loose).capabilities.accentInsensitiveNames as string;
      await vi.waitFor(async () => expect(await accents()).not.toBe('unknown'), { timeout: 30_000, interval: 100 });
      expect(await accents()).toBe(feed ? 'on' : 'off');
      const marketing = await login(probing.url, '1005');
      const answer = await marketing.query('{ nameSearch { accentBlind } }');
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.nameSearch).toEqual({ accentBlind: feed });
    } finally {
      await probing.close();
      restoreEnv();
    }
  }, 60_000);

  it('an order the customer app writes arrives once; an outside cancellation arrives; a panel change is told once', async () => {
    const admin = await login(gateway.url, '1001');
    const board = live(gateway.url, { cookie: admin.cookie });
    sockets.push(board);
    await connected(board);
    const created = await customerAppOrder(upstreams.db, 17);
    await expect.poll(() => ofOrder(board, created), { timeout: 10_000 }).toEqual(['CREATED']);

    await upstreams.db.query(`UPDATE pedidos SET status = 'X' WHERE id = $1`, [created]);
    await expect.poll(() => ofOrder(board, created), { timeout: 10_000 }).toEqual(['CREATED', 'CANCELLED']);

    const moved = await openOrder(upstreams.db, 'S', 18);
    // What the board heard of this order before the change: the watcher's first look reaches a few seconds back
    // (a change made as the first board opens is told), which can hold the seed's own rows when it ran just now.
    const earlier = ofOrder(board, moved).length;
    const heardSince = () => ofOrder(board, moved).slice(earlier);
    const answer = await admin.query(ADVANCE, { input: { orderId: String(moved), target: 'P' } });
    expect(answer.body.data?.advanceOrderStatus.errors).toEqual([]);
    await expect.poll(heardSince, { timeout: 5000 }).toEqual(['STATUS_CHANGED']);
    // Another order written outside after it: once it arrives, the watcher has read past the panel's change.
    const later = await customerAppOrder(upstreams.db, 18);
    await expect.poll(() => ofOrder(board, later), { timeout: 10_000 }).toEqual(['CREATED']);
    expect(heardSince()).toEqual(['STATUS_CHANGED']);
  });

  it("a reset through a link ends the user's sessions and is audited as the user", async () => {
    const admin = await login(gateway.url, '1001');
    // The deliveryman signed in here once: the gateway store knows their matrícula by their pk.
    const person = await login(gateway.url, '1006');
    const recovery = await admin.query(RECOVER, { email: '1006@bompreco.local' });
    const [, uuid, token] = /\/resetpasswordweb\/([^/]+)\/([^/]+)$/.exec(recovery.body.data?.requestPasswordRecovery.link)!;
    const password = `Senha-${profile}-Nova-1`;
    const reset = await new Client(gateway.url).query(RESET, { uuid, token, password });
    expect(reset.body.data?.resetPassword).toEqual({ done: true, errors: [] });
    expect((await person.query('{ me { user { matricula } } }')).body.data?.me).toBeNull();
    const { rows } = await upstreams.db.query<{ dadodepois: unknown; usuario: number }>(
      `SELECT l.dadodepois, l.usuario FROM application_logs l JOIN users u ON u.id = l.usuario
        WHERE u.username = '1006' AND l.tabela = 'users' ORDER BY l.id DESC LIMIT 1`,
    );
    expect(JSON.stringify(rows[0]?.dadodepois)).toContain('"username":"1006"');
    expect(JSON.stringify(rows[0]?.dadodepois)).not.toContain(password);
    const ready = (await (await fetch(`${gateway.url}/readyz`)).json()) as Loose;
    expect(ready.capabilities.resetUsername).toBe(feed ? 'on' : 'off');
  });

  it("deleting a product's offers learns whether they carry the price before them", async () => {
    const admin = await login(gateway.url, '1001');
    const { rows } = await upstreams.db.query<{ produto: number }>('SELECT produto FROM ofertas WHERE produto IS NOT NULL ORDER BY id LIMIT 1');
    const deleted = await admin.query('mutation($id: ID!) { deleteProductOffers(productId: $id) { errors { code message } } }', {
      id: String(rows[0].produto),
    });
    expect(deleted.body.data?.deleteProductOffers.errors).toEqual([]);
    const ready = (await (await fetch(`${gateway.url}/readyz`)).json()) as Loose;
    expect(ready.capabilities.previousOfferPrice).toBe(feed ? 'on' : 'off');
  });
});
