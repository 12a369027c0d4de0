import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { SharedFrames } from './shared-frames';

/** A real socket pair: the server side wrapped as live/socket.ts wraps it, the client reading what arrives. */
async function socketPair(frames: SharedFrames): Promise<{ server: WebSocket; received: () => Promise<unknown[]>; close: () => Promise<void> }> {
  const http: Server = createServer();
  const wss = new WebSocketServer({ noServer: true });
  const opened = new Promise<WebSocket>((resolve) =>
    http.on('upgrade', (req, raw, head) =>
      wss.handleUpgrade(req, raw, head, (ws) => {
        frames.attach(ws, raw);
        resolve(ws);
      }),
    ),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(http.address() as AddressInfo).port}`);
  const messages: unknown[] = [];
  client.on('message', (data, isBinary) => messages.push(isBinary ? 'binary frame' : JSON.parse(String(data))));
  const server = await opened;
  return {
    server,
    received: async () => {
      // A close after the frames: every frame sent before it has arrived once the close does.
      await new Promise<void>((resolve) => (client.once('close', () => resolve()), server.close(1000)));
      return messages;
    },
    close: async () => {
      wss.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

/** What graphql-ws does with onNext's answer: the `next` message, serialised, through the socket's send. */
function sendNext(socket: WebSocket, id: string, payload: FormattedExecutionResult) {
  socket.send(JSON.stringify({ id, type: 'next', payload }));
}

describe('SharedFrames', () => {
  it('serialises a shared answer once and every subscription receives it whole, as a text message', async () => {
    const frames = new SharedFrames();
    const pair = await socketPair(frames);
    opened.push(pair.close);
    const answer: ExecutionResult = { data: { orderEvents: { orderId: '7', order: { items: [{ id: '1' }, { id: '2' }] } } } };
    let formatted = 0;
    const format = (result: ExecutionResult) => (formatted++, result as FormattedExecutionResult);
    for (const id of ['1', '2', 'três "aspas"']) sendNext(pair.server, id, frames.next(pair.server, id, answer, format));
    // Other messages pass as they are.
    pair.server.send(JSON.stringify({ id: '9', type: 'complete' }));
    expect(await pair.received()).toEqual([
      { id: '1', type: 'next', payload: answer },
      { id: '2', type: 'next', payload: answer },
      { id: 'três "aspas"', type: 'next', payload: answer },
      { id: '9', type: 'complete' },
    ]);
    expect(formatted).toBe(1);
  });

  it('answers a socket it does not know with the formatted answer itself', () => {
    const frames = new SharedFrames();
    const answer: ExecutionResult = { data: { ok: true } };
    expect(frames.next({} as WebSocket, '1', answer, () => ({ data: { ok: 'formatted' } }))).toEqual({ data: { ok: 'formatted' } });
  });
});
