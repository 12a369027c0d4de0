// What one session may hold open over the live sockets (gateway/src/live/limits.ts), with a real WebSocket client
// speaking graphql-ws's protocol by hand, so every frame the gateway answers is seen: sockets per session beyond the
// limit are closed 4429, a subscription beyond the socket's limit is refused with an error (the others live on), a
// client flooding its socket is closed 4429, and an order change still reaches every admitted subscriber.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Client, startStack, type Loose, type Stack } from './stack';

const EVENTS = 'subscription { orderEvents { kind orderId } }';

interface Socket {
  ws: WebSocket;
  frames: Loose[];
  closed: { code: number; reason: string } | null;
  subscribe(id: string, query?: string): void;
}

/** A graphql-ws socket with the session cookie, acknowledged (or closed) before it is returned. */
async function openSocket(url: string, cookie: string): Promise<Socket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie, origin: url } });
  const socket: Socket = {
    ws,
    frames: [],
    closed: null,
    subscribe: (id, query = EVENTS) => ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query } })),
  };
  ws.on('message', (data) => socket.frames.push(JSON.parse(String(data))));
  ws.on('close', (code, reason) => (socket.closed = { code, reason: String(reason) }));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await expect.poll(() => socket.frames.some((f) => f.type === 'connection_ack') || socket.closed !== null).toBe(true);
  return socket;
}

const errorsOf = (socket: Socket, id: string) => socket.frames.filter((f) => f.type === 'error' && f.id === id).flatMap((f) => f.payload as Loose[]);
const eventsOf = (socket: Socket) => socket.frames.filter((f) => f.type === 'next' && f.payload?.data?.orderEvents);

describe('live socket limits', () => {
  let stack: Stack;
  let cookie: string;
  const sockets: Socket[] = [];
  const track = (socket: Socket) => (sockets.push(socket), socket);

  beforeAll(async () => {
    stack = await startStack({ live: { watchIntervalMs: 60_000, limits: { socketsPerSession: 2, subscriptionsPerSocket: 3, messagesPerSecond: 1 } } });
    const person = new Client(stack.gateway.url);
    const { login } = await person.login('1001', 'senha1234');
    expect(login.errors).toEqual([]);
    cookie = person.cookie!;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await stack?.close();
  });

  it('closes a socket beyond the sockets of one session with 4429 and says why; the first ones stay open', async () => {
    const first = track(await openSocket(stack.gateway.url, cookie));
    const second = track(await openSocket(stack.gateway.url, cookie));
    const third = track(await openSocket(stack.gateway.url, cookie));
    await expect.poll(() => third.closed?.code).toBe(4429);
    expect(third.closed?.reason).toMatch(/Conexões ao vivo demais para esta sessão/);
    expect([first.closed, second.closed]).toEqual([null, null]);
    first.ws.close();
    await expect.poll(() => first.closed).not.toBeNull();
    // A closed socket frees its place.
    const again = track(await openSocket(stack.gateway.url, cookie));
    expect(again.closed).toBeNull();
    expect(again.frames.some((f) => f.type === 'connection_ack')).toBe(true);
  });

  it('refuses a subscription beyond the socket limit with a Portuguese error; the admitted ones receive events', async () => {
    for (const socket of sockets.splice(0)) socket.ws.terminate();
    const socket = track(await openSocket(stack.gateway.url, cookie));
    for (const id of ['a', 'b', 'c', 'd']) socket.subscribe(id);
    await expect.poll(() => errorsOf(socket, 'd').length).toBe(1);
    expect(errorsOf(socket, 'd')[0]).toMatchObject({
      message: expect.stringMatching(/^Limite de 3 assinaturas por conexão atingido/),
      extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
    });
    expect(['a', 'b', 'c'].flatMap((id) => errorsOf(socket, id))).toEqual([]);
    expect(socket.closed).toBeNull();

    // An order moved through the gateway reaches each of the three.
    const staff = new Client(stack.gateway.url);
    staff.cookie = cookie;
    const open = await staff.query('{ openOrders(filter: { statuses: [R] }, pageSize: 1) { items { id } } }');
    const orderId = open.body.data!.openOrders.items[0].id;
    const moved = await staff.query('mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Teste de limites") { errors { message } } }', { id: orderId });
    expect(moved.body.data!.cancelOrder.errors).toEqual([]);
    await expect.poll(() => new Set(eventsOf(socket).map((f) => f.id)).size).toBe(3);
    expect(eventsOf(socket).every((f) => String(f.payload.data.orderEvents.orderId) === String(orderId))).toBe(true);
  });

  it('closes a socket that floods it with messages (4429), after a burst a board never reaches', async () => {
    for (const socket of sockets.splice(0)) socket.ws.terminate();
    const socket = track(await openSocket(stack.gateway.url, cookie));
    // messagesPerSecond 1: a burst of 10 is allowed; 40 pings in a row are not.
    for (let i = 0; i < 40 && socket.ws.readyState === WebSocket.OPEN; i++) socket.ws.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => socket.closed?.code).toBe(4429);
    expect(socket.closed?.reason).toMatch(/Mensagens demais nesta conexão/);
    expect(socket.frames.filter((f) => f.type === 'pong').length).toBeLessThanOrEqual(10);
  });
});
