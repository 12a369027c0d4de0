// Apollo Server setup: schema, GraphQL Armor limits, the request cost limit (query-cost.ts), CSRF prevention,
// landing page and introspection outside production only, session activity on mutations, and error formatting
// that never leaks internals and gives client errors their code (client-errors.ts).
import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Context } from './context';
import { compiledGateway } from './compiled-execution';
import { clientRefusal, persistedQueryRefusal, STORE_UNAVAILABLE_ERROR, withoutSuggestions } from './client-errors';
import { checkCost } from './query-cost';
import { UpstreamWords } from './upstreams/errors';
import { sandboxLandingPage } from './sandbox-examples';
import { observabilityPlugin } from './observability/graphql-plugin';
import { REQUEST_TIMEOUT_ERROR } from './request-deadline';

/** How operations run: compiled by graphql-jit (default), or interpreted by graphql-js (the fallback switch). */
export type ExecutionMode = 'compiled' | 'graphql-js';

/** The document's fragments by name, made once per parsed document (Apollo reuses it for a query text it has seen). */
const fragmentsByDocument = new WeakMap<DocumentNode, Record<string, FragmentDefinitionNode>>();

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  let fragments = fragmentsByDocument.get(document);
  if (fragments) return fragments;
  fragments = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  fragmentsByDocument.set(document, fragments);
  return fragments;
}

/**
 * Subscriptions run over WebSocket on /graphql (live/socket.ts); one sent over HTTP is the client's mistake, answered
 * 400 before execution (graphql-js would throw inside execution, which Apollo reports as an internal error).
 */
function refuseSubscription(operation: OperationDefinitionNode): void {
  if (operation.operation !== 'subscription') return;
  throw new GraphQLError('Assinaturas (subscription) vão pelo WebSocket em /graphql (protocolo graphql-ws); por HTTP use query ou mutation.', {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });
}

/**
 * The gateway's own request hooks, in one listener shared by every request (Apollo calls each plugin's
 * requestDidStart and every hook of every listener on each request: one static listener costs no allocation):
 * - queries and mutations from a user make the session active again; queries alone do not (the web polls);
 * - subscriptions are refused (refuseSubscription);
 * - the cost limit with the request's variables, after validation and before anything runs (query-cost.ts);
 * - errors are logged (internal ones as errors, the client's at debug level);
 * - a request refused whole because the store is unreachable is answered 503 (willSendResponse).
 * The session is touched even when a check refuses the mutation, as when these were separate plugins.
 */
/** The service's own words behind an error, when the gateway told them in Portuguese (upstreams/errors.ts UpstreamWords). */
function serviceWords(error: GraphQLError): string | null {
  for (let cause: unknown = error.originalError, depth = 0; cause instanceof Error && depth < 4; depth++) {
    if (cause instanceof UpstreamWords) return cause.message;
    cause = (cause as GraphQLError).originalError;
  }
  return null;
}

const requestListener: GraphQLRequestListener<Context> = {
  async didResolveOperation({ operation, document, schema, request, contextValue: ctx }) {
    if (!operation) return;
    const session = operation.operation === 'mutation' ? ctx.session : null;
    const touched = session
      ? ctx.services.sessions.touch(session.id, ctx.now).then((done) => {
          if (done) session.lastActivityAt = ctx.now;
        })
      : undefined;
    try {
      refuseSubscription(operation);
      checkCost(schema, operation, fragmentsOf(document), request.variables);
    } catch (error) {
      touched?.catch(() => undefined);
      throw error;
    }
    await touched;
  },
  // A request that failed as a whole because the store lost its connection (the session's touch, a context read):
  // 503 with Retry-After, as the HTTP routes answer it, rather than Apollo's 500 for a request error.
  // A request whose upstream call its deadline refused just before expiry (request-deadline.ts) answers 504 as the
  // deadline itself does (http/routes/graphql.ts).
  async willSendResponse({ response }) {
    if (response.body.kind !== 'single') return;
    const { data, errors } = response.body.singleResult;
    if (data != null || !errors) return;
    if (errors.some((error) => error.extensions?.code === STORE_UNAVAILABLE_ERROR.extensions.code)) {
      response.http.status = 503;
      response.http.headers.set('retry-after', '1');
    } else if (errors.some((error) => error.extensions?.code === REQUEST_TIMEOUT_ERROR.extensions.code)) response.http.status = 504;
  },
  async didEncounterErrors({ errors, contextValue: ctx, operationName }) {
    for (const error of errors) {
      const code = error.extensions?.code ?? persistedQueryRefusal(error)?.code;
      // An upstream's words a person was told in Portuguese (upstreams/errors.ts) are for operators: logged here.
      const said = serviceWords(error);
      const details = { operationName, code, message: error.message, path: error.path?.join('.'), ...(said ? { upstreamSaid: said } : {}) };
      if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
        ctx.log.error('graphql error', { ...details, stack: error.originalError?.stack });
      } else if (said) ctx.log.warn('graphql error', details);
      else ctx.log.debug('graphql error', details);
    }
  },
};

const gatewayPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return requestListener;
  },
};

const MAX_TOKENS = 10_000;

export function createApollo(schema: GraphQLSchema, production: boolean, execution: ExecutionMode = 'compiled'): ApolloServer<Context> {
  const armor = new ApolloArmor({
    // Depth counts fields, not fragment spreads: the web's shared fragments (an address inside an order row
    // inside a payload) must not cost depth that the selection does not have.
    maxDepth: { n: 12, flattenFragments: true },
    maxAliases: { n: 15 },
    // Replaced by query-cost.ts (checked in requestListener), which counts the rows a list may answer and the upstream
    // calls its fields make (Armor's counts each field once).
    costLimit: { enabled: false },
    maxDirectives: { n: 50 },
    // Armor's token limit for Apollo re-parses every new document in a plugin hook, and its syntax errors escape
    // as 500s; graphql-js enforces the same limit while parsing (parseOptions below), answered as a 400.
    maxTokens: { enabled: false },
    // Suggestions help developers in Sandbox; in production they would map the schema for an attacker. Hidden in
    // formatError below: Armor's blocker assigns to error.message, which graphql-jit's errors do not allow (a
    // resolver's error became a 500 in production).
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  return new ApolloServer<Context>({
    ...(execution === 'compiled' ? { gateway: compiledGateway(schema) } : { schema }),
    ...protection,
    csrfPrevention: true,
    // server.ts closes Apollo with the HTTP server and the store, on main.ts's own SIGINT/SIGTERM handling. Apollo's
    // handlers would stop it a second time on the same signal and re-send the signal to the process.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    introspection: !production,
    plugins: [
      // Off on purpose. Cache control is installed by default and wraps every field resolver with a per-field
      // hook (measured: about a tenth of the gateway's CPU on the open-orders page) to compute a Cache-Control
      // header that http/routes/graphql.ts overrides with no-store anyway. The others only start with APOLLO_KEY set or a
      // federated schema; disabling them keeps an environment variable from changing the hot path.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ...protection.plugins,
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault(sandboxLandingPage()),
      gatewayPlugin,
      // The operation's metric label, outcome and span (observability/graphql-plugin.ts).
      observabilityPlugin,
    ],
    formatError: (formatted, error) => {
      const refusal = clientRefusal(formatted, error);
      if (refusal) return refusal;
      if (!production) return formatted;
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
        return { message: 'Erro interno. Tente novamente.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      const message = withoutSuggestions(formatted.message);
      return message === formatted.message ? formatted : { ...formatted, message };
    },
  });
}
