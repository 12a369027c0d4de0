// A gateway process killed (SIGKILL: a crash, a lost machine) while its runs wait on an upstream whose answer is
// lost (docs/decisions/0042-runs-held-by-heartbeat.md): an order's completion at the loyalty registration, another's at
// the customer's push, and a staff creation between the user's sign-up and the employee record. Whoever takes over (the
// same deployment slot started again, or the other instance on a shared PostgreSQL store, through its heartbeat sweep)
// finds each run interrupted and offered to 'Tente Novamente' within 30 s of the kill, and the retry finishes it
// exactly once at the ERP, the loyalty platform, the push provider, the product API and its audit log (counted in the
// reference services' own database). The two cases run at once, each on its own services and store.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import type { Upstreams } from '../../upstream/src/start';
import { exited, killIfRunning, listening, sandboxFault, sandboxRequests, spawnGateway, until, type ChildStore } from './gateway-child';
import { ADVANCE, RETRY } from './workflow-fixtures';
import { Client, faultyProxy, type Loose } from './stack';
import { HEARTBEAT_MS, INTERRUPTED, LEASE_MS, SILENT_HOLDER_MS } from '../../gateway/src/workflows/run-holder';
import { ORDER_HOLDER_SILENT } from '../../gateway/src/domains/orders/workflows/order-runs';
import { seededUpstreams } from './data-templates';
import type { ReferenceProfile } from '../../upstream/src/profile';
import { HOLD_MESSAGES } from '../../gateway/src/domains/orders/workflows/erp-holds';

const adminUrl = process.env.TEST_DATABASE_URL;
/** The longest a dead holder keeps a run (30 s): its lease from the last heartbeat, which came at most at the kill,
 *  then up to one tick of the survivor's sweep; and a second for this test's polling. */
const FREED_WITHIN_MS = LEASE_MS + HEARTBEAT_MS + 1_000;

const WORKFLOW = `query($id: ID!) { order(id: $id) { status workflow { id state canRetry error { code message } } } }`;
const RESOLVE = `mutation($input: ResolveHeldInvoicingInput!) { resolveHeldInvoicing(input: $input) { errors { code message } order { status invoiceNumber } } }`;
const CREATE_PICKER = `mutation($input: EmployeeInput!) { createPicker(input: $input) { errors { code message } employee { id registration } } }`;

/** The reference services, a counting proxy in front of the product API, and the gateway store of one case. */
interface World {
  upstreams: Upstreams;
  productApi: Awaited<ReturnType<typeof faultyProxy>>;
  store: ChildStore;
  children: ChildProcess[];
}

async function openWorld(store: ChildStore, profile: ReferenceProfile = 'default'): Promise<World> {
  const upstreams = await seededUpstreams({ profile });
  return { upstreams, productApi: await faultyProxy(upstreams.urls.productApi), store, children: [] };
}

async function closeWorld(world: World | undefined): Promise<void> {
  if (!world) return;
  for (const child of world.children) killIfRunning(child);
  await world.productApi.close();
  await world.upstreams.close();
}

/** A gateway process of slot `instance` on the world's store, signed in as the superuser. */
async function gatewayOf(world: World, instance: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; client: Client }> {
  const child = spawnGateway({ ...world.upstreams.urls, productApi: world.productApi.url }, world.store, instance, env);
  world.children.push(child);
  const client = new Client(await listening(child));
  expect((await client.login('1001')).login.errors).toEqual([]);
  return { child, client };
}

async function data(client: Client, query: string, variables: Record<string, unknown>): Promise<Loose> {
  const result = await client.query(query, variables);
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return result.body.data;
}

const advance = async (client: Client, orderId: number, target: string, extra: Record<string, unknown> = {}): Promise<Loose> =>
  (await data(client, ADVANCE, { input: { orderId: String(orderId), target, ...extra } })).advanceOrderStatus;

