// Benchmark 6: the largest list of each order and customer screen with 'Todos' (the demo data, as user 1001), in
// Chromium: time from the list's answer to the list usable (first rows painted, the page scrollable), side by side
// for the four screens (target <= 0.5 s each, issue 9), and the frame times of a 2 s scroll through each.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startGateway, type RunningGateway } from '../gateway/src/server';
import { startUpstreams } from '../upstream/src/start';
import { measureList } from './lib/browser-lists';
import { skipped, type BenchResult, type Metric } from './lib/report';
import { ms, percentile } from './lib/stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webDist = fileURLToPath(new URL('../web/dist/', import.meta.url));

const SCREENS = [
  { label: 'Clientes', path: '/dashboard/cliente/', operation: 'Customers' },
  { label: 'Pedidos em Aberto', path: '/dashboard/pedido/', operation: 'OpenOrders' },
  { label: 'Pedidos Concluídos', path: '/dashboard/pedidosconcluidos/', operation: 'CompletedOrders' },
  { label: 'Pedidos Cancelados', path: '/dashboard/pedidoscancelados/', operation: 'CancelledOrders' },
] as const;

export async function listsBench(): Promise<BenchResult> {
  if (!existsSync(`${webDist}index.html`)) return skipped('lists', 'web/dist not built');
  if (!existsSync(CHROMIUM)) return skipped('lists', `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const upstreams = await startUpstreams();
  let gateway: RunningGateway | undefined;
  try {
    gateway = await startGateway({ port: 0, upstreams: upstreams.urls, webDist, logLevel: 'error' });
    const metrics: Metric[] = [];
    const notes: string[] = [];
    for (const screen of SCREENS) {
      try {
        const timing = await measureList(gateway.url, screen.path, screen.operation, CHROMIUM);
        metrics.push({
          name: `${screen.label}: usable after answer (${timing.items} rows, ${timing.renderedRows} in DOM)`,
          value: ms(timing.usableMs, 0),
          target: '<= 500 ms',
          ok: timing.usableMs <= 500,
        });
        metrics.push({
          name: `${screen.label}: scroll frame p95 / max`,
          value: `${ms(percentile(timing.frames, 95), 1)} / ${ms(Math.max(...timing.frames), 1)}`,
        });
      } catch (error) {
        notes.push(`${screen.label} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    notes.push('demo data, user 1001, 1366x800; each screen in a fresh browser');
    return { bench: 'lists', metrics, notes };
  } finally {
    await gateway?.close();
    await upstreams.close();
  }
}
