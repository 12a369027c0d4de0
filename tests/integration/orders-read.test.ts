// Order lists through the gateway against the reference product API (demo data): the upstream cost of a page,
// branch binding per user type (lookups by id included), filters, the CPF lookup, paging and "all".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_ON_USE } from '../../gateway/src/compiled-execution';
import { Client, loggedInClients, startStack, type ProxyCall, type Stack } from './stack';

let stack: Stack;
const as = loggedInClients(() => stack.gateway.url);

/** Product API calls made while `fn` ran, token refreshes left out (they are auth, not data). */
async function callsDuring(fn: () => Promise<unknown>): Promise<ProxyCall[]> {
  const before = stack.calls.length;
  await fn();
  return stack.calls.slice(before).filter((c) => !c.path.includes('/token/'));
}

const pathOf = (call: ProxyCall) => new URL(call.path, 'http://x').pathname;
const paramsOf = (call: ProxyCall) => new URL(call.path, 'http://x').searchParams;

const ROW = `id status statusLabel type placedAt total separatedTotal note firstPurchase hasLimitedItems hasButcheryItems
  customer { id name } address { street number } deliveryWindow { start end } branch { code name }
  picker { name } deliveryman { name } ratings { score comment } workflow { id state }`;
const PAGE = `query($filter: OpenOrderFilter, $page: Int, $pageSize: Int) {
  openOrders(filter: $filter, page: $page, pageSize: $pageSize) { total truncated items { ${ROW} additionalOrders { ${ROW} } } }
}`;

async function openPage(matricula: string, variables: Record<string, unknown> = {}) {
  const result = await (await as(matricula)).query(PAGE, variables);
  return result;
}

beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('upstream cost of an open-orders page', () => {
  for (const size of [5, 50]) {
    it(`a page of ${size} with customers, additional orders and flags costs one call per resource`, async () => {
      await as('1001');
      // Asked until the compiled executor answers it (a document is compiled on its second use): the batching
      // must hold on graphql-js and compiled alike.
      for (let use = 0; use < COMPILE_ON_USE; use++) {
        let body: Awaited<ReturnType<typeof openPage>>['body'] | undefined;
        const calls = await callsDuring(async () => {
          body = (await openPage('1001', { pageSize: size })).body;
        });
        expect(body?.errors).toBeUndefined();
        const page = body!.data!.openOrders;
        expect(page.items).toHaveLength(size);
        expect(calls.map(pathOf)).toEqual(['/api/v1/pedidos-em-aberto/', '/api/v1/clientes/']);
        const orders = [...page.items, ...page.items.flatMap((o: { additionalOrders: unknown[] }) => o.additionalOrders)];
        if (size === 50) expect(orders.length).toBeGreaterThan(size); // the page really has additional orders
        const customerIds = new Set(orders.map((o: { customer: { id: string } }) => o.customer.id));
        expect(new Set(paramsOf(calls[1]).get('id__in')!.split(','))).toEqual(customerIds);
        expect(paramsOf(calls[0]).get('page_size')).toBe(String(size));
        expect(paramsOf(calls[0]).get('pedidoadicional')).toBe('false');
      }
    });
  }
});

describe('upstream cost of the closed-order pages', () => {
  it('completed: one list call and one customers call; cancelled: plus one orders call, cancellations primed', async () => {
    const c = await as('1002');
    let result: Awaited<ReturnType<Client['query']>> | undefined;
    const completed = await callsDuring(
      async () => (result = await c.query(`{ completedOrders(pageSize: 50) { items { ${ROW} additionalOrders { ${ROW} } } } }`)),
    );
    expect(result!.body.errors).toBeUndefined();
    expect(completed.map(pathOf)).toEqual(['/api/v1/pedidos-concluidos/', '/api/v1/clientes/']);
    const cancelled = await callsDuring(
      async () => (result = await c.query(`{ cancelledOrders(pageSize: 50) { items { id reason order { ${ROW} cancellation { id } } } } }`)),
    );
    expect(result!.body.errors).toBeUndefined();
    expect(result!.body.data!.cancelledOrders.items).toHaveLength(50);
    expect(cancelled.map(pathOf)).toEqual(['/api/v1/detalhe-cancelamento-pedido/', '/api/v1/pedidos/', '/api/v1/clientes/']);
    expect(paramsOf(cancelled[1]).get('id__in')!.split(',')).toHaveLength(50);
  });
});

