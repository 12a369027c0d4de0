// The live-events socket (docs/areas/integrations.md#live-updates): graphql-ws on the same /graphql, authenticated by
// the session cookie of the upgrade. Lazy (it opens when the first subscription starts and closes when the last one
// ends), retried forever with capped exponential backoff and jitter, watched by a keep-alive ping, and its state
// published to React (liveState.ts). Close code 4401 means the session is over: the app's own session-end path runs
// instead of retrying; 4403 (refused) is not retried either: the screens stay on polling.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { setLiveState } from './liveState';

/** graphql-ws close codes the gateway uses (docs/security.md#live-sockets: session missing or ended, subscription refused). */
export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_REFUSED = 4403;

/** Backoff: 1 s, 2 s, 4 s ... capped at 30 s, each wait drawn in its upper half so boards do not come back at once. */
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 30_000;
/** A ping every 15 s; no pong within 5 s means the link is dead though the socket did not say so. */
const KEEP_ALIVE_MS = 15_000;
const PONG_TIMEOUT_MS = 5_000;
/** An upgrade that never gets its acknowledgement counts as a failed attempt. */
const ACK_TIMEOUT_MS = 10_000;

export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** retries);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function closeCode(event: unknown): number | null {
  return typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : null;
}

/** ws(s)://<this host>/graphql, read when a connection starts (the page's own origin). */
function socketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
}

export interface LiveLink {
  link: GraphQLWsLink;
  client: Client;
  /**
   * The person logged out in this tab: the 4401 that follows is expected and must not announce an expired
   * session. A new login makes 4401 meaningful again.
   */
  sessionEndedHere: (ended: boolean) => void;
}

export function createLiveLink(onUnauthenticated: () => void): LiveLink {
  let loggedOutHere = false;
  let pongTimer: number | undefined;
  const client: Client = createClient({
    url: socketUrl,
    lazy: true,
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => window.setTimeout(resolve, retryDelayMs(retries))),
    // Every failure is retried (a network error reaches here as an Event, not a close) except a refusal.
    shouldRetry: (event) => closeCode(event) !== CLOSE_REFUSED,
    keepAlive: KEEP_ALIVE_MS,
    connectionAckWaitTimeout: ACK_TIMEOUT_MS,
    on: {
      connecting: (isRetry) => setLiveState(isRetry ? 'lost' : 'connecting'),
      connected: () => setLiveState('live'),
      ping: (received) => {
        if (received) return;
        window.clearTimeout(pongTimer);
        pongTimer = window.setTimeout(() => client.terminate(), PONG_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) window.clearTimeout(pongTimer);
      },
      closed: (event) => {
        window.clearTimeout(pongTimer);
        const code = closeCode(event);
        if (code === CLOSE_UNAUTHENTICATED) {
          setLiveState('idle');
          if (!loggedOutHere) onUnauthenticated();
          return;
        }
        // 1000: closed on purpose (no screen listens any more); anything else is a loss.
        setLiveState(code === 1000 ? 'idle' : 'lost');
      },
    },
  });
  return {
    link: new GraphQLWsLink(client),
    client,
    sessionEndedHere: (ended) => {
      loggedOutHere = ended;
    },
  };
}
