// Test stack: the reference upstream services on ephemeral ports (a fresh copy of the demo data), a counting proxy
// in front of the product API (so tests can prove a call never reached it), and a gateway on port 0 with a store
// of its own and a clock the test moves (data-templates.ts: where both databases are). The proxy can also fail on purpose (the workflow
// stack puts one in front of every service).
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig, RunningGateway } from '../../gateway/src/server';
import type { ReferenceProfile } from '../../upstream/src/profile';
import { TEST_DEADLINE_MS } from '../request-limits';
import { gatewayOnOwnStore, seededUpstreams } from './data-templates';

export interface ProxyRule {
  method?: string;
  /** Substring of the request path. */
  path: string;
  /** 'status': answer `status` without forwarding; 'lose': forward, let the upstream act, drop its answer;
   *  'hold': forward after `ms` milliseconds, or once `until` settles when given; 'cut': forward, pass on the answer's first `bytes` bytes, then drop
   *  the connection (an upstream that dies mid-answer); 'late': forward at once (the upstream reads or writes
   *  now) and pass its answer on after `ms` milliseconds (a caller that acts on what it read long ago); 'edit':
   *  forward and pass on the JSON answer as `edit` returns it (a service that answers less than the reference). */
  action: 'status' | 'lose' | 'hold' | 'cut' | 'late' | 'edit';
  edit?: (body: unknown) => unknown;
  bytes?: number;
  status?: number;
  /** Headers of a 'status' answer (e.g. Retry-After). */
  headers?: Record<string, string>;
  /** The JSON body of a 'status' answer (default: a DRF `detail` in Portuguese). */
  body?: unknown;
  ms?: number;
  /** 'hold': forward once this settles instead of after `ms` (a test keeps requests in flight as long as it needs). */
  until?: Promise<unknown>;
  /** How many matching requests it applies to (default 1). */
  times?: number;
}

export interface ProxyCall {
  method: string;
  path: string;
}

export async function faultyProxy(target: string) {
  const base = new URL(target);
  const rules: ProxyRule[] = [];
  const calls: ProxyCall[] = [];
  const take = (req: IncomingMessage) => {
    const rule = rules.find((r) => (!r.method || r.method === req.method) && (req.url ?? '').includes(r.path));
    if (rule) {
      rule.times = (rule.times ?? 1) - 1;
      if (rule.times <= 0) rules.splice(rules.indexOf(rule), 1);
    }
    return rule;
  };
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    calls.push({ method: req.method ?? '', path: req.url ?? '' });
    const rule = take(req);
    if (rule?.action === 'status') {
      req.resume();
      res
        .writeHead(rule.status ?? 503, { 'content-type': 'application/json', ...rule.headers })
        .end(JSON.stringify(rule.body ?? { detail: 'Serviço indisponível.' }));
      return;
    }
    if (rule?.action === 'hold') await (rule.until ?? new Promise((r) => setTimeout(r, rule.ms ?? 300)));
    const upstream = httpRequest({ host: base.hostname, port: base.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      if (rule?.action === 'lose') {
        answer.resume();
        answer.on('end', () => res.socket?.destroy());
        return;
      }
      if (rule?.action === 'cut') {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        let left = rule.bytes ?? 0;
        answer.on('data', (chunk: Buffer) => {
          if (left <= 0) return;
          const part = chunk.subarray(0, left);
          left -= chunk.length;
          // Dropped once the part is on the wire: the other side has the headers and some rows, then nothing.
          res.write(part, () => {
            if (left > 0) return;
            answer.destroy();
            res.socket?.destroy();
          });
        });
        return;
      }
      if (rule?.action === 'edit') {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const edited = JSON.stringify(rule.edit!(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(edited)) };
          delete headers['content-encoding'];
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers).end(edited);
        });
        return;
      }
      if (rule?.action === 'late') {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => setTimeout(() => res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(chunks)), rule.ms ?? 300));
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  // A handler that throws answers 500 (or cuts a started answer), so the test sees it instead of an unhandled rejection.
  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => (res.headersSent ? res.destroy() : res.writeHead(500).end(String(error))));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base.pathname}`,
    calls,
    add: (rule: ProxyRule) => rules.push(rule),
    clear: () => rules.splice(0, rules.length),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

export interface Stack {
  gateway: RunningGateway;
  calls: ProxyCall[];
  /** Rules for the proxy in front of the product API, and its URL (a second gateway can use it). */
  proxy: Pick<Awaited<ReturnType<typeof faultyProxy>>, 'add' | 'clear' | 'url'>;
  clock: { now: number };
  close(): Promise<void>;
}

export interface StackOptions {
  /** The reference services' profile (upstream/src/profile.ts): 'seeds' offers only what the specs describe. */
  profile?: ReferenceProfile;
  /** Where the gateway's clock starts (ms since the epoch); the workflow stack's default is 10 March 2026, 15:00 UTC. */
  clockAt?: number;
}

export async function startStack(extra: Partial<GatewayConfig> = {}, options: StackOptions = {}): Promise<Stack> {
  const upstreams = await seededUpstreams({ profile: options.profile });
  const proxy = await faultyProxy(upstreams.urls.productApi);
  const clock = { now: Date.now() };
  try {
    const gateway = await gatewayOnOwnStore({
      port: 0,
      upstreams: { ...upstreams.urls, productApi: proxy.url },
      webDist: null,
      logLevel: 'silent',
      now: () => new Date(clock.now),
      ...extra,
      requests: { deadlineMs: TEST_DEADLINE_MS, ...extra.requests },
    });
    // The start-up capability reads (a sign-in and two reads with the service account) go through the counting
    // proxy: over before a test counts calls.
    await gateway.capabilitiesProbed;
    return {
      gateway,
      calls: proxy.calls,
      proxy,
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
export type Loose = any;

export interface GqlResult {
  status: number;
  body: { data?: Record<string, Loose> | null; errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, Loose> }> };
  setCookie: string[];
}

/** A GraphQL client that keeps the session cookie like a browser would. */
export class Client {
  cookie: string | null = null;
  bearer: string | null = null;
  /** Sent with every request (a browser's User-Agent, say). */
  headers: Record<string, string> = {};

  constructor(private readonly url: string) {}

  async raw(body: string, headers: Record<string, string> = {}): Promise<GqlResult> {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...this.headers,
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

/** One logged-in client per matrícula, made on first use (the login limiter counts failures only, not these). */
export function loggedInClients(url: () => string): (matricula: string) => Promise<Client> {
  const clients = new Map<string, Client>();
  return async (matricula) => {
    let client = clients.get(matricula);
    if (!client) {
      client = new Client(url());
      const { login } = await client.login(matricula);
      if (login?.errors?.length) throw new Error(`login ${matricula}: ${JSON.stringify(login.errors)}`);
      clients.set(matricula, client);
    }
    return client;
  };
}