describe('branch binding', () => {
  const branchesOf = (items: { branch: { code: number } }[]) => new Set(items.map((o) => o.branch.code));

  it('a superuser sees both branches; a submanager, separator and checker of branch 17 only theirs', async () => {
    const all = await openPage('1001', { pageSize: -1 });
    expect(branchesOf(all.body.data!.openOrders.items)).toEqual(new Set([17, 18]));
    for (const matricula of ['1003', '1004', '1007']) {
      await as(matricula);
      let result: Awaited<ReturnType<typeof openPage>> | undefined;
      const calls = await callsDuring(async () => (result = await openPage(matricula, { pageSize: -1 })));
      expect(branchesOf(result!.body.data!.openOrders.items)).toEqual(new Set([17]));
      expect(paramsOf(calls[0]).get('codfilial')).toBe('17');
    }
  });

  it('completed and cancelled lists bind types 3 and 4, not type 2; type 7 has no access', async () => {
    const query = `{ completedOrders(pageSize: -1) { total items { branch { code } } }
      cancelledOrders(pageSize: -1) { total items { order { branch { code } } } } }`;
    const manager = (await (await as('1002')).query(query)).body.data!;
    expect(branchesOf(manager.completedOrders.items)).toEqual(new Set([17, 18]));
    expect(branchesOf(manager.cancelledOrders.items.map((c: { order: unknown }) => c.order))).toEqual(new Set([17, 18]));
    for (const matricula of ['1003', '1004']) {
      const bound = (await (await as(matricula)).query(query)).body.data!;
      expect(branchesOf(bound.completedOrders.items)).toEqual(new Set([17]));
      expect(branchesOf(bound.cancelledOrders.items.map((c: { order: unknown }) => c.order))).toEqual(new Set([17]));
      expect(bound.completedOrders.total).toBeLessThan(manager.completedOrders.total);
    }
    const checker = await (await as('1007')).query('{ completedOrders { total } }');
    expect(checker.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const marketing = await (await as('1005')).query('{ openOrders { total } }');
    expect(marketing.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('lookups by id: another branch, or a closed order without the page right, answers null like a missing id', async () => {
    const all = (await openPage('1001', { pageSize: -1 })).body.data!.openOrders.items;
    const other = all.find((o: { branch: { code: number } }) => o.branch.code === 18);
    const own = all.find((o: { branch: { code: number } }) => o.branch.code === 17);
    const byId = 'query($id: ID!) { order(id: $id) { id branch { code } } }';
    const submanager = await as('1003');
    expect((await submanager.query(byId, { id: own.id })).body.data!.order.id).toBe(own.id);
    const missing = await submanager.query(byId, { id: '99999999' });
    expect(missing.body).toEqual({ data: { order: null } });
    // Which ids exist in another branch must not show: the same answer as for an id that does not exist.
    expect((await submanager.query(byId, { id: other.id })).body).toEqual(missing.body);

    const completed = (await (await as('1001')).query('{ completedOrders(pageSize: -1) { items { id branch { code } } } }')).body.data!.completedOrders.items;
    const completed17 = completed.find((o: { branch: { code: number } }) => o.branch.code === 17);
    const completed18 = completed.find((o: { branch: { code: number } }) => o.branch.code === 18);
    expect((await submanager.query(byId, { id: completed17.id })).body.data!.order.id).toBe(completed17.id);
    expect((await submanager.query(byId, { id: completed18.id })).body).toEqual(missing.body);
    // The checker works open orders of branch 17 but has no completed-orders page.
    const checker = await as('1007');
    expect((await checker.query(byId, { id: own.id })).body.data!.order.id).toBe(own.id);
    expect((await checker.query(byId, { id: completed17.id })).body).toEqual(missing.body);
  });

  it('picker and deliveryman choices: own branch only for a submanager, the spec query upstream', async () => {
    const submanager = await as('1003');
    let result: Awaited<ReturnType<Client['query']>> | undefined;
    const calls = await callsDuring(async () => (result = await submanager.query('{ pickers(branch: 17) { id name } }')));
    expect(result!.body.data!.pickers.length).toBeGreaterThan(0);
    expect(Object.fromEntries(paramsOf(calls[0]))).toEqual({
      is_available: 'true',
      user__is_active: 'true',
      is_separating: 'true',
      page_size: '99999',
      branch: '17',
    });
    const denied = await submanager.query('{ deliverymen(branch: 18) { id } }');
    expect(denied.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const superuser = await as('1001');
    const calls2 = await callsDuring(async () => (result = await superuser.query('{ deliverymen(branch: 18) { id name } }')));
    expect(result!.body.data!.deliverymen.length).toBeGreaterThan(0);
    expect(paramsOf(calls2[0]).get('is_deliveryman')).toBe('true');
    expect((await (await as('1002')).query('{ pickers(branch: 17) { id } }')).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('filters and paging', () => {
  it('statuses become status__in and only those statuses come back', async () => {
    let result: Awaited<ReturnType<typeof openPage>> | undefined;
    const calls = await callsDuring(async () => (result = await openPage('1001', { filter: { statuses: ['R', 'F'] }, pageSize: -1 })));
    expect(paramsOf(calls[0]).get('status__in')).toBe('R,F');
    const statuses = new Set(result!.body.data!.openOrders.items.map((o: { status: string }) => o.status));
    expect(statuses).toEqual(new Set(['R', 'F']));
  });

  it('dates: empty ones are omitted, given ones bound the São Paulo day', async () => {
    const all = (await openPage('1001', { pageSize: -1 })).body.data!.openOrders.items;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(all[0].placedAt));
    let result: Awaited<ReturnType<typeof openPage>> | undefined;
    const calls = await callsDuring(async () => (result = await openPage('1001', { filter: { from: day, to: day }, pageSize: -1 })));
    expect(paramsOf(calls[0]).get('data_after')).toBe(day);
    const items = result!.body.data!.openOrders.items as { placedAt: string }[];
    expect(items.length).toBeGreaterThan(0);
    const sp = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
    expect(items.every((o) => sp(o.placedAt) === day)).toBe(true);
    const inDay = all.filter((o: { placedAt: string }) => sp(o.placedAt) === day).length;
    expect(result!.body.data!.openOrders.total).toBe(inDay);
    const noDates = await callsDuring(() => openPage('1001', { filter: { from: null } }));
    expect([...paramsOf(noDates[0]).keys()].some((k) => k.startsWith('data_'))).toBe(false);
  });

  it('a customer CPF is looked up first, then filters by that customer', async () => {
    const c = await as('1001');
    const first = (await c.query('{ openOrders { items { customer { id cpf } } } }')).body.data!.openOrders.items[0];
    let result: Awaited<ReturnType<typeof openPage>> | undefined;
    const calls = await callsDuring(async () => (result = await openPage('1001', { filter: { customerCpf: first.customer.cpf }, pageSize: -1 })));
    expect(calls.map(pathOf).slice(0, 2)).toEqual(['/api/v1/clientes/', '/api/v1/pedidos-em-aberto/']);
    expect(paramsOf(calls[1]).get('codcli')).toBe(first.customer.id);
    const ids = new Set(result!.body.data!.openOrders.items.map((o: { customer: { id: string } }) => o.customer.id));
    expect(ids).toEqual(new Set([first.customer.id]));
  });

  it("an unknown CPF is data on the page ('Cliente não encontrado com o CPF fornecido') and runs no order query", async () => {
    for (const list of ['openOrders', 'completedOrders', 'cancelledOrders']) {
      let result: Awaited<ReturnType<Client['query']>> | undefined;
      const calls = await callsDuring(
        async () =>
          (result = await (await as('1001')).query(`{ ${list}(filter: { customerCpf: "000.000.001-91" }) { total customerNotFound { code message field } } }`)),
      );
      expect(result!.body.errors).toBeUndefined();
      expect(result!.body.data![list]).toEqual({
        total: 0,
        customerNotFound: { code: 'CPF_NOT_FOUND', message: 'Cliente não encontrado com o CPF fornecido', field: 'customerCpf' },
      });
      expect(calls.map(pathOf)).toEqual(['/api/v1/clientes/']);
    }
  });

  it('bad input is a 4xx-class BAD_USER_INPUT before any upstream call', async () => {
    for (const query of [
      '{ openOrders(filter: { customerCpf: "12a" }) { total } }',
      '{ openOrders(pageSize: 0) { total } }',
      '{ openOrders(page: 0) { total } }',
      '{ openOrders(filter: { statuses: [V] }) { total } }',
      '{ completedOrders(filter: { from: "2026-02-10", to: "2026-02-01" }) { total } }',
      '{ order(id: "abc") { id } }',
    ]) {
      let result: Awaited<ReturnType<Client['query']>> | undefined;
      const calls = await callsDuring(async () => (result = await (await as('1001')).query(query)));
      expect(result!.body.errors?.[0].extensions?.code, query).toBe('BAD_USER_INPUT');
      expect(calls, query).toEqual([]);
    }
  });

  it('pages are disjoint slices of one total; -1 brings every row', async () => {
    const p1 = (await openPage('1001', { page: 1, pageSize: 5 })).body.data!.openOrders;
    const p2 = (await openPage('1001', { page: 2, pageSize: 5 })).body.data!.openOrders;
    const ten = (await openPage('1001', { page: 1, pageSize: 10 })).body.data!.openOrders;
    const ids = (p: { items: { id: string }[] }) => p.items.map((o) => o.id);
    expect(p1.total).toBe(ten.total);
    expect([...ids(p1), ...ids(p2)]).toEqual(ids(ten));
    const all = (await openPage('1001', { pageSize: -1 })).body.data!.openOrders;
    expect(all.items).toHaveLength(all.total);
    expect(all.truncated).toBe(false);
    expect(all.total).toBeGreaterThan(100);
    const past = (await openPage('1001', { page: 999, pageSize: 5 })).body.data!.openOrders;
    expect(past).toMatchObject({ total: all.total, items: [] });
  });
});
