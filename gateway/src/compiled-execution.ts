// Compiled execution (graphql-jit) plugged into Apollo Server through its documented executor hook (the
// `gateway` option: load() hands Apollo the schema and an executor). Apollo still does everything else the same
// way: parsing and validation with their document cache, GraphQL Armor's rules, plugins, error formatting, HTTP.
//
// Why: graphql-js interprets the query tree field by field on every request (argument coercion, field
// collection, a completion step and often a promise per field); graphql-jit compiles each distinct document once
// into a plain function. On the open-orders page (5 orders, ~300 fields) execution was the largest share of the
// gateway's own CPU; see bench/README.md (`throughput`, `latency`) for the figures side by side.
//
// Introspection (Apollo Sandbox, codegen) runs on graphql-js: it is rare, and graphql-js is its reference.
import type { GatewayExecutor, GatewayInterface, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { execute, getVariableValues, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Compiled = CompiledQuery | ExecutionResult;

function selectsIntrospection(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some((s) => s.kind === 'Field' && s.name.value.startsWith('__') && s.name.value !== '__typename');
}

/** The executor: one compiled function per (document, operation name); Apollo reuses the DocumentNode of a query it has seen. */
export function compiledExecutor(schema: GraphQLSchema): GatewayExecutor {
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();
  const compile = (document: DocumentNode, operationName: string | undefined): Compiled => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let entry = byName.get(key);
    if (!entry) byName.set(key, (entry = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true })));
    return entry;
  };
  return async (requestContext: GatewayGraphQLRequestContext) => {
    const { document, operation, operationName, context: contextValue } = requestContext;
    const variables = requestContext.request.variables;
    if (operation.operation === 'subscription' || selectsIntrospection(operation)) {
      return execute({ schema, document, operationName, contextValue, variableValues: variables });
    }
    const query = compile(document, operationName ?? undefined);
    if (!isCompiledQuery(query)) return query; // a compile-time error, answered like graphql-js would
    const result = await query.query(undefined, contextValue, variables);
    // No data at all: the variables were refused before execution. graphql-js words those errors the way Apollo
    // recognises as the client's fault (400, BAD_USER_INPUT), so they are taken from it; only this path pays it.
    if (result.data === undefined || result.data === null) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
      if (coerced.errors) return { errors: coerced.errors };
    }
    return result;
  };
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
