// Compressed answers through the real gateway (docs/decisions/0043-fast-on-the-wire.md): a 'Todos' list of 'Pedidos
// Concluídos' (the screen's own document) and a report's CSV arrive brotli- or gzip-encoded to a client that accepts
// it, and decode to the very bytes a client without accept-encoding gets. node:http shows the encoding as sent; fetch
// decodes it by itself.
import { print } from 'graphql';
import { request, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompletedOrdersDocument } from '../../web/src/generated/graphql';
import { Client, startStack, type Stack } from './stack';

let stack: Stack;
let client: Client;

beforeAll(async () => {
  stack = await startStack();
  client = new Client(stack.gateway.url);
  expect((await client.login('1001')).login.errors).toEqual([]);
}, 120_000);
afterAll(async () => stack?.close());

interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function send(path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${stack.gateway.url}${path}`,
      { method: body === undefined ? 'GET' : 'POST', headers: { cookie: client.cookie!, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const decoded = (raw: Raw) =>
  raw.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw.body) : raw.headers['content-encoding'] === 'gzip' ? gunzipSync(raw.body) : raw.body;

describe('compressed answers', () => {
  it("compresses a 'Todos' list of 'Pedidos Concluídos' at least 5x, decoding to the same JSON", async () => {
    const body = JSON.stringify({ query: print(CompletedOrdersDocument), variables: { filter: null, page: 1, pageSize: -1 } });
    const json = { 'content-type': 'application/json' };
    const plain = await send('/graphql', json, body);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.body.toString('utf8'));
    expect(answer.errors).toBeUndefined();
    expect(answer.data.completedOrders.items.length).toBeGreaterThan(100);
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const packed = await send('/graphql', { ...json, 'accept-encoding': accept }, body);
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/Accept-Encoding/);
      expect(packed.headers['cache-control']).toBe('no-store');
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
      expect(packed.body.length * 5).toBeLessThan(plain.body.length);
      expect(decoded(packed).equals(plain.body)).toBe(true);
    }
  });

  it("streams a report's CSV compressed, decoding to the bytes sent uncompressed", async () => {
    const path = '/reports/2.csv';
    const plain = await send(path, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const packed = await send(path, { 'accept-encoding': accept });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(packed.headers['content-disposition']).toBe(plain.headers['content-disposition']);
      expect(packed.headers['content-length']).toBeUndefined();
      expect(packed.body.length).toBeLessThan(plain.body.length / 3);
      expect(decoded(packed).equals(plain.body)).toBe(true);
    }
    // fetch (undici) asks for compression and decodes it: what a browser download gets.
    const fetched = await fetch(`${stack.gateway.url}${path}`, { headers: { cookie: client.cookie! } });
    expect(Buffer.from(await fetched.arrayBuffer()).equals(plain.body)).toBe(true);
  });

  it('leaves small answers uncompressed', async () => {
    const small = await send('/graphql', { 'content-type': 'application/json', 'accept-encoding': 'br' }, JSON.stringify({ query: '{ me { type } }' }));
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data.me.type).toBe(1);
  });
});
