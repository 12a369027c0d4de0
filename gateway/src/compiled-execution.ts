// Compiled execution (graphql-jit) plugged into Apollo Server through its documented executor hook (the
// `gateway` option: load() hands Apollo the schema and an executor). Apollo still does everything else the same
// way: parsing and validation with their document cache, GraphQL Armor's rules, plugins, error formatting, HTTP.
//
// Why: graphql-js interprets the query tree field by field on every request (argument coercion, field
// collection, a completion step and often a promise per field); graphql-jit compiles each distinct document once
// into a plain function. On the open-orders page (5 orders, ~300 fields) execution was the largest share of the
// gateway's own CPU; see bench/README.md (`throughput`, `latency`) for the figures side by side.
//
// A document is compiled on its second use, not its first: compiling costs more than one interpreted run, and a
// stream of one-off documents (Sandbox experiments, or anyone posting distinct queries, signed in or not) should
// cost what graphql-js costs. The screens' documents repeat all day. Introspection (Apollo Sandbox, codegen)
// always runs on graphql-js: it is rare, and graphql-js is its reference.
import type { GatewayExecutor, GatewayInterface, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { execute, getVariableValues, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Compiled = CompiledQuery | ExecutionResult;

/** Uses of a document (per operation name) before it is compiled. */
export const COMPILE_ON_USE = 2;

function selectsIntrospection(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some((s) => s.kind === 'Field' && s.name.value.startsWith('__') && s.name.value !== '__typename');
}

/**
 * The executor: one compiled function per (document, operation name), from its second use. Apollo hands over the
 * same DocumentNode for a query text it has already parsed (its document cache), so a WeakMap on it follows that
 * cache's evictions.
 */
export function compiledExecutor(schema: GraphQLSchema): GatewayExecutor {
  const seen = new WeakMap<DocumentNode, Map<string, number | Compiled>>();
  /** The compiled query, or null while the document is still run by graphql-js. */
  const compiled = (document: DocumentNode, operationName: string | undefined): Compiled | null => {
    let byName = seen.get(document);
    if (!byName) seen.set(document, (byName = new Map()));
    const key = operationName ?? '';
    const entry = byName.get(key) ?? 0;
    if (typeof entry !== 'number') return entry;
    if (entry + 1 < COMPILE_ON_USE) {
      byName.set(key, entry + 1);
      return null;
    }
    const query = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
    byName.set(key, query);
    return query;
  };
  return async (requestContext: GatewayGraphQLRequestContext) => {
    const { document, operation, operationName, context: contextValue } = requestContext;
    const variables = requestContext.request.variables;
    // No operation could be chosen (unknown operationName, several operations and no name): graphql-js words
    // the error, and Apollo answers it as the client's (400).
    if (!operation) {
      return execute({ schema, document, operationName: requestContext.request.operationName, contextValue, variableValues: variables });
    }
    const query = operation.operation === 'subscription' || selectsIntrospection(operation) ? null : compiled(document, operationName ?? undefined);
    if (!query) return execute({ schema, document, operationName, contextValue, variableValues: variables });
    if (!isCompiledQuery(query)) return query; // a compile-time error, answered like graphql-js would
    const result = withExtensions(await query.query(undefined, contextValue, variables));
    // No data at all: the variables were refused before execution. graphql-js words those errors the way Apollo
    // recognises as the client's fault (400, BAD_USER_INPUT), so they are taken from it; only this path pays it.
    if (result.data === undefined || result.data === null) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
      if (coerced.errors) return { errors: coerced.errors };
    }
    return result;
  };
}

/**
 * graphql-jit wraps a resolver's error in its own GraphQLError, whose `extensions` is the thrown error's (undefined
 * for a plain Error) and can be neither written nor redefined; Apollo reads `extensions.code` before formatError
 * runs, so such an error became Apollo's English 'Internal server error' whatever formatError would have said (a
 * lost store connection, an unexpected bug in production). Each of those is given again as graphql-js's own error
 * over the same original error, path and locations, which always has extensions.
 */
function withExtensions(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((error) => !error.extensions)) return result;
  const errors = result.errors.map((error) => {
    if (error.extensions) return error;
    const again = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
    if (error.locations) Object.assign(again, { locations: error.locations });
    return again;
  });
  return { ...result, errors };
}

/** Apollo's gateway interface over a fixed schema: load once, never update. */
export function compiledGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    async load() {
      return { executor: compiledExecutor(schema) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
}
