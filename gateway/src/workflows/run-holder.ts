// Which gateway process holds each running run, kept alive by a heartbeat
// (docs/decisions/0042-runs-held-by-heartbeat.md). Every process names itself (`instanceName`: stable across restarts
// of the same deployment slot, e.g. the host and port) and, while any of its runs is open, writes `heartbeat_at =
// now()` on them every HEARTBEAT_MS, whatever the step waits on. Every process also interrupts, on the same tick, the
// running runs whose heartbeat is older than LEASE_MS: a holder that died (SIGKILL, a crash, a lost machine) frees its
// orders within about 30 s on every instance, and the run is offered to 'Tente Novamente' with the true message. A
// process that starts interrupts the runs it held before at once (`interruptHeld`), and a draining one those it could
// not finish (`interruptMine`). A run this process gave up because the store went away under it (`endWhenStoreAnswers`)
// is ended by the first beat that reaches the store again, so its order is free within a beat of the store's return
// rather than a whole lease later.
import { hostname } from 'node:os';
import type { Db } from '@painel/db/database';
import type { RunError } from './runs';

/** How often a process says its runs are alive. */
export const HEARTBEAT_MS = 5_000;
/** A running run whose heartbeat is older than this is taken to have lost its process. */
export const LEASE_MS = 25_000;
/**
 * A heartbeat older than this (two missed beats and some slack) means the holder has gone silent: a busy answer
 * no longer says someone is at the run, though its lease still keeps it until LEASE_MS.
 */
export const SILENT_HOLDER_MS = 2 * HEARTBEAT_MS + 2_000;

export const INTERRUPTED = {
  code: 'INTERRUPTED',
  message: 'A tentativa anterior foi interrompida antes de terminar (o servidor parou). Tente novamente!',
} as const;

let name = `${hostname()}:${process.pid}`;

/** This process's name in the journal (main.ts sets it from INSTANCE_NAME or the host and port). */
export function instanceName(): string {
  return name;
}

export function setInstanceName(value: string): void {
  name = value;
}

const INTERRUPT = `status = 'failed', can_retry = true, error_code = '${INTERRUPTED.code}', error = '${INTERRUPTED.message}',
  error_field = NULL, holder = NULL, updated_at = now()`;

/** The runs of one store this process holds, and the heartbeat that keeps them. */
export class RunHolder {
  private readonly held = new Map<number, number>(); // run id -> how many executions hold it
  /** Runs given up while the store was away: ended with this error by the next beat that reaches it. */
  private readonly toEnd = new Map<number, RunError>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping = false;
  private idle: Array<() => void> = [];

  private onError: (error: unknown) => void = () => undefined;
  /** Work each beat does after the sweep (finishing what a dead holder left that is safe to finish). */
  private readonly afterSweep: Array<() => Promise<void>> = [];
  private finishing = false;

  constructor(private readonly db: Db) {}

  /** A gateway beats all the time, so silent holders are found even when this process holds nothing. */
  start(onError: (error: unknown) => void): void {
    this.sweeping = true;
    this.onError = onError;
    this.beatWhileNeeded();
  }

  /** `task` runs on every beat of a started holder, after the sweep; what it throws goes to the start's onError. */
  afterBeat(task: () => Promise<void>): void {
    this.afterSweep.push(task);
  }

