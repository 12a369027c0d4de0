// Which subjects (orders) may have an unfinished workflow run: an in-process index so the order lists read the
// journal only for those, and a page where nothing runs or failed (the common case) costs no store query.
//
// The index is a superset of the truth, never less for this instance's own writes:
// - loaded from the store (subjects with a 'running' or 'failed' run) on first use;
// - this instance's journal writes add their subject before writing and mark the index for reload after, so the
//   next read sees them at once (and drops runs that finished);
// - runs started or changed by OTHER gateway instances (any writer of the store) are announced by the store
//   (migration 004) and added through store/change-feed.ts at once;
// - reloaded on use when older than `refreshMs` (default 1 s): the safety net for when that feed is down.
// Being a superset keeps the answers exact: a subject in the set is read from the journal as before; one not in
// it has no running or failed run, so its Order.workflow is null anyway.
import type { Queryable } from '@painel/db/database';
import { unfinishedSubjects } from './runs';

export const DEFAULT_ACTIVE_RUNS_REFRESH_MS = 1000;

export interface ActiveRunsOptions {
  /** Longest time between store reloads; 0 reloads on every read. */
  refreshMs?: number;
  /** Monotonic clock in ms (tests move it). */
  now?: () => number;
}

export class ActiveRuns {
  private readonly refreshMs: number;
  private readonly now: () => number;
  private subjects = new Set<string>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private stale = true;
  private loading: Promise<void> | null = null;
  /** Local writes counter: orders the writes against the reloads. */
  private seq = 0;
  /** Subjects with a local write under way (count), kept through reloads whose snapshot may predate it. */
  private readonly writing = new Map<string, number>();
  /** Subject -> seq at which its last local write finished, until a reload started after that has seen it. */
  private readonly written = new Map<string, number>();

  constructor(
    private readonly store: Queryable,
    options: ActiveRunsOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? DEFAULT_ACTIVE_RUNS_REFRESH_MS;
    this.now = options.now ?? (() => performance.now());
  }

  /** Of `subjects`, those that may have a running or failed run (read the journal for these only). */
  async among(subjects: readonly string[]): Promise<string[]> {
    if (this.stale || this.now() - this.loadedAt >= this.refreshMs) await this.reload();
    return subjects.filter((s) => this.subjects.has(s));
  }

  /**
   * True only when the index is fresh and says `subject` has no running or failed run: what `among` would answer
   * without reading the store. Lets a list answer such rows at once instead of through a promise each.
   */
  surelyNone(subject: string): boolean {
    return !this.stale && this.now() - this.loadedAt < this.refreshMs && !this.subjects.has(subject);
  }

  /** Wraps a journal write on `subject` that may start, fail, finish or abandon one of its runs. */
  async track<T>(subject: string, write: () => Promise<T>): Promise<T> {
    this.subjects.add(subject);
    this.writing.set(subject, (this.writing.get(subject) ?? 0) + 1);
    try {
      return await write();
    } finally {
      const left = (this.writing.get(subject) ?? 1) - 1;
      if (left > 0) this.writing.set(subject, left);
      else this.writing.delete(subject);
      this.wrote(subject);
    }
  }

  /** A journal write on `subject` finished (used where the subject is only known from the write's answer). */
  wrote(subject: string): void {
    this.subjects.add(subject);
    this.written.set(subject, ++this.seq);
    this.stale = true;
  }

  /** Runs may have changed without this instance hearing of it (the store's change feed was down): reload on next use. */
  invalidate(): void {
    this.stale = true;
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const startedAt = this.now();
    const startSeq = this.seq;
    this.stale = false;
    let subjects: string[];
    try {
      subjects = await unfinishedSubjects(this.store);
    } catch (error) {
      this.stale = true;
      throw error;
    }
    const next = new Set(subjects);
    for (const subject of this.writing.keys()) next.add(subject);
    for (const [subject, at] of this.written) {
      // Finished before the query started: the snapshot has it. After: it may not, keep it until the next one.
      if (at > startSeq) next.add(subject);
      else this.written.delete(subject);
    }
    this.subjects = next;
    this.loadedAt = startedAt;
  }
}

const byStore = new WeakMap<Queryable, ActiveRuns>();

/** The index of one store, shared by every request (and journal) of this process that uses that store. */
export function activeRunsFor(store: Queryable): ActiveRuns {
  let index = byStore.get(store);
  if (!index) {
    index = new ActiveRuns(store);
    byStore.set(store, index);
  }
  return index;
}
