// @vitest-environment jsdom
// 'Cadastro de Feriados' against mocked GraphQL answers (MockedProvider): the branch asked first, loading, a load
// error, an empty branch, the month's entries on the calendar, an entry's details, the edit form with the gateway's
// field error, adding, deleting after 'Confirma a exclusão?', and the submanager's own branch without a selector.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateSpecialDateMutation, DeleteSpecialDateMutation, HolidayBranchesQuery, SpecialDatesQuery, UpdateSpecialDateMutation } from '../queries';
import { HolidaysPage } from './HolidaysPage';
import { loadDateTimeFields } from '../../lib/loadDateTimeFields';

// The fields' code, loaded on first show in the app (lib/lazyField.tsx), loaded here as the file loads: under no
// hook's timeout, however busy the machine.
await loadDateTimeFields();

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('../../lib/toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));
const session = vi.hoisted(() => ({ me: { branchBound: false, branch: null as number | null } }));
vi.mock('../../kernel/session', () => ({ useSession: () => session }));

const branchesAnswer: MockLink.MockedResponse = {
  request: { query: HolidayBranchesQuery },
  result: { data: { branchChoices: [{ __typename: 'Branch', code: 17, name: 'Loja Centro' }] } },
  maxUsageCount: 5,
};
const natal = { __typename: 'SpecialDate' as const, id: '8', branch: 17, date: '2026-12-25', type: 'F' as const, description: 'Natal' };
const datesAnswer = (entries: (typeof natal)[] | null, error?: Error): MockLink.MockedResponse => ({
  request: { query: SpecialDatesQuery, variables: { branch: 17 } },
  ...(error ? { error } : { result: { data: { specialDates: entries } } }),
  maxUsageCount: 5,
});
const userError = (message: string, field: string | null, code = 'BAD_USER_INPUT') => ({ __typename: 'UserError', code, message, field });

function renderPage(mocks: MockLink.MockedResponse[], path = '/dashboard/funcionamento/?mes=2026-12') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <HolidaysPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

beforeEach(() => {
  toasts.splice(0);
  session.me = { branchBound: false, branch: null };
});
afterEach(cleanup);

describe('HolidaysPage', () => {
  it('asks for a branch before anything can be added', async () => {
    renderPage([branchesAnswer]);
    expect(screen.getByText('Necessário selecionar uma filial para cadastro de feriados')).toBeTruthy();
    expect(await screen.findByRole('option', { name: '17 - Loja Centro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Novo Feriado' }));
    expect(toasts).toEqual([{ intent: 'warning', message: 'Necessário selecionar uma filial para cadastro de feriados' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows loading, then a load error, and an empty branch', async () => {
    renderPage([branchesAnswer, datesAnswer(null, new Error('Erro ao Buscar Horários Especiais: fora do ar'))], '/dashboard/funcionamento/?filial=17');
    expect(screen.getByLabelText('Carregando feriados')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao Buscar Horários Especiais: fora do ar');
    cleanup();
    renderPage([branchesAnswer, datesAnswer([])], '/dashboard/funcionamento/?filial=17');
    expect(await screen.findByText('Nenhum feriado cadastrado para esta filial.')).toBeTruthy();
  });

  it("draws the month's entries; an entry opens its details, then the edit form with the gateway's field error", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: UpdateSpecialDateMutation, variables: { id: '8', input: { branch: 17, date: '2026-12-25', type: 'F', description: 'Natal!' } } },
      result: {
        data: {
          updateSpecialDate: { __typename: 'SpecialDatePayload', message: null, specialDate: null, errors: [userError('Descrição repetida.', 'description')] },
        },
      },
    };
    renderPage([branchesAnswer, datesAnswer([natal]), refused], '/dashboard/funcionamento/?filial=17&mes=2026-12');
    fireEvent.click(await screen.findByText('Feriado: Natal'));
    const details = await screen.findByRole('dialog', { name: 'Detalhes do Feriado' });
    expect(within(details).getByText('25/12/2026')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('dialog', { name: 'Editar Feriado' });
    expect((within(form).getByLabelText('Data') as HTMLInputElement).value).toBe('25/12/2026');
    fireEvent.change(within(form).getByLabelText('Descrição'), { target: { value: 'Natal!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Descrição repetida.')).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('adds an entry (blank description refused first) with the gateway message, and closes the form', async () => {
    const created: MockLink.MockedResponse = {
      request: { query: CreateSpecialDateMutation, variables: { input: { branch: 17, date: today(), type: 'ESP', description: 'Inventário' } } },
      result: {
        data: {
          createSpecialDate: {
            __typename: 'SpecialDatePayload',
            message: 'Horário Especial Adicionado com Sucesso!',
            errors: [],
            specialDate: { ...natal, id: '9', date: today(), type: 'ESP', description: 'Inventário' },
          },
        },
      },
    };
    renderPage([branchesAnswer, datesAnswer([natal]), created], '/dashboard/funcionamento/?filial=17');
    await screen.findByRole('option', { name: '17 - Loja Centro' });
    fireEvent.click(screen.getByRole('button', { name: 'Novo Feriado' }));
    const form = await screen.findByRole('dialog', { name: 'Cadastrar Feriado' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(form).findByText('Campo obrigatório!')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Tipo'), { target: { value: 'ESP' } });
    fireEvent.change(within(form).getByLabelText('Descrição'), { target: { value: ' Inventário ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(toasts).toEqual([{ intent: 'success', message: 'Horário Especial Adicionado com Sucesso!' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("deletes an entry after 'Confirma a exclusão?'", async () => {
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteSpecialDateMutation, variables: { id: '8' } },
      result: {
        data: { deleteSpecialDate: { __typename: 'DeleteSpecialDatePayload', deletedId: '8', message: 'Horário Especial Excluído com Sucesso!', errors: [] } },
      },
    };
    renderPage([branchesAnswer, datesAnswer([natal]), deleted], '/dashboard/funcionamento/?filial=17&mes=2026-12');
    fireEvent.click(await screen.findByText('Feriado: Natal'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Detalhes do Feriado' })).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(within(confirm).getByText('Confirma a exclusão?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(toasts).toEqual([{ intent: 'success', message: 'Horário Especial Excluído com Sucesso!' }]));
  });

  it("shows a submanager's own branch without a selector", async () => {
    session.me = { branchBound: true, branch: 17 };
    renderPage([branchesAnswer, datesAnswer([natal])]);
    expect(await screen.findByText('Filial: 17 - Loja Centro')).toBeTruthy();
    expect(screen.queryByLabelText('Filial')).toBeNull();
    expect(await screen.findByText('Feriado: Natal')).toBeTruthy();
  });
});
