// @vitest-environment jsdom
// 'Log Banco de Dados' against mocked GraphQL answers: loading, a load failure with the spec's prefix, the empty
// state, the grid's rows (a running entry has no end yet), and the user filter sent by matrícula.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseLogsQuery, DatabaseLogUsersQuery } from '../queries';
import { DatabaseLogsPage } from './DatabaseLogsPage';
import { renderLogPage, withWideScreen } from './logPageTesting';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const carla = { __typename: 'LogUser' as const, id: '1', username: '1001', name: 'Carla Mendes' };
const failed = {
  __typename: 'DatabaseLogEntry' as const,
  id: '10',
  startedAt: '2026-11-20T06:09:00Z',
  endedAt: '2026-11-20T06:10:00Z',
  origin: 'atualiza-produto',
  method: 'UPDATE',
  table: 'produtos',
  status: 'Erro',
  note: 'Falha na conexão com o ERP',
  error: 'ORA-12170: TNS:Connect timeout occurred',
  user: carla,
};
const running = {
  ...failed,
  id: '11',
  endedAt: null,
  status: 'Executando',
  note: null,
  error: null,
  origin: 'atualiza-estoque',
  user: { __typename: 'LogUser' as const, id: null, username: 'sistema', name: null },
};
const listRequest = (variables: Record<string, unknown>) => ({ query: DatabaseLogsQuery, variables: { filter: {}, page: 1, ...variables } });
// A list may be read again while a dialog's query writes the same users into the cache: each answer serves a few reads.
const listAnswer = (items: Array<typeof failed | typeof running>, variables: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: listRequest(variables),
  maxUsageCount: 5,
  result: { data: { databaseLogs: { __typename: 'DatabaseLogPage', total: items.length, truncated: false, items } } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderLogPage(<DatabaseLogsPage />, mocks, '/dashboard/logbd/');
}

withWideScreen(1800);
beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('DatabaseLogsPage', () => {
  it('shows the spinner while loading, then the rows; a running entry has no end yet', async () => {
    renderPage([listAnswer([running, failed])]);
    expect(screen.getByLabelText('Carregando Log do Banco de Dados')).toBeTruthy();
    const grid = await screen.findByRole('region', { name: 'Log Banco de Dados' });
    expect(await within(grid).findByText('20/11/2026 03:10:00')).toBeTruthy();
    expect(within(grid).getAllByText('20/11/2026 03:09:00')).toHaveLength(2);
    expect(within(grid).getByText('Executando')).toBeTruthy();
    expect(within(grid).getByText('sistema')).toBeTruthy();
    expect(within(grid).getByText('Carla Mendes (1001)')).toBeTruthy();
    expect(within(grid).getByText('ORA-12170: TNS:Connect timeout occurred')).toBeTruthy();
    // The running entry's end, its observation and its error: '-'.
    expect(within(grid).getAllByText('-')).toHaveLength(3);
  });

  it('shows the empty state with the spec text', async () => {
    renderPage([listAnswer([])]);
    expect(await screen.findByText('Nenhum Log encontrado')).toBeTruthy();
  });

  it("toasts a load failure with the spec's prefix", async () => {
    renderPage([{ request: listRequest({}), error: new Error('Serviço indisponível.') }]);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Carregar Log do Banco de Dados: Serviço indisponível.' }));
  });

  it('filters by the matrícula and method, in the URL, and says when nothing was found', async () => {
    renderPage([
      listAnswer([failed]),
      { request: { query: DatabaseLogUsersQuery }, result: { data: { databaseLogUsers: [carla] } } },
      listAnswer([], { filter: { username: '1001', method: 'DELETE' } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Filtrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar Log do Banco de Dados' });
    await within(dialog).findByRole('option', { name: 'Carla Mendes (1001)' });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Carla Mendes (1001)', 'Todos', 'UPDATE', 'DELETE', 'INSERT']);
    fireEvent.change(within(dialog).getByLabelText('Usuário'), { target: { value: '1001' } });
    fireEvent.change(within(dialog).getByLabelText('Método'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByLabelText('endereço').textContent).toBe('?usuario=1001&metodo=DELETE'), { timeout: 5000 });
    expect(await screen.findByText('Nenhum Log encontrado')).toBeTruthy();
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'warning', message: 'Nenhum Log encontrado' }));
    // An empty list under a filter reads as 'nothing there' unless the page says it is filtered.
    expect(screen.getByText('Filtro ativo: Usuário 1001 · Método DELETE')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpar filtro' })).toBeTruthy();
  });
});
