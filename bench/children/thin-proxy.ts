// Bench child: the "thin HTTP proxy" baseline. For every request it makes the gateway's upstream calls for the
// open-orders page (the recorded call plan) with the chosen HTTP client and answers the combined JSON, with no
// GraphQL, no schema, no validation and no session store: the floor the gateway is compared against. A POST to
// /empty answers a constant at once, with no upstream call: the HTTP server's own floor (a diagnostic beside the
// gateway's `me`, which calls no upstream either).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { childOptions, serveChild } from '../lib/serve-child';
import type { CallPlan } from '../lib/recording';
import { ApiSession, createUpstreamClient, runPlan, type ClientKind } from '../lib/upstream-clients';

interface Options {
  productApi: string;
  client: ClientKind;
  plan: CallPlan;
  /** Requests must carry this bearer token (a check as cheap as it gets, but a check). */
  token: string;
}

const EMPTY_ANSWER = JSON.stringify({ data: { me: { type: 1, branch: null } } });

serveChild(async () => {
  const options = childOptions<Options>();
  const client = createUpstreamClient(options.client, options.productApi);
  const session = new ApiSession(client);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${options.token}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
        return;
      }
      if (req.url === '/empty') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(EMPTY_ANSWER);
        return;
      }
      runPlan(session, options.plan).then(
        (data) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ data })),
        (error: unknown) => res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) })),
      );
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  await runPlan(session, options.plan); // token and sockets ready before the parent measures
  const { port } = server.address() as AddressInfo;
  return {
    info: { url: `http://127.0.0.1:${port}` },
    close: async () => {
      await new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r())));
      client.close();
    },
  };
});
