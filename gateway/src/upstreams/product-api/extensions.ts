// Read-only looks at the product API's extensions (upstreams/capabilities.ts). The routes of their own (the changes
// feed, the monthly sales, the privacy policy) need no token: a DRF router resolves the path before the view
// authenticates, so an absent route answers 404 and a present one 401 (or 200). Offers' previous price and
// accent-blind names need a token.
import { getWithRetries } from '../http-get';
import type { HttpClient } from '../http';
import type { CapabilityState } from '../capabilities';
import type { ProductApiTransport } from './transport';
import { CUSTOMERS } from './customers';
import { MONTHLY_SALES } from './monthly-sales';
import { CHANGED_ORDERS } from './order-changes';
import { POLICY } from './privacy-policy';
import { OFFERS } from './products';

const PROBE_TIMEOUT_MS = 1500;

/** A route, asked without credentials: 404 absent; any answer of the route itself (401, 403, 200) present. */
async function probeRoute(http: HttpClient, pathAndQuery: string): Promise<CapabilityState> {
  try {
    const url = new URL(pathAndQuery, http.prefixUrl);
    const reply = await getWithRetries(
      url,
      { 'user-agent': 'painel-gateway', accept: 'application/json' },
      { ...http.getOptions, timeoutMs: PROBE_TIMEOUT_MS, retries: 0 },
    );
    if (reply.status === 404) return 'off';
    return reply.status < 300 || reply.status === 401 || reply.status === 403 ? 'on' : 'unknown';
  } catch {
    return 'unknown';
  }
}

export const probeChangesFeed = (http: HttpClient) => probeRoute(http, `${CHANGED_ORDERS}?page_size=1`);
export const probeMonthlySales = (http: HttpClient) => probeRoute(http, `${MONTHLY_SALES}?anos=${new Date().getFullYear()}`);
export const probePrivacyPolicy = (http: HttpClient) => probeRoute(http, `${POLICY}?page_size=1`);

/**
 * Whether offers carry `pvenda_anterior`: one offer read (the first page only: following its `next` links read every
 * offer, a request each); none stored says nothing.
 */
export async function probePreviousOfferPrice(api: ProductApiTransport): Promise<CapabilityState> {
  const rows = await api.firstPage<Record<string, unknown>>(OFFERS, { page_size: 1 });
  if (!rows[0]) return 'unknown';
  return 'pvenda_anterior' in rows[0] ? 'on' : 'off';
}

/** Letters without their accents ('João' -> 'Joao'). */
export const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Whether the customers' name filter (docs/areas/orders.md#customer-search: `cliente`) ignores accents: a stored accented name asked without them.
 * The name is looked for in the first page of customers, not the whole base.
 */
export async function probeAccentInsensitiveNames(api: ProductApiTransport): Promise<CapabilityState> {
  const rows = await api.firstPage<{ cliente?: unknown }>(CUSTOMERS, { page_size: 100 });
  const accented = rows.map((r) => String(r.cliente ?? '').trim()).find((name) => name && withoutAccents(name) !== name);
  if (!accented) return 'unknown';
  const word = accented.split(/\s+/).find((w) => withoutAccents(w) !== w)!;
  const page = await api.get<{ results?: unknown[] }>(CUSTOMERS, { cliente: withoutAccents(word), page_size: 1 });
  return (page.results?.length ?? 0) > 0 ? 'on' : 'off';
}
