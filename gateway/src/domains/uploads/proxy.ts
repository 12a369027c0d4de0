// `PUT /uploads/<ticket>`: the browser's image bytes, streamed to the storage API's presigned URL. The storage API
// sends no CORS headers, so the browser cannot PUT there itself; going through the gateway also keeps the
// presigned URL server-side. Only the session that asked for the ticket may use it, once, before it expires; a body
// that stops arriving is answered 408 within UPLOAD_IDLE_MS and the storage request is dropped.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { GatewayServices } from '../../context';
import { isSecureRequest, presentedToken } from '../../auth/cookies';
import { COMMON_SECURITY_HEADERS } from '../../security-headers';
import { verifySessionToken } from '../../auth/session-token';
import { UPLOAD_MESSAGES } from '../../kit/storage-folders';
import { normaliseContentType } from './rules';
import { openTicket, type UploadTicket } from './ticket';
import { claimTicket, releaseTicket } from './ticket-claims';
import { beginUpstreamCall, type UpstreamCall } from '../../observability/upstream-call';

const UPSTREAM_TIMEOUT_MS = 60_000;
/** A body that stops arriving for this long is answered 408 and the storage request is dropped. */
export const UPLOAD_IDLE_MS = 5_000;

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...COMMON_SECURITY_HEADERS, ...headers });
  res.end(JSON.stringify(body));
}

const refuse = (res: ServerResponse, status: number, code: string, message: string, headers?: Record<string, string>) =>
  reply(res, status, { error: { code, message } }, headers);

/** Fails the stream once more bytes than declared pass (a lying Content-Length must not reach the storage API). */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) return done(new Error('body larger than declared'));
    done(null, chunk);
  }
}

class BodyStalled extends Error {}

/** Fails the stream when no byte arrives for `idleMs` (a client that declared more than it sends). */
class IdleWatch extends Transform {
  private timer: NodeJS.Timeout;
  constructor(private readonly idleMs: number) {
    super();
    this.timer = setTimeout(() => this.stall(), idleMs);
  }
  private stall() {
    this.destroy(new BodyStalled(`no bytes for ${this.idleMs} ms`));
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.timer.refresh();
    done(null, chunk);
  }
  override _flush(done: TransformCallback) {
    clearTimeout(this.timer);
    done();
  }
  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    clearTimeout(this.timer);
    done(error);
  }
}

interface StorageAnswer {
  status: number;
  text: string;
}

async function streamToStorage(req: IncomingMessage, ticket: UploadTicket, length: number, call: UpstreamCall): Promise<StorageAnswer> {
  const target = new URL(ticket.presignedUrl);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const outgoing = send(target, {
    method: 'PUT',
    headers: { 'content-type': ticket.contentType, 'content-length': String(length), ...call.headers },
    timeout: UPSTREAM_TIMEOUT_MS,
  });
  const answered = new Promise<StorageAnswer>((resolve, reject) => {
    outgoing.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 502, text: Buffer.concat(chunks).toString('utf8').slice(0, 2000) }));
      answer.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('storage timeout')));
    outgoing.on('error', reject);
  });
  // The storage API may answer (e.g. 413) before reading everything: its answer counts, not our write error.
  // A stalled body is the exception: nothing will answer, so the storage request is dropped at once.
  const sent = pipeline(req, new IdleWatch(UPLOAD_IDLE_MS), new ByteLimit(length), outgoing).catch((error: unknown) => error);
  const stalled = sent.then((error) => {
    if (!(error instanceof BodyStalled)) return new Promise<never>(() => undefined);
    outgoing.destroy();
    throw error;
  });
  stalled.catch(() => undefined); // settled by the race below, or after the storage API has answered
  const answer = await Promise.race([answered, stalled]);
  await sent;
  return answer;
}

