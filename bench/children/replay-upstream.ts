// Bench child: a product API stand-in that answers the recorded GETs of the open-orders page from memory and
// forwards everything else (token/, login lookups) to the real reference API. The reference API on PGlite
// answers ~50-100 pages/s on a small machine, so without this the throughput benchmark would measure the
// upstream's database, not the gateway against the thin proxy.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { childOptions, serveChild } from '../lib/serve-child';
import { replayKey } from '../lib/recording';

interface Options {
  /** The real product API base URL (…/api/v1/). */
  target: string;
  /** Recorded answers: path relative to the base, with query string, and body. */
  answers: Array<{ path: string; body: string }>;
  /** Answers from memory wait this long first (a product API's own time per answer; default none). */
  delayMs?: number;
}

serveChild(async () => {
  const { target, answers, delayMs = 0 } = childOptions<Options>();
  const base = new URL(target);
  const known = new Map(answers.map((a) => [replayKey(a.path), Buffer.from(a.body)]));
  let replayed = 0;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const relative = url.startsWith(base.pathname) ? url.slice(base.pathname.length) : url;
    const body = req.method === 'GET' ? known.get(replayKey(relative)) : undefined;
    if (body) {
      replayed++;
      req.resume();
      const send = () => res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
      return;
    }
    const forward = request({ host: base.hostname, port: base.port, method: req.method, path: url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    info: { url: `http://127.0.0.1:${port}${base.pathname}` },
    close: async () => {
      console.log(`  replay upstream: ${replayed} answers served from memory`);
      await new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r())));
    },
  };
});
