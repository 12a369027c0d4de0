// The upstream connections of one gateway (created at start, shared: keep-alive sockets) and the per-request
// client objects built on them (fresh DataLoaders, the session user's token).
import { Capabilities } from './capabilities';
import { createHttpClient, type HttpClient } from './http';
import { ErpBridge } from './erp-bridge';
import { DEFAULT_LOYALTY_HEADERS, Loyalty, type LoyaltyHeaders } from './loyalty';
import { ProductApi, ProductAuthApi, type ProductApiSites, type TokenProvider } from './product-api';
import { Push, type PushConfig } from './push';
import { Storage } from './storage';

export interface UpstreamUrls {
  productApi: string;
  erp: string;
  loyalty: string;
  push: string;
  storage: string;
  /** STORAGE_PUBLIC_URL: where stored files are published when not under the storage API's own files/ (a CDN). */
  storagePublic?: string;
  /** PASSWORD_RESET_API_URL: the host of the reset and recovery calls, when not the product API. */
  passwordReset?: string;
  /** PRODUCT_REFRESH_URL: the ERP refresh script's full URL, when not the product API's scripts/atualiza-produto/. */
  productRefresh?: string;
}

/** Services an operator declared to honour `Idempotency-Key` (a repeat answers the first result, does nothing). */
export interface IdempotencyHonoured {
  erp?: boolean;
  loyalty?: boolean;
}

export interface UpstreamSettings {
  urls: UpstreamUrls;
  push: PushConfig;
  loyaltyHeaders?: LoyaltyHeaders;
  idempotency?: IdempotencyHonoured;
  /** LOYALTY_DUPLICATE_CODE: the platform's response.code for a repeat (default 409). */
  loyaltyDuplicateCode?: number;
  /** What the services offer beyond the specs (capabilities.ts); default: nothing known yet. */
  capabilities?: Capabilities;
}

export interface UpstreamConnections {
  productApi: HttpClient;
  erp: HttpClient;
  loyalty: HttpClient;
  push: HttpClient;
  storage: HttpClient;
  settings: UpstreamSettings;
  capabilities: Capabilities;
  /** The calls the specs place on other hosts (product-api.ts ProductApiSites). */
  sites: ProductApiSites;
  close(): void;
}

/** A script's URL as a client of its folder and the script's name ('https://h/s/atualiza.php' -> 'https://h/s/' + 'atualiza.php'). */
function scriptClient(url: string): { base: string; path: string } {
  const parsed = new URL(url);
  const slash = parsed.pathname.lastIndexOf('/');
  return { base: `${parsed.origin}${parsed.pathname.slice(0, slash + 1)}`, path: parsed.pathname.slice(slash + 1) };
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
  const resets = urls.passwordReset ? createHttpClient('productApi', urls.passwordReset, { timeoutMs: 15_000 }) : undefined;
  const script = urls.productRefresh ? scriptClient(urls.productRefresh) : undefined;
  const refresh = script ? { client: createHttpClient('productApi', script.base, { timeoutMs: 15_000 }), path: script.path } : undefined;
  const all = [...Object.values(clients), ...(resets ? [resets] : []), ...(refresh ? [refresh.client] : [])];
  return {
    ...clients,
    settings,
    sites: { resets, refresh },
    capabilities: settings.capabilities ?? new Capabilities(),
    close: () => all.forEach((c) => c.close()),
  };
}

export interface Upstreams {
  /** The caller's product API token source (a session's, or the service account's for an integration key); null before login. */
  readonly tokens: TokenProvider | null;
  productApi: ProductApi;
  productAuth: ProductAuthApi;
  erp: ErpBridge;
  loyalty: Loyalty;
  push: Push;
  storage: Storage;
}

/**
 * Per request. `tokens` is the session user's (null before login: only productAuth is usable then). Each client is
 * built on first use: most requests reach one upstream, and a client's resources and DataLoaders cost CPU and
 * garbage on every request that never calls it.
 */
export function upstreamsFor(connections: UpstreamConnections, tokens: TokenProvider | null): Upstreams {
  return new RequestUpstreams(connections, tokens);
}

class RequestUpstreams implements Upstreams {
  private product: ProductApi | undefined;
  private auth: ProductAuthApi | undefined;
  private erpBridge: ErpBridge | undefined;
  private loyaltyClient: Loyalty | undefined;
  private pushClient: Push | undefined;
  private storageClient: Storage | undefined;

  constructor(
    private readonly connections: UpstreamConnections,
    readonly tokens: TokenProvider | null,
  ) {}

  get productApi(): ProductApi {
    return (this.product ??= new ProductApi(this.connections.productApi, this.tokens, this.connections.sites));
  }

  get productAuth(): ProductAuthApi {
    return (this.auth ??= new ProductAuthApi(this.connections.productApi));
  }

  get erp(): ErpBridge {
    return (this.erpBridge ??= new ErpBridge(this.connections.erp, this.connections.settings.idempotency?.erp ?? false));
  }

  get loyalty(): Loyalty {
    return (this.loyaltyClient ??= new Loyalty(
      this.connections.loyalty,
      this.connections.settings.loyaltyHeaders ?? DEFAULT_LOYALTY_HEADERS,
      this.connections.settings.idempotency?.loyalty ?? false,
      this.connections.settings.loyaltyDuplicateCode,
    ));
  }

  get push(): Push {
    return (this.pushClient ??= new Push(this.connections.push, this.connections.settings.push));
  }

  get storage(): Storage {
    return (this.storageClient ??= new Storage(this.connections.storage));
  }
}
