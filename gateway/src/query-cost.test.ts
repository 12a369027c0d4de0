import { describe, expect, it } from 'vitest';
import { GraphQLError, isObjectType, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { checkCost, MAX_COST, MAX_UPSTREAM_CALLS, operationCost, operationWork, OTHER_LIST_ROWS } from './query-cost';
import { FIELD_CALLS, type FieldCalls } from './upstream-calls';
import { buildSchema, resolvedSchema } from './schema';
import { ID_BATCH_SIZE } from './upstreams/product-api/transport';

const schema = makeExecutableSchema({
  typeDefs: `
    interface ListPage { total: Int! items: [Node!]! }
    interface Node { id: ID! }
    type Item implements Node { id: ID! name: String tags: [String!]! }
    type ItemPage implements ListPage { total: Int! items: [Item!]! }
    type Order implements Node { id: ID! items(page: Int = 1, pageSize: Int = 10000): ItemPage! extra: [Order!]! }
    type OrderPage implements ListPage { total: Int! items: [Order!]! }
    type Query { orders(page: Int = 1, pageSize: Int = 5): OrderPage! order: Order }
  `,
});

function parsed(source: string) {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return { operation, fragments };
}

function cost(source: string, variables: Record<string, unknown> = {}): number {
  const { operation, fragments } = parsed(source);
  return operationCost(schema, operation, fragments, variables);
}

describe('request cost', () => {
  it('a field costs 1 plus its selection; a paged list counts the page size asked, its default, or 10 000 for all', () => {
    expect(cost('{ order { id } }')).toBe(2);
    // orders: 1 + total 1 + items (5 rows x (1 + id 1))
    expect(cost('{ orders { total items { id } } }')).toBe(1 + 1 + 5 * 2);
    expect(cost('{ orders(pageSize: 50) { items { id } } }')).toBe(1 + 50 * 2);
    expect(cost('{ orders(pageSize: -1) { items { id } } }')).toBe(1 + 10_000 * 2);
    expect(cost('query($s: Int) { orders(pageSize: $s) { items { id } } }', { s: -1 })).toBe(1 + 10_000 * 2);
    expect(cost('query($s: Int) { orders(pageSize: $s) { items { id } } }', { s: 20 })).toBe(1 + 20 * 2);
    expect(cost('query($s: Int = 7) { orders(pageSize: $s) { items { id } } }')).toBe(1 + 7 * 2);
    // Unreadable or out-of-range sizes are refused later; counted as the most a page may hold.
    expect(cost('query($s: Int) { orders(pageSize: $s) { items { id } } }', { s: 'x' })).toBe(1 + 10_000 * 2);
    expect(cost('{ orders(pageSize: 99999) { items { id } } }')).toBe(1 + 10_000 * 2);
  });

  it('nested pages multiply; other lists count OTHER_LIST_ROWS; fragments count where they are spread', () => {
    expect(cost('{ order { items { items { id } } } }')).toBe(1 + 1 + 10_000 * 2);
    expect(cost('{ order { extra { id } } }')).toBe(1 + OTHER_LIST_ROWS * 2);
    expect(cost('{ order { items(pageSize: 1) { items { tags } } } }')).toBe(1 + 1 + 1 * (1 + OTHER_LIST_ROWS));
    const spread = cost('fragment F on Order { id items(pageSize: 3) { total } } { orders(pageSize: 2) { items { ...F ... on Order { id } } } }');
    expect(spread).toBe(1 + 2 * (1 + 1 + (1 + 1) + 1));
    expect(cost('{ orders(pageSize: 2) { ... on OrderPage { items { id } } } }')).toBe(1 + 2 * 2);
  });

  it('a request over the limit is refused before it runs, with its cost in Portuguese', () => {
    const document = parse(`{ ${Array.from({ length: 15 }, (_, i) => `a${i}: orders(pageSize: -1) { items { items { items { id } } } }`).join(' ')} }`);
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(() => checkCost(schema, operation, {}, {}, 10_000_000)).toThrow(GraphQLError);
    try {
      checkCost(schema, operation, {}, {}, 10_000_000);
    } catch (error) {
      expect((error as GraphQLError).extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: 10_000_000, http: { status: 400 } });
      expect((error as GraphQLError).message).toMatch(/^Consulta grande demais: custo estimado \d+, o limite é 10000000/);
    }
    const one = parse('{ orders(pageSize: -1) { items { id } } }').definitions[0] as OperationDefinitionNode;
    expect(() => checkCost(schema, one, {}, {}, 10_000_000)).not.toThrow();
  });

  it('a remembered cost follows the page size variables of each request, and the fragments given', () => {
    const document = parse('query($s: Int, $t: Int) { orders(pageSize: $s) { items { ...F } } } fragment F on Order { items(pageSize: $t) { items { id } } }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    const fragments = { F: document.definitions[1] as FragmentDefinitionNode };
    const limit = 1 + 10 * (1 + 1 + 1 * 2); // orders, then per row: the row, its item page, 1 item x (1 + id)
    expect(() => checkCost(schema, operation, fragments, { s: 10, t: 1 }, limit)).not.toThrow();
    expect(() => checkCost(schema, operation, fragments, { s: 10, t: 1 }, limit - 1)).toThrow(GraphQLError);
    expect(() => checkCost(schema, operation, fragments, { s: 11, t: 1 }, limit)).toThrow(GraphQLError);
    expect(() => checkCost(schema, operation, fragments, { s: '10', t: 1 }, limit)).toThrow(GraphQLError); // unreadable: all
    expect(() => checkCost(schema, operation, fragments, { s: 10, t: -1 }, limit)).toThrow(GraphQLError);
    expect(() => checkCost(schema, operation, fragments, { s: 10, t: 1 }, limit)).not.toThrow();
    // Without the fragment (validation would refuse it; counted as nothing) the same operation costs less.
    expect(() => checkCost(schema, operation, {}, { s: 10, t: 1 }, 1 + 10)).not.toThrow();
  });
});

// A schema of its own for the calls, with a table of its own: each kind of entry, where it is asked.
const callSchema = makeExecutableSchema({
  typeDefs: `
    interface Named { name: String }
    type Person implements Named { name: String }
    type Shop implements Named { name: String periods: [Period!]! }
    type Period { id: ID! }
    type Product { id: ID! }
    type Line { id: ID! product: Product! }
    type LinePage { total: Int! items: [Line!]! }
    type Sale { id: ID! buyer: Person! firstTime: Boolean! lines(pageSize: Int = 10000): LinePage! shop: Shop! named: Named }
    type SalePage { items: [Sale!]! }
    type Query { sales(pageSize: Int = 5): SalePage! sale: Sale ok: Boolean }
  `,
});
const callTable: Record<string, FieldCalls> = {
  'Query.ok': { kind: 'none' },
  'Sale.lines': { kind: 'perRow', calls: 1, loader: 'lines' },
  'Sale.buyer': { kind: 'batched', calls: 1, loader: 'people', batchSize: 500 },
  'Sale.firstTime': { kind: 'batched', calls: 1, loader: 'people', batchSize: 500 },
  'Sale.shop': { kind: 'batched', calls: 1, loader: 'shops', batchSize: 500 },
  'Shop.name': { kind: 'batched', calls: 2, loader: 'shopNames' },
  'Shop.periods': { kind: 'perRow', calls: 1 },
  'Line.product': { kind: 'batched', calls: 1, loader: 'products', batchSize: 100 },
  'Person.name': { kind: 'none' },
};

function calls(source: string, variables: Record<string, unknown> = {}): number {
  const { operation, fragments } = parsed(source);
  return operationWork(callSchema, operation, fragments, variables, callTable).calls;
}

describe('upstream calls', () => {
  it('a root field counts its own read once per alias, whatever page it asks; a field the table leaves out, nothing', () => {
    expect(calls('{ sale { id } }')).toBe(1);
    expect(calls('{ sales(pageSize: 10000) { items { id named { __typename } } } }')).toBe(1);
    expect(calls('{ a: sales { items { id } } b: sales { items { id } } }')).toBe(2);
    expect(calls('{ ok }')).toBe(0);
  });

  it('a per-row field calls for every parent row; the rows measure is the same walk as before', () => {
    expect(calls('{ sales(pageSize: 100) { items { lines { total } } } }')).toBe(1 + 100);
    expect(calls('query($s: Int) { sales(pageSize: $s) { items { lines(pageSize: 1) { total } } } }', { s: -1 })).toBe(1 + 10_000);
    // Asked twice for the same row, the same loader answers both: counted once.
    expect(calls('{ sales(pageSize: 100) { items { a: lines { total } b: lines(pageSize: 2) { total } } } }')).toBe(1 + 100);
    const { operation, fragments } = parsed('{ sales(pageSize: 100) { items { lines { items { id } } } } }');
    expect(operationWork(callSchema, operation, fragments, {}, callTable).cost).toBe(operationCost(callSchema, operation, fragments));
  });

  it('a batched field costs its batches per page; fields sharing a loader count once, through fragments too', () => {
    expect(calls('{ sales(pageSize: 1200) { items { buyer { name } } } }')).toBe(1 + 3);
    expect(calls('{ sales(pageSize: 500) { items { buyer { name } } } }')).toBe(1 + 1);
    expect(calls('{ sales(pageSize: 1200) { items { buyer { name } firstTime other: buyer { name } } } }')).toBe(1 + 3);
    expect(calls('fragment F on Sale { buyer { name } } { sales(pageSize: 600) { items { ...F firstTime } } }')).toBe(1 + 2);
    // Each alias's page arrives by itself: a batch of its own.
    expect(calls('{ a: sales(pageSize: 10) { items { buyer { name } } } b: sales(pageSize: 10) { items { buyer { name } } } }')).toBe(2 * (1 + 1));
  });

  it('below a per-row field every row is a batch of its own; below a batched one, every batch', () => {
    // 10 sales: 10 line reads, then each sale's 250 lines in batches of 100 (3 per sale).
    expect(calls('{ sales(pageSize: 10) { items { lines(pageSize: 250) { items { product { id } } } } } }')).toBe(1 + 10 + 10 * 3);
    // 1200 sales: their shops in 3 batches of 500; each batch's shop names in one batch of 2 calls.
    expect(calls('{ sales(pageSize: 1200) { items { shop { name } } } }')).toBe(1 + 3 + 3 * 2);
    expect(calls('{ sales(pageSize: 1200) { items { shop { periods { id } } } } }')).toBe(1 + 3 + 1200);
  });

  it('on an interface, the implementation that calls most', () => {
    expect(calls('{ sale { named { name } } }')).toBe(1 + 2);
    expect(calls('{ sale { named { ... on Person { name } } } }')).toBe(1);
  });
});

describe('upstream calls of the schema', () => {
  const schema = buildSchema();
  const work = (source: string, variables: Record<string, unknown> = {}) => {
    const { operation, fragments } = parsed(source);
    return operationWork(schema, operation, fragments, variables);
  };
  const aliases = (field: string) => `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
  const itemsOfEveryOrder = aliases('completedOrders(pageSize: 10000) { items { id items { total } } }');
  const cancelledWithHistory = aliases('cancelledOrders(pageSize: 10000) { items { id order { id history { kind at } customer { id name } } } }');

  it('every field resolver below the root that takes the context is in the table, and the table names no other', () => {
    const raw = resolvedSchema();
    const roots = new Set([raw.getQueryType(), raw.getMutationType(), raw.getSubscriptionType()].map((t) => t?.name));
    const takingContext: string[] = [];
    for (const type of Object.values(raw.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || roots.has(type.name)) continue;
      for (const field of Object.values(type.getFields())) {
        // (source, args, context): the third parameter is the only way to ctx.upstreams and the store.
        if (field.resolve && field.resolve.length >= 3) takingContext.push(`${type.name}.${field.name}`);
      }
    }
    expect(takingContext.length).toBeGreaterThan(10);
    const listed = Object.keys(FIELD_CALLS).filter((key) => !roots.has(key.split('.')[0]));
    expect(listed.sort()).toEqual(takingContext.sort());
  });

  it("the issue's two requests: few rows, many calls, refused before they run", () => {
    const items = work(itemsOfEveryOrder);
    const cancelled = work(cancelledWithHistory);
    // The rows measure alone let both through.
    expect(items.cost).toBeLessThan(MAX_COST);
    expect(cancelled.cost).toBeLessThan(MAX_COST);
    // One item list per order: 15 x (the page + 10 000 orders).
    expect(items.calls).toBe(15 * (1 + 10_000));
    // The page, its orders and their customers in batches of 500, and each batch's history (3 calls).
    const batches = 10_000 / ID_BATCH_SIZE;
    expect(cancelled.calls).toBe(15 * (1 + batches + batches + 3 * batches));
    for (const [source, estimated] of [
      [itemsOfEveryOrder, items.calls],
      [cancelledWithHistory, cancelled.calls],
    ] as const) {
      const { operation, fragments } = parsed(source);
      let refusal: unknown;
      try {
        checkCost(schema, operation, fragments, {});
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(GraphQLError);
      expect((refusal as GraphQLError).extensions).toMatchObject({
        code: 'QUERY_TOO_COSTLY',
        upstreamCalls: estimated,
        limit: MAX_UPSTREAM_CALLS,
        http: { status: 400 },
      });
      expect((refusal as GraphQLError).message).toBe(
        `Consulta pesada demais para os serviços do painel: até ${estimated} chamadas estimadas, o limite é ${MAX_UPSTREAM_CALLS}. Peça menos linhas por página, menos campos em cada linha ou menos apelidos.`,
      );
    }
  });

  it('a page of every order with its customer is a batch per 500 customers, and passes', () => {
    const source = '{ completedOrders(pageSize: -1) { items { id customer { name } firstPurchase } } }';
    expect(work(source).calls).toBe(1 + 10_000 / ID_BATCH_SIZE);
    const { operation, fragments } = parsed(source);
    expect(() => checkCost(schema, operation, fragments, {})).not.toThrow();
  });

  it('a remembered count follows the page size of each request', () => {
    const { operation, fragments } = parsed('query($s: Int) { completedOrders(pageSize: $s) { items { items { total } } } }');
    const limit = 1 + 10; // the page, then one item list per order
    expect(() => checkCost(schema, operation, fragments, { s: 10 }, MAX_COST, limit)).not.toThrow();
    expect(() => checkCost(schema, operation, fragments, { s: 11 }, MAX_COST, limit)).toThrow(/^Consulta pesada demais/);
    expect(() => checkCost(schema, operation, fragments, { s: 10 }, MAX_COST, limit)).not.toThrow();
    expect(() => checkCost(schema, operation, fragments, { s: 10 }, MAX_COST, limit - 1)).toThrow(GraphQLError);
  });
});
