// Per-request views of the gateway's services whose upstream clients carry the request's scope, so every call
// made through them sends its x-request-id (and traceparent) and hangs its span under the request's: the views
// share the clients' keep-alive agents, only `scope` differs. Resolvers that reach `ctx.services.connections`
// directly (login, password reset) get the same.
import type { GatewayServices } from '../context';
import type { HttpClient } from '../upstreams/http';
import type { UpstreamConnections } from '../upstreams/clients';
import type { Logger } from '../logger';
import type { RequestScope } from './request-scope';

const scoped = (client: HttpClient, scope: RequestScope): HttpClient => ({ ...client, scope });

export function scopedConnections(connections: UpstreamConnections, scope: RequestScope): UpstreamConnections {
  return {
    ...connections,
    productApi: scoped(connections.productApi, scope),
    erp: scoped(connections.erp, scope),
    loyalty: scoped(connections.loyalty, scope),
    push: scoped(connections.push, scope),
    storage: scoped(connections.storage, scope),
    sites: {
      resets: connections.sites.resets && scoped(connections.sites.resets, scope),
      refresh: connections.sites.refresh && { ...connections.sites.refresh, client: scoped(connections.sites.refresh.client, scope) },
    },
  };
}

/**
 * The services as one request sees them: scoped upstream clients and, when `log` is given (routes without a
 * GraphQL context: uploads, report CSVs), a logger bound to the request id. Views are not scoped again.
 */
export function scopedServices(services: GatewayServices, scope: RequestScope, log?: Logger): GatewayServices {
  if (!services.connections || services.connections.productApi.scope === scope) return log ? { ...services, log } : services;
  return { ...services, connections: scopedConnections(services.connections, scope), ...(log ? { log } : {}) };
}
