// The request listener of the gateway's HTTP server: find-my-way matches the request's path to one of the routes
// server.ts lists, and everything around the route happens here, in this order: the URL is parsed (dot segments
// resolved), a draining gateway answers 503 unless the route still answers while draining, the request counts as
// in flight, its scope opens (request id, span), then the route runs and its failure is answered.
import type { IncomingMessage, ServerResponse } from 'node:http';
import FindMyWay from 'find-my-way';
import { isConnectionLoss } from '@painel/db/database';
import { STORE_UNAVAILABLE_ERROR } from '../client-errors';
import type { InFlight } from '../in-flight';
import type { Logger } from '../logger';
import { beginRequest, type RequestScope } from '../observability/request-scope';
import type { Tracing } from '../observability/tracing';
import { drainingReply, jsonReply } from './reply';
import type { Route, RouteHandler } from './route';

export interface RouterOptions {
  /** Answers every path no route takes (the web app). */
  otherwise: RouteHandler;
  draining(): boolean;
  inFlight: InFlight;
  tracing: Tracing | null;
  log: Logger;
}

/** find-my-way's handler slot: never called, the gateway calls the matched route (its store) itself. */
const matchedByStore = () => undefined;

/**
 * The path as find-my-way should compare it: find-my-way decodes percent escapes before matching, the gateway's
 * routes match the path as sent (`/%68ealthz` is a path of the web app, not /healthz), so each `%` is escaped once.
 */
const asSent = (pathname: string) => (pathname.includes('%') ? pathname.replaceAll('%', '%25') : pathname);

export function createRouter(routes: readonly Route[], options: RouterOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { draining, inFlight, tracing, log } = options;
  const router = FindMyWay();
  for (const route of routes) for (const path of route.paths) router.all(path, matchedByStore, route);
  const otherwise: Route = { paths: [], handle: options.otherwise };

  const failed = (res: ServerResponse, scope: RequestScope, path: string) => (error: unknown) => {
    // The store lost its connection (a restart, a failover): the request may be sent again in a moment.
    if (isConnectionLoss(error)) {
      log.warn('request failed: store unavailable', { requestId: scope.requestId, path, error: String(error) });
      if (!res.headersSent) jsonReply(res, 503, { errors: [STORE_UNAVAILABLE_ERROR] }, { 'retry-after': '1' });
      else res.destroy();
      return;
    }
    // The deadline answered the request already (http/routes/graphql.ts): its late failure is only logged.
    if (res.writableEnded && scope.deadline?.expired) {
      log.warn('request failed after its deadline', { requestId: scope.requestId, path, error: String(error) });
      return;
    }
    log.error('request failed', { requestId: scope.requestId, path, error: String((error as Error)?.stack ?? error) });
    if (!res.headersSent) jsonReply(res, 500, { errors: [{ message: 'Erro interno.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    else res.destroy();
  };

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const route = (router.find(req.method as FindMyWay.HTTPMethod, asSent(url.pathname))?.store as Route | undefined) ?? otherwise;
    // Once draining, a request that would do work is answered 503 before it runs (the balancer may send it to
    // another instance); the probes and the metrics still answer.
    if (draining() && !route.whileDraining) return drainingReply(res);
    inFlight.begin(res);
    const scope = beginRequest(req, res, tracing, url.pathname);
    route.handle(req, res, { url, scope }).catch(failed(res, scope, url.pathname));
  };
}