  stop(): void {
    this.sweeping = false;
    this.afterSweep.length = 0;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** A run this process opened or took up: kept alive until `release`. */
  hold(runId: number): void {
    this.held.set(runId, (this.held.get(runId) ?? 0) + 1);
    this.beatWhileNeeded();
  }

  release(runId: number): void {
    const count = (this.held.get(runId) ?? 1) - 1;
    if (count > 0) this.held.set(runId, count);
    else this.held.delete(runId);
    if (this.held.size === 0) {
      this.stopTimerWhenIdle();
      for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  /**
   * This process gives up a run it holds because the store lost its connection while the run was being written: the
   * run cannot be ended now, so the next beat that reaches the store ends it failed and retryable with `error` (unless
   * an execution of this process took it up again meanwhile, or it is no longer running).
   */
  endWhenStoreAnswers(runId: number, error: RunError): void {
    this.release(runId);
    this.toEnd.set(runId, error);
    this.beatWhileNeeded();
  }

  /** The heartbeat runs while anything needs it: a started holder's sweep, a held run, a run to end. */
  private beatWhileNeeded(): void {
    this.timer ??= setInterval(() => void this.beat(), HEARTBEAT_MS).unref();
  }

  private stopTimerWhenIdle(): void {
    if (this.sweeping || this.held.size > 0 || this.toEnd.size > 0) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** How many runs this process holds now. */
  get size(): number {
    return this.held.size;
  }

  holds(runId: number): boolean {
    return this.held.has(runId);
  }

  /** The store is closing: nothing is held any more (whatever was left was interrupted by `interruptMine`). */
  forget(): void {
    this.toEnd.clear();
    for (const id of [...this.held.keys()]) {
      this.held.set(id, 1);
      this.release(id);
    }
  }

  /** Resolves once nothing is held, or after `ms` (a drain's grace), whichever comes first. */
  async drained(ms: number): Promise<boolean> {
    if (this.held.size === 0) return true;
    let timeout: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      new Promise<boolean>((resolve) => this.idle.push(() => resolve(true))),
      new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(false), ms))),
    ]);
    clearTimeout(timeout);
    return done;
  }

  /** One heartbeat: this process's runs are alive; others' runs whose holder went silent are interrupted. */
  async beat(): Promise<void> {
    try {
      if (this.held.size) {
        await this.db.query(`UPDATE workflow_runs SET heartbeat_at = now() WHERE id = ANY($1::int[]) AND status = 'running'`, [[...this.held.keys()]]);
      }
      await interruptSilent(this.db);
      await this.endGivenUp();
    } catch (error) {
      this.onError(error);
    }
    this.stopTimerWhenIdle();
    // Not awaited, and never two at once: a slow finisher must not delay the heartbeat of the runs held here.
    if (this.sweeping && !this.finishing && this.afterSweep.length) {
      this.finishing = true;
      void this.runAfterSweep().finally(() => (this.finishing = false));
    }
  }

  private async endGivenUp(): Promise<void> {
    for (const [runId, error] of [...this.toEnd]) {
      if (this.held.has(runId)) {
        this.toEnd.delete(runId); // taken up again here: that execution ends it
        continue;
      }
      await this.db.query(
        `UPDATE workflow_runs SET status = 'failed', can_retry = true, error_code = $3, error = $4, error_field = NULL,
           holder = NULL, updated_at = now()
          WHERE id = $1 AND status = 'running' AND holder = $2`,
        [runId, instanceName(), error.code, error.message],
      );
      this.toEnd.delete(runId);
    }
  }

  private async runAfterSweep(): Promise<void> {
    for (const task of [...this.afterSweep]) {
      try {
        await task();
      } catch (error) {
        this.onError(error);
      }
    }
  }

  /** Interrupts the runs this process still holds (a drain's grace ran out): another instance takes them up. */
  async interruptMine(): Promise<number> {
    const ids = [...this.held.keys(), ...this.toEnd.keys()];
    if (ids.length === 0) return 0;
    const { rows } = await this.db.query<{ id: number }>(
      `UPDATE workflow_runs SET ${INTERRUPT} WHERE id = ANY($1::int[]) AND status = 'running' RETURNING id`,
      [ids],
    );
    return rows.length;
  }
}

const holders = new WeakMap<Db, RunHolder>();

/** The one holder of this process for a store. */
export function holderFor(db: Db): RunHolder {
  let holder = holders.get(db);
  if (!holder) holders.set(db, (holder = new RunHolder(db)));
  return holder;
}

/** Running runs (of one subject, or all) whose heartbeat stopped `leaseMs` ago or more: interrupted. How many. */
export async function interruptSilent(db: Db, leaseMs = LEASE_MS, subject: string | null = null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE workflow_runs SET ${INTERRUPT}
      WHERE status = 'running' AND ($2::text IS NULL OR subject = $2)
        AND COALESCE(heartbeat_at, updated_at) < now() - make_interval(secs => $1::double precision) RETURNING id`,
    [leaseMs / 1000, subject],
  );
  return rows.length;
}

/**
 * At start: the runs this process name held before it stopped are interrupted at once (nobody else can be running
 * them: the name is this deployment slot's). `everyRun` (a store only one process can open, PGlite) interrupts every
 * running run.
 */
export async function interruptHeld(db: Db, everyRun: boolean): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE workflow_runs SET ${INTERRUPT} WHERE status = 'running' AND ($1::boolean OR holder = $2) RETURNING id`,
    [everyRun, instanceName()],
  );
  return rows.length;
}
