// GraphQL subscriptions over WebSocket on /graphql (the graphql-ws protocol, what Apollo Client's GraphQLWsLink
// speaks), sharing the gateway's node:http server: an upgrade of /graphql becomes a socket; POST /graphql stays
// Apollo's. Every operation runs through the SAME schema as HTTP (buildSchema + applyGuards: @policy, field rules
// and input limits guard every field of every event), after the same parse limit and cost check. Close codes:
// 4401 without a session (or when it ends: logout, deactivation, idle or absolute limit, on any instance), 4403
// for an integration key or a refused caller; a subscription the policy refuses gets an error message (FORBIDDEN).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createSourceEventStream, execute, getOperationAST, GraphQLError, Kind, parse, print, specifiedRules, validate } from 'graphql';
import type { DocumentNode, ExecutionArgs, ExecutionResult, FormattedExecutionResult, FragmentDefinitionNode, GraphQLSchema } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { Context, type GatewayServices } from '../context';
import { checkCost } from '../query-cost';
import { withoutSuggestions } from '../client-errors';
import { setOpenSockets } from '../observability/metrics';
import { SHARED_UPSTREAMS } from '../events/shared-upstreams';
import type { Upstreams } from '../upstreams/clients';
import { socketContext } from './handshake';
import { mapStream } from './map-stream';
import { SharedFrames } from './shared-frames';
import { SharedResults } from './shared-results';
import { SessionSockets } from './session-sockets';
import { LIVE_CLOSE } from './texts';
import { FanOutGate, LIVE_LIMIT_CLOSE, liveLimits, MessageBudget, tooManySubscriptions, type LiveLimits } from './limits';

export interface LiveSocketOptions {
  services: GatewayServices;
  schema: GraphQLSchema;
  production: boolean;
  /** How often open sockets' sessions are checked for the idle and absolute limits (default 60 s). */
  sessionCheckMs?: number;
  /** Whether the gateway is draining (new sockets are turned away). */
  draining(): boolean;
  /** Sockets per session, subscriptions per socket, message rate (limits.ts; defaults DEFAULT_LIVE_LIMITS). */
  limits?: Partial<LiveLimits>;
}

export interface LiveSocketServer {
  /** Open sockets (observability). */
  readonly size: number;
  close(): Promise<void>;
}

const MAX_TOKENS = 10_000;
const MAX_MESSAGE_BYTES = 64 * 1024;
const isGraphqlPath = (url: string | undefined) => /^\/graphql\/?(\?|$)/.test(url ?? '/');

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  return fragments;
}

const refuse = (message: string, code = 'BAD_REQUEST') => [new GraphQLError(message, { extensions: { code } })];

const INTERNAL = { message: 'Erro interno. Tente novamente.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };

/**
 * An event's errors as the client sees them, as HTTP answers them (apollo.ts formatError): the gateway's own
 * refusals and upstream failures keep their code and text; anything else (a bug) is logged, and in production its
 * text is replaced.
 */
export function formatLiveResult(result: ExecutionResult, services: GatewayServices, production: boolean): FormattedExecutionResult {
  if (!result.errors?.length) return result as FormattedExecutionResult;
  const errors = result.errors.map((error) => {
    const own = error.toJSON();
    if (typeof error.extensions?.code === 'string') return own;
    services.log.error('live event failed', { message: error.message, path: error.path?.join('.'), stack: error.originalError?.stack });
    return production ? { ...INTERNAL, path: own.path } : { ...own, extensions: { ...own.extensions, code: 'INTERNAL_SERVER_ERROR' } };
  });
  return { ...(result as FormattedExecutionResult), errors };
}

/** A validation error without graphql-js's schema hints, as HTTP answers it in production (client-errors.ts). */
function hideSuggestions(error: GraphQLError): GraphQLError {
  const message = withoutSuggestions(error.message);
  return message === error.message ? error : new GraphQLError(message, { nodes: error.nodes, extensions: error.extensions });
}

/** A subscription document's validation errors as the socket answers them: without schema hints in production. */
export function liveValidationErrors(errors: readonly GraphQLError[], production: boolean): readonly GraphQLError[] {
  return production ? errors.map(hideSuggestions) : errors;
}

/** An event's own context: the subscriber's session, the burst's shared upstream clients (SHARED_UPSTREAMS). */
function eventContext(base: Context, event: unknown): Context {
  const shared = (event as { [SHARED_UPSTREAMS]?: Upstreams } | null)?.[SHARED_UPSTREAMS];
  if (!shared) return base;
  return new Context(
    base.requestId,
    base.services.now(),
    base.session,
    base.secure,
    shared,
    base.services,
    [],
    base.clientAddress,
    base.cookieHeader,
    base.userAgent,
  );
}

/** What makes two subscriptions' answers to one event the same: the session, the operation and its variables. */
function answerKey(args: ExecutionArgs): string | null {
  const session = (args.contextValue as Context).session;
  if (!session) return null;
  return JSON.stringify([session.id, args.operationName ?? null, print(args.document), args.variableValues ?? null]);
}

/**
 * Each event's selection resolved in the fan-out's turn (limits.ts FanOutGate), never all subscribers at once, and
 * once per session and operation (shared-results.ts): the other subscriptions of the session reuse that answer.
 */
function subscriber(gate: FanOutGate, shared: SharedResults) {
  return async (args: ExecutionArgs) => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const key = answerKey(args);
    return mapStream(stream, (event) =>
      gate.run(() => shared.answer(event, key, () => execute({ ...args, rootValue: event, contextValue: eventContext(args.contextValue as Context, event) }))),
    );
  };
}

