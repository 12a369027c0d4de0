// One process per embedded store folder: a live holder refuses a second process with the reason, a lock left by a
// process that is gone is taken over, and closing the store releases it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, StoreInUse } from './pglite-lock';
import { openDatabase } from './database';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded store lock', () => {
  it('refuses a folder a live process holds, naming it and PostgreSQL', () => {
    const dir = freshDir();
    // The test runner's parent is alive for as long as this test runs.
    writeFileSync(join(dir, 'painel-instance.lock'), `${process.ppid}@${hostname()}`);
    expect(() => claimDataDir(dir)).toThrow(StoreInUse);
    expect(() => claimDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid} .*GATEWAY_DATABASE_URL`));
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    writeFileSync(join(dir, 'painel-instance.lock'), `${gone}@${hostname()}`);
    const release = claimDataDir(dir);
    release();
    expect(existsSync(join(dir, 'painel-instance.lock'))).toBe(false);
  });

  it('is held while the store is open and released when it closes', async () => {
    const dir = freshDir();
    const db = await openDatabase({ dataDir: dir });
    expect(existsSync(join(dir, 'painel-instance.lock'))).toBe(true);
    await db.close();
    expect(existsSync(join(dir, 'painel-instance.lock'))).toBe(false);
  });
});
