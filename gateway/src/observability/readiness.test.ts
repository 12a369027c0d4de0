import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, type HttpClient } from '../upstreams/http';
import { probeUpstream, READY_CACHE_MS } from './readiness';

let server: Server;
let client: HttpClient;
let hits = 0;
let status = 404;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.writeHead(status).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  client = createHttpClient('productApi', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`);
});
afterAll(async () => {
  client.close();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('the product API probe', () => {
  it('takes any answer below 500 as reachable, shares one check between probes and keeps it for a while', async () => {
    let now = 0;
    const probe = probeUpstream(client, () => now);
    expect(await Promise.all([probe.reachable(), probe.reachable()])).toEqual([true, true]);
    expect(hits).toBe(1);
    status = 503;
    now += READY_CACHE_MS;
    expect(await probe.reachable()).toBe(true);
    now += 1;
    expect(await probe.reachable()).toBe(false);
    expect(hits).toBe(2);
  });

  it('takes no answer as unreachable', async () => {
    const gone = createHttpClient('productApi', 'http://127.0.0.1:9/');
    expect(await probeUpstream(gone).reachable()).toBe(false);
    gone.close();
  });
});
