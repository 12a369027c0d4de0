// Cores split between a server under measurement and the load it serves, for a bench line that times the server
// beside a load generated on the same machine: the server and the probe timing it on the first core, everything
// else (this process and its in-process services, the load's children, PostgreSQL) on the others. A deployment runs
// the gateway on machines of its own; on one 2-core machine the load's clients, the reference product API and
// PostgreSQL otherwise take the gateway's core while the probe waits, and the line measured the machine, not the
// gateway (docs/measurements.md, 'What decides the flood's p99').
// Linux's `taskset` (util-linux) sets the affinity of every thread of a process; a child forked afterwards inherits
// its parent's. Without taskset, on one core, or with BENCH_CORE_SPLIT=0, nothing is pinned and the line says so.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface CoreSplit {
  /** Pins a process (every thread) to the server's core. */
  server(pid: number): void;
  /** Gives this process and every PostgreSQL process back all the cores. */
  undo(): void;
  /** How the cores were split, for the bench's notes. */
  description: string;
}

function setAffinity(pid: number, cpus: string): void {
  execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)], { stdio: 'ignore' });
}

/** The same for a process that may have ended since it was listed (a PostgreSQL backend whose connection closed). */
function setAffinityIfRunning(pid: number, cpus: string): void {
  try {
    setAffinity(pid, cpus);
  } catch {
    // gone: nothing to pin
  }
}

/** Every PostgreSQL process on this machine (a postmaster's later backends inherit its affinity). */
function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

function tasksetWorks(): boolean {
  try {
    execFileSync('taskset', ['--pid', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Splits the cores and moves this process and PostgreSQL to the load's side at once; the caller pins the server and
 * its probe with `server` after starting them, and calls `undo` when the line is over. Null where it cannot split.
 */
export function splitCores(): CoreSplit | null {
  const cores = availableParallelism();
  if (process.env.BENCH_CORE_SPLIT === '0' || process.platform !== 'linux' || cores < 2 || !tasksetWorks()) return null;
  const server = '0';
  const load = cores === 2 ? '1' : `1-${cores - 1}`;
  const all = `0-${cores - 1}`;
  setAffinity(process.pid, load);
  for (const pid of postgresPids()) setAffinityIfRunning(pid, load);
  return {
    server: (pid) => setAffinity(pid, server),
    undo: () => {
      setAffinity(process.pid, all);
      for (const pid of postgresPids()) setAffinityIfRunning(pid, all);
    },
    description: `the gateway and the probe on core ${server}, this bench process, its reference services, the flood's sockets and PostgreSQL on core${cores === 2 ? '' : 's'} ${load} (taskset; BENCH_CORE_SPLIT=0 shares them)`,
  };
}
