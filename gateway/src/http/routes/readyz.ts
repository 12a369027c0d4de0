// Readiness, /readyz: whether a load balancer should send requests here: not once the gateway is leaving (drain),
// and only while this instance's own store answers (within STORE_CHECK_MS). The product API is shared by every
// instance: its state is reported beside (observability/readiness.ts: checked at most every 2 s) but never makes
// this one unready, or an upstream outage would take every gateway out of the balancer at once, login page
// included; each request answers an upstream fault on its own.
import type { Db } from '@painel/db/database';
import type { UpstreamProbe } from '../../observability/readiness';
import type { Capabilities } from '../../upstreams/capabilities';
import { jsonReply } from '../reply';
import type { RouteHandler } from '../route';

/** How long /readyz waits for the store's answer. */
const STORE_CHECK_MS = 1_000;

/** Whether `work` settles successfully within `ms` (a late answer counts as none). */
function answersWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = work.then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

export interface ReadyzOptions {
  store: Db;
  productApi: UpstreamProbe;
  capabilities: Capabilities;
  leaving(): boolean;
}

export function readyzRoute({ store, productApi, capabilities, leaving }: ReadyzOptions): RouteHandler {
  return async (_req, res) => {
    if (leaving()) return jsonReply(res, 503, { status: 'draining' }, { 'cache-control': 'no-store' });
    const [storeOk, productApiOk] = await Promise.all([answersWithin(store.query('SELECT 1'), STORE_CHECK_MS), productApi.reachable()]);
    // Capabilities say what is on and off; they never make the gateway unready (each feature degrades in the open).
    const body = {
      status: storeOk ? 'ok' : 'unavailable',
      store: storeOk ? 'ok' : 'unavailable',
      productApi: productApiOk ? 'ok' : 'unavailable',
      capabilities: capabilities.summary(),
    };
    return jsonReply(res, storeOk ? 200 : 503, body, { 'cache-control': 'no-store' });
  };
}
