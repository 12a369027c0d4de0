import { describe, expect, it } from 'vitest';
import { graphql } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildSchema, loadTypeDefs } from '../schema';
import { applyGuards, unguardedRootFields } from './directives';
import type { Session } from './session';
import type { UserType } from './policy';

describe('schema check', () => {
  it('every Query and Mutation field carries exactly one of @policy, @signedIn, @public', () => {
    expect(unguardedRootFields(buildSchema())).toEqual([]);
  });

  it('finds a field without a directive (so the check above can fail)', () => {
    const schema = makeExecutableSchema({
      typeDefs: [...loadTypeDefs(), 'extend type Query { leaky: Int }', 'extend type Mutation { twice: Int @public @signedIn }'],
    });
    expect(unguardedRootFields(schema)).toEqual(['Query.leaky', 'Mutation.twice']);
  });
});

describe('guards', () => {
  const calls: string[] = [];
  const schema = applyGuards(
    makeExecutableSchema({
      typeDefs: [
        ...loadTypeDefs(),
        `extend type Query {
          staff: Int @policy(page: funcionario)
          statusChange: Int @policy(page: pedido, action: CHANGE_ORDER_STATUS)
          mine: Int @signedIn
        }`,
      ],
      resolvers: {
        Query: {
          ok: () => true,
          staff: () => (calls.push('staff'), 1),
          statusChange: () => (calls.push('statusChange'), 2),
          mine: () => (calls.push('mine'), 3),
        },
      },
    }),
  );

  const run = async (query: string, type: UserType | null) => {
    const session = type === null ? null : ({ type, branch: 17 } as Session);
    const result = await graphql({ schema, source: query, contextValue: { session } });
    return { data: result.data, codes: result.errors?.map((e) => e.extensions.code), messages: result.errors?.map((e) => e.message) };
  };

  it('lets public fields through without a session', async () => {
    expect((await run('{ ok }', null)).data).toEqual({ ok: true });
  });

  it('refuses guarded fields without a session, before the resolver runs', async () => {
    calls.length = 0;
    const result = await run('{ staff mine }', null);
    expect(result.codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(calls).toEqual([]);
  });

  it('applies the page and action matrix', async () => {
    calls.length = 0;
    expect((await run('{ staff }', 1)).data).toEqual({ staff: 1 });
    const denied = await run('{ staff }', 2);
    expect(denied.codes).toEqual(['FORBIDDEN']);
    expect(denied.messages).toEqual(['Acesso negado.']);
    expect((await run('{ statusChange }', 3)).data).toEqual({ statusChange: 2 });
    expect((await run('{ statusChange }', 4)).codes).toEqual(['FORBIDDEN']);
    expect((await run('{ statusChange }', 2)).codes).toEqual(['FORBIDDEN']);
    expect((await run('{ mine }', 6)).data).toEqual({ mine: 3 });
    expect(calls).toEqual(['staff', 'statusChange', 'mine']);
  });
});
