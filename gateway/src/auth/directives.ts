// Enforces @policy(page, action), @signedIn and @public by wrapping field resolvers (schema transform), so the
// check runs before any resolver code: a denied call never reaches an upstream. On Query, Mutation and Subscription
// (before the subscription starts) a refusal is an error (UNAUTHENTICATED, FORBIDDEN); on the fields of other types
// (field rules, e.g. Customer.email for users without the 'cliente' page) it is a plain null, so that lists stay
// whole and the web simply has nothing to show.
import {
  defaultFieldResolver,
  GraphQLError,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import type { Page, PolicyAction } from '../generated/resolvers-types';
import type { Context } from '../context';
import { callerMay, forbidden, isAllowed, USER_TYPES, type PolicyCaller, type UserType } from './policy';
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

/**
 * A key on a field that is a person's (@signedIn: their sessions, search, upload tickets; the public mutations:
 * login, logout, a password reset): FORBIDDEN, saying why rather than a bare 'Acesso negado.'.
 */
export const KEY_NOT_A_PERSON = 'Uma chave de integração não é uma pessoa: este campo é só de quem entra no painel com matrícula e senha.';

function keyNotAPerson(): GraphQLError {
  return new GraphQLError(KEY_NOT_A_PERSON, { extensions: { code: 'FORBIDDEN' } });
}

/** Whether the context passes the guard, without throwing (field rules on nested types). */
export function passesGuard(guard: Guard, context: Pick<Context, 'session'>): boolean {
  if (guard.kind === 'public') return true;
  if (!context.session) return false;
  // A key is no person: fields open to anyone signed in (search, upload tickets, ...) are not for it.
  if (guard.kind === 'signedIn') return !context.session.integration;
  return callerMay(context.session, guard.page, guard.action);
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

/**
 * Whether a field's resolver may run for this context: false answers null (a refused field of a nested type: every
 * guard must pass, as passesGuard says); on a root field a refusal throws (UNAUTHENTICATED without a session, else
 * FORBIDDEN), and a refused input throws. What does not depend on the request is worked out once per schema:
 * whether a session is needed, and for each user type whether every policy guard lets it through.
 */
export type FieldCheck = (args: Record<string, unknown>, context: Pick<Context, 'session'>) => boolean;

function guardCheck(guards: readonly Guard[], root: boolean): ((context: Pick<Context, 'session'>) => boolean) | null {
  if (!guards.some((guard) => guard.kind !== 'public')) return null;
  const policies = guards.filter((guard): guard is Extract<Guard, { kind: 'policy' }> => guard.kind === 'policy');
  const everyPolicy = (type: UserType) => policies.every((guard) => isAllowed(type, guard.page, guard.action));
  const allowedByType: Array<boolean | undefined> = [];
  for (const type of USER_TYPES) allowedByType[type] = everyPolicy(type);
  // A person's answer is the one worked out for their type; an integration key is no user type: its own page set
  // decides, and a field with no page guard (signedIn only) is refused to it.
  const keyMay = (caller: PolicyCaller) => policies.length > 0 && policies.every((guard) => callerMay(caller, guard.page, guard.action));
  const allowed = (caller: PolicyCaller) => (caller.integration ? keyMay(caller) : (allowedByType[caller.type] ?? everyPolicy(caller.type)));
  if (root) {
    return (context) => {
      const session = context.session;
      if (!session) throw notSignedIn();
      if (!allowed(session)) throw session.integration && policies.length === 0 ? keyNotAPerson() : forbidden();
      return true;
    };
  }
  return (context) => {
    const session = context.session;
    return session !== null && session !== undefined && allowed(session);
  };
}

function refuseKeys(context: Pick<Context, 'session'>): boolean {
  if (context.session?.integration) throw keyNotAPerson();
  return true;
}

/** The check every call of a field runs before its resolver (see FieldCheck), or null when it has none. */
export function fieldChecks(schema: GraphQLSchema): (typeName: string, field: GraphQLField<unknown, unknown>) => FieldCheck | null {
  const limitsOf = inputChecker(schema);
  return (typeName, field) => {
    const root = ROOT_TYPES.has(typeName);
    // Public mutations (login, logout, a password reset) are a person's: an integration key cannot log in nor
    // change a password.
    const guard = guardCheck(guardOf(schema, field), root) ?? (typeName === 'Mutation' ? refuseKeys : null);
    const checkInput = limitsOf(field);
    if (!guard) {
      return (
        checkInput &&
        ((args) => {
          checkInput(args);
          return true;
        })
      );
    }
    if (!checkInput) return (_args, context) => guard(context);
    return (args, context) => {
      if (!guard(context)) return false;
      checkInput(args);
      return true;
    };
  };
}

/**
 * Wraps every guarded field, and every field taking text, so guards then input limits run before the resolver. A
 * Subscription field's `subscribe` (graphql-js calls it once, before any event) is wrapped the same way, so a
 * refused subscription never starts: the same codes as Query and Mutation (UNAUTHENTICATED, FORBIDDEN,
 * BAD_USER_INPUT). Its `resolve` (each event) stays wrapped too. Integration keys are turned away earlier, when
 * their socket connects (live/socket.ts, 4403).
 */
export function applyGuards(schema: GraphQLSchema): GraphQLSchema {
  const checkOf = fieldChecks(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const owner = schema.getType(typeName) as GraphQLObjectType;
      const check = checkOf(typeName, owner.getFields()[fieldName]);
      if (!check) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const guarded = {
        ...field,
        resolve: (source: unknown, args: Record<string, unknown>, context: Context, info: GraphQLResolveInfo) =>
          check(args, context) ? resolve(source, args, context, info) : null,
      };
      if (typeName !== schema.getSubscriptionType()?.name) return guarded;
      const subscribe = field.subscribe ?? defaultFieldResolver;
      return {
        ...guarded,
        // A root check throws on a refusal; it never answers false.
        subscribe: (source: unknown, args: Record<string, unknown>, context: Context, info: GraphQLResolveInfo) =>
          check(args, context) ? subscribe(source, args, context, info) : null,
      };
    },
  });
}
