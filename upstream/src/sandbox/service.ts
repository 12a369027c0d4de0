// Wraps one reference service (ERP bridge, loyalty, push, storage) in the shared sandbox behaviour: body size
// limit, fault switch, recording of every request and answer, and the /_sandbox/ control endpoints.
//
// On every service's port (no credentials; a local test and operator tool):
//   GET    /_sandbox/requests?since=<id>&path=<substring>&limit=<n<=10000>
//            -> {service, lastId, results: [{id, service, method, path, query, headers (secrets redacted), body,
//                status (null = never answered), response, fault, receivedAt}]}   oldest first
//   DELETE /_sandbox/requests -> {deleted: n}
//   POST   /_sandbox/faults {mode: 'status'|'timeout'|'warning', status?, body?, headers?, times?, path?}
//            -> 201 {fault}; faults are checked in order, the first whose path is contained in the request
//               path applies; times (default unlimited) counts matching requests.
//            'status': answers status with body (or the service's own error shape) without doing the work.
//            'timeout': never answers and does nothing (the client's timeout is under test).
//            'warning': does the work, then answers 200 with a PHP warning (body: its message) before the output.
//   GET    /_sandbox/faults -> {faults};  DELETE /_sandbox/faults -> clears them.
// Faults live in the process (per service instance); recordings live in the database (sandbox_requests).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Db } from '@painel/db/database';
import { FaultSwitch, type Fault } from './faults';
import { json, replyPayload, type Reply, type ServiceRequest } from './reply';
import { recordRequest } from './recorder';
import { handleSandboxRoute } from './routes';
import { handleOnce } from './idempotency';

export type ServiceName = 'erp' | 'loyalty' | 'push' | 'storage';