/** Demo orders ready to invoice (status C) of branch 17 whose customer has a push device, from the product API's database. */
async function readyOrders(world: World, count: number): Promise<number[]> {
  const { rows } = await world.upstreams.db.query<{ id: number }>(
    `SELECT p.id FROM pedidos p JOIN clientes c ON c.id = p.codcli
      WHERE p.status = 'C' AND p.codfilial = 17 AND NOT p.pedidoadicional AND COALESCE(c.player_id, '') <> '' ORDER BY p.id LIMIT $1`,
    [count],
  );
  expect(rows).toHaveLength(count);
  return rows.map((r) => Number(r.id));
}

/** Invoiced and out for delivery with one of the branch's deliverymen (C -> F -> E): what completion starts from. */
async function outForDelivery(world: World, client: Client, orderId: number): Promise<void> {
  const { rows } = await world.upstreams.db.query<{ id: number }>('SELECT id FROM funcionarios WHERE is_deliveryman AND branch = 17 ORDER BY id LIMIT 1');
  expect((await advance(client, orderId, 'F')).errors).toEqual([]);
  expect((await advance(client, orderId, 'E', { deliverymanId: String(rows[0].id) })).errors).toEqual([]);
}

/** Starts a request the kill will cut short (its answer never comes). */
const cutShort = (client: Client, query: string, variables: Record<string, unknown>) => void client.query(query, variables).catch(() => null);

/** Waits until a reference service recorded one more request on `path` than `before`. */
async function reached(serviceUrl: string, path: string, before: number, what: string): Promise<void> {
  await until(async () => (await sandboxRequests(serviceUrl, path)).length > before, what);
}

const requestCount = async (serviceUrl: string, path: string) => (await sandboxRequests(serviceUrl, path)).length;

const picker = (registration: string) => ({
  registration,
  name: `Separador Queda ${registration}`,
  cpf: '52998224725',
  branch: 17,
  password: `senha${registration}`,
});

/** Starts a picker's creation whose sign-up the product API makes, with the answer held until after the kill. */
async function staffCreationCutShort(world: World, client: Client, registration: string): Promise<void> {
  world.productApi.add({ method: 'POST', path: '/auth/users/signup/', action: 'late', ms: 60_000 });
  cutShort(client, CREATE_PICKER, { input: picker(registration) });
  await until(async () => (await usersNamed(world, registration)) === 1, 'the sign-up to reach the product API');
}

async function usersNamed(world: World, username: string): Promise<number> {
  const { rows } = await world.upstreams.db.query('SELECT id FROM users WHERE username = $1', [username]);
  return rows.length;
}

/** The order's run, as any instance shows it: interrupted, offered to 'Tente Novamente' with the true message. */
async function expectInterrupted(client: Client, orderId: number): Promise<string> {
  const { workflow } = (await data(client, WORKFLOW, { id: String(orderId) })).order;
  expect(workflow).toMatchObject({ state: 'FAILED', canRetry: true, error: { code: 'INTERRUPTED', message: INTERRUPTED.message } });
  return workflow.id;
}

/** Completion done once everywhere it writes: ERP reads, loyalty purchase, status write, audit entry, pushes. */
async function expectCompletedOnce(world: World, orderId: number, putsBefore: number): Promise<void> {
  const db = world.upstreams.db;
  const {
    rows: [order],
  } = await db.query<{ status: string; numorcamento: string; numcupom: string; player_id: string }>(
    'SELECT p.status, p.numorcamento, p.numcupom, c.player_id FROM pedidos p JOIN clientes c ON c.id = p.codcli WHERE p.id = $1',
    [orderId],
  );
  expect(order.status).toBe('V');
  const paymentReads = (await sandboxRequests(world.upstreams.urls.erp, 'get_payment_data')).filter((r) => r.query.orcamento === String(order.numorcamento));
  // One at invoicing (the invoiced total the customer's push announces), one at completion; the retry repeats neither.
  expect(paymentReads).toHaveLength(2);
  const shops = await db.query('SELECT id FROM loyalty_shops WHERE coupon = $1', [order.numcupom]);
  expect(shops.rows).toHaveLength(1);
  const puts = world.productApi.calls.slice(putsBefore).filter((c) => c.method === 'PUT' && c.path.endsWith(`/pedidos/${orderId}/`));
  expect(puts).toHaveLength(1);
  const audits = await db.query(`SELECT id FROM application_logs WHERE tabela = 'pedidos' AND dadodepois->>'id' = $1 AND dadodepois->>'status' = 'V'`, [
    String(orderId),
  ]);
  expect(audits.rows).toHaveLength(1);
  const pushes = await db.query<{ text: string }>(`SELECT body->'contents'->>'pt' AS text FROM push_notifications WHERE body::text LIKE '%' || $1 || '%'`, [
    order.player_id,
  ]);
  const completionPushes = pushes.rows.filter((r) => r.text.startsWith('Pedido concluído') || r.text.startsWith('Como foi o seu pedido'));
  expect(completionPushes).toHaveLength(2);
}

