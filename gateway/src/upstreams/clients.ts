// The upstream connections of one gateway (created at start, shared: keep-alive sockets) and the per-request
// client objects built on them (fresh DataLoaders, the session user's token).
import { createHttpClient, type HttpClient } from './http';
import { ErpBridge } from './erp-bridge';
import { DEFAULT_LOYALTY_HEADERS, Loyalty, type LoyaltyHeaders } from './loyalty';
import { ProductApi, ProductAuthApi, type TokenProvider } from './product-api';
import { Push, type PushConfig } from './push';
import { Storage } from './storage';

export interface UpstreamUrls {
  productApi: string;
  erp: string;
  loyalty: string;
  push: string;
  storage: string;
}

export interface UpstreamSettings {
  urls: UpstreamUrls;
  push: PushConfig;
  loyaltyHeaders?: LoyaltyHeaders;
}

export interface UpstreamConnections {
  productApi: HttpClient;
  erp: HttpClient;
  loyalty: HttpClient;
  push: HttpClient;
  storage: HttpClient;
  settings: UpstreamSettings;
  close(): void;
}

export function connectUpstreams(settings: UpstreamSettings): UpstreamConnections {
  const { urls } = settings;
  const clients = {
    productApi: createHttpClient('productApi', urls.productApi, { timeoutMs: 15_000 }),
    erp: createHttpClient('erp', urls.erp, { timeoutMs: 30_000 }),
    loyalty: createHttpClient('loyalty', urls.loyalty, { timeoutMs: 30_000 }), // spec: 30 s
    push: createHttpClient('push', urls.push, { timeoutMs: 15_000 }),
    storage: createHttpClient('storage', urls.storage, { timeoutMs: 30_000 }),
  };
  return {
    ...clients,
    settings,
    close: () => Object.values(clients).forEach((c) => c.close()),
  };
}

export interface Upstreams {
  productApi: ProductApi;
  productAuth: ProductAuthApi;
  erp: ErpBridge;
  loyalty: Loyalty;
  push: Push;
  storage: Storage;
}

/** Per request. `tokens` is the session user's (null before login: only productAuth is usable then). */
export function upstreamsFor(connections: UpstreamConnections, tokens: TokenProvider | null): Upstreams {
  return {
    productApi: new ProductApi(connections.productApi, tokens),
    productAuth: new ProductAuthApi(connections.productApi),
    erp: new ErpBridge(connections.erp),
    loyalty: new Loyalty(connections.loyalty, connections.settings.loyaltyHeaders ?? DEFAULT_LOYALTY_HEADERS),
    push: new Push(connections.push, connections.settings.push),
    storage: new Storage(connections.storage),
  };
}
