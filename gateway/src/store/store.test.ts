// The store on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server (a fresh database each run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { createFreshPostgres } from '@painel/db/test-databases';
import { openStore } from './store';
import { getOrInitSetting, resolveSecretKey } from './settings';

interface Engine {
  name: string;
  open(): Promise<{ db: Db; url?: string; dispose(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: 'pglite',
    open: async () => {
      const db = await openStore({});
      return { db, dispose: () => db.close() };
    },
  },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  engines.push({
    name: 'postgres',
    open: async () => {
      const fresh = await createFreshPostgres(adminUrl, 'gw');
      const db = await openStore({ url: fresh.url });
      return {
        db,
        url: fresh.url,
        dispose: async () => {
          await db.close();
          await fresh.drop();
        },
      };
    },
  });
}

const disposers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const dispose of disposers) await dispose();
});

describe.each(engines)('gateway store on $name', (engine) => {
  // One database per engine for the whole file: opening PGlite costs seconds.
  let db: Db;
  let url: string | undefined;
  beforeAll(async () => {
    const opened = await engine.open();
    ({ db, url } = opened);
    disposers.push(opened.dispose);
  }, 120_000);

  it('migrates once, and again without effect', async () => {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toContain('001_sessions_settings_journal.sql');
    if (url) {
      const again = await openStore({ url });
      expect((await again.query('SELECT count(*)::int AS n FROM schema_migrations')).rows[0]).toEqual({ n: rows.length });
      await again.close();
    }
  });

  it('records a workflow step only once per run and per idempotency key', async () => {
    const run = await db.query<{ id: number }>(
      "INSERT INTO workflow_runs (kind, subject, idempotency_key, input) VALUES ('invoicing', 'pedido:1', 'k1', $1) RETURNING id",
      [JSON.stringify({ order: 1 })],
    );
    const runId = run.rows[0].id;
    expect(typeof runId).toBe('number');
    await db.query("INSERT INTO workflow_steps (run_id, name, idempotency_key) VALUES ($1, 'erp.processa-pedido', 's1')", [runId]);
    await expect(
      db.query("INSERT INTO workflow_steps (run_id, name, idempotency_key) VALUES ($1, 'erp.processa-pedido', 's2')", [runId]),
    ).rejects.toThrow(/unique|duplicate/i);
    await expect(
      db.query("INSERT INTO workflow_steps (run_id, name, idempotency_key) VALUES ($1, 'push.status', 's1')", [runId]),
    ).rejects.toThrow(/unique|duplicate/i);
    await expect(
      db.query("INSERT INTO workflow_runs (kind, subject, idempotency_key) VALUES ('invoicing', 'pedido:1', 'k1')"),
    ).rejects.toThrow(/unique|duplicate/i);
    const { rows } = await db.query<{ input: unknown }>('SELECT input FROM workflow_runs WHERE id = $1', [runId]);
    expect(rows[0].input).toEqual({ order: 1 });
  });

  it('keeps the first value of a setting', async () => {
    expect(await getOrInitSetting(db, 'x', () => 'first')).toBe('first');
    expect(await getOrInitSetting(db, 'x', () => 'second')).toBe('first');
  });

  it('generates SECRET_KEY once outside production and demands it in production', async () => {
    const generated = await resolveSecretKey(db, undefined, false);
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(await resolveSecretKey(db, undefined, false)).toBe(generated);
    await expect(resolveSecretKey(db, undefined, true)).rejects.toThrow('SECRET_KEY is required');
    await expect(resolveSecretKey(db, 'short', true)).rejects.toThrow('at least 32');
    expect(await resolveSecretKey(db, 'p'.repeat(32), true)).toBe('p'.repeat(32));
  });
});
