// Enforces @policy(page, action), @signedIn and @public by wrapping field resolvers (schema transform), so the
// check runs before any resolver code: a denied call never reaches an upstream. On Query and Mutation a refusal is
// an error (UNAUTHENTICATED, FORBIDDEN); on the fields of other types (field rules, e.g. Customer.email for users
// without the 'cliente' page) it is a plain null, so that lists stay whole and the web simply has nothing to show.
import { defaultFieldResolver, GraphQLError, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { Page, PolicyAction } from '../generated/resolvers-types';
import type { Context } from '../context';
import { forbidden, isAllowed } from './policy';
import { inputChecker } from './input-limits';

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

/** Whether the context passes the guard, without throwing (field rules on nested types). */
export function passesGuard(guard: Guard, context: Pick<Context, 'session'>): boolean {
  if (guard.kind === 'public') return true;
  if (!context.session) return false;
  return guard.kind === 'signedIn' || isAllowed(context.session.type, guard.page, guard.action);
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Guarded fields of other types (field rules: Customer.email, Order.picker, ...) that are non-null: a refused
 * field answers null without an error (a list of orders stays whole for a user who may not see one column), so
 * such a field must be nullable. The schema test demands none.
 */
export function nonNullFieldRules(schema: GraphQLSchema): string[] {
  const wrong: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || ROOT_TYPES.has(type.name) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (guardOf(schema, field).length && isNonNullType(field.type)) wrong.push(`${type.name}.${field.name}`);
    }
  }
  return wrong;
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

/** Wraps every guarded field, and every field taking text, so guards then input limits run before the resolver. */
export function applyGuards(schema: GraphQLSchema): GraphQLSchema {
  const limitsOf = inputChecker(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const guards = guardOf(schema, field);
      const owner = schema.getType(typeName) as GraphQLObjectType;
      const checkInput = limitsOf(owner.getFields()[fieldName]);
      if (guards.length === 0 && !checkInput) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      if (!ROOT_TYPES.has(typeName)) {
        return {
          ...field,
          resolve: (source, args, context: Context, info) => {
            if (!guards.every((guard) => passesGuard(guard, context))) return null;
            checkInput?.(args);
            return resolve(source, args, context, info);
          },
        };
      }
      return {
        ...field,
        resolve: (source, args, context: Context, info) => {
          for (const guard of guards) checkGuard(guard, context);
          checkInput?.(args);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
