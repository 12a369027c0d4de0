// One order through the gateway: the 300+ item order's items grouped by section rank for its branch, closed
// orders' ratings and cancellations (who cancelled named under the history's staff rule), and the latest workflow run read from the gateway store.
import { beforeAll, describe, expect, it } from 'vitest';
import { withStack } from './setup';
import type { Client, Stack } from './stack';

let stack: Stack;
let superuser: Client;
let separator: Client;

withStack(['1001', '1004'], (started, clients) => {
  stack = started;
  [superuser, separator] = clients;
});

const ITEMS = `query($id: ID!, $page: Int, $size: Int) { order(id: $id) { id itemCount branch { code }
  items(page: $page, pageSize: $size) { total items { id quantity pickedQuantity price missing cancelled limited
    product { code description unit offerType section { id description rank } } substitutes { id quantity product { description } } } } } }`;

interface Item {
  id: string;
  product: { section: { id: string; rank: number | null } | null; offerType: string | null };
  limited: boolean;
}

describe('order items', () => {
  let bigId: string;

  beforeAll(async () => {
    const open = await superuser.query('{ openOrders(pageSize: -1) { items { id itemCount branch { code } } } }');
    const big = open.body.data!.openOrders.items.find((o: { itemCount: number }) => o.itemCount >= 300);
    expect(big).toBeDefined();
    bigId = big.id;
  });

  it('the 300+ item order comes whole, grouped by section and ordered by the branch rank', async () => {
    const before = stack.calls.length;
    const result = await superuser.query(ITEMS, { id: bigId, size: 10000 });
    expect(result.body.errors).toBeUndefined();
    const order = result.body.data!.order;
    expect(order.items.total).toBe(order.itemCount);
    const items: Item[] = order.items.items;
    expect(items).toHaveLength(order.itemCount);
    const itemCalls = stack.calls.slice(before).filter((c) => c.path.includes('detalhe-item-pedido/'));
    expect(itemCalls).toHaveLength(1);
    expect(new URL(itemCalls[0].path, 'http://x').searchParams.get('page_size')).toBe('100000');

    const ranks = items.map((i) => i.product.section?.rank ?? Number.POSITIVE_INFINITY);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Each section forms one contiguous group.
    const sections = items.map((i) => i.product.section?.id ?? '-');
    const groups = sections.filter((s, i) => i === 0 || sections[i - 1] !== s);
    expect(new Set(groups).size).toBe(groups.length);
    expect(groups.length).toBeGreaterThan(3);
    expect(items.every((i) => i.limited === (i.product.offerType === 'L'))).toBe(true);
  });

  it('item pages slice the same sorted list', async () => {
    const all: Item[] = (await superuser.query(ITEMS, { id: bigId, size: 10000 })).body.data!.order.items.items;
    const second = (await superuser.query(ITEMS, { id: bigId, page: 2, size: 100 })).body.data!.order.items;
    expect(second.total).toBe(all.length);
    expect(second.items.map((i: Item) => i.id)).toEqual(all.slice(100, 200).map((i) => i.id));
  });

  it('substitutes show under the item they replace', async () => {
    const completed = await superuser.query('{ completedOrders(pageSize: 60) { items { id } } }');
    let found = false;
    for (const { id } of completed.body.data!.completedOrders.items) {
      const items = (await superuser.query(ITEMS, { id, size: 10000 })).body.data!.order.items.items;
      const withSubstitute = items.find((i: { substitutes: unknown[] }) => i.substitutes.length > 0);
      if (!withSubstitute) continue;
      expect(withSubstitute.missing).toBe(true);
      expect(withSubstitute.substitutes[0].product.description).toBeTruthy();
      found = true;
      break;
    }
    expect(found).toBe(true);
  });
});

