// The compiled executor (graphql-jit, the default) answers exactly what graphql-js answers: two gateways over the
// same upstream services, one per execution mode, asked every query document of the web app and a set of
// failing requests (guards, bad input, bad variables, unknown fields, introspection); status and body must match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print, type DocumentNode } from 'graphql';
import type { RunningGateway } from '../../gateway/src/server';
import {
  CancelledOrdersDocument,
  CompletedOrdersDocument,
  CustomerDetailsDocument,
  CustomersDocument,
  DeliverymenDocument,
  DeliverySlipDocument,
  MeDocument,
  OpenOrdersDocument,
  OrderDetailsDocument,
  OrderWorkflowStateDocument,
  PickersDocument,
} from '../../web/src/generated/graphql';
import { COMPILE_ON_USE } from '../../gateway/src/compiled-execution';
import { Client, faultyProxy, type GqlResult, type Loose } from './stack';
import { gatewayOnOwnStore, seededUpstreams } from './data-templates';

let upstreams: Awaited<ReturnType<typeof seededUpstreams>>;
/** In front of the product API for both gateways, to fail a call inside a nested field. */
let proxy: Awaited<ReturnType<typeof faultyProxy>>;
const gateways: RunningGateway[] = [];
/** [compiled, graphql-js] clients per demo user. */
const clients = new Map<string, [Client, Client]>();

/** A demo user's clients, signed in on both gateways; 'nobody' never signs in. */
async function signedIn(matricula: string): Promise<[Client, Client]> {
  let pair = clients.get(matricula);
  if (!pair) {
    pair = [new Client(gateways[0].url), new Client(gateways[1].url)];
    if (matricula !== 'nobody') for (const client of pair) expect((await client.login(matricula)).login.errors).toEqual([]);
    clients.set(matricula, pair);
  }
  return pair;
}

/**
 * Same request to both gateways; returns the compiled one's answer after checking they agree. The compiled one is
 * asked COMPILE_ON_USE times so that its last answer comes from the compiled function, whatever came before.
 */
async function both(matricula: string, body: string): Promise<GqlResult> {
  const [compiled, interpreted] = await signedIn(matricula);
  const expected = await interpreted.raw(body);
  let answer: GqlResult | undefined;
  for (let use = 0; use < COMPILE_ON_USE; use++) {
    answer = await compiled.raw(body);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: expected.status, body: expected.body });
  }
  return answer!;
}

const ask = (matricula: string, document: DocumentNode | string, variables: Record<string, unknown> = {}) =>
  both(matricula, JSON.stringify({ query: typeof document === 'string' ? document : print(document), variables }));

beforeAll(async () => {
  upstreams = await seededUpstreams();
  proxy = await faultyProxy(upstreams.urls.productApi);
  // One clock for both, so that session times in the answers (me.expiresAt) agree.
  const startedAt = Date.now();
  for (const execution of ['compiled', 'graphql-js'] as const) {
    gateways.push(
      await gatewayOnOwnStore({
        port: 0,
        upstreams: { ...upstreams.urls, productApi: proxy.url },
        webDist: null,
        logLevel: 'silent',
        execution,
        now: () => new Date(startedAt),
      }),
    );
  }
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await proxy?.close();
  await upstreams?.close();
});

