import { describe, expect, it, vi } from 'vitest';
import { buildSchema, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { compileQuery } from 'graphql-jit';
import { COMPILE_ON_USE, compiledExecutor } from './compiled-execution';

vi.mock('graphql-jit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('graphql-jit')>();
  return { ...actual, compileQuery: vi.fn(actual.compileQuery) };
});

const schema = buildSchema(`type Query { hello(name: String!): String! answer: Int! }`);
const fields = schema.getQueryType()!.getFields();
fields.hello.resolve = (_root, { name }: { name: string }) => `Olá, ${name}`;
fields.answer.resolve = async () => 42;
const run = compiledExecutor(schema);

function request(document: DocumentNode, variables: Record<string, unknown> = {}) {
  const operation = document.definitions[0] as OperationDefinitionNode;
  // The executor reads the document, its operation, the context and the variables; nothing else.
  const context = { document, operation, operationName: null, context: {}, request: { variables } };
  return run(context as unknown as GatewayGraphQLRequestContext);
}

describe('compiledExecutor', () => {
  it('runs a document on graphql-js until its second use, then compiled, once', async () => {
    const document = parse('query($n: String!) { hello(name: $n) answer }');
    const compile = vi.mocked(compileQuery);
    compile.mockClear();
    for (let use = 1; use <= COMPILE_ON_USE + 2; use++) {
      expect(await request(document, { n: 'Maria' })).toEqual({ data: { hello: 'Olá, Maria', answer: 42 } });
      expect(compile).toHaveBeenCalledTimes(use < COMPILE_ON_USE ? 0 : 1);
    }
  });

  it('answers the same as graphql-js, compiled or not', async () => {
    const document = parse('{ __typename }');
    const first = await request(document);
    const second = await request(document);
    expect(second).toEqual(first);
    expect(first).toEqual({ data: { __typename: 'Query' } });
  });

  it('never compiles introspection', async () => {
    const document = parse('{ __type(name: "Query") { name } }');
    const compile = vi.mocked(compileQuery);
    compile.mockClear();
    for (let i = 0; i < COMPILE_ON_USE + 1; i++) expect(await request(document)).toEqual({ data: { __type: { name: 'Query' } } });
    expect(compile).not.toHaveBeenCalled();
  });

  it("refused variables come back in graphql-js's words, compiled or not", async () => {
    const document = parse('query($n: String!) { hello(name: $n) }');
    for (let i = 0; i < COMPILE_ON_USE + 1; i++) {
      const result = await request(document, {});
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0].message).toBe('Variable "$n" of required type "String!" was not provided.');
    }
  });
});
