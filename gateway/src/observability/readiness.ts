// /readyz's look at the product API: any HTTP answer below 500 within a short timeout means it is reachable (its
// root may well answer 404 or 401: the point is that it answers). The result is kept READY_CACHE_MS, and probes
// arriving while one check runs share it, so a load balancer's probes of many gateways do not hammer the API.
import { getWithRetries } from '../upstreams/http-get';
import type { HttpClient } from '../upstreams/http';

export const READY_CACHE_MS = 2000;
const PROBE_TIMEOUT_MS = 1500;

export interface UpstreamProbe {
  /** Whether the upstream answered, from a check at most READY_CACHE_MS old. */
  reachable(): Promise<boolean>;
}

export function probeUpstream(client: HttpClient, clock: () => number = Date.now): UpstreamProbe {
  let last: { at: number; check: Promise<boolean> } | null = null;
  const check = async () => {
    try {
      const reply = await getWithRetries(
        new URL(client.prefixUrl),
        { 'user-agent': 'painel-gateway', accept: 'application/json' },
        { ...client.getOptions, timeoutMs: PROBE_TIMEOUT_MS, retries: 0 },
      );
      return reply.status < 500;
    } catch {
      return false;
    }
  };
  return {
    reachable() {
      const now = clock();
      if (!last || now - last.at > READY_CACHE_MS) last = { at: now, check: check() };
      return last.check;
    },
  };
}
