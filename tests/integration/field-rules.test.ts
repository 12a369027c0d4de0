// Field rules on every path and input limits before any upstream call (docs/security.md#field-rules,
// docs/security.md#input-limits), through the gateway on the reference upstreams: a Customer reached through orders
// shows only the details block (docs/areas/orders.md#entities) to users without the 'cliente' page; picker and deliveryman only to
// SEE_ORDER_STAFF; hostile text never leaves the gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClients, startStack, type Loose, type Stack } from './stack';

let stack: Stack;
const as = loggedInClients(() => stack.gateway.url);

beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const DETAILS = { id: expect.any(String), name: expect.any(String) };
const PRIVATE =
  'rg rgIssuer rgState email addresses { id street } phones { id number } hasPushDevice purchaseCount lastPurchaseDate lastPurchaseValue daysSinceLastPurchase';
const CUSTOMER = `customer { id erpCode name cpf mainPhone ${PRIVATE} }`;
const NULLS = {
  rg: null,
  rgIssuer: null,
  rgState: null,
  email: null,
  addresses: null,
  phones: null,
  hasPushDevice: null,
  purchaseCount: null,
  lastPurchaseDate: null,
  lastPurchaseValue: null,
  daysSinceLastPurchase: null,
};

/** Every Customer reached in an answer (any depth). */
function customersIn(value: Loose, found: Loose[] = []): Loose[] {
  if (Array.isArray(value)) for (const v of value) customersIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'customer' && v) found.push(v);
      customersIn(v, found);
    }
  }
  return found;
}

describe("customer personal data needs the 'cliente' page, on every path", () => {
  const paths = {
    openOrders: `{ openOrders(pageSize: 20) { items { ${CUSTOMER} additionalOrders { ${CUSTOMER} } } } }`,
    cancelledOrders: `{ cancelledOrders(pageSize: 5) { items { order { ${CUSTOMER} } } } }`,
    completedOrders: `{ completedOrders(pageSize: 5) { items { ${CUSTOMER} } } }`,
  };

  for (const matricula of ['1004', '1007']) {
    it(`type ${matricula.slice(-1)} gets only the details block, without errors`, async () => {
      const client = await as(matricula);
      const open = await client.query(paths.openOrders);
      expect(open.body.errors).toBeUndefined();
      const found = customersIn(open.body.data);
      if (matricula === '1004') {
        const closed = [await client.query(paths.cancelledOrders), await client.query(paths.completedOrders)];
        for (const answer of closed) expect(answer.body.errors).toBeUndefined();
        found.push(...customersIn(closed.map((c) => c.body.data)));
      }
      const first = (await client.query('{ openOrders(pageSize: 1) { items { id } } }')).body.data!.openOrders.items[0];
      const byId = await client.query(`query($id: ID!) { order(id: $id) { ${CUSTOMER} } }`, { id: first.id });
      found.push(...customersIn(byId.body.data));
      expect(found.length).toBeGreaterThan(3);
      for (const customer of found) expect(customer).toMatchObject({ ...DETAILS, ...NULLS });
      expect(found.some((c) => c.cpf)).toBe(true);
    });
  }

  it("types with the 'cliente' page still read everything through orders", async () => {
    const answer = await (await as('1003')).query(paths.openOrders);
    const found = customersIn(answer.body.data);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => Array.isArray(c.addresses) && Array.isArray(c.phones) && typeof c.purchaseCount === 'number')).toBe(true);
  });
});

describe('picker and deliveryman only for SEE_ORDER_STAFF (types 1 and 3)', () => {
  const STAFF = '{ openOrders(pageSize: -1) { items { id picker { name } deliveryman { name } additionalOrders { picker { name } } } } }';

  it('types 2, 4 and 7 read null without errors; types 1 and 3 read the names', async () => {
    const seen = (await (await as('1001')).query(STAFF)).body.data!.openOrders.items;
    expect(seen.some((o: Loose) => o.picker?.name)).toBe(true);
    const own = (await (await as('1003')).query(STAFF)).body.data!.openOrders.items;
    expect(own.some((o: Loose) => o.picker?.name)).toBe(true);
    for (const matricula of ['1002', '1004', '1007']) {
      const answer = await (await as(matricula)).query(STAFF);
      expect(answer.body.errors).toBeUndefined();
      const items = answer.body.data!.openOrders.items;
      expect(items.length).toBeGreaterThan(0);
      for (const order of items) {
        expect([order.picker, order.deliveryman, ...order.additionalOrders.map((a: Loose) => a.picker)]).toEqual(
          Array(2 + order.additionalOrders.length).fill(null),
        );
      }
    }
  });

  it('me.actions lists what the web may draw', async () => {
    const actions = async (m: string) => (await (await as(m)).query('{ me { actions } }')).body.data!.me.actions;
    expect(await actions('1003')).toContain('SEE_ORDER_STAFF');
    expect(await actions('1007')).not.toContain('SEE_ORDER_STAFF');
    expect(await actions('1001')).toEqual(expect.arrayContaining(['SEE_ORDER_STAFF', 'RESEND_INVOICING']));
  });
});

