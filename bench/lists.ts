// Benchmark 6: every list screen offering 'Todos' that is longer than the window on the demo data (as user 1001),
// in Chromium, side by side: time from the list's answer to the list usable (first rows painted, the list
// scrollable; target <= 0.5 s each, docs/measurements.md#targets), and the frame times of a 2 s scroll through the
// whole list (target: p95 <= 33.4 ms per frame, two frames at 60 Hz, docs/measurements.md#targets). Lists that fit the
// window on the demo data (branches, CEPs, deliverymen, pickers) have nothing to scroll and are left out.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startGateway, type RunningGateway } from '../gateway/src/server';
import { startUpstreams } from '../upstream/src/start';
import { measureList, type ListScreen } from './lib/browser-lists';
import { skipped, type BenchResult, type Metric } from './lib/report';
import { ms, percentile } from './lib/stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_WEB_DIST: another build of the web (e.g. one's own, beside web/dist) to measure. */
const webDist = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../web/dist/', import.meta.url));
/** BENCH_LIST_ROUNDS: scrolls per screen, their frames pooled (default 1). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_LIST_ROUNDS) || 1);
/** BENCH_LIST_ONLY: only the screens whose label contains this text (e.g. 'Pedidos'). */
const ONLY = process.env.BENCH_LIST_ONLY ?? '';
/** BENCH_LIST_PROFILE_DIR: a CPU profile of each screen's scroll (<label>.cpuprofile) into that folder. */
const PROFILE_DIR = process.env.BENCH_LIST_PROFILE_DIR;

const USABLE_TARGET_MS = 500;
const FRAME_P95_TARGET_MS = 33.4;

const SCREENS: ReadonlyArray<ListScreen & { label: string }> = [
  { label: 'Clientes', path: '/dashboard/cliente/', operation: 'Customers' },
  { label: 'Pedidos em Aberto', path: '/dashboard/pedido/', operation: 'OpenOrders' },
  { label: 'Pedidos Concluídos', path: '/dashboard/pedidosconcluidos/', operation: 'CompletedOrders' },
  { label: 'Pedidos Cancelados', path: '/dashboard/pedidoscancelados/', operation: 'CancelledOrders' },
  { label: 'Área de Cobertura', path: '/dashboard/area/', operation: 'CoverageAreas' },
  { label: 'Notificações', path: '/dashboard/notificacao/', operation: 'Notifications' },
  { label: 'Funcionários', path: '/dashboard/funcionario/', operation: 'Employees' },
  { label: 'Log API', path: '/dashboard/logapi/', operation: 'ApiLogs', scroller: 'grid' },
  { label: 'Log Banco de Dados', path: '/dashboard/logbd/', operation: 'DatabaseLogs', scroller: 'grid' },
];

export async function listsBench(): Promise<BenchResult> {
  if (!existsSync(`${webDist}/index.html`)) return skipped('lists', `${webDist} not built`);
  if (!existsSync(CHROMIUM)) return skipped('lists', `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const upstreams = await startUpstreams();
  let gateway: RunningGateway | undefined;
  try {
    gateway = await startGateway({ port: 0, upstreams: upstreams.urls, webDist, logLevel: 'error' });
    const metrics: Metric[] = [];
    const notes: string[] = [];
    for (const screen of SCREENS.filter((s) => s.label.includes(ONLY))) {
      try {
        const profile = PROFILE_DIR ? `${PROFILE_DIR}/${screen.label}.cpuprofile` : undefined;
        const timing = await measureList(gateway.url, screen, CHROMIUM, ROUNDS, profile);
        const p95 = percentile(timing.frames, 95);
        const unit = screen.scroller === 'grid' ? 'cells' : 'rows';
        metrics.push({
          name: `${screen.label}: usable after answer (${timing.items} rows, ${timing.renderedRows} ${unit} in DOM)`,
          value: ms(timing.usableMs, 0),
          target: `<= ${USABLE_TARGET_MS} ms`,
          ok: timing.usableMs <= USABLE_TARGET_MS,
        });
        metrics.push({
          name: `${screen.label}: scroll frame p95 / max (${timing.frames.length} frames)`,
          value: `${ms(p95, 1)} / ${ms(Math.max(...timing.frames), 1)}`,
          target: `p95 <= ${FRAME_P95_TARGET_MS} ms`,
          ok: p95 <= FRAME_P95_TARGET_MS,
        });
        metrics.push({ name: `${screen.label}: main-thread CPU per scroll frame (first scroll)`, value: ms(timing.cpuPerFrameMs, 1) });
      } catch (error) {
        notes.push(`${screen.label} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    notes.push(`demo data, user 1001, 1366x800; each screen in a fresh browser; ${ROUNDS} scroll(s) of 2 s per screen`);
    return { bench: 'lists', metrics, notes };
  } finally {
    await gateway?.close();
    await upstreams.close();
  }
}
