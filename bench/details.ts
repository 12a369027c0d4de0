// Benchmark 5: an order with 10 000 items in the benchmark's own upstream database. Gateway time for
// order(id) { items } (the details dialog's own query) against reading the same items straight from the product
// API; then, when the web details dialog exists, the time until it is usable in Chromium after the answer
// arrived (target <= 0.5 s) and the frame times of a programmatic scroll through the list.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startGateway, type RunningGateway } from '../gateway/src/server';
import { startUpstreams } from '../upstream/src/start';
import { measureDetailsDialog } from './lib/browser-details';
import { createBigOrder } from './lib/data';
import { ORDER_DETAILS_QUERY, gql, loginToken, unusable } from './lib/gateway-client';
import { skipped, type BenchResult, type Metric } from './lib/report';
import { median, ms, percentile, ratio, timed } from './lib/stats';
import { ApiSession, createUpstreamClient } from './lib/upstream-clients';

const ITEMS = 10_000;
const RUNS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webDist = fileURLToPath(new URL('../web/dist/', import.meta.url));
const dialogSource = fileURLToPath(new URL('../web/src/orders/components/OrderDetailsDialog.tsx', import.meta.url));

export async function detailsBench(): Promise<BenchResult> {
  const upstreams = await startUpstreams();
  let gateway: RunningGateway | undefined;
  const direct = createUpstreamClient('http', upstreams.urls.productApi);
  try {
    const orderId = await createBigOrder(upstreams.db, ITEMS);
    gateway = await startGateway({ port: 0, upstreams: upstreams.urls, webDist, logLevel: 'error' });
    const token = await loginToken(gateway.url);
    const variables = { id: String(orderId), pageSize: ITEMS };
    const first = await gql(gateway.url, token, ORDER_DETAILS_QUERY, variables);
    const reason = unusable(first, 'order');
    if (reason) return skipped('details', reason);
    const returned = (first.body.data?.order as { items?: { items?: unknown[] } }).items?.items?.length ?? 0;

    const session = new ApiSession(direct);
    const itemsPath = `detalhe-item-pedido/?pedido=${orderId}&page_size=100000`;
    await session.get(itemsPath);
    const gatewayMs: number[] = [];
    const restMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      gatewayMs.push((await timed(() => gql(gateway!.url, token, ORDER_DETAILS_QUERY, variables))).ms);
      restMs.push((await timed(() => session.get(itemsPath))).ms);
    }
    const metrics: Metric[] = [
      { name: `items returned`, value: String(returned), target: String(ITEMS), ok: returned === ITEMS },
      { name: 'answer size', value: `${(first.bytes / 1024 / 1024).toFixed(1)} MiB` },
      { name: 'gateway order(id) { items } median', value: ms(median(gatewayMs), 0) },
      { name: 'product API items directly median', value: ms(median(restMs), 0) },
      { name: 'gateway / direct REST', value: ratio(median(gatewayMs) / median(restMs)) },
    ];
    const notes: string[] = [`order ${orderId}; ${RUNS} runs each, alternating`];

    if (!existsSync(dialogSource)) notes.push('browser part skipped: web/src/orders/components/OrderDetailsDialog.tsx not found');
    else if (!existsSync(`${webDist}index.html`)) notes.push('browser part skipped: web/dist not built');
    else if (!existsSync(CHROMIUM)) notes.push(`browser part skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    else {
      try {
        const dialog = await measureDetailsDialog(gateway.url, orderId, CHROMIUM);
        const frames = dialog.frames;
        const long = frames.filter((f) => f > 50).length;
        const fps = frames.length / (frames.reduce((a, b) => a + b, 0) / 1000);
        metrics.push(
          { name: 'dialog usable after answer arrived', value: ms(dialog.usableMs, 0), target: '<= 500 ms', ok: dialog.usableMs <= 500 },
          { name: 'scroll: frames per second', value: fps.toFixed(0) },
          {
            name: 'scroll: frame time p95 / max',
            value: `${ms(percentile(frames, 95), 1)} / ${ms(Math.max(...frames), 1)}`,
            target: 'p95 <= 33.4 ms',
            ok: percentile(frames, 95) <= 33.4,
          },
          { name: 'scroll: frames over 50 ms', value: `${long} of ${frames.length}` },
        );
        notes.push(`dialog rendered ${dialog.renderedRows} row elements (virtualised); scrolled ${dialog.scrolledPx.toFixed(0)} px in 3 s`);
      } catch (error) {
        notes.push(`browser part failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    return { bench: 'details', metrics, notes };
  } finally {
    direct.close();
    await gateway?.close();
    await upstreams.close();
  }
}
