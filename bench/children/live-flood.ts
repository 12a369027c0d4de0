// Bench child (`bench live`, the flood line): as many sockets and subscriptions as the gateway's limits admit, for
// several sessions, each subscription asking every event's order with a heavy selection. It runs in its own process
// so that reading thousands of event frames does not slow the probe or the reference services. IPC beyond the
// ready/stop handshake: {type: 'count'} is answered {type: 'count', received, errors}.
//
// The sockets speak the graphql-transport-ws protocol (graphql-ws's, what the web's link speaks) straight over `ws`,
// and count each frame by its head without parsing it: on this 2-core machine graphql-ws's client parsed every
// 20 KB frame (40 MB a change) and took a core from the gateway and the probe while each change was fanned out, so
// the probe measured the flood's client as much as the gateway. The frames' contents are checked elsewhere
// (tests/integration/live-limits.test.ts and the order desk's tests read them with graphql-ws's client).
import { GRAPHQL_TRANSPORT_WS_PROTOCOL } from 'graphql-ws';
import WebSocket from 'ws';
import { childOptions, serveChild } from '../lib/serve-child';

interface FloodOptions {
  url: string;
  tokens: string[];
  socketsPerSession: number;
  subscriptionsPerSocket: number;
  query: string;
}

/** How far into a frame its type is looked for: `{"id":"<a short id>","type":"..."` is at the head. */
const HEAD_BYTES = 48;

serveChild(async () => {
  const { url, tokens, socketsPerSession, subscriptionsPerSocket, query } = childOptions<FloodOptions>();
  const sockets: WebSocket[] = [];
  let received = 0;
  let errors = 0;
  let firstError: string | null = null;
  const failed = (text: string) => {
    errors++;
    firstError ??= text;
  };
  const open = (token: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, GRAPHQL_TRANSPORT_WS_PROTOCOL, { skipUTF8Validation: true });
      sockets.push(socket);
      socket.once('error', reject);
      socket.on('close', (code, reason) => failed(`socket closed ${code} ${reason.toString()}`));
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
      socket.on('message', (data: Buffer) => {
        const head = data.subarray(0, HEAD_BYTES).toString();
        if (head.includes('"type":"next"')) {
          // An event with errors carries them beside its data; a heavy order never has a field of that name.
          if (data.includes('"errors":')) failed(data.subarray(0, 300).toString());
          else received++;
        } else if (head.includes('"type":"connection_ack"')) {
          for (let i = 1; i <= subscriptionsPerSocket; i++) socket.send(JSON.stringify({ id: String(i), type: 'subscribe', payload: { query } }));
          resolve();
        } else if (head.includes('"type":"error"') || head.includes('"type":"complete"')) failed(data.toString().slice(0, 300));
      });
    });
  for (const token of tokens) for (let s = 0; s < socketsPerSession; s++) await open(token);
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'count') process.send?.({ type: 'count', received, errors, firstError });
  });
  return {
    info: { sockets: sockets.length, subscriptions: sockets.length * subscriptionsPerSocket },
    close: async () => {
      for (const socket of sockets) socket.removeAllListeners('close');
      await Promise.all(sockets.map((socket) => new Promise<void>((resolve) => (socket.once('close', () => resolve()), socket.close(1000)))));
    },
  };
});
