// Benchmark of the reports' CSV (docs/measurements.md#targets): report 2 (all customers) and report 17 (daily revenue,
// one year) on the scaled dataset (the seed's --scale 20, built once into a PGlite folder and kept), time to the first
// byte and to the end of the CSV streamed by the gateway (GET /reports/<n>.csv) vs fetching the same rows directly from
// the product API (relatorioN/, JSON), taking turns; and the gateway process's resident memory growth while it streams
// (sampled from /proc every 5 ms), beside the size of the CSV. `npm run bench -- reports`.
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { startUpstreams } from '../upstream/src/start';
import { loginToken } from './lib/gateway-client';
import { httpRequest } from './lib/http';
import { startGatewayChild } from './lib/open-orders';
import type { BenchResult, Metric } from './lib/report';
import { scaledDataset } from './lib/scaled-dataset';
import { median, ms, ratio } from './lib/stats';

// Report 2 reads in about 0.2-0.3 s at this scale (the product API computes it, then sends 2.3 MiB at once), so the
// medians of 9 counted rounds cost seconds and steady a ratio that a single slow read would move.
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 9);
const YEAR = "datainicial='2025-01-01'&datafinal='2025-12-31'&filial=Todas";
// BENCH_REPORTS_ACCEPT_ENCODING ('br', 'gzip'): the gateway's CSV asked compressed, as a browser gets it
// (docs/decisions/0043-fast-on-the-wire.md); default identity. Sizes are then the bytes sent.
const GATEWAY_ENCODING = process.env.BENCH_REPORTS_ACCEPT_ENCODING ?? 'identity';

interface Timing {
  firstByte: number;
  end: number;
  bytes: number;
}

/** One GET read to the end: when its first body byte and its last arrived (ms from the request). */
function fetchTimed(url: string, headers: Record<string, string>): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = 0;
    let bytes = 0;
    const req = request(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => {
        if (!firstByte) firstByte = performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ firstByte, end: performance.now() - started, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** The peak growth of `pid`'s resident memory over its size before `work` started. */
async function rssGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ growth: number; value: T }> {
  const before = rssBytes(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 5);
  try {
    const value = await work();
    peak = Math.max(peak, rssBytes(pid));
    return { growth: peak - before, value };
  } finally {
    clearInterval(timer);
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export async function reportsBench(): Promise<BenchResult> {
  const upstream = await startUpstreams({ dataDir: await scaledDataset() });
  const gateway = await startGatewayChild(upstream.urls);
  try {
    const api = upstream.urls.productApi;
    // A fresh product API token for each direct read (outside the timing): its access token lasts minutes, less
    // than a run at this scale. The gateway refreshes its own.
    const apiToken = async () =>
      JSON.parse(
        (
          await httpRequest(`${api}token/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: '1001', password: 'senha1234' }),
          })
        ).text,
      ).access as string;
    const token = await loginToken(gateway.info.url, '1001');
    const pid = gateway.process.pid!;
    const metrics: Metric[] = [];
    const notes: string[] = [];
    const cases = [
      { name: 'report 2 (all customers)', direct: `${api}relatorio2/`, viaGateway: `${gateway.info.url}/reports/2.csv` },
      {
        name: 'report 17 (daily revenue, 2025)',
        direct: `${api}relatorio17/?${YEAR}`,
        viaGateway: `${gateway.info.url}/reports/17.csv?filial=Todas&datainicial=2025-01-01&datafinal=2025-12-31`,
      },
    ];
    for (const c of cases) {
      const direct: Timing[] = [];
      const through: Timing[] = [];
      let growth = 0;
      for (let round = 0; round <= ROUNDS; round++) {
        // Round 0 warms both paths up (connections, plans, JIT) and is not counted.
        const bearer = await apiToken();
        const d = await fetchTimed(c.direct, { authorization: `Bearer ${bearer}` });
        const g = await rssGrowth(pid, () => fetchTimed(c.viaGateway, { authorization: `Bearer ${token}`, 'accept-encoding': GATEWAY_ENCODING }));
        if (round === 0) continue;
        direct.push(d);
        through.push(g.value);
        growth = Math.max(growth, g.growth);
      }
      const firstRatio = median(through.map((t) => t.firstByte)) / median(direct.map((t) => t.firstByte));
      const endRatio = median(through.map((t) => t.end)) / median(direct.map((t) => t.end));
      metrics.push({ name: `${c.name}: first byte gateway / direct`, value: ratio(firstRatio), target: '<= 1.3', ok: firstRatio <= 1.3 });
      metrics.push({ name: `${c.name}: end gateway / direct`, value: ratio(endRatio), target: '<= 1.3', ok: endRatio <= 1.3 });
      metrics.push({ name: `${c.name}: gateway RSS growth while streaming (peak)`, value: mib(growth) });
      notes.push(
        `${c.name}: direct JSON ${mib(direct[0].bytes)} first byte ${ms(median(direct.map((t) => t.firstByte)))}, end ${ms(median(direct.map((t) => t.end)))}; ` +
          `gateway CSV (${GATEWAY_ENCODING}) ${mib(through[0].bytes)} first byte ${ms(median(through.map((t) => t.firstByte)))}, end ${ms(median(through.map((t) => t.end)))} (medians of ${ROUNDS})`,
      );
    }
    return { bench: 'reports', metrics, notes };
  } finally {
    await gateway.stop();
    await upstream.close();
  }
}
