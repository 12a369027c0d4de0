// Benchmark 2: product API calls for one 'Pedidos em Aberto' page (5 and 50 rows, with customers, additional
// orders and flags as the screen asks) through the gateway, per resource type, against the calls the same screen
// needs when each related record is fetched one by one. Target: at most one call per resource type.
import { recordOpenOrders, startUpstreamChild, type Recording } from './lib/open-orders';
import { resourceOf } from './lib/recording';
import { skipped, type BenchResult, type Metric } from './lib/report';

function perResource(recording: Recording): Map<string, { gateway: number; oneByOne: number }> {
  const out = new Map<string, { gateway: number; oneByOne: number }>();
  const plan = recording.plan!;
  const bump = (resource: string, gateway: number, oneByOne: number) => {
    const entry = out.get(resource) ?? { gateway: 0, oneByOne: 0 };
    out.set(resource, { gateway: entry.gateway + gateway, oneByOne: entry.oneByOne + oneByOne });
  };
  bump(plan.list.resource, 1, 1);
  for (const followUp of plan.followUps) bump(followUp.resource, 1, followUp.oneByOne);
  return out;
}

export async function upstreamCallsBench(): Promise<BenchResult> {
  const upstream = await startUpstreamChild();
  try {
    const recordings = await recordOpenOrders(upstream.info.urls, [5, 50]);
    const broken = recordings.find((r) => r.reason);
    if (broken) return skipped('upstream-calls', broken.reason!);
    const metrics: Metric[] = [];
    const notes: string[] = [];
    for (const recording of recordings) {
      const table = perResource(recording);
      const worst = Math.max(...[...table.values()].map((v) => v.gateway));
      const total = [...table.values()].reduce((sum, v) => sum + v.gateway, 0);
      const naive = [...table.values()].reduce((sum, v) => sum + v.oneByOne, 0);
      const label = `page of ${recording.pageSize} (${recording.rows} rows)`;
      metrics.push({ name: `${label}: calls`, value: `${total} gateway vs ${naive} one by one`, target: '', ok: undefined });
      for (const [resource, counts] of table) {
        metrics.push({
          name: `${label}: ${resource}`,
          value: `${counts.gateway} vs ${counts.oneByOne}`,
          target: '<= 1',
          ok: counts.gateway <= 1,
        });
      }
      metrics.push({ name: `${label}: max calls per resource`, value: String(worst), target: '<= 1', ok: worst <= 1 });
      const paths = recording.calls.map((c) => `${c.method} ${resourceOf(c.path)}`).join(', ');
      notes.push(`page of ${recording.pageSize}: ${paths}`);
      for (const f of recording.plan!.followUps) {
        notes.push(
          `page of ${recording.pageSize}: ${f.resource} asks ${f.idCount} ids, ` +
            (f.idsFrom ? `taken from rows[].${f.idsFrom.join('.')} (${f.oneByOne} references)` : 'ids not found in the list rows (replayed as recorded)'),
        );
      }
      if (recording.rows < recording.pageSize) notes.push(`page of ${recording.pageSize} returned only ${recording.rows} rows`);
    }
    return { bench: 'upstream-calls', metrics, notes };
  } finally {
    await upstream.stop();
  }
}
