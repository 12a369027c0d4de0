import { describe, expect, it } from 'vitest';
import type { WorkflowRun } from './runs';
import { unfinishedView } from './view';

const run = (status: WorkflowRun['status'], extra: Partial<WorkflowRun> = {}): WorkflowRun => ({
  id: 7,
  kind: 'invoicing',
  subject: 'pedido:1',
  idempotencyKey: 'k',
  status,
  input: {},
  result: null,
  error: null,
  canRetry: false,
  progress: null,
  userId: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...extra,
});

describe('the view of a journal run next to its subject', () => {
  it('a running run shows its progress text', () => {
    expect(unfinishedView(run('running', { progress: 'Faturando pedido...', input: { pedido: 1 } }))).toEqual({
      id: '7',
      kind: 'invoicing',
      state: 'RUNNING',
      progress: 'Faturando pedido...',
      error: null,
      canRetry: false,
      hold: null,
      input: { pedido: 1 },
    });
  });

  it('a failed run carries its error and whether it may be retried', () => {
    const failed = run('failed', { error: { code: 'ERP_ORDER_FAILED', message: 'Erro ao enviar pedido. Tente novamente!' }, canRetry: true });
    expect(unfinishedView(failed)).toMatchObject({
      state: 'FAILED',
      canRetry: true,
      error: { code: 'ERP_ORDER_FAILED', message: 'Erro ao enviar pedido. Tente novamente!', field: null },
    });
    expect(unfinishedView({ ...failed, canRetry: false })?.canRetry).toBe(false);
  });

  it('a finished or abandoned run, or none, is not shown', () => {
    expect(unfinishedView(run('succeeded'))).toBeNull();
    expect(unfinishedView(run('abandoned', { canRetry: true }))).toBeNull();
    expect(unfinishedView(undefined)).toBeNull();
  });
});
