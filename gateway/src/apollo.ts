// Apollo Server setup: schema, GraphQL Armor limits, the request cost limit (query-cost.ts), CSRF prevention,
// landing page and introspection outside production only, session activity on mutations, and error formatting
// that never leaks internals and gives client errors their code (client-errors.ts).
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, type FragmentDefinitionNode, type GraphQLSchema } from 'graphql';
import type { Context } from './context';
import { compiledGateway } from './compiled-execution';
import { clientRefusal, persistedQueryRefusal } from './client-errors';
import { checkCost } from './query-cost';
import { sandboxLandingPage } from './sandbox-examples';

/** How operations run: compiled by graphql-jit (default), or interpreted by graphql-js (the fallback switch). */
export type ExecutionMode = 'compiled' | 'graphql-js';

/** Queries and mutations from a user make the session active again; queries alone do not (the web polls). */
const activityPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue: ctx }) {
        if (operation?.operation !== 'mutation' || !ctx.session) return;
        if (await ctx.services.sessions.touch(ctx.session.id, ctx.now)) ctx.session.lastActivityAt = ctx.now;
      },
    };
  },
};

/**
 * The schema has no Subscription type: a subscription is the client's mistake, answered 400 before execution
 * (graphql-js would throw inside execution, which Apollo reports as an internal error).
 */
const noSubscriptionsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError('Este serviço não oferece assinaturas (subscription); use query ou mutation.', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      },
    };
  },
};

/** The cost limit with the request's variables, after validation and before anything runs (query-cost.ts). */
const costPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, document, schema, request }) {
        if (!operation) return;
        const fragments: Record<string, FragmentDefinitionNode> = {};
        for (const definition of document.definitions) {
          if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
        }
        checkCost(schema, operation, fragments, request.variables);
      },
    };
  },
};

const loggingPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue: ctx, operationName }) {
        for (const error of errors) {
          const code = error.extensions?.code ?? persistedQueryRefusal(error)?.code;
          const details = { operationName, code, message: error.message, path: error.path?.join('.') };
          if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
            ctx.log.error('graphql error', { ...details, stack: error.originalError?.stack });
          } else ctx.log.debug('graphql error', details);
        }
      },
    };
  },
};

const MAX_TOKENS = 10_000;

export function createApollo(schema: GraphQLSchema, production: boolean, execution: ExecutionMode = 'compiled'): ApolloServer<Context> {
  const armor = new ApolloArmor({
    // Depth counts fields, not fragment spreads: the web's shared fragments (an address inside an order row
    // inside a payload) must not cost depth that the selection does not have.
    maxDepth: { n: 12, flattenFragments: true },
    maxAliases: { n: 15 },
    // Replaced by costPlugin, which counts the rows a list may answer (Armor's counts each field once).
    costLimit: { enabled: false },
    maxDirectives: { n: 50 },
    // Armor's token limit for Apollo re-parses every new document in a plugin hook, and its syntax errors escape
    // as 500s; graphql-js enforces the same limit while parsing (parseOptions below), answered as a 400.
    maxTokens: { enabled: false },
    // Suggestions help developers in Sandbox; in production they would map the schema for an attacker.
    blockFieldSuggestion: { enabled: production },
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
      // header that server.ts overrides with no-store anyway. The others only start with APOLLO_KEY set or a
      // federated schema; disabling them keeps an environment variable from changing the hot path.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ...protection.plugins,
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault(sandboxLandingPage()),
      noSubscriptionsPlugin,
      costPlugin,
      activityPlugin,
      loggingPlugin,
    ],
    formatError: (formatted, error) => {
      const refusal = clientRefusal(formatted, error);
      if (refusal) return refusal;
      if (production && formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
        return { message: 'Erro interno. Tente novamente.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      return formatted;
    },
  });
}
