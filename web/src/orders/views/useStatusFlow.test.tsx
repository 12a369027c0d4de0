// @vitest-environment jsdom
// The status selector's flow over the order's statusOptions, against mocked GraphQL answers (MockedProvider).
import type { ReactNode } from 'react';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenOrder } from '../components/OpenOrdersTable';
import { AdvanceOrderStatusMutation, OrderWorkflowQuery } from '../queries';
import { useStatusFlow } from './useStatusFlow';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
/** What each toast was about: a newer toast about the same thing replaces the older. */
const abouts = vi.hoisted(() => [] as (string | undefined)[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }, about?: string) => (toasts.push(props), abouts.push(about), 'key'),
}));

type Option = OpenOrder['statusOptions'][number];
const option = (status: Option['status'], kind: Option['kind'], message: string | null = null, progress: string | null = null): Option => ({
  status,
  label: status,
  kind,
  message,
  progress,
});

/** The fields the flow reads of a row (the rest of the row is the tables' business). */
function order(statusOptions: Option[], flags: { limited?: boolean; butchery?: boolean } = {}): OpenOrder {
  const row = { id: '40', hasLimitedItems: flags.limited ?? false, hasButcheryItems: flags.butchery ?? false, statusOptions, invoiceResend: null };
  return row as unknown as OpenOrder;
}

const workflow = (state: 'FAILED' | 'DONE' | 'RUNNING', error: string | null = null, successMessages: string[] = []) => ({
  __typename: 'OrderWorkflow' as const,
  id: '7',
  kind: 'status_change' as const,
  state,
  progress: null,
  canRetry: state === 'FAILED',
  successMessages,
  error: error ? { __typename: 'UserError' as const, code: 'STATUS_UPDATE_FAILED', message: error, field: null } : null,
});

function advance(
  target: string,
  answer: { messages?: string[]; workflow?: ReturnType<typeof workflow> | null; errors?: string[] },
  extra: Record<string, string> = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdvanceOrderStatusMutation, variables: { input: { orderId: '40', target, ...extra } } },
    result: {
      data: {
        advanceOrderStatus: {
          __typename: 'OrderPayload',
          messages: answer.messages ?? [],
          errors: (answer.errors ?? []).map((message) => ({ __typename: 'UserError', code: 'X', message, field: null })),
          workflow: answer.workflow ?? null,
          order: null,
        },
      },
    },
  };
}

function setup(mocks: MockLink.MockedResponse[]) {
  const onUpdated = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  const hook = renderHook(() => useStatusFlow({ onUpdated }), { wrapper });
  return { flow: () => hook.result.current, onUpdated };
}

beforeEach(() => {
  toasts.length = 0;
  abouts.length = 0;
});
afterEach(cleanup);

