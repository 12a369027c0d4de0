// What the gateway refuses before anything reaches an upstream (policy, bad input, CSRF), and the transparent
// refresh of the session user's upstream access token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { Context } from '../../gateway/src/context';
import { Kind, print, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import * as webDocuments from '../../web/src/generated/graphql';
import { buildSchema } from '../../gateway/src/schema';
import { MAX_COST, MAX_UPSTREAM_CALLS, operationWork } from '../../gateway/src/query-cost';
import { orderHeadersDocument, ORDERS_PER_READ } from '../../web/src/orders/print/orderHeaders';
import { Client, startStack, type Stack } from './stack';

// A probe mounted like any domain module: guarded by the staff page (type 1 only) and calling the product API
// with the session user's token.
const probe = {
  typeDefs: 'extend type Query { staffTotal: Int! @policy(page: funcionario) }',
  resolvers: {
    Query: {
      staffTotal: async (_: unknown, __: unknown, ctx: Context) => (await ctx.upstreams.productApi.staff.list({}, 1, 1)).total,
    },
  },
};

let stack: Stack;
const client = () => new Client(stack.gateway.url);
/** The session row behind a client's cookie (the JWT names it). */
const sessionId = (c: Client) => decodeJwt(c.cookie!.split('=')[1]).jti!;
const productCalls = (path: string) => stack.calls.filter((c) => c.path.includes(path)).length;

beforeAll(async () => {
  stack = await startStack({ modules: [probe] });
});
afterAll(async () => {
  await stack?.close();
});

describe('policy', () => {
  it('a denied operation is FORBIDDEN and the product API sees no call', async () => {
    for (const matricula of ['1002', '1003', '1004', '1005', '1006', '1007']) {
      const c = client();
      await c.login(matricula);
      const before = stack.calls.length;
      const result = await c.query('{ staffTotal }');
      expect(result.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Acesso negado.', 'FORBIDDEN']]);
      expect(stack.calls.length).toBe(before);
    }
  });

  it('not signed in is UNAUTHENTICATED, also without an upstream call', async () => {
    const before = stack.calls.length;
    const result = await client().query('{ staffTotal }');
    expect(result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.calls.length).toBe(before);
  });

  it('an allowed operation reaches the product API', async () => {
    const c = client();
    await c.login('1001');
    const before = productCalls('detalhe-funcionario/');
    const result = await c.query('{ staffTotal }');
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.staffTotal).toBeGreaterThanOrEqual(7);
    expect(productCalls('detalhe-funcionario/')).toBe(before + 1);
  });
});

describe('upstream access token', () => {
  it('is refreshed transparently when the upstream refuses it', async () => {
    const c = client();
    await c.login('1001');
    // Make the stored token one the upstream will refuse (as an expired one would be).
    const id = sessionId(c);
    await stack.gateway.store.query("UPDATE sessions SET access_token = 'not-a-valid-token', access_expires_at = NULL WHERE id = $1", [id]);
    const refreshes = productCalls('token/refresh/');
    const result = await c.query('{ staffTotal }');
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.staffTotal).toBeGreaterThan(0);
    expect(productCalls('token/refresh/')).toBe(refreshes + 1);
    const { rows } = await stack.gateway.store.query<{ access_token: string }>('SELECT access_token FROM sessions WHERE id = $1', [id]);
    expect(rows[0].access_token).not.toBe('not-a-valid-token');
  });

  it('is refreshed before it expires', async () => {
    const c = client();
    await c.login('1001');
    await stack.gateway.store.query("UPDATE sessions SET access_expires_at = now() - interval '1 minute' WHERE id = $1", [sessionId(c)]);
    const refreshes = productCalls('token/refresh/');
    const unauthorised = stack.calls.length;
    expect((await c.query('{ staffTotal }')).body.errors).toBeUndefined();
    expect(productCalls('token/refresh/')).toBe(refreshes + 1);
    // refresh + the list call, with no refused attempt in between
    expect(stack.calls.length).toBe(unauthorised + 2);
  });
});

