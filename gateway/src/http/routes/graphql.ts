// GraphQL over HTTP on /graphql, every method (Apollo answers those it does not take), in this order: the request
// is turned away while draining; admission, before the body is read (past capacity a refusal costs next to
// nothing and the client hears it at once: 503 SERVER_BUSY with Retry-After, load-shedding.ts); the deadline runs
// from the request's arrival, its wait for a slot included (504 REQUEST_TIMEOUT, request-deadline.ts); the body,
// at most 1 MiB (413), parsed as JSON when a POST says so (400); the context (session, cookies) and an
// integration key's refusal; then Apollo (CSRF prevention, GraphQL Armor, the cost limit: apollo.ts), its answer
// with cookies, no-store and the security headers, compressed as the client accepts (compression.ts). The
// request's metrics are recorded once it is answered (its operation and outcome come from
// observability/graphql-plugin.ts). The WebSocket upgrade of /graphql is live/socket.ts's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { endCompressible } from '../../compression';
import { createContext, type Context, type GatewayServices } from '../../context';
import { SERVER_BUSY_ERROR, SHED_RETRY_AFTER_SECONDS, type ConcurrencyLimiter } from '../../load-shedding';
import { recordDeadlineHit, recordGraphqlRequest, recordShed } from '../../observability/metrics';
import type { RequestScope } from '../../observability/request-scope';
import { REQUEST_TIMEOUT_ERROR, RequestDeadline } from '../../request-deadline';
import { COMMON_SECURITY_HEADERS } from '../../security-headers';
import { drainingReply, jsonReply, requestError } from '../reply';
import type { RouteHandler } from '../route';

const MAX_BODY_BYTES = 1024 * 1024;

export interface GraphqlRouteOptions {
  apollo: ApolloServer<Context>;
  services: GatewayServices;
  limiter: ConcurrencyLimiter;
  /** This request's deadline, read when it arrives. */
  deadlineMs: () => number;
  draining(): boolean;
}

class BodyTooLarge extends Error {}

/** Events rather than `for await`: the async iterator costs a few promises per chunk on every request. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      req.resume(); // drain what is left so the 413 answer can be written
      reject(new BodyTooLarge());
    };
    req.on('data', onData);
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

/** What a request whose deadline passed reads, whatever its resolvers still wait on (they are let go, not awaited). */
function timedOut(res: ServerResponse) {
  if (res.headersSent || res.destroyed) return;
  recordDeadlineHit();
  jsonReply(res, 504, { errors: [REQUEST_TIMEOUT_ERROR] }, { 'cache-control': 'no-store' });
}

export function graphqlRoute({ apollo, services, limiter, deadlineMs, draining }: GraphqlRouteOptions): RouteHandler {
  const answer = async (req: IncomingMessage, res: ServerResponse, search: string) => {
    let raw: string;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof BodyTooLarge) return requestError(res, 413, 'Corpo da requisição grande demais.');
      throw error;
    }
    if (res.headersSent) return; // the deadline passed while the body arrived
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    let body: unknown = raw;
    if (req.method === 'POST' && /json/i.test(headers.get('content-type') ?? '')) {
      try {
        body = raw.trim() ? JSON.parse(raw) : undefined;
      } catch (error) {
        return requestError(res, 400, `JSON malformado: ${(error as Error).message}`);
      }
    }
    const context = await createContext(services, req);
    if (res.headersSent) return; // the deadline answered while the session was read
    const refused = context.refusal; // an integration key refused (revoked, expired, over its rate limit)
    if (refused) return jsonReply(res, refused.status, { errors: [{ message: refused.message, extensions: { code: refused.code } }] }, refused.headers);
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search, body },
      context: async () => context,
    });
    // The deadline answered first: what the execution made reaches nobody (a workflow it ran journaled its steps).
    if (res.headersSent) return;
    for (const [key, value] of result.headers) res.setHeader(key, value);
    if (context.cookies.length) res.setHeader('set-cookie', context.cookies);
    res.setHeader('cache-control', 'no-store');
    for (const [key, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(key, value);
    res.statusCode = result.status ?? 200;
    if (result.body.kind === 'complete') {
      endCompressible(req, res, result.body.string);
      return;
    }
    for await (const chunk of result.body.asyncIterator) res.write(chunk);
    res.end();
  };

  const admitted = async (req: IncomingMessage, res: ServerResponse, search: string, scope: RequestScope) => {
    if (draining()) return drainingReply(res);
    const admission = limiter.acquire();
    if (admission === false) {
      recordShed();
      return jsonReply(res, 503, { errors: [SERVER_BUSY_ERROR] }, { 'retry-after': String(SHED_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' });
    }
    const deadline = new RequestDeadline(deadlineMs(), () => timedOut(res));
    scope.deadline = deadline;
    try {
      if (admission !== true) await admission;
      // Answered meanwhile (the deadline passed in the queue) or the client went away: the slot goes to the next.
      if (res.headersSent || res.destroyed) return;
      await answer(req, res, search);
    } finally {
      deadline.end();
      limiter.release();
    }
  };

  return (req, res, { url, scope }) => {
    const started = performance.now();
    return admitted(req, res, url.search, scope).finally(() => recordGraphqlRequest(scope, res.statusCode, started));
  };
}
