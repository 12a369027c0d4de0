// The key under which a live event carries the upstream clients shared by every socket of its burst: the WebSocket
// server (live/socket.ts) runs the event's selection with them instead of the subscription's own clients, so an
// event's Order fields read each upstream record once per instance, not once per open socket.
export const SHARED_UPSTREAMS: unique symbol = Symbol('live event shared upstreams');

/**
 * The key under which a live event carries the message it was made from (one object per event on this instance,
 * handed to every subscriber): subscriptions of one session asking the same operation of that message get the same
 * answer, so the WebSocket server resolves it once for all of them (live/shared-results.ts).
 */
export const SHARED_EVENT: unique symbol = Symbol('live event source message');
