import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static';

let root: string;
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  dir = join(root, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Painel</title>');
  writeFileSync(join(dir, 'assets', 'index-Bx7dK2aQ.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.ico'), 'ico');
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
