import { describe, expect, it } from 'vitest';
import { GraphQLError, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { checkCost, operationCost, OTHER_LIST_ROWS } from './query-cost';

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

function cost(source: string, variables: Record<string, unknown> = {}): number {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
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
