// Enforces @policy(page, action), @signedIn and @public by wrapping field resolvers (schema transform), so the
// check runs before any resolver code: a denied call never reaches an upstream.
import { defaultFieldResolver, GraphQLError, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { Page, PolicyAction } from '../generated/resolvers-types';
import type { Context } from '../context';
import { forbidden, isAllowed } from './policy';

export type Guard = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'policy'; page: Page; action?: PolicyAction };

export function guardOf(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): Guard[] {
  const guards: Guard[] = [];
  if (getDirective(schema, field, 'public')?.length) guards.push({ kind: 'public' });
  if (getDirective(schema, field, 'signedIn')?.length) guards.push({ kind: 'signedIn' });
  for (const args of getDirective(schema, field, 'policy') ?? []) {
    guards.push({ kind: 'policy', page: args.page as Page, action: (args.action ?? undefined) as PolicyAction });
  }
  return guards;
}

export function notSignedIn(): GraphQLError {
  return new GraphQLError('Sessão encerrada ou inexistente. Faça login novamente.', {
    extensions: { code: 'UNAUTHENTICATED' },
  });
}

/** Throws unless the context passes the guard. */
export function checkGuard(guard: Guard, context: Pick<Context, 'session'>): void {
  if (guard.kind === 'public') return;
  const session = context.session;
  if (!session) throw notSignedIn();
  if (guard.kind === 'policy' && !isAllowed(session.type, guard.page, guard.action)) throw forbidden();
}

/** Root fields (Query, Mutation, Subscription) without exactly one guard: the schema test demands none. */
export function unguardedRootFields(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const guards = guardOf(schema, field);
      if (guards.length !== 1) missing.push(`${root.name}.${field.name}`);
    }
  }
  return missing;
}

export function applyGuards(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const guards = guardOf(schema, field);
      if (guards.length === 0) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, context: Context, info) => {
          for (const guard of guards) checkGuard(guard, context);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
