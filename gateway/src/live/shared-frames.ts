// An event's answer serialised once for all the subscriptions that share it, and a socket's frames of one fan-out
// turn written together.
//
// shared-results.ts hands the same answer to every subscription of a session with the same operation (a person's
// tabs and boards), but graphql-ws serialises each `next` message on its own: under a flood (`bench live`, 2 000 heavy
// subscriptions) that JSON.stringify was the largest part of the gateway's CPU, then one socket write per frame. Here
// onNext keeps the answer's bytes (once per answer object) for the subscription and hands graphql-ws a small stand-in
// payload; the socket's send, wrapped when the socket opens, puts the bytes in the stand-in's place. The socket is
// corked on its first frame of a turn and uncorked on the next loop iteration, so a turn's frames leave in one write.
import type { Duplex } from 'node:stream';
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';

/** What graphql-ws serialises in place of a shared answer: never reaches a client (send swaps it). */
const STAND_IN: FormattedExecutionResult = { data: null, extensions: { sharedFrame: true } };
const STAND_IN_END = `"payload":${JSON.stringify(STAND_IN)}}`;
/** A stand-in message is short (its id is the client's, up to a few dozen characters); an answer never is this small. */
const STAND_IN_MAX_LENGTH = 512;
const CLOSE = Buffer.from('}');

type Send = WebSocket['send'];

export class SharedFrames {
  /** The serialised answer by the answer object every sharing subscription receives. */
  private readonly bytes = new WeakMap<ExecutionResult, Buffer>();
  /** Per socket, the bytes waiting for each subscription's stand-in message (graphql-ws sends one at a time per id). */
  private readonly waiting = new WeakMap<WebSocket, Map<string, Buffer>>();

  /**
   * onNext's answer for subscription `id` of `socket`: the stand-in, with `result` serialised as `format` makes it
   * (once per result object: the other subscriptions sharing it reuse the bytes).
   */
  next(socket: WebSocket, id: string, result: ExecutionResult, format: (result: ExecutionResult) => FormattedExecutionResult): FormattedExecutionResult {
    const frames = this.waiting.get(socket);
    if (!frames) return format(result);
    let serialised = this.bytes.get(result);
    if (!serialised) {
      serialised = Buffer.from(JSON.stringify(format(result)));
      this.bytes.set(result, serialised);
    }
    frames.set(id, serialised);
    return STAND_IN;
  }

  /** Wraps the socket's send (before graphql-ws uses it) to swap stand-ins and write each turn's frames together. */
  attach(socket: WebSocket, raw: Duplex): void {
    const frames = new Map<string, Buffer>();
    this.waiting.set(socket, frames);
    const send: Send = socket.send.bind(socket);
    let corked = false;
    const uncork = () => {
      corked = false;
      raw.uncork();
    };
    socket.send = ((data: unknown, ...rest: unknown[]) => {
      if (!corked && !raw.destroyed) {
        corked = true;
        raw.cork();
        setImmediate(uncork);
      }
      const frame = typeof data === 'string' ? this.swap(data, frames) : null;
      if (!frame) return (send as (...args: unknown[]) => void)(data, ...rest);
      const callback = rest.find((arg) => typeof arg === 'function') as ((error?: Error) => void) | undefined;
      return send(frame, { binary: false }, callback);
    }) as Send;
  }

  /** The message with the subscription's bytes in the stand-in's place, or null when `data` is not a stand-in. */
  private swap(data: string, frames: Map<string, Buffer>): Buffer | null {
    if (frames.size === 0 || data.length > STAND_IN_MAX_LENGTH || !data.endsWith(STAND_IN_END)) return null;
    const { id } = JSON.parse(data) as { id: string };
    const serialised = frames.get(id);
    if (!serialised) return null;
    frames.delete(id);
    return Buffer.concat([Buffer.from(`${data.slice(0, -STAND_IN_END.length)}"payload":`), serialised, CLOSE]);
  }
}
