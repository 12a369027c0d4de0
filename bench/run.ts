// `npm run bench [-- name...]`: runs the benchmarks (all by default, one after the other so they do not compete
// for the CPU) and prints a final table. Benchmarks never run in `npm test`.
import { bundleBench } from './bundle';
import { deployBench } from './deploy';
import { detailsBench } from './details';
import { closeHttp } from './lib/http';
import { formatTable, type BenchResult } from './lib/report';
import { latencyBench } from './latency';
import { lighthouseBench } from './lighthouse';
import { listsBench } from './lists';
import { liveBench } from './live';
import { notificationsBench } from './notifications';
import { observabilityBench } from './observability';
import { overloadBench } from './overload';
import { reportsBench } from './reports';
import { throughputBench } from './throughput';
import { screenCallsBench } from './screen-calls';
import { searchBench } from './search';
import { startupBench } from './startup';
import { upstreamCallsBench } from './upstream-calls';
import { wireBench } from './wire';

const BENCHES: Record<string, () => Promise<BenchResult>> = {
  bundle: bundleBench,
  'upstream-calls': upstreamCallsBench,
  'screen-calls': screenCallsBench,
  throughput: throughputBench,
  observability: observabilityBench,
  overload: overloadBench,
  latency: latencyBench,
  details: detailsBench,
  lists: listsBench,
  notifications: notificationsBench,
  reports: reportsBench,
  startup: startupBench,
  deploy: deployBench,
  lighthouse: lighthouseBench,
  wire: wireBench,
  search: searchBench,
  live: liveBench,
};

async function main(): Promise<number> {
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = asked.filter((name) => !(name in BENCHES));
  if (unknown.length) {
    console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
    return 2;
  }
  const names = asked.length ? asked : Object.keys(BENCHES);
  const results: BenchResult[] = [];
  for (const name of names) {
    const started = Date.now();
    console.log(`\n== ${name}`);
    let result: BenchResult;
    try {
      result = await BENCHES[name]();
    } catch (error) {
      result = { bench: name, metrics: [], skipped: `failed: ${(error as Error).message ?? error}` };
      console.error((error as Error).stack ?? error);
    }
    results.push(result);
    console.log(formatTable([result]));
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  closeHttp();
  console.log(`\n== summary\n${formatTable(results)}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
