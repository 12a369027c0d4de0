// The schema contract for internal tools (docs/decisions/0039-published-schema-contract.md): published/schema.graphql
// is the schema the gateway serves, no change breaks it without a deprecation first, and everything in it has a
// description. The rule itself is tested on small schemas first.
import { describe, expect, it } from 'vitest';
import { buildSchema as sdl } from 'graphql';
import { buildSchema } from './schema';
import {
  REGENERATE_COMMAND,
  deprecationsWithoutReplacement,
  missingDescriptions,
  printCurrentSchema,
  readPublishedSchema,
  unannouncedBreakingChanges,
  unannouncedBreakingChangesFromSdl,
} from './schema-contract';

const BEFORE = `
  directive @policy(page: String!) on FIELD_DEFINITION
  enum Status { OPEN DONE OLD @deprecated(reason: "Use DONE.") }
  type Legacy { id: ID! }
  type Order { id: ID! total: Int legacyTotal: Int @deprecated(reason: "Use total.") vague: Int @deprecated }
  type Query {
    order(id: ID!): Order @policy(page: "pedido")
    orders(branch: Int, status: Status): [Order!]!
    legacy: Legacy @deprecated(reason: "Use order.")
    search(term: String @deprecated(reason: "Use text."), text: String): [Order!]!
  }
`;

/** BEFORE with one textual replacement: the change under test. */
function after(from: string, to: string): string {
  if (!BEFORE.includes(from)) throw new Error(`test schema has no ${from}`);
  return BEFORE.replace(from, to);
}

function breaks(current: string): string[] {
  return unannouncedBreakingChanges(sdl(BEFORE), sdl(current));
}

describe('the breaking-change rule', () => {
  it('refuses a removed field that was not deprecated', () => {
    expect(breaks(after('total: Int legacyTotal', 'legacyTotal'))).toEqual(['Order.total was removed.']);
  });

  it('lets a field deprecated with its replacement go', () => {
    expect(breaks(after('legacyTotal: Int @deprecated(reason: "Use total.")', ''))).toEqual([]);
  });

  it('refuses a removed field whose deprecation names no replacement (the default reason)', () => {
    expect(breaks(after('vague: Int @deprecated', ''))).toEqual(['Order.vague was removed.']);
  });

  it('refuses a changed argument type', () => {
    expect(breaks(after('orders(branch: Int,', 'orders(branch: String,'))).toEqual(['Query.orders arg branch has changed type from Int to String.']);
  });

  it('refuses a removed argument and a new required one, but not a deprecated argument removed', () => {
    expect(breaks(after('status: Status)', ')'))).toEqual(['Query.orders arg status was removed.']);
    expect(breaks(after('status: Status)', 'status: Status, page: Int!)'))).toEqual(['A required arg page on Query.orders was added.']);
    expect(breaks(after('term: String @deprecated(reason: "Use text."), ', ''))).toEqual([]);
  });

  it('refuses a changed field type', () => {
    expect(breaks(after('total: Int', 'total: String'))).toEqual(['Order.total changed type from Int to String.']);
  });

  it('accepts additions: an optional field, an optional argument, a type', () => {
    expect(breaks(after('id: ID! total', 'id: ID! note: String total'))).toEqual([]);
    expect(breaks(after('status: Status)', 'status: Status, page: Int)'))).toEqual([]);
    expect(breaks(BEFORE + 'type Extra { id: ID! }')).toEqual([]);
  });

  it('lets a deprecated enum value go, not another', () => {
    expect(breaks(after(' OLD @deprecated(reason: "Use DONE.")', ''))).toEqual([]);
    expect(breaks(after('OPEN ', ''))).toEqual(['OPEN was removed from enum type Status.']);
  });

  it('lets a type go with the deprecated field that used it, not while a live field used it', () => {
    expect(breaks(after('legacy: Legacy @deprecated(reason: "Use order.")', '').replace('type Legacy { id: ID! }', ''))).toEqual([]);
    const usedTwice = after('type Order {', 'type Order { old: Legacy');
    const bothGone = usedTwice
      .replace('old: Legacy', '')
      .replace('legacy: Legacy @deprecated(reason: "Use order.")', '')
      .replace('type Legacy { id: ID! }', '');
    expect(unannouncedBreakingChanges(sdl(usedTwice), sdl(bothGone)).sort()).toEqual(['Legacy was removed.', 'Order.old was removed.']);
  });

  it('ignores directives that only the schema uses (no operation can name them), not the others', () => {
    expect(breaks(after('directive @policy(page: String!) on FIELD_DEFINITION', '').replace(' @policy(page: "pedido")', ''))).toEqual([]);
    const withClientDirective = BEFORE + 'directive @flag(on: Boolean) on FIELD';
    expect(unannouncedBreakingChanges(sdl(withClientDirective), sdl(BEFORE))).toEqual(['flag was removed.']);
    expect(unannouncedBreakingChanges(sdl(withClientDirective), sdl(BEFORE + 'directive @flag on FIELD'))).toEqual(['on was removed from flag.']);
  });
});

describe('the description check', () => {
  it('names every type, field, argument, enum value, input field and directive without one', () => {
    const schema = sdl(`
      "A directive" directive @tag("The tag" name: String, bare: Int) on FIELD_DEFINITION
      directive @bare on FIELD_DEFINITION
      "Status" enum Status { "Open" OPEN DONE }
      input Filter { "Text" text: String branch: Int }
      "Root" type Query { "Orders" orders("The filter" filter: Filter, status: Status): [Int] count: Int }
    `);
    expect(missingDescriptions(schema).sort()).toEqual(
      ['@bare', '@tag(bare:)', 'Filter', 'Filter.branch', 'Query.count', 'Query.orders(status:)', 'Status.DONE'].sort(),
    );
  });

  it('names deprecations that do not say what replaces them', () => {
    expect(deprecationsWithoutReplacement(sdl(BEFORE))).toEqual(['Order.vague']);
  });
});

describe('the published schema (published/schema.graphql)', () => {
  const schema = buildSchema();
  const published = readPublishedSchema();

  it('is the schema the gateway serves', () => {
    const current = printCurrentSchema(schema);
    if (published === current) return;
    const lines = [published.split('\n'), current.split('\n')];
    const differs = lines[0].findIndex((line, i) => line !== lines[1][i]);
    const at = differs === -1 ? lines[0].length : differs;
    expect.fail(
      `published/schema.graphql is stale: run '${REGENERATE_COMMAND}' and commit published/schema.graphql with your change to schema/.\n` +
        `First difference at line ${at + 1}: published '${lines[0][at]}', served '${lines[1][at]}'.`,
    );
  });

  it('is not broken by schema/ without a deprecation first', () => {
    const broken = unannouncedBreakingChangesFromSdl(published, schema);
    expect(
      broken,
      'These changes break tools that use published/schema.graphql. Keep the old field, argument or enum value, mark it ' +
        '@deprecated(reason: "Use <replacement>.") and publish that first; remove it in a later release.',
    ).toEqual([]);
  });

  it('describes every type, field, argument, enum value and input field', () => {
    expect(missingDescriptions(schema), 'Add a description (a "string" above it) in schema/*.graphql').toEqual([]);
  });

  it('names the replacement of everything deprecated', () => {
    expect(deprecationsWithoutReplacement(schema)).toEqual([]);
  });
});
