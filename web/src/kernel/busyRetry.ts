// Requests the gateway turned away before doing anything are sent again after its Retry-After, a few times, while the
// person reads 'Servidor ocupado, tentando novamente em instantes.': an overloaded instance (SERVER_BUSY, 503) or a
// restarting one (SHUTTING_DOWN, 503). Mutations too: the gateway refuses both before it reads the request's body
// (gateway/src/load-shedding.ts, server.ts), so a refused mutation never ran and sending it again cannot do it twice.
// A deadline (REQUEST_TIMEOUT) or a lost database (STORE_UNAVAILABLE) is not retried here: the request may have done
// part of its work, and the person decides (a workflow's 'Tente Novamente' resumes it with the same key).
import { RetryLink } from '@apollo/client/link/retry';
import { gatewayRefusal } from '../lib/errors';
import { showToast } from '../lib/toaster';

/** Refusals answered before the gateway did any work: safe to send again as they were. */
const REFUSED_BEFORE_WORK: ReadonlySet<string> = new Set(['SERVER_BUSY', 'SHUTTING_DOWN']);

/** Attempts after the first: about 3-5 s of waiting in all at the gateway's Retry-After of 1 s. */
export const BUSY_RETRIES = 3;

/** Waits at least this long when the answer names no Retry-After, at most MAX_WAIT_MS whatever it names. */
const DEFAULT_WAIT_MS = 1000;
const MAX_WAIT_MS = 10_000;

export const SERVER_BUSY_RETRYING = 'Servidor ocupado, tentando novamente em instantes.';

/** Whether the failed attempt number `attempt` (1 = the first send) is sent again. */
export function retriesBusy(attempt: number, error: unknown): boolean {
  const refused = gatewayRefusal(error);
  return attempt <= BUSY_RETRIES && refused !== null && REFUSED_BEFORE_WORK.has(refused.code);
}

/** The wait before the next attempt: the answer's Retry-After (bounded), with up to half of it more at random so a
 *  crowd of tabs refused at once does not come back at once. */
export function busyWaitMs(error: unknown, random: () => number = Math.random): number {
  const seconds = gatewayRefusal(error)?.retryAfterSeconds;
  const wait = Math.min(MAX_WAIT_MS, seconds == null ? DEFAULT_WAIT_MS : Math.max(seconds * 1000, 100));
  return Math.round(wait * (1 + random() / 2));
}

export function createBusyRetryLink(): RetryLink {
  return new RetryLink({
    attempts: (attempt, _operation, error) => {
      const again = retriesBusy(attempt, error);
      if (again) void showToast({ message: SERVER_BUSY_RETRYING, intent: 'warning', icon: 'warning-sign' }, 'server-busy');
      return again;
    },
    delay: (_attempt, _operation, error) => busyWaitMs(error),
  });
}
