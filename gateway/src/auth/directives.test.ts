import { describe, expect, it } from 'vitest';
import { GraphQLError, graphql, isObjectType, parse, subscribe, type ExecutionResult } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildSchema, loadTypeDefs } from '../schema';
import { applyGuards, fieldChecks, guardOf, KEY_NOT_A_PERSON, nonNullFieldRules, passesGuard, unguardedRootFields } from './directives';
import type { Session } from './session';
import { USER_TYPES, type UserType } from './policy';

describe('schema check', () => {
  it('every Query and Mutation field carries exactly one of @policy, @signedIn, @public', () => {
    expect(unguardedRootFields(buildSchema())).toEqual([]);
  });

  it('every field rule (a guard on a non-root field) is nullable, since a refusal answers null', () => {
    expect(nonNullFieldRules(buildSchema())).toEqual([]);
    const wrong = makeExecutableSchema({ typeDefs: [...loadTypeDefs(), 'extend type Customer { secret: Int! @policy(page: cliente) }'] });
    expect(nonNullFieldRules(wrong)).toEqual(['Customer.secret']);
  });

  it('finds a field without a directive (so the check above can fail)', () => {
    const schema = makeExecutableSchema({
      typeDefs: [...loadTypeDefs(), 'extend type Query { leaky: Int }', 'extend type Mutation { twice: Int @public @signedIn }'],
    });
    expect(unguardedRootFields(schema)).toEqual(['Query.leaky', 'Mutation.twice']);
  });
});