describe("a branch's record needs the 'filial' page (type 1's alone), on every path", () => {
  // docs/decisions/0026-branch-page-type-1-only.md: every other user keeps a branch's code and name, nothing else of
  // it.
  const RECORD = 'cnpj address number neighbourhood city state postalCode mapsUrl contact whatsappUrl imageUrl status deliveryPeriods { id }';
  const BRANCH = `branch { code name ${RECORD} }`;
  const PATHS = `{
    openOrders(pageSize: 5) { items { ${BRANCH} } }
    completedOrders(pageSize: 5) { items { ${BRANCH} } }
    cancelledOrders(pageSize: 5) { items { order { ${BRANCH} } } }
    reportBranchOptions { branches { code name ${RECORD} } }
  }`;
  const RECORD_NULLS = {
    cnpj: null,
    address: null,
    number: null,
    neighbourhood: null,
    city: null,
    state: null,
    postalCode: null,
    mapsUrl: null,
    contact: null,
    whatsappUrl: null,
    imageUrl: null,
    status: null,
    deliveryPeriods: null,
  };
  const branchesIn = (data: Loose): Loose[] => [
    ...data.openOrders.items.map((o: Loose) => o.branch),
    ...data.completedOrders.items.map((o: Loose) => o.branch),
    ...data.cancelledOrders.items.map((c: Loose) => c.order.branch),
    ...data.reportBranchOptions.branches,
  ];

  for (const matricula of ['1002', '1003']) {
    it(`type ${matricula.slice(-1)} reads code and name only, without errors`, async () => {
      const answer = await (await as(matricula)).query(PATHS);
      expect(answer.body.errors).toBeUndefined();
      const branches = branchesIn(answer.body.data);
      expect(branches.length).toBeGreaterThan(3);
      for (const branch of branches) expect(branch).toEqual({ code: expect.any(Number), name: expect.any(String), ...RECORD_NULLS });
    });
  }

  it('type 1 reads the whole record', async () => {
    const branches = branchesIn((await (await as('1001')).query(PATHS)).body.data);
    expect(branches.every((b) => b.cnpj && b.status && Array.isArray(b.deliveryPeriods))).toBe(true);
  });
});

describe('input limits: refused with BAD_USER_INPUT before any upstream call', () => {
  const customersQuery = 'query($f: CustomerFilter) { customers(filter: $f) { total } }';

  for (const [what, name] of [
    ['a NUL', 'Ana\u0000x'],
    ['a line break', 'Ana\nx'],
    ['900 KB', 'a'.repeat(900_000)],
  ] as const) {
    it(`a customer name filter with ${what}`, async () => {
      const client = await as('1001');
      const before = stack.calls.length;
      const answer = await client.query(customersQuery, { f: { name } });
      expect(answer.status).toBe(200);
      expect(answer.body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(answer.body.errors?.[0].message).toMatch(/^O campo "filter\.name" (aceita no máximo 200 caracteres|contém caracteres de controle)/);
      expect(stack.calls.slice(before).filter((c) => !c.path.includes('/token/'))).toEqual([]);
    });
  }

  it('ids, list items and free text obey the limits too; free text takes line breaks', async () => {
    const client = await as('1001');
    const byId = await client.query('query($id: ID!) { customer(id: $id) { id } }', { id: '1\u0007' });
    expect(byId.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const cancel = await client.query('mutation($r: String!) { cancelOrder(orderId: "1", reason: $r) { errors { code } } }', { r: 'x'.repeat(1001) });
    expect(cancel.body.errors?.[0].message).toBe('O campo "reason" aceita no máximo 1000 caracteres.');
    const notify = await client.query('mutation($i: CustomerNotificationInput!) { notifyCustomer(input: $i) { sent errors { code field } } }', {
      i: { customerId: '999999', title: 'Oi', message: 'Linha 1\nLinha 2' },
    });
    expect(notify.body.errors).toBeUndefined(); // reached the resolver: the customer does not exist
    expect(notify.body.data!.notifyCustomer.sent).toBe(false);
  });
});
