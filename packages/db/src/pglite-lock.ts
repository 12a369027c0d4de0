// An embedded PGlite store is one process's: PGlite has no server, so two processes on one data folder would each
// write its files and corrupt it. The folder is claimed with a lock file naming the process (pid and host); a
// second process is refused at start with the reason, and a lock left by a process that is gone (a crash, SIGKILL)
// is taken over. Several instances need PostgreSQL.
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

const LOCK_FILE = 'painel-instance.lock';

export class StoreInUse extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): { pid: number; host: string } | null {
  try {
    const [pid, host] = readFileSync(path, 'utf8').trim().split('@');
    return Number.isInteger(Number(pid)) ? { pid: Number(pid), host: host ?? '' } : null;
  } catch {
    return null;
  }
}

/** Claims `dataDir` for this process; throws StoreInUse when another live process holds it. Answers the release. */
export function claimDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const me = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, me);
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    const mine = holder?.pid === process.pid && holder.host === hostname();
    if (mine) return () => undefined; // this process opened it already (and releases it at its first close)
    if (holder && (holder.host !== hostname() || alive(holder.pid))) {
      throw new StoreInUse(
        `the embedded PGlite store in ${dataDir} is in use by process ${holder.pid} on ${holder.host}: an embedded store serves one instance; ` +
          'run more than one on PostgreSQL (the gateway: GATEWAY_DATABASE_URL; the reference services: DATABASE_URL)' +
          (holder.host !== hostname() ? `, or remove ${path} if that process is gone` : ''),
      );
    }
    rmSync(path, { force: true }); // left by a process that is gone
  }
  throw new StoreInUse(`could not claim the embedded PGlite store in ${dataDir}`);
}
