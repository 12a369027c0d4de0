// @vitest-environment jsdom
// The live socket's life against a stand-in WebSocket: lazy, 'live' once acknowledged, a drop is 'lost' and is
// retried, 4401 runs the session-end path once and is not retried (unless this tab logged out), 4403 not retried.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveState, setLiveState } from './liveState';
import { createLiveLink, retryDelayMs } from './liveSocket';

/** What the stand-in server does with the next connection: acknowledge it, or close it with a code. */
const script = vi.hoisted(() => ({ answers: [] as Array<'ack' | number>, sockets: [] as FakeSocket[] }));

class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    script.sockets.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }
  send(data: string) {
    const message = JSON.parse(data) as { type: string };
    if (message.type !== 'connection_init') return;
    const answer = script.answers.shift() ?? 'ack';
    setTimeout(() => (answer === 'ack' ? this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }) : this.close(answer, 'closed by the server')));
  }
  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    setTimeout(() => this.onclose?.({ code, reason }));
  }
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  script.answers = [];
  script.sockets = [];
  setLiveState('idle');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const subscribe = (live: ReturnType<typeof createLiveLink>) => {
  const sink = { error: vi.fn(), complete: vi.fn(), next: vi.fn() };
  const stop = live.client.subscribe({ query: 'subscription { orderEvents { kind } }' }, sink);
  return { sink, stop };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('live socket', () => {
  it('backs off 1 s, 2 s, 4 s ... up to 30 s, each wait in the upper half', () => {
    expect(retryDelayMs(0, () => 0)).toBe(500);
    expect(retryDelayMs(0, () => 1)).toBe(1000);
    expect(retryDelayMs(3, () => 0.5)).toBe(6000);
    expect(retryDelayMs(20, () => 1)).toBe(30_000);
  });

  it('opens only for a subscription, is live once acknowledged, and idle again when the last one ends', async () => {
    const live = createLiveLink(vi.fn());
    await settle();
    expect(script.sockets).toHaveLength(0);
    const { stop } = subscribe(live);
    await settle();
    expect(script.sockets[0].url).toBe(`ws://${window.location.host}/graphql`);
    expect(liveState()).toBe('live');
    stop();
    await settle();
    expect(liveState()).toBe('idle');
  });

  it('a drop is lost and retried; the comeback is live', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0); // the shortest waits
    const live = createLiveLink(vi.fn());
    const { sink, stop } = subscribe(live);
    await settle();
    script.sockets[0].close(1006, 'gone');
    await settle();
    expect(liveState()).toBe('lost');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(script.sockets).toHaveLength(2);
    expect(liveState()).toBe('live');
    expect(sink.error).not.toHaveBeenCalled();
    stop();
    vi.restoreAllMocks();
  });

  it('4401 ends the session through the app (once, no retry); after a logout in this tab it is expected', async () => {
    const onUnauthenticated = vi.fn();
    const live = createLiveLink(onUnauthenticated);
    script.answers = [4401];
    const first = subscribe(live);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(first.sink.error).toHaveBeenCalledTimes(1);
    expect(script.sockets).toHaveLength(1);

    live.sessionEndedHere(true);
    script.answers = [4401];
    subscribe(live);
    await settle();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('4403 (refused) is not retried: the screens stay on their fallback', async () => {
    const live = createLiveLink(vi.fn());
    script.answers = [4403];
    const { sink } = subscribe(live);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(sink.error).toHaveBeenCalledTimes(1);
    expect(script.sockets).toHaveLength(1);
    expect(liveState()).toBe('lost');
  });
});
