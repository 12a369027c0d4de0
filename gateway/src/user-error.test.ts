import { graphql } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { inputErrors, userErrorResolvers } from './user-error';

const schema = makeExecutableSchema({
  typeDefs: `enum UserErrorCode { NOT_FOUND WORKFLOW_FAILED }
    type UserError { code: UserErrorCode! message: String! field: String }
    type Query { errors: [UserError!]! }`,
  resolvers: [
    userErrorResolvers,
    {
      Query: {
        errors: () => [
          { code: 'NOT_FOUND', message: 'a' },
          { code: 'ERP', message: 'b', field: 'x' },
        ],
      },
    },
  ],
});

describe('UserError', () => {
  it('answers a listed code as is and a code the enum no longer lists as WORKFLOW_FAILED, keeping the answer whole', async () => {
    const result = await graphql({ schema, source: '{ errors { code message field } }' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.errors).toEqual([
      { code: 'NOT_FOUND', message: 'a', field: null },
      { code: 'WORKFLOW_FAILED', message: 'b', field: 'x' },
    ]);
  });

  it('turns field problems into one BAD_USER_INPUT error per field', () => {
    expect(inputErrors([{ field: 'cnpj', message: 'CNPJ inválido' }])).toEqual([{ code: 'BAD_USER_INPUT', message: 'CNPJ inválido', field: 'cnpj' }]);
  });
});
