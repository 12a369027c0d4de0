import { describe, expect, it } from 'vitest';
import { recordUpstream, recordWorkflowRun, registry, setOpenSockets } from './metrics';

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
