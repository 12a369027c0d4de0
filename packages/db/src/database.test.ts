import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database';
import { migrate } from './migrate';
import { testEngines } from './test-databases';

const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
writeFileSync(join(folder, '001_items.sql'), 'CREATE TABLE items (id bigserial PRIMARY KEY, price numeric(14,3), day date, at timestamptz, tags jsonb);');
writeFileSync(join(folder, '002_broken.sql.off'), 'not sql');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(testEngines())('database adapter on $name', (engine) => {
  it('parses types the same way on every engine', async () => {
    const db = await engine.open();
    try {
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT 7::int8 AS big, 2.5::numeric(14,3) AS money, '2026-03-01'::date AS day, '{"a":1}'::jsonb AS doc`,
      );
      expect(rows[0]).toEqual({ big: 7, money: '2.500', day: '2026-03-01', doc: { a: 1 } });
    } finally {
      await db.close();
    }
  });

  it('applies each migration once and rolls back a failing one', async () => {
    const db = await engine.open();
    try {
      expect(await migrate(db, folder)).toEqual(['001_items.sql']);
      expect(await migrate(db, folder)).toEqual([]);
      writeFileSync(join(folder, '003_fails.sql'), 'CREATE TABLE half (id int); SELECT * FROM missing_table;');
      await expect(migrate(db, folder)).rejects.toThrow();
      const half = await db.query(`SELECT to_regclass('half') AS t`);
      expect(half.rows[0]).toEqual({ t: null });
      rmSync(join(folder, '003_fails.sql'));
    } finally {
      await db.close();
    }
  });

  it('rolls back a failed transaction', async () => {
    const db = await engine.open();
    try {
      await db.exec('CREATE TABLE t (n int)');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO t VALUES ($1)', [1]);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await db.query('SELECT count(*)::int AS n FROM t')).rows[0]).toEqual({ n: 0 });
    } finally {
      await db.close();
    }
  });

  it('delivers NOTIFY payloads to listeners after commit, until they stop', async () => {
    const db = await engine.open();
    try {
      const got: string[] = [];
      const stop = await db.listen('painel_test', { onNotify: (payload) => got.push(payload) });
      await db.transaction(async (tx) => {
        await tx.query(`SELECT pg_notify('painel_test', 'in a transaction')`);
        expect(got).toEqual([]);
      });
      await db.query(`SELECT pg_notify('painel_test', 'second')`);
      await db.query(`SELECT pg_notify('another_channel', 'not for us')`);
      await expect.poll(() => got).toEqual(['in a transaction', 'second']);
      // Two listeners on one channel, started together: both hear, and one stopping leaves the other listening.
      const other: string[] = [];
      const [stopA, stopB] = await Promise.all([
        db.listen('painel_pair', { onNotify: (payload) => other.push(`a ${payload}`) }),
        db.listen('painel_pair', { onNotify: (payload) => other.push(`b ${payload}`) }),
      ]);
      await db.query(`SELECT pg_notify('painel_pair', '1')`);
      await expect.poll(() => [...other].sort()).toEqual(['a 1', 'b 1']);
      await stopA();
      await db.query(`SELECT pg_notify('painel_pair', '2')`);
      await expect.poll(() => other).toContain('b 2');
      expect(other).not.toContain('a 2');
      await stopB();
      await stop();
      await db.query(`SELECT pg_notify('painel_test', 'after stop')`);
      await db.query('SELECT 1');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(got).toEqual(['in a transaction', 'second']);
      await expect(db.listen('Bad-Name; DROP', { onNotify: () => undefined })).rejects.toThrow('Invalid channel name');
    } finally {
      await db.close();
    }
  });
});

// A PGlite database belongs to one process: its connection cannot break. Only PostgreSQL is tested for it.
describe.each(testEngines().filter((engine) => engine.name === 'postgres'))('LISTEN connection on $name', (engine) => {
  it('listens again after its connection is cut, and says so', async () => {
    const db = await engine.open();
    try {
      const got: string[] = [];
      let reconnects = 0;
      await db.listen('painel_test', { onNotify: (payload) => got.push(payload), onReconnect: () => reconnects++ });
      // Cut every other connection to this database: the listener's is among them.
      await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      await expect.poll(() => reconnects, { timeout: 5000 }).toBe(1);
      await db.query(`SELECT pg_notify('painel_test', 'after the break')`);
      await expect.poll(() => got).toEqual(['after the break']);
    } finally {
      await db.close();
    }
  });
});

describe('PGlite buffer pool (PGLITE_SHARED_BUFFERS)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the size PGLITE_SHARED_BUFFERS gives, else PGlite's default of 128MB", async () => {
    for (const [setting, expected] of [
      ['', '128MB'],
      ['16MB', '16MB'],
    ]) {
      vi.stubEnv('PGLITE_SHARED_BUFFERS', setting);
      const db = await openDatabase({});
      try {
        const { rows } = await db.query<{ size: string }>(`SELECT current_setting('shared_buffers') AS size`);
        expect(rows[0].size).toBe(expected);
      } finally {
        await db.close();
      }
    }
  });

  it('refuses a value that is not a size', async () => {
    vi.stubEnv('PGLITE_SHARED_BUFFERS', 'pouco');
    await expect(openDatabase({})).rejects.toThrow('PGLITE_SHARED_BUFFERS must be a size such as 16MB');
  });
});
