// A counting proxy between the gateway and the product API, and the "call plan" derived from what it saw: the
// thin REST proxy and the direct-REST baseline replay the gateway's own upstream calls, with the id lists of
// batched calls (`id__in=`) recomputed from the list answer like any hand-written BFF would.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  /** Path relative to the product API base, with the query string (e.g. 'clientes/?id__in=1,2'). */
  path: string;
  status: number;
  body: string;
}

export interface CountingProxy {
  url: string;
  calls: RecordedCall[];
  close(): Promise<void>;
}

export async function countingProxy(target: string): Promise<CountingProxy> {
  const base = new URL(target);
  const calls: RecordedCall[] = [];
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const relative = url.startsWith(base.pathname) ? url.slice(base.pathname.length) : url;
    const upstream = httpRequest({ host: base.hostname, port: base.port, method: req.method, path: url, headers: req.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        calls.push({ method: req.method ?? 'GET', path: relative, status: answer.statusCode ?? 0, body: body.toString('utf8') });
        res.writeHead(answer.statusCode ?? 502, answer.headers).end(body);
      });
    });
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

/** The resource of a call: its path without query string and without a trailing id ('clientes/'). */
export function resourceOf(path: string): string {
  const bare = path.split('?')[0].replace(/^\/+/, '');
  return bare.replace(/(^|\/)\d+\/?$/, '$1') || bare;
}

export interface FollowUp {
  resource: string;
  /** Path as called (relative to the API base, no query string). */
  path: string;
  /** Query string as recorded (plain string: plans cross process boundaries as JSON). */
  params: string;
  /** Key path into the list rows whose values make the `id__in` list ('*' = every element of an array). */
  idsFrom: string[] | null;
  /** Distinct ids the recorded call asked for. */
  idCount: number;
  /** Calls one-by-one REST makes instead: one per row referencing a record (or per distinct id if unknown). */
  oneByOne: number;
}

export interface CallPlan {
  list: { resource: string; path: string; params: string };
  followUps: FollowUp[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function collect(value: Json, path: readonly string[], out: Set<string>, refs = { count: 0 }): void {
  if (value === null || value === undefined) return;
  if (path.length === 0) {
    if (typeof value === 'number' || typeof value === 'string') {
      out.add(String(value));
      refs.count += 1;
    }
    return;
  }
  const [head, ...rest] = path;
  if (head === '*') {
    if (Array.isArray(value)) for (const v of value) collect(v, rest, out, refs);
    return;
  }
  if (typeof value === 'object' && !Array.isArray(value)) collect(value[head], rest, out, refs);
}

/** How many times the rows reference a value at `path` (repeats included). */
export function refsAt(rows: readonly Json[], path: readonly string[]): number {
  const refs = { count: 0 };
  for (const row of rows) collect(row, path, new Set(), refs);
  return refs.count;
}

export function idsAt(rows: readonly Json[], path: readonly string[]): string[] {
  const out = new Set<string>();
  for (const row of rows) collect(row, path, out);
  return [...out];
}

/** Every key path to a scalar in the rows, arrays as '*', up to `depth` keys deep. */
function leafPaths(rows: readonly Json[], depth = 4): string[][] {
  const seen = new Map<string, string[]>();
  const walk = (value: Json, path: string[]) => {
    if (path.length > depth || value === null) return;
    if (Array.isArray(value)) return value.forEach((v) => walk(v, [...path, '*']));
    if (typeof value === 'object') return Object.entries(value).forEach(([k, v]) => walk(v, [...path, k]));
    seen.set(path.join('.'), path);
  };
  rows.forEach((row) => walk(row, []));
  return [...seen.values()];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((x) => left.has(x));
}

/** Derives the plan from the calls one GraphQL query made; the first call must be the list. */
export function derivePlan(calls: readonly RecordedCall[]): CallPlan {
  if (calls.length === 0) throw new Error('the query made no upstream call');
  const [first, ...rest] = calls;
  const query = (path: string) => path.split('?')[1] ?? '';
  const bare = (path: string) => path.split('?')[0];
  const rows = ((JSON.parse(first.body) as { results?: Json[] }).results ?? []) as Json[];
  const candidates = leafPaths(rows);
  const followUps = rest.map<FollowUp>((call) => {
    const params = query(call.path);
    const wanted = (new URLSearchParams(params).get('id__in') ?? '').split(',').filter(Boolean);
    const idsFrom = wanted.length ? (candidates.find((p) => sameSet(idsAt(rows, p), wanted)) ?? null) : null;
    const idCount = Math.max(1, wanted.length);
    const oneByOne = idsFrom ? refsAt(rows, idsFrom) : idCount;
    return { resource: resourceOf(call.path), path: bare(call.path), params, idsFrom, idCount, oneByOne };
  });
  return { list: { resource: resourceOf(first.path), path: bare(first.path), params: query(first.path) }, followUps };
}

/** The follow-up calls' paths for a given list answer. */
export function followUpPaths(plan: CallPlan, rows: readonly Json[]): string[] {
  return plan.followUps.map((f) => {
    const params = new URLSearchParams(f.params);
    if (f.idsFrom) {
      const ids = idsAt(rows, f.idsFrom);
      params.set('id__in', ids.join(','));
      if (params.has('page_size')) params.set('page_size', String(Math.max(1, ids.length)));
    }
    return `${f.path}?${params}`;
  });
}

export function listPath(plan: CallPlan): string {
  return `${plan.list.path}?${plan.list.params}`;
}

export type { Json };

/** A call's identity for replay: path plus sorted parameters, `id__in` lists sorted (order and encoding vary). */
export function replayKey(path: string): string {
  const [bare, query = ''] = path.replace(/^\/+/, '').split('?');
  const params = [...new URLSearchParams(query)].map(([k, v]) => {
    const value = k === 'id__in' ? v.split(',').sort().join(',') : v;
    return `${k}=${value}`;
  });
  return `${bare}?${params.sort().join('&')}`;
}