describe('closed orders', () => {
  it('completed orders carry their ratings; cancelled ones their cancellation', async () => {
    const completed = (await superuser.query('{ completedOrders(pageSize: 100) { items { id status ratings { score comment } } } }')).body.data!.completedOrders
      .items;
    expect(completed.every((o: { status: string }) => o.status === 'V')).toBe(true);
    const rated = completed.filter((o: { ratings: unknown[] }) => o.ratings.length > 0);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.every((o: { ratings: { score: number }[] }) => o.ratings[0].score >= 1 && o.ratings[0].score <= 5)).toBe(true);

    const cancelled = (await superuser.query('{ cancelledOrders { total items { id reason date cancelledBy order { id status } } } }')).body.data!
      .cancelledOrders;
    expect(cancelled.items).toHaveLength(5);
    const first = cancelled.items[0];
    expect(first.order.status).toBe('X');
    expect(first.reason).toBeTruthy();
    const byId = await superuser.query('query($id: ID!) { order(id: $id) { cancellation { id reason } } }', { id: first.order.id });
    expect(byId.body.data!.order.cancellation).toEqual({ id: first.id, reason: first.reason });
  });

  it("names who cancelled under the history's rule: not for a user who may not see order staff", async () => {
    const LIST = '{ cancelledOrders(pageSize: 100) { items { id cancelledBy } } }';
    const named = (await superuser.query(LIST)).body.data!.cancelledOrders.items;
    expect(named.some((c: { cancelledBy: string | null }) => c.cancelledBy)).toBe(true);
    const plain = await separator.query(LIST);
    expect(plain.body.errors).toBeUndefined();
    expect(plain.body.data!.cancelledOrders.items.length).toBeGreaterThan(0);
    expect(plain.body.data!.cancelledOrders.items.every((c: { cancelledBy: string | null }) => c.cancelledBy === null)).toBe(true);
  });

  it('an unknown order id is null, not an error', async () => {
    const result = await superuser.query('{ order(id: "99999999") { id } }');
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.order).toBeNull();
  });
});

describe('workflow of an order', () => {
  const WORKFLOW = 'query($id: ID!) { order(id: $id) { workflow { id kind state progress canRetry error { code message } } } }';

  it('shows the latest run while it runs or after it failed, and nothing once it succeeded', async () => {
    const orderId = (await superuser.query('{ openOrders { items { id } } }')).body.data!.openOrders.items[0].id;
    const store = stack.gateway.store;
    const subject = `pedidos:${orderId}`;
    expect((await superuser.query(WORKFLOW, { id: orderId })).body.data!.order.workflow).toBeNull();

    const running = await store.query<{ id: number }>(
      `INSERT INTO workflow_runs (kind, subject, idempotency_key, status, progress) VALUES ('invoicing', $1, $2, 'running', $3)
       RETURNING id`,
      [subject, `${subject}:test-1`, 'Faturando pedido...'],
    );
    // Written straight to the store, as another gateway instance would: the lists' in-process index of unfinished
    // runs picks it up at its next reload, within about a second (gateway/src/workflows/active-runs.ts).
    const workflow = () => superuser.query(WORKFLOW, { id: orderId }).then((r) => r.body.data!.order.workflow);
    await expect.poll(workflow, { timeout: 10_000, interval: 100 }).not.toBeNull();
    expect(await workflow()).toEqual({
      id: String(running.rows[0].id),
      kind: 'invoicing',
      state: 'RUNNING',
      progress: 'Faturando pedido...',
      canRetry: false,
      error: null,
    });

    const message = 'Erro ao enviar pedido: ERP fora do ar Tente novamente!';
    await store.query(
      `UPDATE workflow_runs SET status = 'failed', error = $2, error_code = 'ERP_ORDER_FAILED', can_retry = true, updated_at = now()
        WHERE id = $1`,
      [running.rows[0].id, message],
    );
    const failed = (await superuser.query(WORKFLOW, { id: orderId })).body.data!.order.workflow;
    expect(failed).toMatchObject({ state: 'FAILED', canRetry: true, error: { code: 'ERP_ORDER_FAILED', message } });

    await store.query(
      `INSERT INTO workflow_runs (kind, subject, idempotency_key, status, updated_at)
       VALUES ('order-status', $1, $2, 'succeeded', now() + interval '1 second')`,
      [subject, `${subject}:test-2`],
    );
    expect((await superuser.query(WORKFLOW, { id: orderId })).body.data!.order.workflow).toBeNull();
  });

  it('a page of orders reads every workflow without any upstream call for it', async () => {
    const before = stack.calls.length;
    const page = await superuser.query('{ openOrders(pageSize: 20) { items { id workflow { id } } } }');
    expect(page.body.errors).toBeUndefined();
    const paths = stack.calls
      .slice(before)
      .map((c) => new URL(c.path, 'http://x').pathname)
      .filter((p) => !p.includes('/token/'));
    expect(paths).toEqual(['/api/v1/pedidos-em-aberto/']);
  });
});