/** Handles one request whose path starts with /uploads/. */
export async function handleUploadPut(services: GatewayServices, req: IncomingMessage, res: ServerResponse, sealed: string): Promise<void> {
  if (req.method !== 'PUT') return refuse(res, 405, 'METHOD_NOT_ALLOWED', 'Use PUT para enviar a imagem.', { allow: 'PUT' });
  const ticket = openTicket(services.keys.encryption, sealed);
  if (!ticket) return refuse(res, 404, 'BAD_TICKET', UPLOAD_MESSAGES.failed);
  const now = services.now();
  if (now.getTime() > ticket.expiresAt) return refuse(res, 410, 'EXPIRED', UPLOAD_MESSAGES.expired);
  const token = presentedToken(req, isSecureRequest(req, services.trustedProxies ?? 0));
  const sessionId = token ? await verifySessionToken(services.keys.jwt, token, now) : null;
  const session = sessionId ? await services.sessions.getActive(sessionId, now) : null;
  if (!session) return refuse(res, 401, 'UNAUTHENTICATED', 'Sessão encerrada ou inexistente. Faça login novamente.');
  if (session.id !== ticket.sessionId) return refuse(res, 403, 'FORBIDDEN', 'Acesso negado.');
  if (normaliseContentType(req.headers['content-type'] ?? '') !== ticket.contentType) {
    return refuse(res, 415, 'BAD_TYPE', ticket.typeMessage);
  }
  const declared = req.headers['content-length'];
  if (declared === undefined || !/^\d+$/.test(declared)) return refuse(res, 411, 'LENGTH_REQUIRED', UPLOAD_MESSAGES.failed);
  const length = Number(declared);
  if (length === 0) return refuse(res, 400, 'EMPTY', UPLOAD_MESSAGES.empty);
  if (length > ticket.maxBytes) return refuse(res, 413, 'TOO_LARGE', UPLOAD_MESSAGES.tooLarge(ticket.maxBytes), { connection: 'close' });

  if (!(await claimTicket(services.store, sealed, ticket.expiresAt))) {
    return refuse(res, 409, 'TICKET_USED', UPLOAD_MESSAGES.ticketUsed, { connection: 'close' });
  }
  let answer: StorageAnswer;
  // The request id, trace and metrics of the PUT (observability/upstream-call.ts); the resource is the URL's path.
  const call = beginUpstreamCall('storage', 'PUT', '', new URL(ticket.presignedUrl).pathname, services.connections.storage.scope);
  try {
    answer = await streamToStorage(req, ticket, length, call);
    call.done(answer.status);
  } catch (error) {
    call.done(undefined, error);
    await releaseTicket(services.store, sealed);
    if (error instanceof BodyStalled) {
      services.log.info('upload body stalled', { declared: length });
      return refuse(res, 408, 'BODY_STALLED', UPLOAD_MESSAGES.stalled, { connection: 'close' });
    }
    services.log.warn('upload to storage failed', { error: String(error) });
    return refuse(res, 502, 'UPLOAD_FAILED', UPLOAD_MESSAGES.failed);
  }
  if (answer.status >= 200 && answer.status < 300) return reply(res, 200, { fileUrl: ticket.fileUrl });
  await releaseTicket(services.store, sealed);
  services.log.warn('storage refused an upload', { status: answer.status, body: answer.text });
  // The storage API's S3-style codes: the bytes are not the signed type, too large, or the signature expired.
  if (answer.status === 400 && answer.text.includes('InvalidArgument')) return refuse(res, 415, 'BAD_TYPE', ticket.typeMessage);
  if (answer.status === 413) return refuse(res, 413, 'TOO_LARGE', UPLOAD_MESSAGES.tooLarge(ticket.maxBytes));
  if (answer.status === 403 && answer.text.includes('expired')) return refuse(res, 410, 'EXPIRED', UPLOAD_MESSAGES.expired);
  return refuse(res, 502, 'UPLOAD_FAILED', UPLOAD_MESSAGES.failed);
}
