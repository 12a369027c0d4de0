// Compressed answers (docs/decisions/0043-fast-on-the-wire.md): which encoding a client takes (`accept-encoding`:
// brotli over gzip at equal weight), GraphQL answers compressed on the fly from 1 KiB (brotli at a fast level), and
// streamed bodies (report CSVs) compressed and flushed chunk by chunk so memory stays bounded and the first bytes leave
// at once. A request without `accept-encoding` (tools, the throughput benchmark) pays one header lookup and nothing
// else.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions, type Zlib, type ZlibOptions } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller answers fit in a packet or two either way: compressing them costs more than it saves. */
export const MIN_COMPRESSED_BYTES = 1024;

const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The encodings a client accepts, best first (RFC 9110 12.5.3: q-values, `*` for the unnamed ones, `x-gzip` is
 * gzip); at equal weight brotli comes first (smaller). Identity is always possible, so it is not listed.
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'q') q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q);
  }
  const star = weights.get('*') ?? 0;
  return PREFERENCE.map((coding) => ({ coding, q: weights.get(coding) ?? star }))
    .filter((c) => c.q > 0)
    .sort((a, b) => b.q - a.q) // stable: brotli stays ahead of gzip at equal weight
    .map((c) => c.coding);
}

// Browsers send the same header on every request: the last answer is kept.
let lastHeader: string | undefined;
let lastChoice: ContentEncoding | null = null;

/** The encoding to answer with, or null for identity. */
export function chooseEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  if (header !== lastHeader) {
    lastChoice = acceptedEncodings(header)[0] ?? null;
    lastHeader = header;
  }
  return lastChoice;
}

// Brotli 4 is as fast as gzip 6 and 10-20 % smaller on JSON (1 MiB of orders: 8 ms, 14x); 5 and up cost 2-3x the
// time for a few % more. Build-time assets use 11 (web/src/build/compressAssets.ts). A 1 MiB window (the default is
// 4 MiB) compresses CSVs and JSON as well and caps what a streamed download holds in the encoder.
const brotliOptions = (sizeHint: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: 20,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});
const GZIP_OPTIONS: ZlibOptions = { level: 6 };

/** Adds Accept-Encoding to the response's Vary (keeping what is there, e.g. Apollo's). */
export function varyOnEncoding(res: ServerResponse): void {
  const current = res.getHeader('vary');
  if (current === undefined) return void res.setHeader('vary', 'Accept-Encoding');
  const text = String(current);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text)) res.setHeader('vary', `${text}, Accept-Encoding`);
}

/**
 * Ends `res` with `body` (a complete answer, headers set but not sent), compressed when the client accepts it and
 * the body is at least 1 KiB. Compression runs on libuv's thread pool; a failure sends the body as it is.
 */
export function endCompressible(req: IncomingMessage, res: ServerResponse, body: string): void {
  const header = req.headers['accept-encoding'];
  if (header === undefined) return void res.end(body);
  varyOnEncoding(res);
  const encoding = body.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(header) : null;
  if (!encoding) return void res.end(body);
  const input = Buffer.from(body, 'utf8');
  const done = (error: Error | null, output: Buffer) => {
    if (res.destroyed) return;
    if (error) return void res.end(input);
    res.setHeader('content-encoding', encoding);
    res.end(output);
  };
  if (encoding === 'br') brotliCompress(input, brotliOptions(input.length), done);
  else gzip(input, GZIP_OPTIONS, done);
}

/** Where a streamed body goes: each write resolves once the client can take more (it rejects if the client left). */
export interface BodyStream {
  write(chunk: Buffer): Promise<void>;
  end(): void;
}

/** Resolves when the client has taken what was written; fails when it goes away first. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    if (res.destroyed) return reject(new Error('the client closed the connection'));
    const done = () => (res.off('close', gone), resolve());
    const gone = () => (res.off('drain', done), reject(new Error('the client closed the connection')));
    res.once('drain', done);
    res.once('close', gone);
  });
}

/** Writes `chunk` into the compressor and flushes it, so what the client has is always whole rows. */
type Compressor = Transform & Zlib;

function writeFlushed(compressor: Compressor, res: ServerResponse, kind: number, chunk: Buffer) {
  return new Promise<void>((resolve, reject) => {
    if (res.destroyed) return reject(new Error('the client closed the connection'));
    const gone = () => reject(new Error('the client closed the connection'));
    res.once('close', gone);
    compressor.write(chunk);
    compressor.flush(kind, () => {
      res.off('close', gone);
      resolve();
    });
  });
}

/**
 * A streamed answer whose head goes out with its first chunk (so a failure before it can still be a clean error
 * answer). That first chunk decides: from 1 KiB, and when the client accepts it, the body is compressed, each chunk
 * flushed as it is written (brotli's flush or gzip's sync flush): nothing waits for more rows, and no more than one
 * chunk is held at a time. A body that is compressed already (an XLSX is a zip) passes `compressible` false.
 */
export function streamBody(req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, compressible = true): BodyStream {
  let compressor: Compressor | null = null;
  let flushKind = 0;
  const head = (first: Buffer | null) => {
    const header = req.headers['accept-encoding'];
    const encoding = compressible && first && first.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(header) : null;
    const vary = header === undefined ? {} : { vary: 'Accept-Encoding' };
    if (!encoding) return void res.writeHead(status, { ...headers, ...vary });
    res.writeHead(status, { ...headers, ...vary, 'content-encoding': encoding });
    compressor = encoding === 'br' ? createBrotliCompress(brotliOptions(0)) : createGzip(GZIP_OPTIONS);
    flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
    compressor.pipe(res);
    // A client that leaves mid-download: the compressor's buffers go with it.
    res.once('close', () => compressor?.destroy());
  };
  return {
    async write(chunk) {
      if (!res.headersSent) head(chunk);
      if (!compressor) {
        if (!res.write(chunk)) await drained(res);
        return;
      }
      await writeFlushed(compressor, res, flushKind, chunk);
      if (res.writableNeedDrain) await drained(res);
    },
    end() {
      if (!res.headersSent) head(null);
      if (compressor) compressor.end();
      else res.end();
    },
  };
}
