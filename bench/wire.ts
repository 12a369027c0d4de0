// Benchmark of bytes on the wire (docs/measurements.md#targets): the login page's first load (index.html and what it
// references: the entry script, its modulepreloads and stylesheets) fetched as Chromium asks (brotli), as a gzip-only
// client, and without accept-encoding; the same first load in Chromium itself (resource timing's transferSize:
// everything it fetched, headers included); and the 'Todos' lists of the order and customer screens (their own
// documents from web/src/generated, demo data, user 1001) with and without compression, with the time each costs.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { chromium } from 'playwright-core';
import { startGateway, type RunningGateway } from '../gateway/src/server';
import { startUpstreams } from '../upstream/src/start';
import { CancelledOrdersDocument, CompletedOrdersDocument, CustomersDocument, OpenOrdersDocument } from '../web/src/generated/graphql';
import { CHROMIUM_FLAGS } from './lib/browser-timing';
import { loginToken } from './lib/gateway-client';
import { skipped, type BenchResult, type Metric } from './lib/report';
import { median, ms, ratio } from './lib/stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// BENCH_WEB_DIST: another build of the web app (e.g. one's own `vite build --outDir`); default web/dist.
const webDist = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../web/dist/', import.meta.url));
const LOGIN_BUDGET_KIB = 250;
const LIST_RATIO_TARGET = 5;
const ROUNDS = 7;

/** What Chromium sends, a gzip-only client, and one that asks for nothing. */
const CLIENTS = [
  { label: 'br', accept: 'gzip, deflate, br, zstd' },
  { label: 'gzip', accept: 'gzip, deflate' },
  { label: 'none', accept: undefined },
] as const;

const LISTS = [
  { label: 'Pedidos Concluídos', document: CompletedOrdersDocument },
  { label: 'Pedidos em Aberto', document: OpenOrdersDocument },
  { label: 'Pedidos Cancelados', document: CancelledOrdersDocument },
  { label: 'Clientes', document: CustomersDocument },
] as const;

interface Wire {
  status: number;
  /** Body bytes as sent (compressed or not). */
  bytes: number;
  encoding: string;
  ms: number;
  body: string;
}

