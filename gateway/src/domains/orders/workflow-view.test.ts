import { describe, expect, it } from 'vitest';
import { toWorkflow, workflowError } from './workflow-view';

const row = (status: string, extra: Partial<Parameters<typeof toWorkflow>[0]> = {}) => ({
  id: 7,
  kind: 'invoicing',
  subject: 'pedido:1',
  status,
  result: null,
  error: null,
  ...extra,
});

describe('workflow view', () => {
  it('a running run shows its progress, recorded or the default of its kind', () => {
    expect(toWorkflow(row('running'))).toEqual({
      id: '7',
      kind: 'invoicing',
      state: 'RUNNING',
      progress: 'Faturando pedido...',
      error: null,
      canRetry: false,
    });
    expect(toWorkflow(row('running', { kind: 'completion', result: { progress: 'Registrando compra...' } }))?.progress).toBe(
      'Registrando compra...',
    );
    expect(toWorkflow(row('running', { kind: 'cancellation' }))?.progress).toBeNull();
  });

  it('a failed run can be retried and carries its error', () => {
    const failed = toWorkflow(row('failed', { error: JSON.stringify({ code: 'ERP', message: 'Erro ao enviar pedido. Tente novamente!' }) }));
    expect(failed).toMatchObject({ state: 'FAILED', canRetry: true, error: { code: 'ERP', message: 'Erro ao enviar pedido. Tente novamente!', field: null } });
    expect(workflowError('texto simples')).toEqual({ code: 'WORKFLOW_FAILED', message: 'texto simples', field: null });
    expect(toWorkflow(row('failed'))?.error?.message).toBeTruthy();
  });

  it('a finished run is not shown', () => {
    expect(toWorkflow(row('succeeded'))).toBeNull();
  });
});
