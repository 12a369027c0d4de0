// Sandbox's example operations must keep working as the schema changes: each one validates against the schema,
// its variables coerce, and the development landing page (never production's) opens with them and the header.
import { describe, expect, it } from 'vitest';
import { HeaderMap } from '@apollo/server';
import { getVariableValues, Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { createApollo } from './apollo';
import { buildSchema } from './schema';
import { SANDBOX_DOCUMENT, SANDBOX_HEADERS, SANDBOX_VARIABLES } from './sandbox-examples';

const schema = buildSchema();
const document = parse(SANDBOX_DOCUMENT);
const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

async function landingPage(production: boolean): Promise<string> {
  const apollo = createApollo(schema, production, 'graphql-js');
  await apollo.start();
  try {
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'GET', headers: new HeaderMap([['accept', 'text/html']]), search: '', body: undefined },
      context: async () => ({}) as never,
    });
    return response.body.kind === 'complete' ? response.body.string : '';
  } finally {
    await apollo.stop();
  }
}

describe('the Sandbox examples (sandbox-examples.graphql)', () => {
  it('cover the common tool tasks, each a named operation', () => {
    expect(operations.map((o) => o.name?.value)).toEqual(['Login', 'OpenOrdersOfBranch', 'OrderWithItems', 'Reports', 'ReportRows']);
  });

  it('validate against the schema', () => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
  });

  it.each(operations.map((o) => [o.name?.value, o] as const))('%s: the shared variables coerce to what it declares', (_name, operation) => {
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], SANDBOX_VARIABLES);
    expect(coerced.errors?.map((e) => e.message) ?? []).toEqual([]);
  });

  it('open in the development landing page with the Authorization header, not in production', async () => {
    const html = await landingPage(false);
    expect(html).toContain('OpenOrdersOfBranch');
    expect(html).toContain(SANDBOX_HEADERS.Authorization);
    expect(await landingPage(true)).not.toContain('OpenOrdersOfBranch');
  });
});
