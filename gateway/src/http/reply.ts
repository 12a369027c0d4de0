// The gateway's own JSON answers (errors, probes, refusals), with the security headers every answer carries.
import type { ServerResponse } from 'node:http';
import { COMMON_SECURITY_HEADERS } from '../security-headers';

export function jsonReply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...COMMON_SECURITY_HEADERS, ...headers }).end(JSON.stringify(body));
}

export function requestError(res: ServerResponse, status: number, message: string): void {
  jsonReply(res, status, { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

/** What a request gets from a gateway that is draining: the load balancer sends it elsewhere next time. */
const DRAINING = { errors: [{ message: 'O servidor está reiniciando. Tente novamente em instantes.', extensions: { code: 'SHUTTING_DOWN' } }] };

export function drainingReply(res: ServerResponse): void {
  jsonReply(res, 503, DRAINING, { 'retry-after': '1', connection: 'close' });
}

/** A bare 404 (no body, no headers of ours): /metrics turned off, no web app to serve. */
export function notFound(res: ServerResponse): Promise<void> {
  return Promise.resolve(void res.writeHead(404).end());
}
