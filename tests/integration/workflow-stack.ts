// Stack for the workflow tests: the reference upstreams, each reached by the gateway through a proxy that can
// fail on purpose (answer an error without forwarding, forward and then lose the answer, or hold a request),
// fixtures written straight to the product API, and readers of what each service recorded (/_sandbox/requests).
import type { GatewayConfig, RunningGateway } from '../../gateway/src/server';
import { TEST_DEADLINE_MS } from '../request-limits';
import { gatewayOnOwnStore, seededUpstreams } from './data-templates';
import { Client, faultyProxy, type Loose, type StackOptions } from './stack';

type Service = 'erp' | 'loyalty' | 'push';

const endpointOf = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .replace(/\/+$/, '')
    .replace(/\.php$/, '');

/** Whether a recorded request path is a request to `endpoint` (its last segments). */
function isEndpoint(recorded: string, endpoint: string): boolean {
  const [have, want] = [endpointOf(recorded), endpointOf(endpoint).replace(/^\/+/, '')];
  return have === want || have.endsWith(`/${want}`);
}

// The workflow tests take Loose from here; one definition, in ./stack.
export type { Loose };

export interface Recorded {
  id: number;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Loose;
  status: number | null;
  response: Loose;
  fault: string | null;
}

/**
 * The gateway as `npm start` runs it on the reference profile: on 'default' the ERP bridge and loyalty platform
 * honour Idempotency-Key and the gateway is told so (ERP_IDEMPOTENCY / LOYALTY_IDEMPOTENCY=honoured); on 'seeds' they
 * do only what the specs describe and the gateway is told nothing.
 */
export async function startWorkflowStack(extra: Partial<GatewayConfig> = {}, options: StackOptions = {}) {
  const upstreams = await seededUpstreams({ profile: options.profile });
  const proxies = {
    productApi: await faultyProxy(upstreams.urls.productApi),
    erp: await faultyProxy(upstreams.urls.erp),
    loyalty: await faultyProxy(upstreams.urls.loyalty),
    push: await faultyProxy(upstreams.urls.push),
  };
  const clock = { now: options.clockAt ?? Date.parse('2026-03-10T15:00:00Z') };
  let gateway: RunningGateway;
  try {
    gateway = await gatewayOnOwnStore({
      port: 0,
      upstreams: {
        productApi: proxies.productApi.url,
        erp: proxies.erp.url,
        loyalty: proxies.loyalty.url,
        push: proxies.push.url,
        storage: upstreams.urls.storage,
      },
      webDist: null,
      logLevel: 'silent',
      now: () => new Date(clock.now),
      idempotency: (options.profile ?? 'default') === 'default' ? { erp: true, loyalty: true } : {},
      ...extra,
      requests: { deadlineMs: TEST_DEADLINE_MS, ...extra.requests },
    });
    // The start-up capability reads go through the counting proxy: over before a test counts calls.
    await gateway.capabilitiesProbed;
  } catch (error) {
    await Promise.all(Object.values(proxies).map((p) => p.close()));
    await upstreams.close();
    throw error;
  }
  const api = await productApiAdmin(upstreams.urls.productApi);
  const sandbox = (service: Service | 'storage', path: string) => new URL(path, upstreams.urls[service]).toString();
  return {
    gateway,
    upstreams,
    proxies,
    clock,
    api,
    client: () => new Client(gateway.url),
    /**
     * What a reference service recorded, oldest first; with `path`, only the requests to that endpoint: the path ends
     * with it, '.php' and a trailing '/' aside ('get_payment_data' is not get_payment_data_adicional, '/shops' not
     * '/shops/cancel').
     */
    recorded: async (service: Service, path?: string): Promise<Recorded[]> => {
      const url = new URL(sandbox(service, '/_sandbox/requests'));
      url.searchParams.set('limit', '10000');
      if (path) url.searchParams.set('path', path);
      const results = ((await (await fetch(url)).json()) as { results: Recorded[] }).results;
      return path ? results.filter((r) => isEndpoint(r.path, path)) : results;
    },
    fault: async (service: Service, fault: Record<string, unknown>) => {
      const reply = await fetch(sandbox(service, '/_sandbox/faults'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      if (reply.status !== 201) throw new Error(`fault refused: ${await reply.text()}`);
    },
    clearFaults: async () => {
      for (const s of ['erp', 'loyalty', 'push'] as const) await fetch(sandbox(s, '/_sandbox/faults'), { method: 'DELETE' });
      Object.values(proxies).forEach((p) => p.clear());
    },
    close: async () => {
      await gateway.close();
      await Promise.all(Object.values(proxies).map((p) => p.close()));
      await upstreams.close();
    },
  };
}

export type WorkflowStack = Awaited<ReturnType<typeof startWorkflowStack>>;

/** The product API as the superuser, for fixtures and for reading what the gateway wrote. */
async function productApiAdmin(base: string) {
  const tokenReply = await fetch(`${base}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '1001', password: 'senha1234' }),
  });
  const { access } = (await tokenReply.json()) as { access: string };
  const call = async (method: string, path: string, body?: unknown): Promise<Loose> => {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await reply.text();
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
  };
}
