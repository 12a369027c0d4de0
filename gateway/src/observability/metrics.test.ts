import { describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { openStore } from '../store/store';
import {
  attachAdmission,
  attachMetrics,
  recordDeadlineHit,
  recordFanOutWait,
  recordShed,
  recordUpstream,
  recordWorkflowRun,
  registry,
  setLeader,
  setOpenSockets,
} from './metrics';

const value = async (name: string, labels: Record<string, string> = {}) => {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === name);
  const found = metric?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return found?.value ?? 0;
};

describe('metrics', () => {
  it("counts an upstream call by its answer's class", async () => {
    recordUpstream('erp', 'admin/api/v2/shops', 200, 0.01);
    recordUpstream('erp', 'admin/api/v2/shops', 503, 0.01);
    recordUpstream('erp', 'admin/api/v2/shops', 404, 0.01);
    recordUpstream('erp', 'admin/api/v2/shops', undefined, 0.01);
    for (const outcome of ['ok', 'server_error', 'client_error', 'network_error']) {
      expect(await value('painel_upstream_requests_total', { service: 'erp', outcome })).toBe(1);
    }
  });

  it('counts workflow runs by kind and outcome, and takes the open sockets as told', async () => {
    recordWorkflowRun('invoicing', 'succeeded');
    recordWorkflowRun('invoicing', 'succeeded');
    expect(await value('painel_workflow_runs_total', { kind: 'invoicing', outcome: 'succeeded' })).toBe(2);
    setOpenSockets(3);
    expect(await value('painel_open_sockets')).toBe(3);
  });
});

describe("operators' reliability metrics", () => {
  it('read the store, its connections and the load shedder at scrape time', async () => {
    const store = {
      kind: 'postgres',
      query: async (sql: string) => ({
        rows: sql.includes('error_code IN') ? [{ code: 'UNCERTAIN', runs: 2 }] : [],
        rowCount: 0,
      }),
      connections: () => ({ listening: false, pool: { total: 7, idle: 2, waiting: 3 } }),
    } as unknown as Db;
    const detach = attachMetrics(store, true);
    const detachAdmission = attachAdmission({ inFlight: 5, queued: 1 });
    try {
      expect(await value('painel_workflow_runs_stopped', { code: 'UNCERTAIN' })).toBe(2);
      expect(await value('painel_workflow_runs_stopped', { code: 'INTERRUPTED' })).toBe(0);
      expect(await value('painel_store_listen_up')).toBe(0);
      expect(await value('painel_store_pool_connections', { state: 'in_use' })).toBe(5);
      expect(await value('painel_store_pool_connections', { state: 'waiting' })).toBe(3);
      expect(await value('painel_graphql_requests_admitted', { state: 'in_flight' })).toBe(5);
      expect(await value('painel_graphql_requests_admitted', { state: 'queued' })).toBe(1);
    } finally {
      detachAdmission();
      detach();
    }
  });

  it('count shed requests and deadlines hit, and take leadership and fan-out waits as told', async () => {
    const shed = await value('painel_requests_shed_total');
    const deadlines = await value('painel_request_deadlines_total');
    recordShed();
    recordShed();
    recordDeadlineHit();
    expect(await value('painel_requests_shed_total')).toBe(shed + 2);
    expect(await value('painel_request_deadlines_total')).toBe(deadlines + 1);
    setLeader(true);
    expect(await value('painel_leader')).toBe(1);
    setLeader(false);
    expect(await value('painel_leader')).toBe(0);
    recordFanOutWait(0.002);
    expect(await registry.getSingleMetricAsString('painel_live_fanout_wait_seconds')).toMatch(/^painel_live_fanout_wait_seconds_count [1-9]/m);
  });
});

describe('orders held UNCERTAIN', () => {
  it('count each order whose latest run holds a send for a person, by service and send; nothing else', async () => {
    const db = await openStore({});
    const detach = attachMetrics(db, true);
    try {
      const run = (key: string, subject: string, status: string, code: string | null, result: unknown) =>
        db.query(`INSERT INTO workflow_runs (kind, subject, idempotency_key, status, error_code, result) VALUES ('invoicing', $1, $2, $3, $4, $5::jsonb)`, [
          subject,
          key,
          status,
          code,
          JSON.stringify(result),
        ]);
      const hold = (what: string) => ({ hold: { step: 'erp.processa-pedido', what, orderId: 1, branch: 17 } });
      await run('a', 'pedidos:1', 'failed', 'UNCERTAIN', hold('order'));
      await run('b', 'pedidos:2', 'failed', 'UNCERTAIN', hold('order'));
      await run('c', 'pedidos:3', 'failed', 'UNCERTAIN', hold('customer'));
      await run('d', 'pedidos:4', 'failed', 'UNCERTAIN', hold('loyalty-cancel'));
      // Not waiting for a person: resolved and done, replaced by a newer run, interrupted, a plain refusal without a hold.
      await run('e', 'pedidos:5', 'succeeded', null, { steps: [] });
      await run('f', 'pedidos:6', 'abandoned', 'UNCERTAIN', hold('order'));
      await run('g', 'pedidos:7', 'failed', 'INTERRUPTED', null);
      await run('h', 'produtos:8', 'failed', 'UNCERTAIN', null);
      expect(await value('painel_orders_uncertain', { service: 'erp', send: 'order' })).toBe(2);
      expect(await value('painel_orders_uncertain', { service: 'erp', send: 'customer' })).toBe(1);
      expect(await value('painel_orders_uncertain', { service: 'loyalty', send: 'loyalty-cancel' })).toBe(1);
      expect(await value('painel_workflow_runs_stopped', { code: 'UNCERTAIN' })).toBe(5);
      await db.query(`UPDATE workflow_runs SET status = 'succeeded', error_code = NULL WHERE idempotency_key = 'a'`);
      expect(await value('painel_orders_uncertain', { service: 'erp', send: 'order' })).toBe(1);
    } finally {
      detach();
      await db.close();
    }
  });
});