/** One request on its own connection; the body counted as it arrived, not decoded (node:http does not decode). */
function onWire(url: string, accept: string | undefined, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { ...options.headers, ...(accept ? { 'accept-encoding': accept } : {}) };
    const req = request(url, { method: options.body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'] ?? 'identity';
        resolve({
          status: res.statusCode ?? 0,
          bytes: raw.length,
          encoding,
          ms: performance.now() - started,
          body: encoding === 'identity' ? raw.toString('utf8') : '',
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The files a browser fetches for index.html before running anything: module scripts, modulepreloads, stylesheets. */
function referencedFiles(html: string): string[] {
  const out = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || !url.startsWith('/')) continue;
    if (tag.startsWith('<script') ? /type="module"/.test(tag) : /rel="(modulepreload|stylesheet)"/.test(tag)) out.add(url);
  }
  return [...out];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function loginPageByClient(base: string, metrics: Metric[], notes: string[]) {
  const index = await onWire(`${base}/`, undefined);
  const files = ['/', ...referencedFiles(index.body)];
  const totals: Record<string, number> = {};
  const lines: string[] = [];
  for (const client of CLIENTS) {
    let total = 0;
    const parts: string[] = [];
    for (const file of files) {
      const got = await onWire(`${base}${file}`, client.accept);
      if (got.status !== 200) throw new Error(`${file}: HTTP ${got.status}`);
      total += got.bytes;
      parts.push(`${file === '/' ? 'index.html' : file.replace(/^\/assets\//, '')} ${kib(got.bytes)} (${got.encoding})`);
    }
    totals[client.label] = total;
    lines.push(`login page, ${client.label}: ${parts.join(', ')}`);
  }
  for (const client of CLIENTS) {
    const total = totals[client.label];
    const budgeted = client.label !== 'none';
    metrics.push({
      name: `login page first load, ${client.label === 'none' ? 'no accept-encoding' : client.label} (${files.length} files, bodies)`,
      value: `${kib(total)}${budgeted ? ` (${ratio(totals.none / total, 1)}x)` : ''}`,
      ...(budgeted ? { target: `<= ${LOGIN_BUDGET_KIB} KiB`, ok: total <= LOGIN_BUDGET_KIB * 1024 } : {}),
    });
  }
  notes.push(...lines);
}

/** The login page as Chromium loads it: every resource of the first view, sized by resource timing (headers included). */
async function loginPageInChromium(base: string, metrics: Metric[], notes: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR' });
    await context.route(
      (url) => !url.toString().startsWith(base),
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const encodings = new Set<string>();
    page.on('response', (res) => encodings.add(res.headers()['content-encoding'] ?? 'identity'));
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByLabel('Matrícula').waitFor();
    const entries = (await page.evaluate(`[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map((e) => ({ name: e.name, type: e.initiatorType, transfer: e.transferSize, encoded: e.encodedBodySize, decoded: e.decodedBodySize }))`)) as Array<{
      name: string;
      type: string;
      transfer: number;
      encoded: number;
      decoded: number;
    }>;
    const transfer = entries.reduce((sum, e) => sum + e.transfer, 0);
    const decoded = entries.reduce((sum, e) => sum + e.decoded, 0);
    metrics.push({
      name: `login page first load in Chromium (${entries.length} requests, transferred)`,
      value: `${kib(transfer)} (${ratio(decoded / transfer, 1)}x)`,
      target: `<= ${LOGIN_BUDGET_KIB} KiB`,
      ok: transfer <= LOGIN_BUDGET_KIB * 1024,
    });
    notes.push(`Chromium got: ${[...encodings].join(', ')}`);
    notes.push(
      `Chromium login page: ${entries.map((e) => `${new URL(e.name).pathname.replace(/^\/assets\//, '')} ${kib(e.transfer)} of ${kib(e.decoded)}`).join(', ')}`,
    );
  } finally {
    await browser.close();
  }
}

async function todosLists(base: string, metrics: Metric[], notes: string[]) {
  const token = await loginToken(base, '1001');
  for (const list of LISTS) {
    const body = JSON.stringify({ query: print(list.document), variables: { filter: null, page: 1, pageSize: -1 } });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const samples: Record<string, Wire[]> = { br: [], gzip: [], none: [] };
    // Round 0 warms up; then the three clients take turns so the times compare side by side.
    for (let round = 0; round <= ROUNDS; round++) {
      // Each round starts with another client: none of them is always the one that follows a pause.
      for (const client of [...CLIENTS.slice(round % 3), ...CLIENTS.slice(0, round % 3)]) {
        const got = await onWire(`${base}/graphql`, client.accept, { headers, body });
        if (got.status !== 200) throw new Error(`${list.label}: HTTP ${got.status}`);
        if (round > 0) samples[client.label].push(got);
      }
    }
    const plain = samples.none[0];
    const rows = (Object.values(JSON.parse(plain.body).data ?? {})[0] as { items?: unknown[] } | undefined)?.items?.length ?? 0;
    for (const label of ['br', 'gzip'] as const) {
      const packed = samples[label][0];
      const factor = plain.bytes / packed.bytes;
      metrics.push({
        name: `'${list.label}' Todos (${rows} rows), ${label}: ${kib(plain.bytes)} -> ${kib(packed.bytes)}`,
        value: `${ratio(factor, 1)}x`,
        target: `>= ${LIST_RATIO_TARGET}x`,
        ok: factor >= LIST_RATIO_TARGET && packed.encoding === label,
      });
    }
    const time = (label: string) => median(samples[label].map((s) => s.ms));
    notes.push(
      `'${list.label}' Todos, answer time (median of ${ROUNDS}, to the last byte on 127.0.0.1): none ${ms(time('none'), 1)}, br ${ms(time('br'), 1)}, gzip ${ms(time('gzip'), 1)}`,
    );
  }
}

export async function wireBench(): Promise<BenchResult> {
  if (!existsSync(join(webDist, 'index.html'))) return skipped('wire', 'web/dist not built (npm run build -w web)');
  const upstreams = await startUpstreams();
  let gateway: RunningGateway | undefined;
  try {
    gateway = await startGateway({ port: 0, upstreams: upstreams.urls, webDist, logLevel: 'error' });
    const metrics: Metric[] = [];
    const notes: string[] = [];
    await loginPageByClient(gateway.url, metrics, notes);
    if (existsSync(CHROMIUM)) await loginPageInChromium(gateway.url, metrics, notes);
    else notes.push(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH): the in-browser count is left out`);
    await todosLists(gateway.url, metrics, notes);
    return { bench: 'wire', metrics, notes };
  } finally {
    await gateway?.close();
    await upstreams.close();
  }
}
