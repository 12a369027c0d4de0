// `bench search`: the navigator's Query.search (docs/decisions/0044-navigator-and-order-history.md) on the demo data,
// one request at a time, as the superuser (every kind asked: the most upstream calls in parallel) and as a branch-bound
// submanager. The texts are what people type: order numbers, a CPF formatted and not, a customer's first name, a
// product's code, EAN and a word of its description, a staff name and matrícula, page names. Target: p95 <= 300 ms for
// each user.
import { print } from 'graphql';
import { startGateway, type RunningGateway } from '../gateway/src/server';
import { startUpstreams } from '../upstream/src/start';
import { SearchDocument } from '../web/src/generated/graphql';
import { gql, loginToken } from './lib/gateway-client';
import type { BenchResult, Metric } from './lib/report';
import { median, ms, percentile, timed } from './lib/stats';

const SEARCH = print(SearchDocument);
const WARM_UP = 20;
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 300);
const TARGET_P95_MS = 300;

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What people type, drawn from the demo data through the gateway itself. */
async function demoTexts(url: string, token: string): Promise<string[]> {
  const data = async (query: string) => (await gql(url, token, query)).body.data as Loose;
  const orders = (await data('{ openOrders(pageSize: 3) { items { id } } }')).openOrders.items.map((o: Loose) => String(o.id));
  const customers = (await data('{ customers(pageSize: 20) { items { name cpf } } }')).customers.items as Loose[];
  const withCpf = customers.find((c) => (c.cpf ?? '').replace(/\D/g, '').length === 11)!;
  const digits = withCpf.cpf.replace(/\D/g, '');
  const products = (await data('{ products(filter: { branch: 17 }, pageSize: 3) { items { code auxiliaryCode description } } }')).products.items as Loose[];
  const product = products.find((p) => p.auxiliaryCode) ?? products[0];
  return [
    ...orders,
    digits,
    `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`,
    customers[0].name.split(' ')[0],
    String(product.code),
    ...(product.auxiliaryCode ? [product.auxiliaryCode] : []),
    product.description.split(' ')[0].toLowerCase(),
    '1004',
    'pedidos',
    'funcionarios',
  ];
}

async function measure(url: string, token: string, texts: string[]): Promise<{ samples: number[]; errors: number }> {
  const samples: number[] = [];
  let errors = 0;
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const text = texts[i % texts.length];
    const { ms: took, value } = await timed(() => gql(url, token, SEARCH, { text }));
    if (value.body.errors?.length) errors += 1;
    if (i >= WARM_UP) samples.push(took);
  }
  return { samples, errors };
}

export async function searchBench(): Promise<BenchResult> {
  const upstreams = await startUpstreams();
  let gateway: RunningGateway | undefined;
  try {
    gateway = await startGateway({ port: 0, upstreams: upstreams.urls, webDist: null, logLevel: 'error' });
    const superuser = await loginToken(gateway.url, '1001');
    const submanager = await loginToken(gateway.url, '1003');
    const texts = await demoTexts(gateway.url, superuser);
    const metrics: Metric[] = [];
    const notes = [`${SAMPLES} searches per user after ${WARM_UP} warm-up, one at a time, texts in turn: ${texts.join(' | ')}`];
    for (const [who, token] of [
      ['1001 (type 1, every kind)', superuser],
      ['1003 (type 3, branch 17)', submanager],
    ] as const) {
      const { samples, errors } = await measure(gateway.url, token, texts);
      const p95 = percentile(samples, 95);
      metrics.push({ name: `${who} median`, value: ms(median(samples), 1) });
      metrics.push({ name: `${who} p95`, value: ms(p95, 1), target: `<= ${TARGET_P95_MS} ms`, ok: p95 <= TARGET_P95_MS && errors === 0 });
      if (errors) notes.push(`${who}: ${errors} answers with errors`);
    }
    return { bench: 'search', metrics, notes };
  } finally {
    await gateway?.close();
    await upstreams.close();
  }
}
