// Ways to call the product API from a Node server, compared by the throughput benchmark: the gateway's own client
// (send() of gateway/src/upstreams/http.ts: keep-alive agents, timeouts, retries; GETs on node:http), got as the
// gateway configures it for writes (the first design's HTTP client, docs/architecture.md#processes), Node's fetch
// (undici), and bare node:http with a keep-alive agent. All parse the JSON body, as the gateway does.
import { Agent, request } from 'node:http';
import { createHttpClient, send } from '../../gateway/src/upstreams/http';
import { followUpPaths, listPath, type CallPlan, type Json } from './recording';

export type ClientKind = 'gateway' | 'got' | 'fetch' | 'http';
export const CLIENT_KINDS: readonly ClientKind[] = ['gateway', 'got', 'fetch', 'http'];

export interface UpstreamClient {
  /** `path` is relative to the base URL and may carry a query string. */
  call(path: string, init?: { method?: string; token?: string; json?: unknown }): Promise<{ status: number; body: unknown }>;
  close(): void;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function gatewayClient(base: string): UpstreamClient {
  const http = createHttpClient('productApi', base);
  return {
    async call(path, init = {}) {
      const [bare, query] = path.split('?');
      const reply = await send(http, bare, {
        method: (init.method ?? 'GET') as 'GET',
        searchParams: query ? Object.fromEntries(new URLSearchParams(query)) : undefined,
        json: init.json,
        headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
      });
      return { status: reply.status, body: reply.body };
    },
    close: () => http.close(),
  };
}

/** The gateway's got instance itself (prefixUrl, agents, timeout, GET retries), called as send() used to. */
function gotClient(base: string): UpstreamClient {
  const http = createHttpClient('productApi', base);
  return {
    async call(path, init = {}) {
      const [bare, query] = path.split('?');
      const response = await http.got(bare, {
        method: (init.method ?? 'GET') as 'GET',
        searchParams: query ? Object.fromEntries(new URLSearchParams(query)) : undefined,
        json: init.json,
        headers: { accept: 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      });
      return { status: response.statusCode, body: parse(response.body) };
    },
    close: () => http.close(),
  };
}

function fetchClient(base: string): UpstreamClient {
  return {
    async call(path, init = {}) {
      const res = await fetch(new URL(path, base), {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      });
      return { status: res.status, body: parse(await res.text()) };
    },
    close: () => undefined,
  };
}

function nodeHttpClient(base: string): UpstreamClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  return {
    call(path, init = {}) {
      const body = init.json !== undefined ? JSON.stringify(init.json) : undefined;
      return new Promise((resolve, reject) => {
        const req = request(
          new URL(path, base),
          {
            method: init.method ?? 'GET',
            agent,
            headers: {
              accept: 'application/json',
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: parse(Buffer.concat(chunks).toString('utf8')) }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export function createUpstreamClient(kind: ClientKind, base: string): UpstreamClient {
  const normalized = base.endsWith('/') ? base : `${base}/`;
  if (kind === 'gateway') return gatewayClient(normalized);
  if (kind === 'got') return gotClient(normalized);
  if (kind === 'fetch') return fetchClient(normalized);
  return nodeHttpClient(normalized);
}

/** A product API session for a demo user; re-obtains the (short-lived) access token when it is refused. */
export class ApiSession {
  private token: string | null = null;

  constructor(
    private readonly client: UpstreamClient,
    private readonly username = '1001',
    private readonly password = 'senha1234',
  ) {}

  private async obtain(): Promise<string> {
    const reply = await this.client.call('token/', { method: 'POST', json: { username: this.username, password: this.password } });
    const access = (reply.body as { access?: string } | null)?.access;
    if (reply.status !== 200 || !access) throw new Error(`product API token/ answered ${reply.status}`);
    this.token = access;
    return access;
  }

  async get(path: string): Promise<unknown> {
    const token = this.token ?? (await this.obtain());
    let reply = await this.client.call(path, { token });
    if (reply.status === 401) reply = await this.client.call(path, { token: await this.obtain() });
    if (reply.status !== 200) throw new Error(`product API ${path.split('?')[0]} answered ${reply.status}`);
    return reply.body;
  }
}

/** The same upstream calls the gateway makes for one query: the list, then every follow-up at once. */
export async function runPlan(session: ApiSession, plan: CallPlan): Promise<Record<string, unknown>> {
  const list = (await session.get(listPath(plan))) as { total?: number; results?: Json[] };
  const rows = list.results ?? [];
  const related = await Promise.all(followUpPaths(plan, rows).map((path) => session.get(path)));
  return { total: list.total, results: rows, related };
}
