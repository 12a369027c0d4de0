// @vitest-environment jsdom
// 'Log API' against mocked GraphQL answers: loading, a load failure with the spec's prefix, the empty state, the
// grid's rows, the entry's data made readable in its dialog, and a filter put in the URL and sent to the gateway.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiLogsQuery, ApiLogUsersQuery } from '../queries';
import { ApiLogsPage } from './ApiLogsPage';
import { renderLogPage, withWideScreen } from './logPageTesting';
import { loadDateTimeFields } from '../../lib/loadDateTimeFields';

// The fields' code, loaded on first show in the app (lib/lazyField.tsx), loaded here as the file loads: under no
// hook's timeout, however busy the machine.
await loadDateTimeFields();

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const carla = { __typename: 'LogUser' as const, id: '1', username: '1001', name: 'Carla Mendes' };
const entry = {
  __typename: 'ApiLogEntry' as const,
  id: '41',
  at: '2026-11-20T13:05:09Z',
  method: 'PUT',
  table: 'configuracoes-gerais',
  before: JSON.stringify({ id: 3, confGeral: { cvUsername: 'cv-loja17', cvPassword: '***' } }),
  after: JSON.stringify({ id: 3, confGeral: { cvUsername: 'cv-loja18', cvPassword: '***' } }),
  user: carla,
};
const listRequest = (variables: Record<string, unknown>) => ({ query: ApiLogsQuery, variables: { filter: {}, page: 1, ...variables } });
// A list may be read again while a dialog's query writes the same users into the cache: each answer serves a few reads.
const listAnswer = (items: (typeof entry)[], variables: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: listRequest(variables),
  maxUsageCount: 5,
  result: { data: { apiLogs: { __typename: 'ApiLogPage', total: items.length, truncated: false, items } } },
});

function renderPage(mocks: MockLink.MockedResponse[], url = '/dashboard/logapi/') {
  return renderLogPage(<ApiLogsPage />, mocks, url);
}

withWideScreen(1600);
beforeEach(() => toasts.splice(0));
afterEach(cleanup);

describe('ApiLogsPage', () => {
  it('shows the spinner while loading, then the entry in the grid in São Paulo time', async () => {
    renderPage([listAnswer([entry])]);
    expect(screen.getByLabelText('Carregando Log da API')).toBeTruthy();
    const grid = await screen.findByRole('region', { name: 'Log API' });
    expect(await within(grid).findByText('20/11/2026 10:05:09')).toBeTruthy();
    expect(within(grid).getByText('Carla Mendes (1001)')).toBeTruthy();
    expect(within(grid).getByText('configuracoes-gerais')).toBeTruthy();
    expect(within(grid).getByText(entry.after)).toBeTruthy();
    expect(screen.getByText('Total: 1')).toBeTruthy();
  });

  it('shows the empty state with the spec text', async () => {
    renderPage([listAnswer([])]);
    expect(await screen.findByText('Nenhum Log relacionado à API encontrado')).toBeTruthy();
  });

  it("toasts a load failure with the spec's prefix", async () => {
    renderPage([{ request: listRequest({}), error: new Error('Serviço indisponível.') }]);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Carregar Log da API: Serviço indisponível.' }));
  });

  it('shows a failure the gateway worded as it is, without a second prefix', async () => {
    renderPage([{ request: listRequest({}), result: { errors: [{ message: 'Erro ao Carregar Log da API: Serviço indisponível.' }] } }]);
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'danger', message: 'Erro ao Carregar Log da API: Serviço indisponível.' }));
    expect(toasts.some((t) => String(t.message).startsWith('Erro ao Carregar Log da API: Erro'))).toBe(false);
  });

  it("opens an entry's before and after data as indented JSON", async () => {
    renderPage([listAnswer([entry])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver dados do registro 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro 41' });
    const after = within(dialog).getByRole('region', { name: 'Dado Depois' });
    expect(after.querySelector('pre')?.textContent).toBe(JSON.stringify(JSON.parse(entry.after), null, 2));
    expect(within(dialog).getByRole('region', { name: 'Dado Antes' }).textContent).toContain('"cvUsername": "cv-loja17"');
    expect(screen.getByLabelText('endereço').textContent).toBe('?registro=41');
  });

  it('sends the chosen user, days and method, keeps them in the URL and says what it found', async () => {
    const filtered = { filter: { userId: '1', from: '2026-11-01', to: '2026-11-20', method: 'PUT' } };
    renderPage([listAnswer([entry]), { request: { query: ApiLogUsersQuery }, result: { data: { apiLogUsers: [carla] } } }, listAnswer([entry], filtered)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Filtrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar Log da API' });
    await within(dialog).findByRole('option', { name: 'Carla Mendes (1001)' });
    fireEvent.change(within(dialog).getByLabelText('Usuário'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Data inicial'), { target: { value: '01/11/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Data final'), { target: { value: '20/11/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Método'), { target: { value: 'PUT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByLabelText('endereço').textContent).toBe('?usuario=1&de=2026-11-01&ate=2026-11-20&metodo=PUT'), { timeout: 5000 });
    await waitFor(() => expect(toasts).toContainEqual({ intent: 'success', message: 'Log(s) da API encontrado(s) com sucesso' }));
  });

  it('refuses an end day before the start day on its field', async () => {
    renderPage([listAnswer([entry], { filter: { from: '2026-11-20', to: '2026-11-01' } })].concat([listAnswer([entry])]), '/dashboard/logapi/?filtro=1');
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar Log da API' });
    fireEvent.change(within(dialog).getByLabelText('Data inicial'), { target: { value: '20/11/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Data final'), { target: { value: '01/11/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await within(dialog).findByText('A data inicial deve ser anterior ou igual à data final')).toBeTruthy();
    expect(screen.getByLabelText('endereço').textContent).toBe('?filtro=1');
  });

  it("keeps a day the field calls invalid out of the URL: 'Buscar' is blocked with the field's message", async () => {
    renderPage([listAnswer([entry], { filter: { from: '2026-02-01' } })], '/dashboard/logapi/?de=2026-02-01&filtro=1');
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar Log da API' });
    fireEvent.change(within(dialog).getByLabelText('Data inicial'), { target: { value: '31/02/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await within(dialog).findByText('Data inválida')).toBeTruthy();
    expect(screen.getByLabelText('endereço').textContent).toBe('?de=2026-02-01&filtro=1');
    expect(screen.getByRole('dialog', { name: 'Filtrar Log da API' })).toBeTruthy();
  });
});
