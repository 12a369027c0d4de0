// The store on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server (a fresh database each run).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { createFreshPostgres } from '@painel/db/test-databases';
import { openStore } from './store';
import { getOrInitSetting, resolveSecretKey } from './settings';
import { SESSION_CHANNEL, WORKFLOW_RUN_CHANNEL } from './change-feed';
import { SessionStore } from '../auth/session';

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
    await expect(db.query("INSERT INTO workflow_steps (run_id, name, idempotency_key) VALUES ($1, 'erp.processa-pedido', 's2')", [runId])).rejects.toThrow(
      /unique|duplicate/i,
    );
    await expect(db.query("INSERT INTO workflow_steps (run_id, name, idempotency_key) VALUES ($1, 'push.status', 's1')", [runId])).rejects.toThrow(
      /unique|duplicate/i,
    );
    await expect(db.query("INSERT INTO workflow_runs (kind, subject, idempotency_key) VALUES ('invoicing', 'pedido:1', 'k1')")).rejects.toThrow(
      /unique|duplicate/i,
    );
    const { rows } = await db.query<{ input: unknown }>('SELECT input FROM workflow_runs WHERE id = $1', [runId]);
    expect(rows[0].input).toEqual({ order: 1 });
  });

  it('renames the old subjects to the scheme, leaves the rest and the keys alone, and changes nothing run again', async () => {
    const old: Record<string, string> = {
      'pedido:72': 'pedidos:72',
      'item-pedido:9': 'itens_pedido:9',
      'cliente:7': 'clientes:7',
      'filial:17:horarios': 'horarios-filiais:17',
      'filial:17': 'filiais:17',
      'horario:ab12': 'horarios-entrega:ab12',
      'funcionario:3': 'funcionarios:3',
      'usuario:1009': 'users:1009',
      'configuracoes:17': 'configuracoes-gerais:17',
      'produtos:5': 'produtos:5',
      'horarios-especiais:17:2026-12-25': 'horarios-especiais:17:2026-12-25',
    };
    for (const [i, subject] of Object.keys(old).entries()) {
      await db.query("INSERT INTO workflow_runs (kind, subject, idempotency_key, status) VALUES ('migration-008', $1, $2, 'succeeded')", [
        subject,
        `${subject}:key${i}`,
      ]);
    }
    const sql = readFileSync(new URL('./migrations/008_journal_subjects.sql', import.meta.url), 'utf8');
    const renamed = async () => {
      const { rows } = await db.query<{ subject: string; idempotency_key: string }>(
        "SELECT subject, idempotency_key FROM workflow_runs WHERE kind = 'migration-008' ORDER BY id",
      );
      return rows;
    };
    await db.exec(sql);
    const once = await renamed();
    expect(once.map((r) => r.subject)).toEqual(Object.values(old));
    expect(once.map((r) => r.idempotency_key)).toEqual(Object.keys(old).map((s, i) => `${s}:key${i}`));
    await db.exec(sql);
    expect(await renamed()).toEqual(once);
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

  it('announces ended or refreshed sessions and workflow runs that start or change status, nothing else', async () => {
    const heard: string[] = [];
    const stops = [
      await db.listen(SESSION_CHANNEL, { onNotify: (id) => heard.push(`session ${id}`) }),
      await db.listen(WORKFLOW_RUN_CHANNEL, { onNotify: (subject) => heard.push(`run ${subject}`) }),
    ];
    try {
      const sessions = new SessionStore(db);
      const now = new Date();
      const user = { userId: 1, employeeId: 2, matricula: '1001', name: 'Teste', email: null, type: 1 as const, branch: null };
      const session = await sessions.create(user, { accessToken: 'a', accessExpiresAt: null, refreshTokenEnc: 'r' }, now);
      await sessions.touch(session.id, new Date(now.getTime() + 1000));
      await sessions.saveTokens(session.id, { accessToken: 'b', accessExpiresAt: null, refreshTokenEnc: 'r2' });
      await sessions.end(session.id, new Date(now.getTime() + 2000));
      const { rows } = await db.query<{ id: number }>(
        "INSERT INTO workflow_runs (kind, subject, idempotency_key, status, input) VALUES ('status', 'pedido:77', 'feed-1', 'running', '{}') RETURNING id",
      );
      await db.query("UPDATE workflow_runs SET progress = 'Faturando pedido...' WHERE id = $1", [rows[0].id]);
      await db.query("UPDATE workflow_runs SET status = 'succeeded' WHERE id = $1", [rows[0].id]);
      await expect.poll(() => heard).toEqual([`session ${session.id}`, `session ${session.id}`, 'run pedido:77', 'run pedido:77']);
    } finally {
      for (const stop of stops) await stop();
    }
  });
});
