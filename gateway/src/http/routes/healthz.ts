// Liveness, /healthz: the process answers. Nothing outside it is asked, so a stalled store or upstream never makes
// an orchestrator restart every instance at once. Still answered while draining.
import { jsonReply } from '../reply';
import type { RouteHandler } from '../route';

export const healthzRoute: RouteHandler = (_req, res) => Promise.resolve(jsonReply(res, 200, { status: 'ok' }, { 'cache-control': 'no-store' }));
