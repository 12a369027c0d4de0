// `GET /metrics` in Prometheus's text format, for the operator's scraper and nobody else. The rule:
// - METRICS_TOKEN set: the request must carry `Authorization: Bearer <token>` (compared in constant time), else
//   401. The web app's code never has the token, so its origin cannot read the metrics.
// - no token, production: refused (403): a production gateway sits behind proxies, where "from loopback" proves
//   nothing; set METRICS_TOKEN to scrape it.
// - no token, development: only a direct loopback peer, and only without forwarding headers (a local reverse
//   proxy in front of the web app would otherwise make every browser look local), and only when the Host names
//   the loopback too: a page of another site whose name resolves to 127.0.0.1 (DNS rebinding) sends its own name.
// Never any CORS header: a browser on another origin cannot read the answer even with the token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMMON_SECURITY_HEADERS } from '../security-headers';
import { registry } from './metrics';

export interface MetricsAccess {
  token: string | undefined;
  production: boolean;
}

export type MetricsRefusal = 401 | 403;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** A Host header naming the loopback: localhost, 127.0.0.1 or [::1], with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;
const digest = (text: string) => createHash('sha256').update(text).digest();

/** null when the request may read the metrics, else the status of the refusal. */
export function metricsRefusal(req: IncomingMessage, access: MetricsAccess): MetricsRefusal | null {
  if (access.token) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    return match && timingSafeEqual(digest(match[1]), digest(access.token)) ? null : 401;
  }
  if (access.production) return 403;
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  const local = LOOPBACK.has(req.socket.remoteAddress ?? '') && LOOPBACK_HOST.test(req.headers.host ?? '');
  return !forwarded && local ? null : 403;
}

export async function handleMetrics(req: IncomingMessage, res: ServerResponse, access: MetricsAccess): Promise<void> {
  const base = { 'cache-control': 'no-store', ...COMMON_SECURITY_HEADERS };
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { ...base, allow: 'GET' }).end();
  const refusal = metricsRefusal(req, access);
  if (refusal === 401) return void res.writeHead(401, { ...base, 'www-authenticate': 'Bearer' }).end();
  if (refusal === 403) return void res.writeHead(403, base).end();
  const text = await registry.metrics();
  res.writeHead(200, { ...base, 'content-type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text);
}
