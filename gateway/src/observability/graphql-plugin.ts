// The Apollo plugin of the observability: names the request's GraphQL operation (a bounded label, labels.ts),
// says how it ended (ok, user_error: only errors the caller caused, error: anything internal or upstream), and with
// tracing on wraps the operation in a span that upstream calls of its resolvers hang under. server.ts records
// the request's metrics once the answer is written. One static listener: no allocation per request.
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '../context';
import { operationLabel } from './labels';
import type { GraphqlOutcome } from './request-scope';

/** Codes of failures that are not the caller's: an internal error, an upstream that failed or timed out. */
const SERVER_SIDE = new Set([
  'INTERNAL_SERVER_ERROR',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
  'SHUTTING_DOWN',
  'STORE_UNAVAILABLE',
  'REQUEST_TIMEOUT',
]);

export function outcomeOf(errors: readonly GraphQLFormattedError[] | undefined): GraphqlOutcome {
  if (!errors?.length) return 'ok';
  for (const error of errors) {
    const code = error.extensions?.code;
    if (typeof code !== 'string' || SERVER_SIDE.has(code)) return 'error';
  }
  return 'user_error';
}

const listener: GraphQLRequestListener<Context> = {
  async didResolveOperation({ contextValue, operationName }) {
    const scope = contextValue.scope;
    // A tool's (integration key's) own operation names are registered, a bounded few (labels.ts).
    if (scope) scope.operation = operationLabel(operationName, true, contextValue.session?.integration !== undefined);
  },
  async willSendResponse({ contextValue, response }) {
    const scope = contextValue.scope;
    if (!scope) return;
    scope.operation ??= operationLabel(undefined, false);
    scope.outcome = outcomeOf(response.body.kind === 'single' ? response.body.singleResult.errors : undefined);
    if (scope.operationSpan) scope.tracing?.endOperation(scope.operationSpan, scope.operation, scope.outcome);
  },
};

export const observabilityPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart({ contextValue }) {
    const scope = contextValue.scope;
    if (scope?.tracing) {
      scope.operationSpan = scope.tracing.startOperation(scope.span);
      scope.span = scope.operationSpan;
    }
    return listener;
  },
};
