// What a route of the gateway's HTTP server is (http/router.ts matches them, server.ts lists them).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayServices } from '../context';
import type { RequestScope } from '../observability/request-scope';
import { scopedServices } from '../observability/scoped-services';

/** The request as the router hands it on: its parsed URL and its scope (request id, span, deadline). */
export interface Routed {
  url: URL;
  scope: RequestScope;
}

/** Answers one request; a rejection is answered by the router (503 when the store is gone, else 500). */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, request: Routed) => Promise<void>;

export interface Route {
  /** The paths it answers, every method (find-my-way syntax: a trailing `*` takes the rest of the path). */
  paths: readonly string[];
  handle: RouteHandler;
  /** Still answered once the gateway drains (the orchestrator's probes, the metrics scrape); others get 503. */
  whileDraining?: boolean;
}

/** For routes without a GraphQL context (uploads, report files): a logger and upstream clients of the request. */
export function requestServices(services: GatewayServices, scope: RequestScope): GatewayServices {
  return scopedServices(services, scope, services.log.child({ requestId: scope.requestId }));
}