/** The picker made once: one user, one employee record, one audit entry of each. */
async function expectPickerOnce(world: World, registration: string, employeeId: string): Promise<void> {
  const db = world.upstreams.db;
  const users = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [registration]);
  expect(users.rows).toHaveLength(1);
  const employees = await db.query<{ id: number }>('SELECT id FROM funcionarios WHERE user_id = $1', [users.rows[0].id]);
  expect(employees.rows.map((r) => String(r.id))).toEqual([employeeId]);
  const userAudits = await db.query(`SELECT id FROM application_logs WHERE tabela = 'users' AND dadodepois->>'username' = $1`, [registration]);
  expect(userAudits.rows).toHaveLength(1);
  // By id and name: the demo data's own entries may name an employee id the new one took.
  const employeeAudits = await db.query(
    `SELECT id FROM application_logs WHERE tabela = 'funcionarios' AND dadodepois->>'id' = $1 AND dadodepois->>'nome' = $2`,
    [employeeId, picker(registration).name],
  );
  expect(employeeAudits.rows).toHaveLength(1);
  const posts = (part: string) => world.productApi.calls.filter((c) => c.method === 'POST' && c.path.includes(part)).length;
  expect(posts('/auth/users/signup/')).toBe(1);
}

describe.concurrent('a gateway killed mid-step (docs/decisions/0042-runs-held-by-heartbeat.md)', () => {
  it('started again on the same store: every interrupted run is offered at once and its retry finishes it once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-crash-'));
    let world: World | undefined;
    try {
      world = await openWorld({ dataDir });
      const { loyalty, push } = world.upstreams.urls;
      const first = await gatewayOf(world, 'slot-a');
      const [atLoyalty, atPush] = await readyOrders(world, 2);
      await Promise.all([outForDelivery(world, first.client, atLoyalty), outForDelivery(world, first.client, atPush)]);
      const putsBefore = world.productApi.calls.length;

      // The loyalty platform registers the purchase and its answer never comes back.
      const shops = await requestCount(loyalty, '/shops');
      await sandboxFault(loyalty, { mode: 'lost', path: '/shops', times: 1 });
      cutShort(first.client, ADVANCE, { input: { orderId: String(atLoyalty), target: 'V' } });
      await reached(loyalty, '/shops', shops, 'the loyalty registration');
      // The other order gets past the platform and the status write; the provider sends its push, answer lost.
      const pushes = await requestCount(push, '/notifications');
      await sandboxFault(push, { mode: 'lost', path: '/notifications', times: 1 });
      cutShort(first.client, ADVANCE, { input: { orderId: String(atPush), target: 'V' } });
      await reached(push, '/notifications', pushes, 'the completion push');
      await staffCreationCutShort(world, first.client, '5901');

      first.child.kill('SIGKILL');
      await exited(first.child);

      // The slot started again interrupts what it held before it answers anything: free as soon as it is back (the
      // 30 s bound is then the restart's own time; the survivor's sweep below is what has to meet it).
      const again = await gatewayOf(world, 'slot-a');
      const workflows = await Promise.all([atLoyalty, atPush].map((orderId) => expectInterrupted(again.client, orderId)));
      for (const [i, orderId] of [atLoyalty, atPush].entries()) {
        const retried = (await data(again.client, RETRY, { id: workflows[i] })).retryOrderWorkflow;
        expect(retried, `order ${orderId}`).toMatchObject({ errors: [], order: { status: 'V' }, workflow: { state: 'DONE' } });
      }
      const made = (await data(again.client, CREATE_PICKER, { input: picker('5901') })).createPicker;
      expect(made).toMatchObject({ errors: [], employee: { registration: '5901' } });

      // The sends whose answer was lost went again under the same Idempotency-Key: the first result came back.
      const registrations = (await sandboxRequests(loyalty, '/shops')).slice(shops);
      expect(registrations).toHaveLength(3);
      await expectCompletedOnce(world, atLoyalty, putsBefore);
      await expectCompletedOnce(world, atPush, putsBefore);
      await expectPickerOnce(world, '5901', made.employee.id);
      again.child.kill('SIGTERM');
      expect(await exited(again.child)).toBe(0);
    } finally {
      await closeWorld(world);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('cut after the status write: the same move by the same person finishes the audit entry and the pushes once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-crash-written-'));
    let world: World | undefined;
    try {
      world = await openWorld({ dataDir });
      const { push } = world.upstreams.urls;
      const first = await gatewayOf(world, 'slot-w');
      const [orderId] = await readyOrders(world, 1);
      await outForDelivery(world, first.client, orderId);
      const putsBefore = world.productApi.calls.length;
      const pushesBefore = await requestCount(push, '/notifications');

      // The product API writes 'Concluído' and its answer is held until after the kill.
      world.productApi.add({ method: 'PUT', path: `/pedidos/${orderId}/`, action: 'late', ms: 60_000 });
      cutShort(first.client, ADVANCE, { input: { orderId: String(orderId), target: 'V' } });
      const upstreamStatus = async () =>
        (await world!.upstreams.db.query<{ status: string }>('SELECT status FROM pedidos WHERE id = $1', [orderId])).rows[0].status;
      await until(async () => (await upstreamStatus()) === 'V', 'the status write to reach the product API');
      first.child.kill('SIGKILL');
      await exited(first.child);

      // The sweep would finish the run itself after its grace (the next case): here the person comes first.
      const again = await gatewayOf(world, 'slot-w', { WORKFLOW_FINISH_AFTER_MS: String(3_600_000) });
      await expectInterrupted(again.client, orderId);
      // The person moves the order to 'Concluído' again, as the list offers: the run goes on where it stopped.
      const moved = await advance(again.client, orderId, 'V');
      expect(moved).toMatchObject({ errors: [], order: { status: 'V' }, workflow: { state: 'DONE' } });
      await expectCompletedOnce(world, orderId, putsBefore);
      expect((await sandboxRequests(push, '/notifications')).slice(pushesBefore)).toHaveLength(2);
      // Once done, the same move again is the order's status as it is: nothing runs twice.
      expect((await advance(again.client, orderId, 'V')).errors).toMatchObject([{ code: 'SAME_STATUS' }]);
      expect((await sandboxRequests(push, '/notifications')).slice(pushesBefore)).toHaveLength(2);
      // No order's upstream status is ahead of its journal: none has a run left unfinished.
      const { workflow } = (await data(again.client, WORKFLOW, { id: String(orderId) })).order;
      expect([null, 'DONE']).toContain(workflow?.state ?? null);
      again.child.kill('SIGTERM');
      expect(await exited(again.child)).toBe(0);
    } finally {
      await closeWorld(world);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('nobody takes the runs up: the sweep finishes the one cut after its status write and leaves the one whose loyalty send is in doubt', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-crash-swept-'));
    let world: World | undefined;
    try {
      world = await openWorld({ dataDir });
      const { loyalty, push } = world.upstreams.urls;
      const first = await gatewayOf(world, 'slot-z');
      const [inDoubt, written] = await readyOrders(world, 2);
      await Promise.all([outForDelivery(world, first.client, inDoubt), outForDelivery(world, first.client, written)]);
      const putsBefore = world.productApi.calls.length;
      const pushesBefore = await requestCount(push, '/notifications');

      // Started first, so the sweep looks at it first (same interruption time, then run id): it is left alone
      // before the other is finished, which is what this test waits for.
      const shops = await requestCount(loyalty, '/shops');
      await sandboxFault(loyalty, { mode: 'lost', path: '/shops', times: 1 });
      cutShort(first.client, ADVANCE, { input: { orderId: String(inDoubt), target: 'V' } });
      await reached(loyalty, '/shops', shops, 'the loyalty registration');
      world.productApi.add({ method: 'PUT', path: `/pedidos/${written}/`, action: 'late', ms: 60_000 });
      cutShort(first.client, ADVANCE, { input: { orderId: String(written), target: 'V' } });
      const upstreamStatus = async () =>
        (await world!.upstreams.db.query<{ status: string }>('SELECT status FROM pedidos WHERE id = $1', [written])).rows[0].status;
      await until(async () => (await upstreamStatus()) === 'V', 'the status write to reach the product API');
      first.child.kill('SIGKILL');
      await exited(first.child);

      const again = await gatewayOf(world, 'slot-z', { WORKFLOW_FINISH_AFTER_MS: '0' });
      const finished = async () => (await data(again.client, WORKFLOW, { id: String(written) })).order.workflow?.state ?? 'DONE';
      await until(async () => (await finished()) === 'DONE', "the sweep to finish the written order's run", 60_000);
      await expectCompletedOnce(world, written, putsBefore);
      expect((await sandboxRequests(push, '/notifications')).slice(pushesBefore)).toHaveLength(2);
      // The send in doubt is the person's: nothing went to the platform again (one registration per order, both
      // before the kill), the run waits for 'Tente Novamente'.
      await expectInterrupted(again.client, inDoubt);
      expect((await sandboxRequests(loyalty, '/shops')).slice(shops)).toHaveLength(2);
      again.child.kill('SIGTERM');
      expect(await exited(again.child)).toBe(0);
    } finally {
      await closeWorld(world);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('seeds profile, ERP_IDEMPOTENCY unset: the ERP answer lost and the gateway killed; the restarted slot holds the order UNCERTAIN and the budget number entered invoices it once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-crash-seeds-'));
    let world: World | undefined;
    const unset = { ERP_IDEMPOTENCY: '', LOYALTY_IDEMPOTENCY: '' };
    try {
      world = await openWorld({ dataDir }, 'seeds');
      const { erp } = world.upstreams.urls;
      const first = await gatewayOf(world, 'slot-s', unset);
      const [orderId] = await readyOrders(world, 1);
      const sends = await requestCount(erp, 'processa-pedido');
      await sandboxFault(erp, { mode: 'lost', path: 'processa-pedido', times: 1 });
      cutShort(first.client, ADVANCE, { input: { orderId: String(orderId), target: 'F' } });
      await reached(erp, 'processa-pedido', sends, 'the ERP order send');
      first.child.kill('SIGKILL');
      await exited(first.child);

      const again = await gatewayOf(world, 'slot-s', unset);
      const workflowId = await expectInterrupted(again.client, orderId);
      const held = (await data(again.client, RETRY, { id: workflowId })).retryOrderWorkflow;
      expect(held.errors).toEqual([{ code: 'UNCERTAIN', message: HOLD_MESSAGES.order(orderId, 17), field: null }]);
      const budgets = async () =>
        (await world!.upstreams.db.query<{ numorcamento: string }>('SELECT numorcamento FROM erp_orders WHERE id_pedido = $1', [orderId])).rows.map((r) =>
          Number(r.numorcamento),
        );
      const [budget] = await budgets();
      expect(await budgets()).toEqual([budget]);
      const resolved = (await data(again.client, RESOLVE, { input: { workflowId, erpNumber: String(budget) } })).resolveHeldInvoicing;
      expect(resolved).toMatchObject({ errors: [], order: { status: 'F', invoiceNumber: String(budget) } });
      expect(await budgets()).toEqual([budget]);
      expect((await sandboxRequests(erp, 'processa-pedido')).slice(sends)).toHaveLength(1);
      again.child.kill('SIGTERM');
      expect(await exited(again.child)).toBe(0);
    } finally {
      await closeWorld(world);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it.runIf(adminUrl)(
    'two instances on one PostgreSQL store: the survivor interrupts the dead one’s runs and finishes each once',
    async () => {
      let database: FreshPostgres | undefined;
      let world: World | undefined;
      try {
        database = await createFreshPostgres(adminUrl!, 'crash');
        world = await openWorld({ databaseUrl: database.url });
        const { loyalty } = world.upstreams.urls;
        const [dying, survivor] = await Promise.all([gatewayOf(world, 'slot-a'), gatewayOf(world, 'slot-b')]);
        const [orderId] = await readyOrders(world, 1);
        await outForDelivery(world, dying.client, orderId);
        const putsBefore = world.productApi.calls.length;
        const shops = await requestCount(loyalty, '/shops');
        await sandboxFault(loyalty, { mode: 'lost', path: '/shops', times: 1 });
        cutShort(dying.client, ADVANCE, { input: { orderId: String(orderId), target: 'V' } });
        await reached(loyalty, '/shops', shops, 'the loyalty registration');
        await staffCreationCutShort(world, dying.client, '5902');

        dying.child.kill('SIGKILL');
        await exited(dying.child);

        // Once the holder has been silent for longer than a live one ever is, the survivor says so, not 'another user'.
        // (The lease ends at the earliest about 7 s after this point: LEASE_MS from the last heartbeat.)
        await new Promise((r) => setTimeout(r, SILENT_HOLDER_MS + 1_000));
        const held = await advance(survivor.client, orderId, 'V');
        expect(held.errors).toEqual([{ code: 'WORKFLOW_BUSY', message: ORDER_HOLDER_SILENT, field: null }]);

        // The survivor's heartbeat sweep interrupts the run; nobody had to touch the order for it.
        await until(
          async () => (await data(survivor.client, WORKFLOW, { id: String(orderId) })).order.workflow?.state === 'FAILED',
          "the survivor's sweep",
          FREED_WITHIN_MS,
        );
        const retried = (await data(survivor.client, RETRY, { id: await expectInterrupted(survivor.client, orderId) })).retryOrderWorkflow;
        expect(retried).toMatchObject({ errors: [], order: { status: 'V' }, workflow: { state: 'DONE' } });
        // The staff creation was cut after the order's run, so its lease ends up to a heartbeat later: until the
        // sweep reaches it, the same form is answered 'busy' (and writes nothing), as a person would see it.
        let made = (await data(survivor.client, CREATE_PICKER, { input: picker('5902') })).createPicker;
        await until(
          async () => {
            if (made.errors[0]?.code !== 'WORKFLOW_BUSY') return true;
            made = (await data(survivor.client, CREATE_PICKER, { input: picker('5902') })).createPicker;
            return made.errors[0]?.code !== 'WORKFLOW_BUSY';
          },
          'the sweep to free the staff creation',
          FREED_WITHIN_MS,
        );
        expect(made).toMatchObject({ errors: [], employee: { registration: '5902' } });

        expect((await sandboxRequests(loyalty, '/shops')).slice(shops)).toHaveLength(2);
        await expectCompletedOnce(world, orderId, putsBefore);
        await expectPickerOnce(world, '5902', made.employee.id);
        survivor.child.kill('SIGTERM');
        expect(await exited(survivor.child)).toBe(0);
      } finally {
        await closeWorld(world);
        await database?.drop();
      }
    },
    300_000,
  );
});