export function attachLiveSockets(server: Server, options: LiveSocketOptions): LiveSocketServer {
  const { services, schema } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sessions = new SessionSockets(services, options.sessionCheckMs ?? 60_000);
  const limits = liveLimits(options.limits);
  const gate = new FanOutGate();
  const shared = new SharedResults();
  const frames = new SharedFrames();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isGraphqlPath(req.url)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (options.draining()) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      frames.attach(ws, socket);
      wss.emit('connection', ws, req);
    });
  };
  server.on('upgrade', onUpgrade);
  // The open-sockets gauge of /metrics (the memory per socket of `bench live` is read against it).
  wss.on('connection', (ws: WebSocket) => {
    setOpenSockets(wss.clients.size);
    ws.once('close', () => setOpenSockets(wss.clients.size));
    // A client that floods its socket with messages (subscribe / complete in a loop) is closed, not served.
    const budget = new MessageBudget(limits.messagesPerSecond);
    ws.on('message', () => {
      if (!budget.take() && ws.readyState === ws.OPEN) ws.close(LIVE_LIMIT_CLOSE.tooManyMessages.code, LIVE_LIMIT_CLOSE.tooManyMessages.reason);
    });
  });

  const disposable = useServer<Record<string, unknown> | undefined, { sessionId: string }>(
    {
      schema,
      isProd: options.production,
      onConnect: async (ctx) => {
        const context = await socketContext(services, ctx.extra.request, ctx.connectionParams);
        const socket = ctx.extra.socket;
        // An integration key refused (revoked, expired, over its rate limit): what HTTP answers with its status.
        if ((context as { refusal?: unknown }).refusal) {
          socket.close(LIVE_CLOSE.forbidden.code, LIVE_CLOSE.forbidden.reason);
          return false;
        }
        const session = context.session;
        if (!session) {
          socket.close(LIVE_CLOSE.unauthenticated.code, LIVE_CLOSE.unauthenticated.reason);
          return false;
        }
        if ((session as { integration?: unknown }).integration) {
          socket.close(LIVE_CLOSE.integrationKey.code, LIVE_CLOSE.integrationKey.reason);
          return false;
        }
        if (sessions.count(session.id) >= limits.socketsPerSession) {
          socket.close(LIVE_LIMIT_CLOSE.tooManySockets.code, LIVE_LIMIT_CLOSE.tooManySockets.reason);
          return false;
        }
        ctx.extra.sessionId = session.id;
        sessions.add(session.id, socket);
        return true;
      },
      onClose: (ctx) => {
        if (ctx.extra.sessionId) sessions.remove(ctx.extra.sessionId, ctx.extra.socket);
      },
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws has already registered this one (as null) when it asks.
        if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerSocket)
          return refuse(tooManySubscriptions(limits.subscriptionsPerSocket), 'TOO_MANY_SUBSCRIPTIONS');
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: MAX_TOKENS });
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = validate(schema, document, specifiedRules);
        if (errors.length) return liveValidationErrors(errors, options.production);
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return refuse('Operação não encontrada no documento.');
        if (operation.operation !== 'subscription') return refuse(LIVE_CLOSE.onlySubscriptions);
        try {
          checkCost(schema, operation, fragmentsOf(document), payload.variables ?? undefined);
        } catch (error) {
          return [error as GraphQLError];
        }
        const contextValue = await socketContext(services, ctx.extra.request, ctx.connectionParams);
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      subscribe: subscriber(gate, shared),
      // Serialised once per shared answer (shared-frames.ts): the socket's send puts the bytes in place.
      onNext: (ctx, id, _payload, _args, result) =>
        frames.next(ctx.extra.socket, id, result, (answer) => formatLiveResult(answer, services, options.production)),
    },
    wss,
  );

  return {
    get size() {
      return wss.clients.size;
    },
    close: async () => {
      server.off('upgrade', onUpgrade);
      sessions.stop();
      for (const client of wss.clients) client.close(LIVE_CLOSE.restarting.code, LIVE_CLOSE.restarting.reason);
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const client of wss.clients as Set<WebSocket>) client.terminate();
    },
  };
}