export interface ServiceDefinition {
  name: ServiceName;
  /** Largest request body accepted, in bytes; larger ones get tooLarge(). */
  bodyLimit: number;
  handle(req: ServiceRequest): Promise<Reply>;
  /** The service's own error shape for a 'status' fault that did not give a body. */
  faultReply(status: number): Reply;
  tooLarge(): Reply;
  /** What to record as the request body when it is not JSON (e.g. multipart, raw bytes). */
  describeBody?(req: ServiceRequest): unknown;
  /** The PHP warning text a 'warning' fault prepends. */
  warningText?(req: ServiceRequest, message: string | undefined): string;
  /**
   * POSTs honour an `Idempotency-Key` header (idempotency.ts): a repeat answers the first result when this says
   * that result was a success (the service's own success shape; a refusal is not kept, so a corrected retry runs).
   */
  idempotentPosts?: (reply: Reply) => boolean;
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function defaultDescribeBody(req: ServiceRequest): unknown {
  if (req.body.length === 0) return null;
  const raw = req.body.toString('utf8');
  try {
    return JSON.parse(raw);
  } catch {
    const type = String(req.headers['content-type'] ?? '');
    if (type.startsWith('text/') || type.includes('json') || type.includes('urlencoded')) return { _raw: raw.slice(0, 4000) };
    return { _contentType: type || null, _bytes: req.body.length };
  }
}

function describeReply(reply: Reply): unknown {
  if ('json' in reply) return reply.json;
  if ('text' in reply) return reply.text.slice(0, 10_000);
  return { _contentType: reply.contentType, _bytes: reply.bytes.length };
}

const defaultWarning = (req: ServiceRequest, message: string | undefined) =>
  `<br />\n<b>Warning</b>:  ${message ?? 'Undefined index: codfilial'} in <b>/var/www/html${req.path}.php</b> on line <b>42</b><br />\n`;

function send(res: ServerResponse, reply: Reply) {
  const { contentType, data } = replyPayload(reply);
  res.writeHead(reply.status, { 'content-type': contentType, 'content-length': data.length, ...reply.headers });
  res.end(data);
}

export function createServiceHandler(db: Db, def: ServiceDefinition, faults = new FaultSwitch()): RequestListener {
  const run = async (incoming: IncomingMessage, res: ServerResponse) => {
    // Clients joining a base URL with a trailing slash send '//path': treat it as '/path'.
    const url = new URL((incoming.url ?? '/').replace(/^\/{2,}/, '/'), 'http://local');
    url.pathname = url.pathname.replace(/\/{2,}/g, '/');
    const method = (incoming.method ?? 'GET').toUpperCase();
    if (url.pathname.startsWith('/_sandbox/')) {
      const body = await readBody(incoming, 64 * 1024).catch(() => Buffer.alloc(0));
      send(res, await handleSandboxRoute(db, def.name, faults, method, url, body));
      return;
    }
    const host = incoming.headers['x-forwarded-host'] ?? incoming.headers.host ?? 'localhost';
    const proto = incoming.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    const req: ServiceRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body: Buffer.alloc(0),
      origin: `${proto}://${host}`,
    };
    const record = (status: number | null, response: unknown, fault: string | null, body: unknown) =>
      recordRequest(db, { service: def.name, method, path: req.path, query: req.query, headers: req.headers, body, status, response, fault });

    const declared = Number(incoming.headers['content-length'] ?? 0);
    let tooLarge = declared > def.bodyLimit;
    if (!tooLarge) {
      try {
        req.body = await readBody(incoming, def.bodyLimit);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        tooLarge = true;
      }
    }
    if (tooLarge) {
      const reply = def.tooLarge();
      reply.headers = { ...reply.headers, connection: 'close' };
      await record(reply.status, describeReply(reply), null, { _bytes: declared || null, _tooLarge: true });
      send(res, reply);
      return;
    }
    const body = (def.describeBody ?? defaultDescribeBody)(req);
    const fault = faults.take(req.path);
    if (fault?.mode === 'timeout') {
      // Never answer: the client's own timeout is what is under test. The server's close() drops the socket.
      await record(null, null, 'timeout', body);
      return;
    }
    const handle = () =>
      def.idempotentPosts && method === 'POST' ? handleOnce(db, def.name, req, () => def.handle(req), def.idempotentPosts) : def.handle(req);
    const reply = fault?.mode === 'status' ? faultStatusReply(def, fault) : await handle();
    const final = fault?.mode === 'warning' ? withWarning(def, req, fault, reply) : reply;
    await record(final.status, describeReply(final), fault?.mode ?? null, body);
    // The work is done and recorded; the answer is dropped on the way (the client sees its own timeout).
    if (fault?.mode === 'lost') return;
    send(res, final);
  };
  return (incoming, res) => {
    run(incoming, res).catch((error: unknown) => {
      // A client that went away mid-body (the gateway drops a stalled upload) is not the service's fault.
      if (incoming.destroyed || (error as NodeJS.ErrnoException)?.code === 'ECONNRESET') return void res.destroy();
      console.error(`[${def.name}] unexpected error`, error);
      if (!res.headersSent) send(res, json(500, { detail: 'Internal server error.' }));
      else res.destroy();
    });
  };
}

function faultStatusReply(def: ServiceDefinition, fault: Fault): Reply {
  const status = fault.status ?? 500;
  const reply = fault.body !== undefined ? json(status, fault.body) : def.faultReply(status);
  return { ...reply, headers: { ...reply.headers, ...fault.headers } };
}

// A PHP script that emits a warning before its output: the status stays 200 and the body becomes HTML text.
function withWarning(def: ServiceDefinition, req: ServiceRequest, fault: Fault, reply: Reply): Reply {
  const message = typeof fault.body === 'string' ? fault.body : undefined;
  const warning = (def.warningText ?? defaultWarning)(req, message);
  const { data } = replyPayload(reply);
  const rest = 'bytes' in reply ? '' : data.toString('utf8');
  return { status: 200, text: warning + rest, contentType: 'text/html; charset=UTF-8', headers: fault.headers };
}