describe('bad input is a 400-class answer, never a 500', () => {
  const post = (body: string, headers: Record<string, string> = {}) => client().raw(body, headers);

  it('malformed JSON', async () => {
    const result = await post('{"query": "{ ok }"');
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
  });

  it('wrong variable types', async () => {
    const result = await post(JSON.stringify({ query: 'mutation($m: String!) { login(matricula: $m, password: "x") { token } }', variables: { m: 1001 } }));
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('unknown fields and arguments', async () => {
    const field = await post(JSON.stringify({ query: '{ me { type password } }' }));
    expect(field.status).toBe(400);
    expect(field.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const arg = await post(JSON.stringify({ query: '{ me(all: true) { type } }' }));
    expect(arg.status).toBe(400);
  });

  it('no query, or a body that is not an object', async () => {
    expect((await post('{}')).status).toBe(400);
    expect((await post('[1, 2]')).status).toBe(400);
    expect((await post('"text"')).status).toBe(400);
  });

  it('too deep, too many aliases or tokens', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: ok`).join(' ');
    expect((await post(JSON.stringify({ query: `{ ${aliases} }` }))).status).toBe(400);
    const deep = `{ openOrders { items { ${'additionalOrders { '.repeat(12)}id${' }'.repeat(12)} } } }`;
    const tooDeep = await post(JSON.stringify({ query: deep }));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors?.[0].message).toMatch(/depth/i);
    const tokens = await post(JSON.stringify({ query: `{ ${'__typename '.repeat(10_001)}}` }));
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0].message).toMatch(/10000 tokens/);
  });

  it("the web's own documents are within every limit (a shared fragment costs no depth of its own)", async () => {
    const operations = Object.values(webDocuments).filter(
      (d): d is DocumentNode =>
        typeof d === 'object' &&
        d !== null &&
        (d as DocumentNode).kind === Kind.DOCUMENT &&
        (d as DocumentNode).definitions.some((def) => def.kind === Kind.OPERATION_DEFINITION),
    );
    // Sent without variables: an operation with a required variable is refused before it runs; a mutation
    // without variables (logout) would act, so it is left out.
    const acts = (d: DocumentNode) =>
      d.definitions.some((def) => def.kind === Kind.OPERATION_DEFINITION && def.operation === 'mutation' && !def.variableDefinitions?.length);
    expect(operations.length).toBeGreaterThan(20);
    const c = client();
    await c.login('1001');
    for (const document of operations.filter((d) => !acts(d))) {
      const result = await c.query(print(document), {});
      const refused = (result.body.errors ?? []).filter((e) => ['GRAPHQL_VALIDATION_FAILED', 'QUERY_TOO_COSTLY'].includes(String(e.extensions?.code)));
      expect(refused, print(document).split('\n')[0]).toEqual([]);
    }
  });

  it("the cost and upstream calls of every web operation, each page size 'all' (-1), are within the limits", () => {
    const schema = buildSchema();
    const costs = Object.values(webDocuments)
      .filter((d): d is DocumentNode => typeof d === 'object' && d !== null && (d as DocumentNode).kind === Kind.DOCUMENT)
      .flatMap((document) => {
        const fragments: Record<string, FragmentDefinitionNode> = {};
        for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
        const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
        return operations.map((operation) => {
          // The worst the web may send: every Int variable -1, so every page it sizes is 'Todos' (10 000 rows).
          const variables = Object.fromEntries(
            (operation.variableDefinitions ?? []).filter((v) => print(v.type).replace('!', '') === 'Int').map((v) => [v.variable.name.value, -1]),
          );
          return [operation.name?.value ?? print(operation).slice(0, 40), operationWork(schema, operation, fragments, variables)] as const;
        });
      });
    expect(costs.length).toBeGreaterThan(50);
    expect(costs.filter(([, work]) => work.cost > MAX_COST || work.calls > MAX_UPSTREAM_CALLS)).toEqual([]);
    // The 'Todos' lists and the order details' 10 000-item page count as such (the check is not vacuous).
    const work = Object.fromEntries(costs);
    expect(work.OpenOrders.cost).toBeGreaterThan(1_000_000);
    expect(work.OrderDetails.cost).toBeGreaterThan(500_000);
    // The calls limit is the web's heaviest operation times a small factor: room for the screens to grow (three
    // times), not much more (five times), so the requests below stay refused.
    const heaviest = Math.max(...costs.map(([, w]) => w.calls));
    expect(heaviest).toBeGreaterThan(100);
    expect(MAX_UPSTREAM_CALLS).toBeGreaterThanOrEqual(3 * heaviest);
    expect(MAX_UPSTREAM_CALLS).toBeLessThanOrEqual(5 * heaviest);
  });

  // docs/security.md#graphql-request-limits: both passed the rows limit and held the product API for 36 s and 30 s.
  const aliases = (field: string) => `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
  const heavyRequests = {
    'every completed order with its items': aliases('completedOrders(pageSize: 10000) { items { id items { total } } }'),
    'every cancelled order with history and customer': aliases(
      'cancelledOrders(pageSize: 10000) { items { id order { id history { kind at } customer { id name } } } }',
    ),
  };

  it.each(Object.entries(heavyRequests))('%s, fifteen times: 400 QUERY_TOO_COSTLY, and the product API is not asked', async (_name, query) => {
    const c = client();
    await c.login('1001');
    const before = stack.calls.length;
    const result = await c.query(query);
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
    expect(result.body.errors?.[0].message).toMatch(
      new RegExp(`^Consulta pesada demais para os serviços do painel: até \\d+ chamadas estimadas, o limite é ${MAX_UPSTREAM_CALLS}\\.`),
    );
    expect(result.body.errors?.[0].extensions?.upstreamCalls).toBeGreaterThan(MAX_UPSTREAM_CALLS);
    expect(stack.calls.slice(before)).toEqual([]);
  });

  it("'Imprimir Comandas Selecionadas' reads as many slips a request as the cost limit lets through (each with its items and its additional orders')", () => {
    const schema = buildSchema();
    const workOf = (count: number) => {
      const document = orderHeadersDocument(count);
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      return operationWork(schema, operation, fragments);
    };
    expect(workOf(ORDERS_PER_READ).cost).toBeLessThanOrEqual(MAX_COST);
    expect(workOf(ORDERS_PER_READ).calls).toBeLessThanOrEqual(MAX_UPSTREAM_CALLS);
    const more = workOf(ORDERS_PER_READ + 1);
    expect(more.cost > MAX_COST || more.calls > MAX_UPSTREAM_CALLS).toBe(true);
  });

  it('syntax errors', async () => {
    const result = await post(JSON.stringify({ query: '{ me { ' }));
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('oversized bodies', async () => {
    const result = await post(JSON.stringify({ query: '{ ok }', variables: { pad: 'x'.repeat(1_100_000) } }));
    expect(result.status).toBe(413);
  });

  it('a simple cross-site request is refused (CSRF prevention)', async () => {
    const result = await post(JSON.stringify({ query: '{ ok }' }), { 'content-type': 'text/plain' });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0].message).toMatch(/Cross-Site Request Forgery/);
  });
});

describe('health', () => {
  it('answers /healthz from the process alone', async () => {
    const res = await fetch(`${stack.gateway.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('GraphQL answers carry nosniff and a referrer policy; the Sandbox landing page (development) has no CSP to break it', async () => {
    const answer = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const landing = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(landing.status).toBe(200);
    expect(await landing.text()).toMatch(/sandbox/i);
    expect(landing.headers.get('content-security-policy')).toBeNull();
  });
});