describe('useStatusFlow', () => {
  it('a refused status shows the gateway refusal as a warning and opens nothing', () => {
    const { flow } = setup([]);
    act(() => flow().choose(order([option('R', 'CURRENT'), option('F', 'REFUSED', 'Não é possível faturar o pedido antes de separá-lo!')]), 'F'));
    expect(flow().dialog).toBeNull();
    expect(toasts).toEqual([{ intent: 'warning', message: 'Não é possível faturar o pedido antes de separá-lo!' }]);
  });

  it('the current status does nothing', () => {
    const { flow } = setup([]);
    act(() => flow().choose(order([option('R', 'CURRENT')]), 'R'));
    expect(flow().dialog).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('the product alerts come before the picker dialog, one at a time', () => {
    const { flow } = setup([]);
    act(() => flow().choose(order([option('S', 'CHOOSE_PICKER', 'Escolha um Separador')], { limited: true, butchery: true }), 'S'));
    expect(flow().dialog).toMatchObject({ kind: 'alert', alert: 'limited', queue: ['butchery'] });
    act(() => flow().closeAlert());
    expect(flow().dialog).toMatchObject({ kind: 'alert', alert: 'butchery', queue: [] });
    act(() => flow().closeAlert());
    expect(flow().dialog).toMatchObject({ kind: 'picker' });
  });

  it("confirm asks the gateway's question, then changes the status and toasts its success", async () => {
    const { flow, onUpdated } = setup([advance('P', { messages: ['Pedido Atualizado com Sucesso!'] })]);
    const row = order([option('S', 'CURRENT'), option('P', 'CONFIRM', 'Confirma Separado?')]);
    act(() => flow().choose(row, 'P'));
    expect(flow().dialog).toMatchObject({ kind: 'confirm', target: 'P', question: 'Confirma Separado?' });
    await act(() => flow().confirm(row, 'P'));
    expect(flow().dialog).toBeNull();
    expect(toasts).toEqual([{ intent: 'success', message: 'Pedido Atualizado com Sucesso!' }]);
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });

  it('cancel carries the question; a failed workflow leaves its error and the retry in the progress dialog', async () => {
    const failed = { workflow: workflow('FAILED', 'Erro ao cancelar pedido: timeout'), errors: ['Erro ao cancelar pedido: timeout'] };
    const { flow } = setup([advance('X', failed, { reason: 'Sem estoque' })]);
    const row = order([option('X', 'CANCEL', 'Deseja realmente cancelar esse pedido?')]);
    act(() => flow().choose(row, 'X'));
    expect(flow().dialog).toMatchObject({ kind: 'cancel', question: 'Deseja realmente cancelar esse pedido?' });
    await act(() => flow().cancel(row, 'Sem estoque'));
    await waitFor(() => expect(flow().dialog).toMatchObject({ kind: 'progress', error: 'Erro ao cancelar pedido: timeout', workflowId: '7', canRetry: true }));
    expect(toasts).toEqual([]);
  });

  it("assigning a picker shows one toast with the gateway's texts in their order, about that order", async () => {
    const texts = ['Separador Adicionado com Sucesso!', 'Pedido Atualizado com Sucesso!'];
    const { flow } = setup([advance('S', { messages: texts }, { pickerId: '9' })]);
    await act(() => flow().submitPicker(order([option('S', 'CHOOSE_PICKER', 'Escolha um Separador')]), '9'));
    expect(toasts).toHaveLength(1);
    expect(toasts[0].intent).toBe('success');
    const { container } = render(<>{toasts[0].message as ReactNode}</>);
    expect([...container.querySelectorAll('.orders-toast-lines > span')].map((line) => line.textContent)).toEqual(texts);
    // The next action's toast about this order replaces this one.
    expect(abouts).toEqual(['pedido-40']);
  });

  it("'Reenviar para Faturamento' asks first and sends nothing until confirmed", async () => {
    const { flow } = setup([]);
    const row = order([option('F', 'CURRENT')]);
    act(() => flow().askResend(row));
    expect(flow().dialog).toEqual({ kind: 'resend', order: row, question: 'Confirma o reenvio do pedido 40 para faturamento?' });
    act(() => flow().close());
    expect(flow().dialog).toBeNull();
    expect(flow().busy).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('a run still going when the call returned is waited for, then its own success texts are shown', async () => {
    const running = workflow('RUNNING', null, ['Pedido Atualizado com Sucesso!']);
    const finished = {
      request: { query: OrderWorkflowQuery, variables: { id: '40' } },
      result: { data: { order: { __typename: 'Order', id: '40', status: 'P', statusLabel: 'Separado', workflow: null } } },
    };
    const { flow } = setup([advance('P', { workflow: running }), finished]);
    await act(() => flow().confirm(order([option('P', 'CONFIRM', 'Confirma Separado?')]), 'P'));
    await waitFor(() => expect(toasts).toEqual([{ intent: 'success', message: 'Pedido Atualizado com Sucesso!' }]));
  });

  it('payload errors without a workflow are a danger toast', async () => {
    const { flow } = setup([advance('P', { errors: ['O pedido já está sendo atualizado por outro usuário. Aguarde.'] })]);
    const row = order([option('P', 'CONFIRM', 'Confirma Separado?')]);
    await act(() => flow().confirm(row, 'P'));
    expect(flow().dialog).toBeNull();
    expect(toasts).toEqual([{ intent: 'danger', message: 'O pedido já está sendo atualizado por outro usuário. Aguarde.' }]);
  });
});
