// A proxy in front of one reference service that can hold requests unanswered until the test lets them go: with
// it, a test knows a request is in flight inside the gateway (its upstream call is parked here) without timing.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingProxy {
  /** The proxy's base URL with the target's path (give it to the gateway instead of the service's URL). */
  url: string;
  /** Requests whose URL matches are parked from now on. */
  hold(match: (url: string) => boolean): void;
  /** How many are parked now. */
  readonly held: number;
  /** How many matching requests reached the service, in all. */
  readonly forwarded: number;
  /** Lets every parked request go on to the service, and stops holding. */
  release(): void;
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function holdingProxy(target: string): Promise<HoldingProxy> {
  const origin = new URL(target).origin;
  let match: ((url: string) => boolean) | null = null;
  let parked: Array<() => void> = [];
  let forwarded = 0;
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const payload = await body(req);
    const matched = match?.(url) ?? false;
    if (matched) await new Promise<void>((resolve) => parked.push(resolve));
    if (matched) forwarded++;
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k))) as Record<
      string,
      string
    >;
    const answer = await fetch(`${origin}${url}`, { method: req.method, headers, body: payload.length ? payload : undefined });
    const outHeaders = Object.fromEntries(
      [...answer.headers].filter(([k]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k)),
    );
    res.writeHead(answer.status, outHeaders).end(Buffer.from(await answer.arrayBuffer()));
  };
  // A handler that throws answers 500 (or cuts a started answer), so the test sees it instead of an unhandled rejection.
  const server: Server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => (res.headersSent ? res.destroy() : res.writeHead(500).end(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const path = new URL(target).pathname;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    hold: (m) => (match = m),
    get held() {
      return parked.length;
    },
    get forwarded() {
      return forwarded;
    },
    release() {
      match = null;
      for (const go of parked.splice(0)) go();
      parked = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
