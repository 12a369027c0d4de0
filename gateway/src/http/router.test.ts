import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InFlight } from '../in-flight';
import { createLogger } from '../logger';
import type { Route, RouteHandler } from './route';
import { createRouter } from './router';

/** A route that answers its own name and the path it saw. */
const named =
  (name: string): RouteHandler =>
  (_req, res, { url }) =>
    Promise.resolve(void res.writeHead(200, { 'content-type': 'text/plain' }).end(`${name} ${url.pathname}`));

const lostStore = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const routes: Route[] = [
  { paths: ['/graphql', '/graphql/'], handle: named('graphql') },
  { paths: ['/healthz'], handle: named('healthz'), whileDraining: true },
  { paths: ['/uploads/*'], handle: named('uploads') },
  { paths: ['/store-lost'], handle: () => Promise.reject(lostStore) },
  { paths: ['/broken'], handle: () => Promise.reject(new Error('boom')) },
];

let server: Server;
let port: number;
let draining = false;
const inFlight = new InFlight();

beforeAll(async () => {
  const listener = createRouter(routes, { otherwise: named('web'), draining: () => draining, inFlight, tracing: null, log: createLogger('silent') });
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The path goes on the wire exactly as written (no client-side normalisation). */
function send(method: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the gateway router', () => {
  it.each([
    ['GET', '/graphql', 'graphql /graphql'],
    ['POST', '/graphql/', 'graphql /graphql/'],
    ['GET', '/graphql?query=%7Bok%7D', 'graphql /graphql'],
    ['GET', '/graphqlx', 'web /graphqlx'],
    ['DELETE', '/healthz', 'healthz /healthz'],
    ['GET', '/a/../healthz', 'healthz /healthz'],
    ['GET', '/HEALTHZ', 'web /HEALTHZ'],
    ['GET', '/healthz/', 'web /healthz/'],
    ['PUT', '/uploads/abc.def', 'uploads /uploads/abc.def'],
    ['PUT', '/uploads/', 'uploads /uploads/'],
    ['PUT', '/uploads', 'web /uploads'],
    ['GET', '/pedidos/em-aberto', 'web /pedidos/em-aberto'],
  ])('%s %s goes to %s', async (method, path, expected) => {
    const answer = await send(method, path);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(expected);
    expect(answer.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('matches the path as sent: a percent escape never reaches a route it spells', async () => {
    expect((await send('GET', '/%68ealthz')).body).toBe('web /%68ealthz');
    expect((await send('PUT', '/%75ploads/abc')).body).toBe('web /%75ploads/abc');
    expect((await send('PUT', '/uploads/a%2Fb%25c')).body).toBe('uploads /uploads/a%2Fb%25c');
    expect((await send('GET', '/%zz')).body).toBe('web /%zz');
  });

  it('answers a lost store 503 with Retry-After and any other failure 500', async () => {
    const lost = await send('GET', '/store-lost');
    expect(lost.status).toBe(503);
    expect(lost.headers['retry-after']).toBe('1');
    expect(JSON.parse(lost.body).errors[0].extensions.code).toBe('STORE_UNAVAILABLE');
    const broken = await send('GET', '/broken');
    expect(broken.status).toBe(500);
    expect(JSON.parse(broken.body).errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('while draining, answers only the routes kept for it and turns the others away before they run', async () => {
    draining = true;
    try {
      expect((await send('GET', '/healthz')).body).toBe('healthz /healthz');
      for (const path of ['/graphql', '/pedidos', '/uploads/abc', '/%68ealthz']) {
        const answer = await send('GET', path);
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.headers['x-request-id']).toBeUndefined(); // never begun: no scope, not in flight
        expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('SHUTTING_DOWN');
      }
    } finally {
      draining = false;
    }
  });
});
