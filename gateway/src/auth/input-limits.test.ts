import { describe, expect, it } from 'vitest';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DEFAULT_MAX_LENGTH, inputChecker, isWellFormed, MAX_RECORD_ID } from './input-limits';

const schema: GraphQLSchema = makeExecutableSchema({
  typeDefs: `
    directive @maxLength(n: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
    input Person { name: String, note: String @maxLength(n: 500), periodId: ID, tags: [String!], friends: [Person!] }
    type Query { ok: Boolean }
    type Mutation {
      save(id: ID, input: Person, ids: [ID!], requestId: ID, workflowId: ID): Boolean
      count(n: Int): Boolean
    }
  `,
});
const field = (name: string) => schema.getMutationType()!.getFields()[name];
const check = inputChecker(schema)(field('save'))!;

/** The refusal's [field, message], or null when the arguments pass. */
function refusal(args: Record<string, unknown>): [string, string] | null {
  try {
    check(args);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const e = error as GraphQLError;
    expect(e.extensions.code).toBe('BAD_USER_INPUT');
    return [e.extensions.field as string, e.message];
  }
}

describe('input limits', () => {
  it('fields without text arguments are not wrapped', () => {
    expect(inputChecker(schema)(field('count'))).toBeNull();
  });

  it('length and control characters, free text declared in the SDL', () => {
    expect(refusal({ input: { name: 'a'.repeat(DEFAULT_MAX_LENGTH) } })).toBeNull();
    expect(refusal({ input: { name: 'a'.repeat(DEFAULT_MAX_LENGTH + 1) } })?.[0]).toBe('input.name');
    expect(refusal({ input: { note: 'a'.repeat(500) } })).toBeNull();
    expect(refusal({ input: { note: 'linha\nlinha' } })).toBeNull();
    expect(refusal({ input: { name: 'linha\nlinha' } })?.[1]).toMatch(/caracteres de controle/);
  });

  it('ill-formed Unicode (a lone surrogate) anywhere: arguments, nested inputs, lists', () => {
    expect(isWellFormed('Ana 🍎 Maçã')).toBe(true);
    for (const lone of ['\ud800', '\udfff', 'a\ud83d', '\ude00b']) expect(isWellFormed(lone)).toBe(false);
    expect(refusal({ input: { name: 'Ana \ud800' } })).toEqual(['input.name', 'O campo "input.name" contém caracteres inválidos (texto Unicode malformado).']);
    expect(refusal({ input: { note: 'x\udc00' } })?.[0]).toBe('input.note');
    expect(refusal({ input: { tags: ['ok', 'no\ud800'] } })?.[0]).toBe('input.tags.1');
    expect(refusal({ input: { friends: [{ name: 'ok' }, { name: '\ud800' }] } })?.[0]).toBe('input.friends.1.name');
    expect(refusal({ requestId: 'req-\ud800' })?.[0]).toBe('requestId');
    expect(refusal({ input: { name: 'Ana 🍎' } })).toBeNull();
  });

  it('record ids are PostgreSQL integers from 1; empty is left to the form rules; request and run ids are opaque', () => {
    for (const good of ['1', '17', ` ${MAX_RECORD_ID} `, '']) expect(refusal({ id: good, input: { periodId: good } }), good).toBeNull();
    for (const bad of ['0', '-1', '2147483648', '99999999999', 'abc', '1.5', '1e3', '0x10']) {
      expect(refusal({ id: bad }), bad).toEqual(['id', `O campo "id" deve ser um identificador numérico de 1 a ${MAX_RECORD_ID}.`]);
    }
    expect(refusal({ input: { periodId: '0' } })?.[0]).toBe('input.periodId');
    expect(refusal({ ids: ['1', '0'] })?.[0]).toBe('ids.1');
    expect(refusal({ requestId: '5f0c2a1e-8d1b-4c3e-9f2a-0b1c2d3e4f50', workflowId: 'abc' })).toBeNull();
  });
});