describe('field checks worked out per schema', () => {
  it('answer, for every guarded field, user type and no session, what the guards say one by one', () => {
    const schema = buildSchema();
    const checkOf = fieldChecks(schema);
    const outcome = (run: () => boolean) => {
      try {
        return run() ? 'runs' : 'null';
      } catch (error) {
        return String((error as GraphQLError).extensions?.code);
      }
    };
    let compared = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const root = ['Query', 'Mutation', 'Subscription'].includes(type.name);
      for (const field of Object.values(type.getFields())) {
        const guards = guardOf(schema, field);
        if (!guards.length) continue;
        const check = checkOf(type.name, field);
        for (const session of [null, ...USER_TYPES.map((t) => ({ type: t, branch: 17 }) as Session), { type: 9, branch: null } as unknown as Session]) {
          const context = { session };
          const expected = guards.every((guard) => passesGuard(guard, context)) ? 'runs' : !root ? 'null' : session ? 'FORBIDDEN' : 'UNAUTHENTICATED';
          // Arguments left out: text limits pass on missing values, so only the guards decide here.
          expect(`${type.name}.${field.name} ${session?.type ?? 'none'}: ${check ? outcome(() => check({}, context)) : 'runs'}`).toBe(
            `${type.name}.${field.name} ${session?.type ?? 'none'}: ${expected}`,
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
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

  it("refuses an integration key a person's field (@signedIn) saying why, before the resolver runs", async () => {
    calls.length = 0;
    const integration = { keyId: 'k', name: 'BI', pages: new Set(['funcionario']) };
    const session = { type: 1, branch: null, integration } as unknown as Session;
    const result = await graphql({ schema, source: '{ mine }', contextValue: { session } });
    expect(result.errors?.map((e) => [e.extensions.code, e.message])).toEqual([['FORBIDDEN', KEY_NOT_A_PERSON]]);
    expect((await graphql({ schema, source: '{ staff }', contextValue: { session } })).data).toEqual({ staff: 1 });
    expect(calls).toEqual(['staff']);
  });
});

describe('subscription guards', () => {
  const subscribed: string[] = [];
  const schema = applyGuards(
    makeExecutableSchema({
      typeDefs: [...loadTypeDefs(), 'extend type Subscription { staffFeed(note: String): Int! @policy(page: funcionario) }'],
      resolvers: {
        Subscription: {
          staffFeed: {
            subscribe: async function* () {
              subscribed.push('staffFeed');
              yield { staffFeed: 1 };
            },
          },
        },
      },
    }),
  );
  const start = async (type: UserType | null, variableValues?: Record<string, unknown>) => {
    const session = type === null ? null : ({ type, branch: 17 } as Session);
    const document = parse('subscription($note: String) { staffFeed(note: $note) }');
    return subscribe({ schema, document, variableValues, contextValue: { session } });
  };
  const codes = (result: Awaited<ReturnType<typeof start>>) => (result as ExecutionResult).errors?.map((e) => [e.extensions.code, e.message]);

  it('refuses a user without the page, and nobody signed in, before `subscribe` runs', async () => {
    subscribed.length = 0;
    expect(codes(await start(2))).toEqual([['FORBIDDEN', 'Acesso negado.']]);
    expect(codes(await start(7))).toEqual([['FORBIDDEN', 'Acesso negado.']]);
    expect(codes(await start(null))).toEqual([['UNAUTHENTICATED', 'Sessão encerrada ou inexistente. Faça login novamente.']]);
    expect(codes(await start(1, { note: 'x'.repeat(201) }))).toEqual([['BAD_USER_INPUT', 'O campo "note" aceita no máximo 200 caracteres.']]);
    expect(subscribed).toEqual([]);
  });

  it('lets a user with the page subscribe and receive the events', async () => {
    const stream = (await start(1)) as AsyncGenerator<ExecutionResult>;
    expect((await stream.next()).value).toEqual({ data: { staffFeed: 1 } });
    expect(subscribed).toEqual(['staffFeed']);
    await stream.return(undefined);
  });
});

describe('field rules and input limits', () => {
  const calls: string[] = [];
  const schema = applyGuards(
    makeExecutableSchema({
      typeDefs: [
        ...loadTypeDefs(),
        `type Secretive { open: Int secret: Int @policy(page: cliente) }
        input Deep { names: [String!] note: String @maxLength(n: 500) }
        extend type Query {
          secretive: Secretive @signedIn
          echo(text: String, deep: Deep, id: ID): Int @signedIn
        }`,
      ],
      resolvers: {
        Query: { secretive: () => ({ open: 1, secret: 2 }), echo: () => (calls.push('echo'), 1) },
      },
    }),
  );
  const run = async (source: string, type: UserType, variableValues?: Record<string, unknown>) => {
    const result = await graphql({ schema, source, variableValues, contextValue: { session: { type, branch: 17 } as Session } });
    return { data: result.data, errors: result.errors?.map((e) => [e.extensions.code, e.message]) };
  };

  it('a refused nested field answers null without an error', async () => {
    expect(await run('{ secretive { open secret } }', 1)).toEqual({ data: { secretive: { open: 1, secret: 2 } }, errors: undefined });
    expect(await run('{ secretive { open secret } }', 4)).toEqual({ data: { secretive: { open: 1, secret: null } }, errors: undefined });
  });

  it('refuses long or control-character text anywhere in the arguments before the resolver', async () => {
    calls.length = 0;
    const echo = 'query($t: String, $d: Deep, $i: ID) { echo(text: $t, deep: $d, id: $i) }';
    expect((await run(echo, 1, { t: 'x'.repeat(200), d: { names: ['a'], note: 'a\nb'.repeat(100) } })).data).toEqual({ echo: 1 });
    expect((await run(echo, 1, { t: 'x'.repeat(201) })).errors).toEqual([['BAD_USER_INPUT', 'O campo "text" aceita no máximo 200 caracteres.']]);
    expect((await run(echo, 1, { d: { names: ['ok', 'a\u0000'] } })).errors).toEqual([
      ['BAD_USER_INPUT', 'O campo "deep.names.1" contém caracteres de controle, que não são aceitos.'],
    ]);
    expect((await run(echo, 1, { d: { note: 'x'.repeat(501) } })).errors?.[0][1]).toBe('O campo "deep.note" aceita no máximo 500 caracteres.');
    expect((await run(echo, 1, { t: 'tab\there' })).errors?.[0][0]).toBe('BAD_USER_INPUT');
    expect((await run(echo, 1, { i: '\u007f' })).errors?.[0][0]).toBe('BAD_USER_INPUT');
    expect(calls).toEqual(['echo']);
  });
});
