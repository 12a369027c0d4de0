// The GET path of the upstream clients on bare node:http (the same keep-alive agents got uses for writes).
// Why not got here: GETs are the hot path (every list and DataLoader batch), and got's per-call option
// normalisation, hooks and stream layers cost more CPU than the rest of a small query: measured in the thin
// proxy of `npm run bench -- throughput`, node:http serves 2.3-2.6x got's requests/s on the same calls.
// Behaviour is got's as configured in http.ts, rule for rule: a whole-request timeout per attempt (an error
// named TimeoutError, code ETIMEDOUT), `retries` more attempts on got's retryable error codes and statuses with
// got's delays (Retry-After honoured up to the timeout, 413 without it never retried, else 1 s, 2 s, ... plus
// up to 100 ms of noise), the last answer returned whatever its status, gzip/deflate/br bodies decoded, no
// redirects followed.
import { request as httpRequest, type Agent as HttpAgent, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest, type Agent as HttpsAgent } from 'node:https';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { DeadlineReached, mayBegin, MIN_CALL_MS, type RequestDeadline } from '../request-deadline';

export interface GetOptions {
  agents: { http: HttpAgent; https: HttpsAgent };
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
}

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** got's defaults (retry.statusCodes, retry.errorCodes). */
const RETRY_STATUSES = new Set([408, 413, 429, 500, 502, 503, 504, 521, 522, 524]);
const RETRY_CODES = new Set(['ETIMEDOUT', 'ECONNRESET', 'EADDRINUSE', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN']);
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * With a request's `deadline` (server.ts), an attempt in flight at expiry is aborted (DeadlineReached), and no
 * attempt or retry begins with less than MIN_CALL_MS left.
 */
export async function getWithRetries(url: URL, headers: Record<string, string>, options: GetOptions, deadline?: RequestDeadline): Promise<RawReply> {
  for (let attempt = 1; ; attempt++) {
    if (!mayBegin(deadline)) throw new DeadlineReached(false);
    let reply: RawReply | undefined;
    let error: unknown;
    try {
      reply = await getOnce(url, headers, options, deadline?.signal);
    } catch (failure) {
      error = failure;
    }
    let delay = attempt <= options.retries && !(error instanceof DeadlineReached) ? retryDelay(attempt, reply, error, options.timeoutMs) : 0;
    // A retry that could not answer before the deadline is not begun: the last answer (or failure) stands.
    if (delay && deadline && deadline.remaining() - delay < MIN_CALL_MS) delay = 0;
    if (!delay) {
      if (reply) return reply;
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** got's calculateRetryDelay for a GET: 0 means no retry. */
export function retryDelay(attempt: number, reply: RawReply | undefined, error: unknown, timeoutMs: number): number {
  if (reply) {
    if (!RETRY_STATUSES.has(reply.status)) return 0;
    const after = retryAfterMs(reply.headers['retry-after']);
    if (after) return after > timeoutMs ? 0 : after;
    if (reply.status === 413) return 0;
  } else {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== 'string' || !RETRY_CODES.has(code)) return 0;
  }
  return 2 ** (attempt - 1) * 1000 + Math.random() * 100;
}

function retryAfterMs(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const seconds = Number(header);
  if (!Number.isNaN(seconds)) return seconds * 1000;
  const until = Date.parse(header) - Date.now();
  return until > 0 ? until : 1;
}

function timeoutError(ms: number): Error {
  return Object.assign(new Error(`Timeout awaiting 'request' for ${ms}ms`), { name: 'TimeoutError', code: 'ETIMEDOUT' });
}

function decoded(res: IncomingMessage): Readable {
  const status = res.statusCode ?? 0;
  if (status === 204 || status === 205 || status === 304 || status < 200) return res;
  const encoding = (res.headers['content-encoding'] ?? '').toLowerCase();
  const decoder = encoding === 'gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
  return decoder ? res.pipe(decoder) : res;
}

function getOnce(url: URL, headers: Record<string, string>, options: GetOptions, signal?: AbortSignal): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const req = (secure ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      headers,
      agent: secure ? options.agents.https : options.agents.http,
    });
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    const timer = setTimeout(() => {
      const error = timeoutError(options.timeoutMs);
      fail(error);
      req.destroy(error);
    }, options.timeoutMs);
    // The request's deadline passed: the answer would reach nobody.
    const onAbort = () => {
      const error = new DeadlineReached(true);
      fail(error);
      req.destroy(error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', fail);
    req.on('response', (res) => {
      const body = decoded(res);
      const chunks: Buffer[] = [];
      body.on('data', (chunk: Buffer) => chunks.push(chunk));
      body.on('error', fail);
      if (body !== res) res.on('error', fail);
      // A connection closed mid-body must not wait for the timeout.
      res.on('close', () => {
        if (!res.complete) fail(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      });
      body.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.end();
  });
}
