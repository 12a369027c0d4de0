// Load shedding for GraphQL HTTP requests: at most `limit` requests of this instance are worked on at once, at most
// `queueMax` more wait for a slot (first come, first served), and any request beyond both is refused at once, before
// its body is read (http/routes/graphql.ts answers it 503 SERVER_BUSY with Retry-After). Past capacity a request then costs the
// instance almost nothing and its client hears so within milliseconds, instead of every request waiting longer and
// longer (latency grew linearly from 600 clients, and at 3 000 a gateway stalled 13 s). Hand-written rather than a
// library: p-limit and p-queue have no bounded queue that refuses (a caller would check `pendingCount` itself, the
// whole of this file), bottleneck is unmaintained since 2019, and the hot path here is two counter updates and no
// promise for a request admitted at once.

/** The answer of a refused request: the web retries it after Retry-After (it did not run: nothing was read). */
export const SERVER_BUSY_ERROR = {
  message: 'Servidor ocupado, tentando novamente em instantes.',
  extensions: { code: 'SERVER_BUSY' },
} as const;

/** Seconds a refused client waits before trying again (Retry-After): a slot frees within milliseconds at capacity. */
export const SHED_RETRY_AFTER_SECONDS = 1;

/**
 * Defaults: an instance answers the open orders page at ~900-1 300 requests/s on an idle 2-core machine (bench
 * `throughput`, 50 connections) and its requests wait on the upstreams for most of their time, so 64 at work keep
 * the upstreams busy while a request's share of the CPU stays ~50-70 ms at capacity, and 64 waiting absorb a burst
 * (a page's parallel queries from a few dozen tabs). `npm run bench -- overload` measured them at 4x (bench/README.md,
 * 2026-12-02, on a loaded machine answering only ~200 requests/s): shedding kept every request answered (no 504, no
 * error) and the admitted p99 at 0.7 of the no-shedding one, but far above the unloaded p99 there: on a CPU-bound
 * instance a lower MAX_CONCURRENT_REQUESTS shortens the admitted requests' wait (the bench's BENCH_OVERLOAD_LIMIT and
 * BENCH_OVERLOAD_QUEUE try others).
 */
export const DEFAULT_MAX_CONCURRENT_REQUESTS = 64;
export const DEFAULT_REQUEST_QUEUE_MAX = 64;

/** What acquire() answers: admitted now, admitted once the promise settles, or refused. */
export type Admission = true | Promise<void> | false;

export class ConcurrencyLimiter {
  private active = 0;
  /** Waiters in arrival order; `head` skips those already admitted (no array shifting under load). */
  private waiters: Array<() => void> = [];
  private head = 0;

  constructor(
    readonly limit: number,
    readonly queueMax: number,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`The concurrency limit must be a whole number >= 1, got ${limit}.`);
    if (!Number.isInteger(queueMax) || queueMax < 0) throw new Error(`The queue size must be a whole number >= 0, got ${queueMax}.`);
  }

  /** Requests being worked on now. */
  get inFlight(): number {
    return this.active;
  }

  /** Requests waiting for a slot. */
  get queued(): number {
    return this.waiters.length - this.head;
  }

  /**
   * Takes a slot: `true` when one is free, a promise that resolves when one frees while the queue has room, `false`
   * when it has none. Every admission (now or later) must be followed by exactly one release().
   */
  acquire(): Admission {
    if (this.active < this.limit) {
      this.active++;
      return true;
    }
    if (this.queued >= this.queueMax) return false;
    return new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Gives a slot back: to the longest waiter when one waits (the slot passes on, `active` unchanged). */
  release(): void {
    if (this.head < this.waiters.length) {
      const next = this.waiters[this.head];
      this.head++;
      // Under steady overload the queue never empties: the admitted prefix is dropped now and then instead.
      if (this.head === this.waiters.length || this.head >= 1024) {
        this.waiters = this.waiters.slice(this.head);
        this.head = 0;
      }
      next();
      return;
    }
    if (this.active > 0) this.active--;
  }
}
