// A short-lived in-process cache of session rows, so a request does not read the store just to learn who is
// asking. Safety rests on three rules, kept by SessionStore:
// - every write to a session in this instance (touch, end, saveTokens) drops its entry once the write is done,
//   and a read that was in flight then cannot put its older copy back (it only fills the entry it created);
// - the limits are still decided from the cached timestamps with the request's own clock, and a session the
//   cached copy calls inactive is read again from the store before it is refused (another instance may have
//   touched it: lastActivityAt only moves forward, expiresAt never moves, so a cached copy errs on the safe side);
// - entries live `ttlMs` (monotonic clock, never the session clock tests move).
// Other gateway instances: a logout or token refresh they do is announced by the store (migration 004) and
// store/change-feed.ts drops the entry here at once. `ttlMs` stays as the bound for when that feed is down (a
// change made elsewhere is then seen here at most ttlMs later; upstream token refresh already re-reads the
// store before refreshing, see upstream-tokens.ts).
import type { Session } from './session';

export interface SessionCacheOptions {
  ttlMs: number;
  /** Oldest entries are dropped beyond this many. */
  maxEntries?: number;
  /** Monotonic milliseconds; tests inject one. */
  clock?: () => number;
}

interface Entry {
  loadedAt: number;
  row: Promise<Session | null>;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.clock = options.clock ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The row loaded less than ttlMs ago (counted from the start of its read), else a fresh load; concurrent
   * callers share one load. The object returned is shared: callers copy before changing it.
   */
  get(id: string, load: () => Promise<Session | null>): Promise<Session | null> {
    const now = this.clock();
    const cached = this.entries.get(id);
    if (cached && now - cached.loadedAt < this.options.ttlMs) return cached.row;
    if (cached) this.entries.delete(id);
    const entry: Entry = { loadedAt: now, row: load() };
    this.entries.set(id, entry);
    // Misses and failures are not remembered; only the entry this load created is dropped.
    entry.row.then(
      (row) => {
        if (!row && this.entries.get(id) === entry) this.entries.delete(id);
      },
      () => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
      },
    );
    if (this.entries.size > this.maxEntries) this.evict(now);
    return entry.row;
  }

  invalidate(id: string): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  private evict(now: number): void {
    for (const [id, entry] of this.entries) {
      if (now - entry.loadedAt >= this.options.ttlMs) this.entries.delete(id);
    }
    // Still full of live entries: drop the oldest (Map order is insertion order, and reloads re-insert).
    for (const id of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(id);
    }
  }
}
