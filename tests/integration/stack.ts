// Test stack: the reference upstream services on ephemeral ports (fresh in-memory database, demo data), a
// counting proxy in front of the product API (so tests can prove a call never reached it), and a gateway on
// port 0 with an in-memory store and a clock the test moves.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startUpstreams } from '../../upstream/src/start';
import { startGateway, type GatewayConfig, type RunningGateway } from '../../gateway/src/server';

export interface ProxyCall {
  method: string;
  path: string;
}

export async function countingProxy(target: string) {
  const base = new URL(target);
  const calls: ProxyCall[] = [];
  const server = createServer((req, res) => {
    calls.push({ method: req.method ?? '', path: req.url ?? '' });
    const upstream = httpRequest(
      { host: base.hostname, port: base.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base.pathname}`,
    calls,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

export interface Stack {
  gateway: RunningGateway;
  calls: ProxyCall[];
  clock: { now: number };
  close(): Promise<void>;
}

export async function startStack(extra: Partial<GatewayConfig> = {}): Promise<Stack> {
  const upstreams = await startUpstreams();
  const proxy = await countingProxy(upstreams.urls.productApi);
  const clock = { now: Date.now() };
  try {
    const gateway = await startGateway({
      port: 0,
      upstreams: { ...upstreams.urls, productApi: proxy.url },
      webDist: null,
      logLevel: 'silent',
      now: () => new Date(clock.now),
      ...extra,
    });
    return {
      gateway,
      calls: proxy.calls,
      clock,
      close: async () => {
        await gateway.close();
        await proxy.close();
        await upstreams.close();
      },
    };
  } catch (error) {
    await proxy.close();
    await upstreams.close();
    throw error;
  }
}

// Answers are checked by the tests' expectations; typing every shape here would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface GqlResult {
  status: number;
  body: { data?: Record<string, Loose> | null; errors?: Array<{ message: string; extensions?: Record<string, Loose> }> };
  setCookie: string[];
}

/** A GraphQL client that keeps the session cookie like a browser would. */
export class Client {
  cookie: string | null = null;
  bearer: string | null = null;

  constructor(private readonly url: string) {}

  async raw(body: string, headers: Record<string, string> = {}): Promise<GqlResult> {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
      body,
    });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const pair = c.split(';')[0];
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    return { status: res.status, body: (await res.json()) as GqlResult['body'], setCookie };
  }

  query(query: string, variables?: Record<string, unknown>): Promise<GqlResult> {
    return this.raw(JSON.stringify({ query, variables }));
  }

  async login(matricula: string, password = 'senha1234', returnToken = false) {
    const result = await this.query(
      `mutation($m: String!, $p: String!, $t: Boolean) {
        login(matricula: $m, password: $p, returnToken: $t) {
          token errors { code message field }
          me { type branch branchBound pages expiresAt idleExpiresAt user { id employeeId matricula name } }
        }
      }`,
      { m: matricula, p: password, t: returnToken },
    );
    return { ...result, login: result.body.data?.login };
  }
}
