import { describe, expect, it } from 'vitest';
import { toWorkflow, type WorkflowRunRow } from './workflow-view';

const row = (status: WorkflowRunRow['status'], extra: Partial<WorkflowRunRow> = {}): WorkflowRunRow => ({
  id: 7,
  kind: 'invoicing',
  subject: 'pedido:1',
  idempotency_key: 'k',
  status,
  result: null,
  error: null,
  error_code: null,
  error_field: null,
  can_retry: false,
  progress: null,
  created_at: new Date(),
  updated_at: new Date(),
  ...extra,
});

describe('Order.workflow view of a journal run', () => {
  it('a running run shows its progress text', () => {
    expect(toWorkflow(row('running', { progress: 'Faturando pedido...' }))).toEqual({
      id: '7',
      kind: 'invoicing',
      state: 'RUNNING',
      progress: 'Faturando pedido...',
      error: null,
      canRetry: false,
    });
  });

  it('a failed run carries its UserError and whether it may be retried', () => {
    const failed = row('failed', { error: 'Erro ao enviar pedido. Tente novamente!', error_code: 'ERP', can_retry: true });
    expect(toWorkflow(failed)).toMatchObject({
      state: 'FAILED',
      canRetry: true,
      error: { code: 'ERP', message: 'Erro ao enviar pedido. Tente novamente!', field: null },
    });
    expect(toWorkflow({ ...failed, can_retry: false })?.canRetry).toBe(false);
    expect(toWorkflow({ ...failed, error_code: null })?.error?.code).toBe('WORKFLOW_FAILED');
  });

  it('a finished or abandoned run is not shown', () => {
    expect(toWorkflow(row('succeeded'))).toBeNull();
    expect(toWorkflow(row('abandoned'))).toBeNull();
  });
});
