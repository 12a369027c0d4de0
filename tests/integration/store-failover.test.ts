// The gateway's PostgreSQL store restarted or failed over under it: every connection the gateway holds (the pool's
// idle and checked-out clients, the LISTEN connection, the leader lock's) terminated by the server, again and again,
// while journaled runs ('Em Falta' toggles) go on. The process must live; each answer is the toggle's or a
// Portuguese retryable refusal, never a 500 or INTERNAL_SERVER_ERROR; and once the store is back every run has
// ended (done or offered to 'Tente Novamente'), the gateway answers and its readiness says so. PostgreSQL only.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@painel/db/database';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import type { Upstreams } from '../../upstream/src/start';
import { killIfRunning, listening, spawnGateway } from './gateway-child';
import { Client } from './stack';
import { seededUpstreams } from './data-templates';

const adminUrl = process.env.TEST_DATABASE_URL;
const TOGGLE = `mutation($id: ID!, $m: Boolean!) { setOrderItemMissing(itemId: $id, missing: $m) { id missing } }`;
const WORKFLOWS = `query($id: ID!) { order(id: $id) { workflow { state canRetry } } }`;
/**
 * What a person may meet while the store is away: the store's own refusal, a run still being ended ('Aguarde'), or the
 * busy answer's other true words (workflows/busy.ts): the holding run ended between the attempt and the look at it,
 * or its process stopped beating (a heartbeat lost with its connection). Each says to try again.
 */
const RETRYABLE = /^(O banco de dados do painel não respondeu|O pedido já está sendo atualizado|A alteração anterior (acabou de terminar|parou de responder))/;
const ROUNDS = 30;
const CONCURRENT = 6;

describe.skipIf(!adminUrl)('the gateway store on PostgreSQL, its connections terminated during journaled runs', () => {
  let upstreams: Upstreams;
  let store: FreshPostgres;
  let child: ChildProcess;
  let client: Client;
  let url: string;
  let admin: Db;
  let items: { id: number; orderId: number }[];

  beforeAll(async () => {
    upstreams = await seededUpstreams();
    store = await createFreshPostgres(adminUrl!, 'failover');
    child = spawnGateway(upstreams.urls, { databaseUrl: store.url }, 'failover-a');
    url = await listening(child);
    client = new Client(url);
    expect((await client.login('1001')).login.errors).toEqual([]);
    admin = await openDatabase({ url: adminUrl });
    const { rows } = await upstreams.db.query<{ id: number; pedido: number }>(
      `SELECT DISTINCT ON (i.pedido) i.id, i.pedido FROM itens_pedido i JOIN pedidos p ON p.id = i.pedido
        WHERE p.status IN ('S', 'P') AND p.codfilial = 17 ORDER BY i.pedido, i.id LIMIT $1`,
      [CONCURRENT],
    );
    expect(rows).toHaveLength(CONCURRENT);
    items = rows.map((r) => ({ id: Number(r.id), orderId: Number(r.pedido) }));
  }, 120_000);

  afterAll(async () => {
    killIfRunning(child);
    await admin?.close();
    await store?.drop();
    await upstreams?.close();
  });

  /** Ends every connection the gateway has to its store, as a server restart or failover does. */
  const terminateStoreConnections = async () => {
    const database = new URL(store.url).pathname.slice(1);
    const { rows } = await admin.query(`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [
      database,
    ]);
    return rows.length;
  };

  it(`lives through ${ROUNDS} terminations, answering each toggle or refusing it as retryable`, async () => {
    let terminated = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const toggles = items.map((item) => client.query(TOGGLE, { id: String(item.id), m: round % 2 === 0 }));
      // Each round ends the connections at another moment of the runs (sent, journaling, at the product API).
      await new Promise((resolve) => setTimeout(resolve, (round % 6) * 25));
      terminated += await terminateStoreConnections();
      for (const answer of await Promise.all(toggles)) {
        expect(answer.status, JSON.stringify(answer.body)).not.toBe(500);
        for (const error of answer.body.errors ?? []) {
          expect(error.message, JSON.stringify(error)).toMatch(RETRYABLE);
          expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
        }
      }
      expect(child.exitCode, `gateway exited in round ${round}`).toBeNull();
      expect(child.signalCode).toBeNull();
    }
    expect(terminated).toBeGreaterThanOrEqual(ROUNDS);

    // Back to normal: a toggle goes through, every order's last run has ended, readiness is ok.
    // A connection the last termination ended may still sit idle in the pool until its socket closes: the first
    // request after may meet it and be refused as retryable, as a person's would. A run whose journal lost the store
    // in the last rounds still holds its order ('Aguarde') until the gateway's next heartbeat ends it (within a beat),
    // or, when even its opening's answer was lost, until its lease runs out (LEASE_MS): a person's later try goes through.
    const toggleAgain = () => client.query(TOGGLE, { id: String(items[0].id), m: false });
    let again = await toggleAgain();
    const waitUntil = Date.now() + 60_000;
    while (again.body.errors?.some((error) => RETRYABLE.test(error.message)) && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      again = await toggleAgain();
    }
    expect(again.body.errors, JSON.stringify(again.body.errors)).toBeUndefined();
    for (const item of items) {
      const answer = await client.query(WORKFLOWS, { id: String(item.orderId) });
      expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
      const state = (answer.body.data as { order: { workflow: { state: string } | null } }).order.workflow?.state;
      expect(['SUCCEEDED', 'FAILED', 'INTERRUPTED', undefined]).toContain(state);
    }
    const ready = await fetch(new URL('/readyz', url));
    expect(ready.status).toBe(200);
  }, 300_000);
});