describe('compiled execution answers what graphql-js answers', () => {
  it("every query of the web app's screens, with data", async () => {
    expect((await ask('1001', MeDocument)).body.data!.me.type).toBeTruthy();
    const open = await ask('1001', OpenOrdersDocument, { filter: null, page: 1, pageSize: 50 });
    const orders: Loose[] = open.body.data!.openOrders.items;
    expect(orders.length).toBeGreaterThan(5);
    await ask('1001', CompletedOrdersDocument, { filter: null, page: 1, pageSize: 20 });
    const cancelled = await ask('1001', CancelledOrdersDocument, { filter: null, page: 1, pageSize: 20 });
    expect(cancelled.body.data!.cancelledOrders.items.length).toBeGreaterThan(0);
    for (const order of orders.slice(0, 5)) {
      const details = await ask('1001', OrderDetailsDocument, { id: order.id, pageSize: 100 });
      expect(details.body.data!.order.items.total).toBeGreaterThan(0);
      await ask('1001', DeliverySlipDocument, { id: order.id });
      await ask('1001', OrderWorkflowStateDocument, { id: order.id });
    }
    const customers = await ask('1001', CustomersDocument, { filter: { active: true, inactive: true }, page: 1, pageSize: 10 });
    const list: Loose[] = customers.body.data!.customers.items;
    expect(list.length).toBeGreaterThan(0);
    for (const customer of list.slice(0, 3)) await ask('1001', CustomerDetailsDocument, { id: customer.id });
    const branch = orders[0].branch?.code ?? 1;
    await ask('1001', PickersDocument, { branch });
    await ask('1001', DeliverymenDocument, { branch });
    // A branch-bound user: the same screens, restricted.
    await ask('1003', OpenOrdersDocument, { filter: null, page: 1, pageSize: -1 });
    // Field rules (refused nested fields answer null): staff names and customer details beyond the details block (docs/areas/orders.md#entities).
    const ruled = await ask('1007', '{ openOrders(pageSize: 5) { items { picker { name } customer { name email addresses { id } purchaseCount } } } }');
    expect(ruled.body.data!.openOrders.items[0]).toMatchObject({ picker: null, customer: { email: null, addresses: null, purchaseCount: null } });
  });

  it('guards, bad input and errors inside a field', async () => {
    // Order of another branch for a branch-bound user, and pages the user type may not open.
    const open = await ask('1001', OpenOrdersDocument, { filter: null, page: 1, pageSize: -1 });
    for (const order of open.body.data!.openOrders.items.slice(0, 10)) await ask('1003', DeliverySlipDocument, { id: order.id });
    await ask('1007', CustomersDocument, { filter: null, page: 1, pageSize: 5 });
    await ask('1001', '{ customer(id: "-1") { id } }');
    await ask('1001', '{ customer(id: "99999999") { id } }');
    await ask('1001', OpenOrdersDocument, { filter: { customerCpf: '123' }, page: 1, pageSize: 5 });
    await ask('1001', OpenOrdersDocument, { filter: { statuses: ['V'] }, page: 1, pageSize: 5 });
    // The customers lookup fails inside the page (a nested field): partial data, errors with their paths.
    proxy.add({ method: 'GET', path: 'clientes/', action: 'status', status: 400, times: 1 + COMPILE_ON_USE });
    const failed = await ask('1001', OpenOrdersDocument, { filter: null, page: 1, pageSize: 5 });
    expect(failed.body.errors?.length).toBeGreaterThan(0);
    expect(failed.body.errors?.[0].path).toEqual(expect.arrayContaining(['openOrders', 'items']));
    await ask('nobody', MeDocument);
    await ask('nobody', OpenOrdersDocument, { filter: null, page: 1, pageSize: 5 });
  });

  it('refused variables, unknown fields, syntax errors and introspection', async () => {
    const badVariable = await ask('1001', CustomerDetailsDocument, { id: { not: 'an id' } });
    expect(badVariable.status).toBe(400);
    expect(badVariable.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await ask('1001', OrderDetailsDocument, {});
    expect(missing.status).toBe(400);
    expect((await ask('1001', '{ me { nope } }')).status).toBe(400);
    expect((await ask('1001', '{ me { ')).status).toBe(400);
    const introspection = await ask('1001', '{ __type(name: "Order") { name fields { name } } __typename }');
    expect(introspection.body.data!.__type.name).toBe('Order');
  });

  it('no operation to choose, or a subscription: 400 with a clear message on both executors', async () => {
    const raw = (body: object) => both('1001', JSON.stringify(body));
    const unknownName = await raw({ query: 'query A { ok }', operationName: 'B' });
    expect(unknownName.status).toBe(400);
    expect(unknownName.body.errors?.[0].message).toMatch(/Unknown operation named "B"/);
    const unnamed = await raw({ query: 'query A { ok } query B { ok }' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors?.[0].message).toMatch(/Must provide operation name/);
    const subscription = await raw({ query: 'subscription { orderEvents { kind } }' });
    expect(subscription.status).toBe(400);
    expect(subscription.body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    expect(subscription.body.errors?.[0].message).toMatch(/subscription.*WebSocket/);
  });
});
