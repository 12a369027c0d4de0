// A scripted HTTP server for client tests: each request is recorded and answered by the test's handler.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export async function fakeServer(handler: (req: Recorded) => Answer | Promise<Answer>) {
  const requests: Recorded[] = [];
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
    requests.push(recorded);
    const answer = await handler(recorded);
    const text = typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(text);
  };
  // A handler that throws answers 500 (or cuts a started answer), so the test sees it instead of an unhandled rejection.
  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => (res.headersSent ? res.destroy() : res.writeHead(500).end(String(error))));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1/`,
    requests,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
