import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptedEncodings, chooseEncoding, endCompressible, MIN_COMPRESSED_BYTES, streamBody } from './compression';

describe('accept-encoding negotiation', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['deflate', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    ['br', ['br']],
    ['BR, GZip', ['br', 'gzip']],
    ['x-gzip', ['gzip']],
    ['gzip;q=1.0, br;q=0.5', ['gzip', 'br']],
    ['gzip; q=0.8, br; q=0.9', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, gzip', ['gzip', 'br']],
    ['gzip;q=0, *', ['br']],
    ['*;q=0', []],
    ['br;q=2, gzip;q=abc', []],
    [' , ;q=1, gzip', ['gzip']],
  ] as const)('%j -> %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  it('answers the best one, remembering the last header (browsers repeat theirs)', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server | undefined;
afterEach(async () => {
  if (server) await new Promise((r) => (server!.closeAllConnections(), server!.close(r)));
  server = undefined;
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>): Promise<string> {
  // A handler that throws cuts its answer, so the test's read fails instead of an unhandled rejection.
  server = createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((error: unknown) => res.destroy(error as Error));
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** node:http sees the bytes as sent (fetch would decode them). */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decode = (raw: Raw) =>
  raw.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(raw.body).toString('utf8')
    : raw.headers['content-encoding'] === 'gzip'
      ? gunzipSync(raw.body).toString('utf8')
      : raw.body.toString('utf8');

const BIG = JSON.stringify({ data: { items: Array.from({ length: 300 }, (_, i) => ({ id: String(i), name: `Cliente ${i}`, total: 'R$ 10,00' })) } });

describe('complete answers (GraphQL)', () => {
  const answer = (body: string, vary?: string) => (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (vary) res.setHeader('vary', vary);
    endCompressible(req, res, body);
  };

  it('compresses a large answer with brotli, or gzip, and it decodes to the same text', async () => {
    const url = await serve(answer(BIG));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const raw = await get(url, { 'accept-encoding': accept });
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect(raw.headers.vary).toBe('Accept-Encoding');
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
      expect(raw.body.length * 5).toBeLessThan(Buffer.byteLength(BIG));
      expect(decode(raw)).toBe(BIG);
    }
  });

  it('sends the text as it is without accept-encoding, with no extra header', async () => {
    const raw = await get(await serve(answer(BIG)));
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toBeUndefined();
    expect(raw.body.toString('utf8')).toBe(BIG);
    expect(Number(raw.headers['content-length'])).toBe(Buffer.byteLength(BIG));
  });

  it('leaves small answers and refused encodings alone, still saying the answer varies', async () => {
    const small = JSON.stringify({ data: { me: { type: 1 } } });
    expect(small.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    const rawSmall = await get(await serve(answer(small)), { 'accept-encoding': 'br' });
    expect(rawSmall.headers['content-encoding']).toBeUndefined();
    expect(rawSmall.headers.vary).toBe('Accept-Encoding');
    expect(rawSmall.body.toString()).toBe(small);
    await new Promise((r) => (server!.closeAllConnections(), server!.close(r)));
    const rawRefused = await get(await serve(answer(BIG)), { 'accept-encoding': 'deflate, br;q=0' });
    expect(rawRefused.headers['content-encoding']).toBeUndefined();
    expect(rawRefused.body.toString()).toBe(BIG);
  });

  it("adds to a Vary already set (Apollo's) instead of replacing it", async () => {
    const raw = await get(await serve(answer(BIG, 'Accept')), { 'accept-encoding': 'gzip' });
    expect(raw.headers.vary).toBe('Accept, Accept-Encoding');
  });
});

/** Chunks of CSV-like text of `size` bytes. */
const csvChunk = (n: number, size = 64 * 1024) => {
  const line = `${n};Cliente número ${n};R$ 1.234,50;05/03/2026\r\n`;
  return Buffer.from(line.repeat(Math.ceil(size / Buffer.byteLength(line)))).subarray(0, size);
};

describe('streamed answers (report CSVs)', () => {
  it('flushes each chunk: the client decodes the first one whole before the second is written', async () => {
    let release!: () => void;
    const secondMayGo = new Promise<void>((r) => (release = r));
    const first = csvChunk(1);
    const second = csvChunk(2);
    const url = await serve(async (req, res) => {
      const body = streamBody(req, res, 200, { 'content-type': 'text/csv; charset=utf-8' });
      await body.write(first);
      await secondMayGo;
      await body.write(second);
      body.end();
    });
    const decoded = await new Promise<{ headers: IncomingMessage['headers']; text: string; beforeSecond: number }>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const decoder = createBrotliDecompress();
        let text = '';
        let beforeSecond = 0;
        decoder.on('data', (c: Buffer) => {
          text += c.toString('latin1');
          if (!beforeSecond && text.length >= first.length) {
            beforeSecond = text.length;
            release();
          }
        });
        decoder.on('end', () => resolve({ headers: res.headers, text, beforeSecond }));
        decoder.on('error', reject);
        res.pipe(decoder);
      })
        .on('error', reject)
        .end();
    });
    expect(decoded.headers['content-encoding']).toBe('br');
    expect(decoded.headers.vary).toBe('Accept-Encoding');
    expect(decoded.headers['content-length']).toBeUndefined();
    expect(decoded.beforeSecond).toBe(first.length);
    expect(Buffer.from(decoded.text, 'latin1').equals(Buffer.concat([first, second]))).toBe(true);
  });

  it('gzips for a gzip-only client, and sends identity without accept-encoding', async () => {
    const chunks = [csvChunk(1), csvChunk(2, 1000), csvChunk(3, 5000)];
    const url = await serve(async (req, res) => {
      const body = streamBody(req, res, 200, { 'content-type': 'text/csv' });
      for (const chunk of chunks) await body.write(chunk);
      body.end();
    });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(Buffer.concat(chunks))).toBe(true);
    expect(gz.body.length * 5).toBeLessThan(Buffer.concat(chunks).length);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBeUndefined();
    expect(plain.body.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('sends a body under 1 KiB, or an empty one, as it is', async () => {
    const tiny = Buffer.from('\ufeffNome;Valor\r\n');
    const url = await serve(async (req, res) => {
      const body = streamBody(req, res, 200, { 'content-type': 'text/csv' });
      if (req.url === '/tiny') await body.write(tiny);
      body.end();
    });
    const raw = await get(`${url}/tiny`, { 'accept-encoding': 'br, gzip' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.equals(tiny)).toBe(true);
    const empty = await get(`${url}/empty`, { 'accept-encoding': 'br, gzip' });
    expect(empty.status).toBe(200);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.body.length).toBe(0);
  });

  it('holds back a writer whose client does not read (memory bounded), and fails it when the client leaves', async () => {
    const total = 400; // 25 MiB that do not compress: far beyond what socket buffers hold
    let resolved = 0;
    let failure: Error | null = null;
    let finished!: () => void;
    const writerDone = new Promise<void>((r) => (finished = r));
    const url = await serve(async (req, res) => {
      const body = streamBody(req, res, 200, { 'content-type': 'application/octet-stream' });
      try {
        for (let i = 0; i < total; i++) {
          await body.write(randomBytes(64 * 1024));
          resolved++;
        }
        body.end();
      } catch (error) {
        failure = error as Error;
      }
      finished();
    });
    const req = request(url, { headers: { 'accept-encoding': 'br' } }, (res) => res.pause());
    req.end();
    // Wait until the writer stops making progress.
    let last = -1;
    while (last !== resolved) {
      last = resolved;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(resolved).toBeLessThan(total);
    req.destroy();
    await writerDone;
    expect(failure).toBeInstanceOf(Error);
  });
});
