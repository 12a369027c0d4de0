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
 * Defaults: as many at work as keep the CPU busy but not queued, and a short queue. With the product API answering in
 * ~30 ms an open-orders page takes ~70 ms unloaded, of which a few ms are this process's CPU: 32 at work answer
 * ~450-500 pages/s on a 2-core machine with their p99 at the unloaded p99 (none waits for the CPU), where 64 at work
 * queue on the CPU (p99 at capacity ~2x unloaded) and their event loop's delay makes every refusal wait behind them.
 * `npm run bench -- overload` at 4x (bench/README.md, 2026-12-07, four runs each): 32 / 16 admitted p99 146-203 ms
 * (2.0-2.9x unloaded), refusals median 2-11 ms, p99 15-54 ms; 64 / 64 admitted p99 318-704 ms, refusals 25-96 ms /
 * 90-173 ms. A deployment whose product API is slower raises MAX_CONCURRENT_REQUESTS to about its pages per second
 * times its unloaded page time (the bench's BENCH_OVERLOAD_UPSTREAM_MS, BENCH_OVERLOAD_LIMIT and BENCH_OVERLOAD_QUEUE
 * try others).
 */
export const DEFAULT_MAX_CONCURRENT_REQUESTS = 32;
/** A page's parallel queries from a few tabs at once: half the limit, so a queued request waits at most about one turn. */
export const DEFAULT_REQUEST_QUEUE_MAX = 16;

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
