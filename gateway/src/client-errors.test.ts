import { describe, expect, it } from 'vitest';
import { graphql, GraphQLError, parse, validate } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DecimalScalar } from './decimal-scalar';
import { DateScalar } from './date-scalars';
import { clientRefusal, persistedQueryRefusal } from './client-errors';

const schema = makeExecutableSchema({
  typeDefs: `scalar Decimal scalar Date
    input Offer { price: Decimal, startsOn: Date }
    input Branch { code: Int! }
    type Query { offers(list: [Offer!], fee: Decimal): Boolean, branch(input: Branch): Boolean }`,
  resolvers: { Decimal: DecimalScalar, Date: DateScalar, Query: { offers: () => true, branch: () => true } },
});

describe('client refusals', () => {
  it("a scalar's refusal of a variable: its Portuguese text alone, BAD_USER_INPUT, the field as the input limits name it", async () => {
    const result = await graphql({
      schema,
      source: 'query($list: [Offer!]) { offers(list: $list) }',
      variableValues: { list: [{ price: '1' }, { price: '999999999999999.99' }] },
    });
    const error = result.errors![0];
    expect(error.message).toMatch(/^Variable "\$list" got invalid value/);
    expect(clientRefusal(error.toJSON(), error)).toEqual({
      message: expect.stringMatching(/^O campo "list\.1\.price": Número fora do limite: '999999999999999\.99'/),
      locations: error.locations,
      extensions: { code: 'BAD_USER_INPUT', field: 'list.1.price' },
    });
    const whole = (await graphql({ schema, source: 'query($fee: Decimal) { offers(fee: $fee) }', variableValues: { fee: 'x' } })).errors![0];
    expect(clientRefusal(whole.toJSON(), whole)?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'fee' });
  });

  it("graphql-js's own refusal of a variable (an Int beyond 32 bits): Portuguese, BAD_USER_INPUT, the field (docs/security.md#input-limits)", async () => {
    const source = 'query($input: Branch) { branch(input: $input) }';
    const error = (await graphql({ schema, source, variableValues: { input: { code: 99999999999 } } })).errors![0];
    expect(error.message).toMatch(/Int cannot represent non 32-bit signed integer/);
    expect(clientRefusal(error.toJSON(), error)).toEqual({
      message: 'O campo "input.code" recebeu um número grande demais (o máximo é 2147483647).',
      locations: error.locations,
      extensions: { code: 'BAD_USER_INPUT', field: 'input.code' },
    });
    const text = (await graphql({ schema, source, variableValues: { input: { code: 'abc' } } })).errors![0];
    expect(clientRefusal(text.toJSON(), text)?.message).toBe('O campo "input.code" recebeu um valor inválido.');
  });

  it("a literal's refusal (a validation error) is the same, without a field", () => {
    const [error] = validate(schema, parse('{ offers(list: [{ startsOn: "9999-01-01" }]) }'));
    // graphql-js reports the scalar's own error; Apollo would file it as GRAPHQL_VALIDATION_FAILED.
    expect(clientRefusal(error.toJSON(), error)).toMatchObject({
      message: expect.stringMatching(/^Data fora do intervalo aceito/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("Apollo's code-less persisted-query refusals get codes; other errors are left alone", () => {
    const mismatch = new GraphQLError('provided sha does not match query', { extensions: { http: { status: 400 } } });
    expect(persistedQueryRefusal(mismatch)?.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
    expect(clientRefusal(mismatch.toJSON(), mismatch)).toEqual({
      message: 'O hash da consulta persistida (sha256Hash) não corresponde à consulta enviada.',
      extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
    });
    expect(persistedQueryRefusal(new GraphQLError('Unsupported persisted query version'))?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    const other = new GraphQLError('Acesso negado.', { extensions: { code: 'FORBIDDEN' } });
    expect(clientRefusal(other.toJSON(), other)).toBeNull();
    const internal = new GraphQLError('provided sha does not match query', { originalError: new Error('x') });
    expect(persistedQueryRefusal(internal)).toBeNull();
  });
});
