// The key under which a live event carries the upstream clients shared by every socket of its burst: the WebSocket
// server (live/socket.ts) runs the event's selection with them instead of the subscription's own clients, so an
// event's Order fields read each upstream record once per instance, not once per open socket.
export const SHARED_UPSTREAMS: unique symbol = Symbol('live event shared upstreams');
