// Overload and slowness answered fast: beyond its concurrency limit and queue a gateway refuses GraphQL requests at
// once (503 SERVER_BUSY, Retry-After) while the requests it admitted complete, and a hung product API costs a request
// its deadline, answered REQUEST_TIMEOUT in Portuguese, not the upstream's timeout and retries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../../gateway/src/context';
import { registry } from '../../gateway/src/observability/metrics';
import { TEST_DEADLINE_MS } from '../request-limits';
import { Client, startStack, type Stack } from './stack';

// One product API read per request, the staff page's (type 1), as in gateway-protection.test.ts.
const probe = {
  typeDefs: 'extend type Query { staffTotal: Int! @policy(page: funcionario) }',
  resolvers: {
    Query: {
      staffTotal: async (_: unknown, __: unknown, ctx: Context) => (await ctx.upstreams.productApi.staff.list({}, 1, 1)).total,
    },
  },
};
const STAFF = 'detalhe-funcionario/';
const QUERY = JSON.stringify({ query: '{ staffTotal }' });

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { data?: { staffTotal?: number } | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

async function post(stack: Stack, client: Client): Promise<Answer> {
  const res = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie! },
    body: QUERY,
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
}

/** A gate the proxy holds requests on until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Waits for a condition the test cannot await directly (requests reaching the proxy), checked every few ms. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const metric = async (name: string) => (await registry.getMetricsAsJSON()).find((m) => m.name === name)?.values[0]?.value ?? 0;

describe('beyond the concurrency limit and its queue', () => {
  let stack: Stack;
  const held = gate();
  beforeAll(async () => {
    stack = await startStack({ modules: [probe], requests: { maxConcurrent: 2, queueMax: 1 } });
  }, 120_000);
  afterAll(async () => {
    held.open();
    await stack?.close();
  });

  it('refuses at once with 503 SERVER_BUSY and Retry-After, while the admitted requests complete', async () => {
    const client = new Client(stack.gateway.url);
    await client.login('1001');
    const staffCalls = () => stack.calls.filter((c) => c.path.includes(STAFF)).length;
    const before = staffCalls();
    const shedBefore = await metric('painel_requests_shed_total');
    // Two admitted requests stay in flight, held at the product API, and one waits in the queue.
    stack.proxy.add({ path: STAFF, action: 'hold', until: held.opened, times: 3 });
    const answers: Answer[] = [];
    const burst = Array.from({ length: 10 }, () => post(stack, client).then((answer) => (answers.push(answer), answer)));
    // Every request beyond the two and the queued one is answered while the admitted ones are still held. Both
    // conditions are waited for: on a busy machine the refusals (answered before any work) can all be out before the
    // admitted two have read their session and reached the product API.
    await until(() => answers.length === 7 && staffCalls() - before === 2);
    expect(answers).toHaveLength(7);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('1');
      expect(answer.body.errors).toEqual([{ message: 'Servidor ocupado, tentando novamente em instantes.', extensions: { code: 'SERVER_BUSY' } }]);
    }
    expect((await metric('painel_requests_shed_total')) - shedBefore).toBe(7);
    // Probes are never shed: an orchestrator and a load balancer still hear the instance while it is full.
    expect((await fetch(`${stack.gateway.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.gateway.url}/readyz`)).status).toBe(200);
    held.open();
    const all = await Promise.all(burst);
    const served = all.filter((answer) => answer.status === 200);
    expect(served).toHaveLength(3);
    for (const answer of served) {
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.staffTotal).toBeGreaterThanOrEqual(7);
    }
    expect(staffCalls() - before).toBe(3);
    // The slots are free again: a request now is served.
    expect((await post(stack, client)).status).toBe(200);
  });
});

describe('a hung product API', () => {
  let stack: Stack;
  const hung = gate();
  // The product API client's own timeout is 15 s with a retry: the deadline, far shorter, bounds the request. Only the
  // request a test means to cut gets it (`short`); its login and reads keep the tests' long one, so a busy machine
  // cannot cut them.
  let deadlineMs = TEST_DEADLINE_MS;
  const short = async <T>(request: () => Promise<T>): Promise<T> => {
    deadlineMs = 2000;
    try {
      return await request();
    } finally {
      deadlineMs = TEST_DEADLINE_MS;
    }
  };
  beforeAll(async () => {
    stack = await startStack({ modules: [probe], requests: { deadlineMs: () => deadlineMs } });
  }, 120_000);
  afterAll(async () => {
    hung.open();
    await stack?.close();
  });

  it('costs a request its deadline, answered 504 REQUEST_TIMEOUT in Portuguese, and no retry', async () => {
    const client = new Client(stack.gateway.url);
    await client.login('1001');
    const staffCalls = () => stack.calls.filter((c) => c.path.includes(STAFF)).length;
    const before = staffCalls();
    const deadlinesBefore = await metric('painel_request_deadlines_total');
    stack.proxy.add({ path: STAFF, action: 'hold', until: hung.opened });
    const answer = await short(() => post(stack, client));
    expect(answer.status).toBe(504);
    expect(answer.body.errors).toEqual([{ message: 'O servidor demorou demais para responder. Tente novamente.', extensions: { code: 'REQUEST_TIMEOUT' } }]);
    expect(staffCalls() - before).toBe(1);
    expect((await metric('painel_request_deadlines_total')) - deadlinesBefore).toBe(1);
  });

  it("leaves a journaled change cut at the deadline retryable, its send in doubt, and the person's next try completes it", async () => {
    const client = new Client(stack.gateway.url);
    expect((await client.login('1001')).login.errors).toEqual([]);
    const open = await client.query('{ openOrders(pageSize: 10) { items { id status items(pageSize: 1) { items { id missing } } } } }');
    expect(open.body.errors, JSON.stringify(open.body.errors)).toBeUndefined();
    const order = (open.body.data?.openOrders.items as Array<{ status: string; items: { items: Array<{ id: string; missing: boolean }> } }>).find(
      (o) => ['R', 'S', 'P', 'C'].includes(o.status) && o.items.items.length,
    )!;
    const item = order.items.items[0];
    const toggle = `mutation($id: ID!, $m: Boolean!) { setOrderItemMissing(itemId: $id, missing: $m) { id missing } }`;
    // The item's write reaches the product API and hangs there past the request's deadline.
    const write = gate();
    stack.proxy.add({ method: 'PUT', path: 'itens-pedidos/', action: 'hold', until: write.opened });
    const cut = await short(() => client.query(toggle, { id: item.id, m: !item.missing }));
    expect(cut.status).toBe(504);
    expect(cut.body.errors?.map((e) => e.extensions?.code)).toEqual(['REQUEST_TIMEOUT']);
    // The run ends on its own after the answer: failed and offered to 'Tente Novamente', its send recorded unanswered.
    const lastRun = async () =>
      (
        await stack.gateway.store.query<{ id: number; status: string; can_retry: boolean }>(
          "SELECT id, status, can_retry FROM workflow_runs WHERE kind = 'item_missing' ORDER BY id DESC LIMIT 1",
        )
      ).rows[0];
    let run = await lastRun();
    while (run?.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      run = await lastRun();
    }
    expect(run).toMatchObject({ status: 'failed', can_retry: true });
    const { rows: steps } = await stack.gateway.store.query<{ status: string; request: unknown; response: unknown }>(
      "SELECT status, request, response FROM workflow_steps WHERE run_id = $1 AND name = 'item.update'",
      [run.id],
    );
    expect(steps).toEqual([{ status: 'failed', request: { em_falta: !item.missing }, response: null }]);
    write.open();
    const again = await client.query(toggle, { id: item.id, m: !item.missing });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data?.setOrderItemMissing).toMatchObject({ id: item.id, missing: !item.missing });
  });
});
