// Shared set-up of the open-orders benchmarks: the upstream child, and a recording of the product API calls the
// gateway makes for one 'Pedidos em Aberto' page (an in-process gateway behind a counting proxy).
import { startGateway, type RequestLimits } from '../../gateway/src/server';
import type { UpstreamUrls } from '../../gateway/src/upstreams/clients';
import type { ExecutionMode } from '../../gateway/src/apollo';
import { startChild, type Child } from './children';
import { OPEN_ORDERS_QUERY, gql, loginToken, unusable, type GqlReply } from './gateway-client';
import { countingProxy, derivePlan, type CallPlan, type RecordedCall } from './recording';

export type UpstreamChild = Child<{ urls: UpstreamUrls }>;

export function startUpstreamChild(): Promise<UpstreamChild> {
  return startChild<{ urls: UpstreamUrls }>('upstream.ts');
}

/** The gateway as deployed: NODE_ENV=production (read by graphql-js at load) and production mode. */
export function startGatewayChild(upstreams: UpstreamUrls, execution?: ExecutionMode, requests?: RequestLimits): Promise<Child<{ url: string }>> {
  return startChild<{ url: string }>('gateway.ts', { upstreams, execution, requests }, { NODE_ENV: 'production' });
}

export function openOrdersVariables(pageSize: number) {
  return { filter: null, page: 1, pageSize };
}

export interface Recording {
  pageSize: number;
  rows: number;
  calls: RecordedCall[];
  reply: GqlReply;
  /** Null when the gateway cannot answer the query yet (then `reason` says why). */
  plan: CallPlan | null;
  reason: string | null;
}

/** Records the product API calls of one open-orders query per page size (calls made by login excluded). */
export async function recordOpenOrders(urls: UpstreamUrls, pageSizes: number[]): Promise<Recording[]> {
  const proxy = await countingProxy(urls.productApi);
  const gateway = await startGateway({ port: 0, upstreams: { ...urls, productApi: proxy.url }, webDist: null, logLevel: 'silent' });
  try {
    const token = await loginToken(gateway.url);
    const out: Recording[] = [];
    for (const pageSize of pageSizes) {
      proxy.calls.length = 0;
      const reply = await gql(gateway.url, token, OPEN_ORDERS_QUERY, openOrdersVariables(pageSize));
      const calls = [...proxy.calls];
      const reason = unusable(reply, 'openOrders');
      const page = reply.body.data?.openOrders as { items?: unknown[] } | undefined;
      out.push({
        pageSize,
        rows: page?.items?.length ?? 0,
        calls,
        reply,
        plan: reason ? null : derivePlan(calls),
        reason,
      });
    }
    return out;
  } finally {
    await gateway.close();
    await proxy.close();
  }
}

/** The page's successful product API GETs, for the replay upstream (bench/children/replay-upstream.ts). */
export function replayAnswers(calls: readonly RecordedCall[]): Array<{ path: string; body: string }> {
  return calls.filter((c) => c.method === 'GET' && c.status === 200).map((c) => ({ path: c.path, body: c.body }));
}
