import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static';

let root: string;
let dir: string;
let server: Server;
let base: string;

// A built script with the build's .br and .gz beside it (web/src/build/compressAssets.ts), and an index.html too.
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, nome: `Produto ${i}` })))};`;
const INDEX = `<!doctype html><title>Painel</title>${'<link rel="modulepreload" href="/assets/app-Cq1w2e3R.js">'.repeat(20)}`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  dir = join(root, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Painel</title>');
  writeFileSync(join(dir, 'assets', 'index-Bx7dK2aQ.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.ico'), 'ico');
  for (const [path, text] of [
    ['assets/app-Cq1w2e3R.js', SCRIPT],
    ['assets/old-Dz9y8x7W.js', SCRIPT],
    ['index2.html', INDEX],
  ]) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  }
  // Variants left over from an earlier build: older than their file, never sent. Dated from the file's own mtime
  // (the file system's clock), not Date.now(): under a moved process clock the two disagree.
  const earlier = new Date(statSync(join(dir, 'assets/old-Dz9y8x7W.js')).mtimeMs - 60_000);
  utimesSync(join(dir, 'assets/old-Dz9y8x7W.js.br'), earlier, earlier);
  utimesSync(join(dir, 'assets/old-Dz9y8x7W.js.gz'), earlier, earlier);
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(2048, 1));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dir, '..', 'secret.txt'), 'no');
  const serve = createStaticHandler(dir);
  server = createServer((req, res) => void serve(req, res, new URL(req.url ?? '/', 'http://x').pathname));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(root, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves everything under the Content-Security-Policy (no inline scripts, no framing) with nosniff and a referrer policy', async () => {
    for (const path of ['/', '/dashboard/pedido', '/assets/index-Bx7dK2aQ.js', '/assets/missing-Bx7dK2aQ.js']) {
      const res = await fetch(`${base}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await fetch(`${base}/assets/index-Bx7dK2aQ.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('revalidates unhashed files', async () => {
    const res = await fetch(`${base}/favicon.ico`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes with index.html, not cached', async () => {
    for (const path of ['/', '/dashboard/', '/dashboard/pedido', '/resetpasswordapp/abc/def']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Painel</title>');
    }
  });

  it('404s missing assets instead of answering HTML', async () => {
    expect((await fetch(`${base}/assets/index-OLDHASH1.js`)).status).toBe(404);
    expect((await fetch(`${base}/missing.png`)).status).toBe(404);
  });

  it('never serves files outside the folder', async () => {
    const res = await fetch(`${base}/%2e%2e/secret.txt`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toBe('no');
  });

  it('keeps build metadata (dot folders such as .vite/) private', async () => {
    expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(404);
    expect((await fetch(`${base}/%2evite/manifest.json`)).status).toBe(404);
  });

  it('refuses writes and bad escapes', async () => {
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });
});

interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** node:http sees the bytes as sent (fetch would decode them). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed files', () => {
  const CHROMIUM = 'gzip, deflate, br, zstd';

  it("sends the build's brotli file to a browser that takes it, with its own length and the year-long caching", async () => {
    const res = await raw('/assets/app-Cq1w2e3R.js', { 'accept-encoding': CHROMIUM });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not taken, and the file itself without accept-encoding', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await raw('/assets/app-Cq1w2e3R.js', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Record<string, string>[]) {
      const res = await raw('/assets/app-Cq1w2e3R.js', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers HEAD with the length of the variant it would send', async () => {
    const res = await raw('/assets/app-Cq1w2e3R.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(res.body.length).toBe(0);
  });

  it('ignores variants older than their file (left from another build)', async () => {
    const res = await raw('/assets/old-Dz9y8x7W.js', { 'accept-encoding': CHROMIUM });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('does not vary formats that are never compressed (images, fonts)', async () => {
    const res = await raw('/logo.png', { 'accept-encoding': CHROMIUM });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.length).toBe(2048);
  });
});

describe('revalidation', () => {
  it('gives index.html (and client routes) no-cache with an ETag per encoding, and 304s a copy still current', async () => {
    const br = await raw('/index2.html', { 'accept-encoding': 'br' });
    const plain = await raw('/index2.html');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.etag).toMatch(/^W\/".+-br"$/);
    expect(plain.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    const again = await raw('/index2.html', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The copy of another encoding, or of another version, is not current.
    expect((await raw('/index2.html', { 'if-none-match': br.headers.etag! })).status).toBe(200);
    expect((await raw('/index2.html', { 'if-none-match': 'W/"0-0", "abc"' })).status).toBe(200);
    expect((await raw('/index2.html', { 'if-none-match': `"x", ${plain.headers.etag}` })).status).toBe(304);
    const route = await raw('/dashboard/pedido');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect((await raw('/dashboard/pedido', { 'if-none-match': route.headers.etag! })).status).toBe(304);
  });
});
