// The deadline of one GraphQL HTTP request (REQUEST_DEADLINE_MS, default 10 s from its arrival): the whole request,
// every upstream call and GET retry in it included, ends by then. A hung product API otherwise cost a page 31 s
// (15 s per attempt, two attempts, a second between). http/routes/graphql.ts answers REQUEST_TIMEOUT when it passes, whatever the
// resolvers are still waiting on; upstreams/http.ts refuses to begin a call or a retry with less than MIN_CALL_MS
// left, and the deadline's signal aborts what is in flight at expiry (a call's own timeout still applies when shorter).
import { setMaxListeners } from 'node:events';
import { GraphQLError } from 'graphql';

export const DEFAULT_REQUEST_DEADLINE_MS = 10_000;

/** Below this, an upstream call (or a GET's retry) is not begun: it could not answer in time. */
export const MIN_CALL_MS = 100;

/** What the client reads when its request ran out of time (HTTP 504, never INTERNAL_SERVER_ERROR). */
export const REQUEST_TIMEOUT_ERROR = {
  message: 'O servidor demorou demais para responder. Tente novamente.',
  extensions: { code: 'REQUEST_TIMEOUT' },
} as const;

export class RequestDeadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  /** Date.now() at which the request's time is up. */
  readonly endsAt: number;

  constructor(ms: number, onExpire?: () => void) {
    // One listener per upstream call in flight (a page makes dozens in parallel), each removed when its call settles.
    setMaxListeners(0, this.controller.signal);
    this.endsAt = Date.now() + ms;
    this.timer = setTimeout(() => {
      this.controller.abort();
      onExpire?.();
    }, ms);
    // A request's clock never keeps a stopping process alive by itself.
    this.timer.unref();
  }

  /** Aborted at expiry: upstream calls in flight listen to it. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get expired(): boolean {
    return this.controller.signal.aborted;
  }

  /** Milliseconds left (0 once expired). */
  remaining(): number {
    return this.expired ? 0 : Math.max(0, this.endsAt - Date.now());
  }

  /** The request is answered: nothing more to time. */
  end(): void {
    clearTimeout(this.timer);
  }
}

/** Thrown by the HTTP plumbing (upstreams/http-get.ts, http.ts) when the deadline refused or cut an attempt. */
export class DeadlineReached extends Error {
  override name = 'DeadlineReached';
  constructor(
    /** Whether the request had been sent (it was in flight when the deadline passed). */
    readonly sent: boolean,
  ) {
    super(sent ? 'request deadline passed while the upstream call was in flight' : 'request deadline too close to begin an upstream call');
  }
}

/**
 * An upstream call cut or refused by the request's deadline. `sent` says whether the request had left: a write cut
 * after sending may have been done by the service, so it stays in doubt exactly like a timeout (send-doubt.ts reads
 * `reached`), and the workflow step's own 'in doubt' handling applies; one never begun is safe to try again.
 */
export function deadlineError(upstream: string, sent: boolean): GraphQLError {
  return new GraphQLError(REQUEST_TIMEOUT_ERROR.message, {
    extensions: { code: REQUEST_TIMEOUT_ERROR.extensions.code, upstream, ...(sent ? {} : { reached: false }) },
  });
}

/** Whether an error (or what it wraps, as kit/read.ts and the payload helpers wrap upstream errors) is the deadline's. */
export function isDeadlineError(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 4; depth++) {
    if (cause instanceof GraphQLError && cause.extensions?.code === REQUEST_TIMEOUT_ERROR.extensions.code) return true;
    cause = (cause as GraphQLError).originalError;
  }
  return false;
}

/**
 * Whether an upstream call (or a GET's retry) may begin: not with less than MIN_CALL_MS of the request left. One that
 * begins keeps its own timeout and listens to the deadline's signal, which cuts it at expiry: the deadline's timer
 * aborts the calls and answers the client in one callback, so no resolver's continuation can answer first.
 */
export function mayBegin(deadline: RequestDeadline | undefined): boolean {
  return !deadline || deadline.remaining() >= MIN_CALL_MS;
}
